import type { ComponentChildren } from 'preact';
import type { NavNode, SiteModel } from '../../../src/shared/site-model.js';
import type { Switcher } from '../../../src/navigation/route-data.js';
import { ChromeIcon, ExternalMark, externalAttrs } from './chrome-icon.js';
import { SwitcherMenu } from './switcher-menu.js';

export interface SidebarOptions {
  /** The current page's URL. */
  current: string;
  /** `interaction.drilldown` (or the theme default): nested group titles link to their first page. */
  drilldown: boolean;
}

function containsPath(node: NavNode, path: string): boolean {
  return node.path === path || node.root === path || node.children.some((c) => c.type !== 'page' ? containsPath(c, path) : c.path === path);
}

export function MethodPill({ method }: { method?: string }) {
  if (!method) return null;
  const label = method === 'WEBHOOK' ? 'HOOK' : method === 'DELETE' ? 'DEL' : method;
  return <span class={`method-pill method-${method.toLowerCase()}`}>{label}</span>;
}

function NavItem({ node, opts }: { node: NavNode; opts: SidebarOptions }) {
  if (node.hidden) return null;
  if (node.type === 'group') return <NestedGroup node={node} opts={opts} />;
  const href = node.href ?? node.path ?? '#';
  const external = node.href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(node.href);
  return (
    <li>
      <a href={href} class="nav-link" aria-current={node.path === opts.current && !node.href ? 'page' : undefined} {...externalAttrs(external)}>
        <MethodPill method={node.method} />
        {!node.method && <ChromeIcon name={node.icon} />}
        <span class="nav-link-title">{node.title}</span>
        {node.tag && <span class="badge">{node.tag}</span>}
        {node.deprecated && <span class="badge badge-deprecated">Deprecated</span>}
        {external && <ExternalMark />}
      </a>
    </li>
  );
}

function GroupLabel({ node }: { node: NavNode }) {
  return (
    <>
      <ChromeIcon name={node.icon} />
      <span class="nav-group-name">{node.title}</span>
      {node.tag && <span class="badge">{node.tag}</span>}
    </>
  );
}

/**
 * A nested group: a <details> (collapsed unless `expanded` or holding the current page). When
 * its title is a link (`root`, or drilldown on), the link sits beside the summary rather than
 * inside it, so no interactive element nests in another.
 */
function NestedGroup({ node, opts }: { node: NavNode; opts: SidebarOptions }) {
  if (node.hidden) return null;
  const target = node.root ?? (opts.drilldown ? node.path : undefined);
  const open = node.expanded === true || containsPath(node, opts.current);
  return (
    <li class={`nav-subgroup${target ? ' has-link' : ''}`}>
      {target && (
        <a class="nav-group-link" href={target} aria-current={target === opts.current && node.root ? 'page' : undefined}>
          <GroupLabel node={node} />
        </a>
      )}
      <details open={open}>
        <summary aria-label={target ? `Show or hide ${node.title}` : undefined}>
          {target ? <span class="nav-group-spacer" /> : <GroupLabel node={node} />}
          <svg class="chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" />
          </svg>
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
export function SidebarTree({ nodes, opts }: { nodes: NavNode[]; opts: SidebarOptions }) {
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
    ...globals.map((a) => ({ title: a.title, href: a.href, icon: a.icon, current: false, external: true, global: true })),
  ];
  if (!items.length) return null;
  return (
    <ul class="anchor-list">
      {items.map((item) => (
        <li class={'global' in item ? 'anchor-global' : undefined}>
          <a href={item.href} class="anchor-link" aria-current={item.current ? 'page' : undefined} {...externalAttrs(item.external)}>
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

const SIDEBAR_MENU_LABELS: Record<string, string> = { dropdown: 'Section', product: 'Product', 'menu-item': 'Menu' };

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
  children,
}: {
  switchers: Switcher[];
  nodes: NavNode[];
  globals: SiteModel['globalAnchors'];
  opts: SidebarOptions;
  /** Switcher types the layout shows elsewhere. */
  header?: string[];
  children?: ComponentChildren;
}) {
  const side = switchers.filter((s) => !header.includes(s.type));
  const anchors = side.find((s) => s.type === 'anchor');
  return (
    <nav class="sidebar" id="sidebar" aria-label="Sidebar">
      <label for="nav-toggle" class="sidebar-close">
        <span>Navigation</span>
        <span aria-hidden="true">✕</span>
        <span class="sr-only">Close</span>
      </label>
      {children}
      {side
        .filter((s) => s.type !== 'anchor')
        .map((s) => (
          <SwitcherMenu switcher={s} label={SIDEBAR_MENU_LABELS[s.type] ?? s.type} />
        ))}
      <AnchorList switcher={anchors} globals={globals} />
      <SidebarTree nodes={nodes} opts={opts} />
    </nav>
  );
}
