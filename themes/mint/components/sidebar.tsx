import type { NavNode } from '../../../src/shared/site-model.js';
import type { Switcher } from '../../../src/navigation/route-data.js';

function containsPath(node: NavNode, path: string): boolean {
  return node.path === path || node.root === path || node.children.some((c) => containsPath(c, path));
}

function MethodPill({ method }: { method?: string }) {
  if (!method) return null;
  const label = method === 'WEBHOOK' ? 'HOOK' : method === 'DELETE' ? 'DEL' : method;
  return <span class={`method-pill method-${method.toLowerCase()}`}>{label}</span>;
}

function NavItem({ node, current }: { node: NavNode; current: string }) {
  if (node.hidden) return null;
  if (node.type === 'group') return <NavGroup node={node} current={current} nested />;
  const href = node.href ?? node.path ?? '#';
  const external = node.href !== undefined;
  return (
    <li>
      <a
        href={href}
        class="nav-link"
        aria-current={node.path === current ? 'page' : undefined}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <MethodPill method={node.method} />
        <span class="nav-link-title">{node.title}</span>
        {node.tag && <span class="badge">{node.tag}</span>}
        {node.deprecated && <span class="badge badge-deprecated">Deprecated</span>}
        {external && <span class="external-mark" aria-label="(external link)">↗</span>}
      </a>
    </li>
  );
}

function GroupTitle({ node, current }: { node: NavNode; current: string }) {
  return (
    <>
      {node.icon && <span class="icon" data-icon={node.icon} aria-hidden="true" />}
      {node.root ? (
        <a href={node.root} aria-current={node.root === current ? 'page' : undefined}>
          {node.title}
        </a>
      ) : (
        <span>{node.title}</span>
      )}
      {node.tag && <span class="badge">{node.tag}</span>}
    </>
  );
}

/** Top-level groups are always open; nested ones are <details>, open when expanded or current. */
function NavGroup({ node, current, nested }: { node: NavNode; current: string; nested: boolean }) {
  if (node.hidden) return null;
  const items = (
    <ul class="nav-list">
      {node.children.map((c) => (
        <NavItem node={c} current={current} />
      ))}
    </ul>
  );
  if (!nested) {
    return (
      <div class="nav-group">
        <p class="nav-group-title">
          <GroupTitle node={node} current={current} />
        </p>
        {items}
      </div>
    );
  }
  return (
    <li class="nav-subgroup">
      <details open={node.expanded || containsPath(node, current)}>
        <summary>
          <GroupTitle node={node} current={current} />
        </summary>
        {items}
      </details>
    </li>
  );
}

export function SidebarTree({ nodes, current }: { nodes: NavNode[]; current: string }) {
  const loosePages = nodes.filter((n) => n.type !== 'group');
  return (
    <>
      {loosePages.length > 0 && (
        <ul class="nav-list">
          {loosePages.map((n) => (
            <NavItem node={n} current={current} />
          ))}
        </ul>
      )}
      {nodes
        .filter((n) => n.type === 'group')
        .map((g) => (
          <NavGroup node={g} current={current} nested={false} />
        ))}
    </>
  );
}

/** A no-JavaScript menu: <details> with links. */
export function SwitcherMenu({ switcher, label }: { switcher: Switcher; label: string }) {
  const current = switcher.items.find((i) => i.current) ?? switcher.items[0];
  return (
    <details class={`switcher switcher-${switcher.type}`}>
      <summary aria-label={label}>
        {current?.icon && <span class="icon" data-icon={current.icon} aria-hidden="true" />}
        {current?.title}
      </summary>
      <ul>
        {switcher.items.map((item) => (
          <li>
            <a
              href={item.href}
              aria-current={item.current ? 'true' : undefined}
              {...(item.external && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <span class="switcher-title">{item.title}</span>
              {item.tag && <span class="badge">{item.tag}</span>}
              {item.description && <span class="switcher-description">{item.description}</span>}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function AnchorList({ switcher }: { switcher: Switcher }) {
  return (
    <ul class="anchor-list">
      {switcher.items.map((item) => (
        <li>
          <a
            href={item.href}
            class="anchor-link"
            aria-current={item.current ? 'true' : undefined}
            {...(item.external && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {item.icon && <span class="icon" data-icon={item.icon} aria-hidden="true" />}
            {item.title}
            {item.external && <span class="external-mark" aria-label="(external link)">↗</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
