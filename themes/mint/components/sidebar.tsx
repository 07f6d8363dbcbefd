import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { ComponentChildren } from 'preact';
import type { NavNode, SiteModel } from '../../../src/shared/site-model.js';
import { isExternal } from '../../../src/shared/is-external.js';
import { containerLabel } from '../../../src/shared/nav-kinds.js';
import type { FullSidebarProps, SidebarNode, Switcher } from '../../../src/render/theme-types.js';
import { IconLibraryContext } from '../../shared/icon.js';
import { ChromeIcon, ExternalMark, externalAttrs, navColorAttrs } from './chrome-icon.js';
import { SwitcherMenu } from './switcher-menu.js';

export interface SidebarOptions {
  /** The current page's URL. */
  current: string;
  /** `interaction.drilldown` (or the theme default): nested group titles link to their first page. */
  drilldown: boolean;
  /**
   * A large section (navigation/compact-sidebar.ts): top-level groups collapse like nested ones
   * and every group carries its key, so the full sidebar can replace the page's compact one.
   */
  large?: boolean;
}

function containsPath(node: NavNode, path: string): boolean {
  return node.path === path || node.root === path || node.children.some((c) => c.type !== 'page' ? containsPath(c, path) : c.path === path);
}

export function MethodPill({ method }: { method?: string }) {
  if (!method) return null;
  // Short labels keep the pill one width; CHANNEL is an AsyncAPI channel page.
  const label = method === 'WEBHOOK' ? 'HOOK' : method === 'DELETE' ? 'DEL' : method === 'CHANNEL' ? 'CHAN' : method;
  return <span class={`method-pill method-${method.toLowerCase()}`}>{label}</span>;
}

function NavItem({ node, opts }: { node: SidebarNode; opts: SidebarOptions }) {
  if (node.hidden) return null;
  if (node.type === 'group') return <NestedGroup node={node} opts={opts} />;
  const href = node.href ?? node.path ?? '#';
  if (node.elided) {
    // Entries of a long level left out of this page (compact sidebar); the link leads to the nearest.
    return (
      <li>
        <a href={href} class="nav-link nav-more" data-more={node.key ?? ''}>
          {node.title}
        </a>
      </li>
    );
  }
  const external = node.href !== undefined && isExternal(node.href);
  const icon = !node.method && node.icon;
  // A title alone needs no wrapper: it is most of the sidebar's bytes on a large section.
  const plain = !node.method && !icon && !node.tag && !node.deprecated && !external;
  return (
    <li>
      <a href={href} class="nav-link" aria-current={node.path === opts.current && !node.href ? 'page' : undefined} {...externalAttrs(external)}>
        <MethodPill method={node.method} />
        {icon && <ChromeIcon name={icon} />}
        {plain ? node.title : <span class="nav-link-title">{node.title}</span>}
        {node.tag && <span class="badge">{node.tag}</span>}
        {node.deprecated && <DeprecatedBadge />}
        {external && <ExternalMark />}
      </a>
    </li>
  );
}

function GroupLabel({ node }: { node: NavNode }) {
  return (
    <>
      <ChromeIcon name={node.icon} />
      {node.title}
      {node.tag && <span class="badge">{node.tag}</span>}
    </>
  );
}

/**
 * A nested group: a <details> (collapsed unless `expanded` or holding the current page). When
 * its title is a link (`root`, or drilldown on), the link sits beside the summary rather than
 * inside it, so no interactive element nests in another.
 */
function NestedGroup({ node, opts }: { node: SidebarNode; opts: SidebarOptions }) {
  if (node.hidden) return null;
  if (node.collapsed) {
    // Compact sidebar: the group's entries are not on this page; its row leads to its first page.
    return (
      <li class="nav-subgroup" data-g={node.key}>
        <a class="nav-link nav-stub" href={node.root ?? node.path}>
          <GroupLabel node={node} />
        </a>
      </li>
    );
  }
  const target = node.root ?? (opts.drilldown ? node.path : undefined);
  const open = node.expanded === true || containsPath(node, opts.current);
  return (
    <li class={`nav-subgroup${target ? ' has-link' : ''}`} data-g={opts.large ? node.key : undefined}>
      {target && (
        <a class="nav-group-link" href={target} aria-current={target === opts.current && node.root ? 'page' : undefined}>
          <GroupLabel node={node} />
        </a>
      )}
      <details open={open}>
        <summary aria-label={target ? `Show or hide ${node.title}` : undefined}>
          {target ? <span class="nav-group-spacer" /> : <GroupLabel node={node} />}
        </summary>
        <ul class="nav-list">
          {node.children.map((c) => (
            <NavItem node={c} opts={opts} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** A top-level group: always open, a heading-like title (a link when the group has a `root`). */
function TopGroup({ node, opts }: { node: NavNode; opts: SidebarOptions }) {
  if (node.hidden) return null;
  return (
    <div class="nav-group">
      <p class="nav-group-title">
        {node.root ? (
          <a href={node.root} aria-current={node.root === opts.current ? 'page' : undefined}>
            <GroupLabel node={node} />
          </a>
        ) : (
          <GroupLabel node={node} />
        )}
      </p>
      <ul class="nav-list">
        {node.children.map((c) => (
          <NavItem node={c} opts={opts} />
        ))}
      </ul>
    </div>
  );
}

/** Groups and pages of the current section, in docs.json order (loose pages kept in place). */
export function SidebarTree({ nodes, opts }: { nodes: SidebarNode[]; opts: SidebarOptions }) {
  if (opts.large) {
    // A large section's top-level groups collapse like nested ones: listing them all open would
    // be thousands of links, in the page or in the full sidebar swapped in later.
    return (
      <ul class="nav-list nav-top">
        {nodes.map((n) => (
          <NavItem node={n} opts={opts} />
        ))}
      </ul>
    );
  }
  const out = [];
  let loose: NavNode[] = [];
  const flush = () => {
    if (loose.length) {
      out.push(
        <ul class="nav-list nav-loose">
          {loose.map((n) => (
            <NavItem node={n} opts={opts} />
          ))}
        </ul>,
      );
    }
    loose = [];
  };
  for (const n of nodes) {
    if (n.type === 'group') {
      flush();
      out.push(<TopGroup node={n} opts={opts} />);
    } else loose.push(n);
  }
  flush();
  return <>{out}</>;
}

/** Anchors (icon + name, the current one highlighted) followed by the global anchors. */
export function AnchorList({ switcher, globals }: { switcher?: Switcher; globals: SiteModel['globalAnchors'] }) {
  const items = [
    ...(switcher?.items ?? []),
    ...globals.map((a) => ({ title: a.title, href: a.href, icon: a.icon, color: a.color, current: false, external: true, global: true })),
  ];
  if (!items.length) return null;
  return (
    <ul class="anchor-list">
      {items.map((item) => (
        <li class={'global' in item ? 'anchor-global' : undefined}>
          <a href={item.href} {...navColorAttrs(item.color, 'anchor-link')} aria-current={item.current ? 'page' : undefined} {...externalAttrs(item.external)}>
            <span class="anchor-icon">
              <ChromeIcon name={item.icon} />
            </span>
            <span class="anchor-title">{item.title}</span>
            {item.external && <ExternalMark />}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Everything in the sidebar: product and dropdown menus, anchors and global anchors, then the
 * groups and pages. Tabs, versions and languages live in the header.
 */
export function Sidebar({
  switchers,
  nodes,
  globals,
  opts,
  header = ['version', 'language', 'tab'],
  full,
  children,
}: {
  switchers: Switcher[];
  nodes: SidebarNode[];
  globals: SiteModel['globalAnchors'];
  opts: SidebarOptions;
  /** Switcher types the layout shows elsewhere. */
  header?: string[];
  /** Route data `fullSidebar`: `nodes` is a large section's compact sidebar, and this its full one. */
  full?: string;
  children?: ComponentChildren;
}) {
  const side = switchers.filter((s) => !header.includes(s.type));
  const anchors = side.find((s) => s.type === 'anchor');
  const t = useMessages();
  return (
    <nav class="sidebar" id="sidebar" aria-label={t.sidebar}>
      <label for="nav-toggle" class="sidebar-close">
        <span>{t.navigation}</span>
        <span aria-hidden="true">✕</span>
        <span class="sr-only">{t.close}</span>
      </label>
      {children}
      {side
        .filter((s) => s.type !== 'anchor')
        .map((s) => (
          <SwitcherMenu switcher={s} label={containerLabel(s.type)} />
        ))}
      <AnchorList switcher={anchors} globals={globals} />
      {full ? (
        <div class="nav-tree" data-nav-src={full}>
          <SidebarTree nodes={nodes} opts={{ ...opts, large: true }} />
        </div>
      ) : (
        <SidebarTree nodes={nodes} opts={opts} />
      )}
    </nav>
  );
}

/**
 * The full sidebar of a large section, written once per build (build/nav-fragments.ts) and
 * swapped into a page's `.nav-tree` by src/client/full-sidebar.ts. Nothing is marked current:
 * the client marks the page it lands on.
 */
export function FullSidebarTree({ nodes, drilldown, iconLibrary }: FullSidebarProps) {
  return (
    <IconLibraryContext.Provider value={iconLibrary}>
      <div class="nav-tree">
        <SidebarTree nodes={nodes} opts={{ current: '', drilldown, large: true }} />
      </div>
    </IconLibraryContext.Provider>
  );
}

function DeprecatedBadge() {
  return <span class="badge badge-deprecated">{useMessages().deprecated}</span>;
}
