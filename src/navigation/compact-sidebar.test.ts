import { describe, expect, it } from 'vitest';
import type { GroupNode, NavNode, PageNode } from '../shared/site-model.js';
import { compactSidebar, FULL_SIDEBAR_LIMIT, fullSidebarPath, isLargeSidebar, keyedSidebar, LEVEL_WINDOW, pageSidebar, type SidebarNode } from './compact-sidebar.js';

const page = (path: string, extra: Partial<Omit<PageNode, 'type'>> = {}): NavNode => ({ type: 'page', title: path, path, children: [], ...extra });
const group = (title: string, children: NavNode[], extra: Partial<Omit<GroupNode, 'type'>> = {}): NavNode => ({
  type: 'group',
  title,
  path: children.find((c) => !c.hidden)?.path,
  children,
  ...extra,
});
/** `groups` groups of `size` pages, the third page of each a nested group of two. */
function section(groups: number, size: number): NavNode[] {
  return Array.from({ length: groups }, (_, g) =>
    group(`G${g}`, [
      ...Array.from({ length: size }, (_, p) => page(`/g${g}/p${p}`)),
      group(`G${g} nested`, [page(`/g${g}/n/a`), page(`/g${g}/n/b`)]),
    ]),
  );
}
const titles = (nodes: SidebarNode[]) => nodes.map((n) => (n.collapsed ? `[${n.title}]` : n.elided ? `(${n.title} → ${n.href})` : n.title));

describe('isLargeSidebar', () => {
  it('counts visible pages, links and groups at every depth, hidden ones not', () => {
    expect(isLargeSidebar(section(4, 10))).toBe(false); // 4 × (1 + 10 + 3) = 56
    expect(isLargeSidebar(section(10, 10))).toBe(true); // 140
    const hidden = section(10, 10).map((g, i) => (i > 3 ? { ...g, hidden: true } : g));
    expect(isLargeSidebar(hidden)).toBe(false);
    expect(isLargeSidebar(Array.from({ length: FULL_SIDEBAR_LIMIT }, (_, i) => page(`/p${i}`)))).toBe(false);
    expect(isLargeSidebar(Array.from({ length: FULL_SIDEBAR_LIMIT + 1 }, (_, i) => page(`/p${i}`)))).toBe(true);
  });
});

describe('compactSidebar', () => {
  it('opens the path to the page and collapses every other group to a keyed row linking to its first page', () => {
    const out = compactSidebar(section(5, 3), '/g2/n/b');
    expect(titles(out)).toEqual(['[G0]', '[G1]', 'G2', '[G3]', '[G4]']);
    expect(out[0]).toMatchObject({ key: '0', path: '/g0/p0', collapsed: true, children: [] });
    expect(titles(out[2]!.children)).toEqual(['/g2/p0', '/g2/p1', '/g2/p2', 'G2 nested']);
    expect(out[2]!.children[3]).toMatchObject({ key: '2.3', children: [{ path: '/g2/n/a' }, { path: '/g2/n/b' }] });
  });

  it('collapses sibling nested groups off the path, and a group linking to its root page there', () => {
    const nodes = [group('A', [page('/a'), group('B', [page('/b')]), group('C', [page('/c')], { root: '/c-root' })])];
    const out = compactSidebar(nodes, '/a');
    expect(out[0]!.children.map((n) => [n.title, n.collapsed ?? false, n.key])).toEqual([
      ['/a', false, undefined],
      ['B', true, '0.1'],
      ['C', true, '0.2'],
    ]);
    // A page that is a group's root opens that group.
    expect(compactSidebar(nodes, '/c-root')[0]!.children[2]!.collapsed).toBeUndefined();
  });

  it('windows a long level around the page, with "N more" links to the nearest entry left out', () => {
    const nodes = section(100, 2);
    const out = compactSidebar(nodes, '/g50/p1');
    expect(out).toHaveLength(LEVEL_WINDOW + 2);
    const first = 50 - LEVEL_WINDOW / 2;
    expect(out[0]).toMatchObject({ type: 'link', title: `${first} more groups`, href: `/g${first - 1}/p0`, elided: first, key: String(first - 1) });
    expect(out[1]!.title).toBe(`G${first}`);
    expect(out[LEVEL_WINDOW + 1]).toMatchObject({ title: `${100 - first - LEVEL_WINDOW} more groups`, href: `/g${first + LEVEL_WINDOW}/p0` });
    // At the start of the section (or for a page not listed): the window starts at the top.
    expect(titles(compactSidebar(nodes, '/nowhere')).slice(0, 2)).toEqual(['[G0]', '[G1]']);
    expect(compactSidebar(nodes, '/nowhere').at(-1)?.title).toBe(`${100 - LEVEL_WINDOW} more groups`);
    const pages = Array.from({ length: 200 }, (_, i) => page(`/p${i}`));
    expect(compactSidebar(pages, '/p199')[0]).toMatchObject({ title: `${200 - LEVEL_WINDOW} more pages`, href: `/p${200 - LEVEL_WINDOW - 1}` });
  });

  it('gives groups the same keys as the full sidebar, counting hidden siblings', () => {
    const nodes = section(6, 2);
    nodes[1] = { ...nodes[1]!, hidden: true };
    const compact = compactSidebar(nodes, '/g4/p0');
    const full = keyedSidebar(nodes);
    expect(compact.map((n) => n.key)).toEqual(['0', '2', '3', '4', '5']);
    expect(full.map((n) => n.key)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect((full[4]!.children[2] as SidebarNode).key).toBe('4.2');
    expect(compact[3]!.children[2]!.key).toBe('4.2');
  });

  it('lets a reader without JavaScript reach every page by following links', () => {
    const nodes = section(80, 8);
    const all = new Set<string>();
    const collect = (list: NavNode[]) => list.forEach((n) => (n.type === 'page' ? all.add(n.path!) : collect(n.children)));
    collect(nodes);
    const links = (list: SidebarNode[]): string[] => list.flatMap((n) => [...(n.type === 'group' ? [n.root ?? n.path!] : [n.href ?? n.path!]), ...links(n.children)]);
    const seen = new Set(['/g0/p0']);
    const queue = ['/g0/p0'];
    while (queue.length) {
      for (const to of links(compactSidebar(nodes, queue.shift()!))) {
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    expect([...all].filter((p) => !seen.has(p))).toEqual([]);
  });

  it('stays the same size however large the section grows', () => {
    const size = (groups: number) => JSON.stringify(compactSidebar(section(groups, 20), `/g${Math.floor(groups / 2)}/p3`)).length;
    // Only the digits of longer page numbers differ.
    expect(size(1000)).toBeLessThan(size(100) * 1.05);
    expect(size(100)).toBeLessThan(JSON.stringify(section(100, 20)).length / 20);
  });
});

describe('pageSidebar', () => {
  it('keeps a small section whole and gives a large one its compact form and fragment URL', () => {
    const small = section(3, 3);
    expect(pageSidebar([0], small, '/g0/p0')).toEqual({ sidebar: small });
    const large = pageSidebar([1, 2], section(20, 10), '/g0/p0');
    expect(large.fullSidebar).toBe('/_quire/nav/1-2.html');
    expect(titles(large.sidebar).slice(0, 2)).toEqual(['G0', '[G1]']);
    expect(fullSidebarPath([])).toBe('/_quire/nav/root.html');
  });
});
