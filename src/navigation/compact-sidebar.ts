/**
 * Large sections: a page's sidebar that does not grow with the section.
 *
 * A page carries the navigation of its own section, but a section of 2,500 pages would still
 * put 2,500 links (hundreds of kilobytes) into every one of its pages. Above a size limit the
 * page gets a compact sidebar instead, in the manner of MkDocs Material's `navigation.prune`:
 * every group on the path to the page is open with its entries, every other group is one row
 * linking to its first page (so readers without JavaScript still reach everything), and a level
 * with very many entries shows a window around the page with "N more" links at its edges. The
 * full sidebar of the section is written once per build as an HTML fragment
 * ({@link fullSidebarPath}) that the browser swaps in when the reader reaches for the sidebar
 * (src/client/full-sidebar.ts). Pure: no I/O.
 */
import type { NavNode } from '../shared/site-model.js';
import { isSection, nodeAt } from './nav-queries.js';

/** What a sidebar entry adds to its navigation node. */
interface SidebarFields {
  /** Groups of a compact sidebar: children left out of the page; the row links to `root ?? path`. */
  collapsed?: boolean;
  /** "N more" links of a compact sidebar: how many entries of this level the link stands for. */
  elided?: number;
  /**
   * Large sections only: the index path of the group in the section's full sidebar (`3.1`), the
   * same in a page's compact sidebar and in the full one, so the two can be matched. On "N more"
   * links: the key of the entry the link leads to.
   */
  key?: string;
  children: SidebarNode[];
}

/** A sidebar entry as a page's route data carries it: a navigation node of any kind, with {@link SidebarFields}. */
export type SidebarNode = NavNode extends infer N ? (N extends NavNode ? Omit<N, 'children'> & SidebarFields : never) : never;

/** Entries (pages, links, groups) a section may have and still be listed in full on every page. */
export const FULL_SIDEBAR_LIMIT = 120;
/** Entries of one level shown around the current one when a level alone is longer than this. */
export const LEVEL_WINDOW = 24;

/** True when the section has more visible entries than `limit` (stops counting there). */
export function isLargeSidebar(nodes: readonly NavNode[], limit = FULL_SIDEBAR_LIMIT): boolean {
  let count = 0;
  const walk = (list: readonly NavNode[]): boolean => {
    for (const n of list) {
      if (n.hidden) continue;
      if (++count > limit) return true;
      if (n.type === 'group' && walk(n.children)) return true;
    }
    return false;
  };
  return walk(nodes);
}

/** Where the full sidebar of the section at `section` (a page's `section` index path) is served. */
export function fullSidebarPath(section: readonly number[]): string {
  return `/_quire/nav/${section.length ? section.join('-') : 'root'}.html`;
}

/**
 * For a level's visible entries: each path → the index of the first entry that contains it, as
 * the theme decides which groups to open (a hidden page still opens the group it is listed in).
 * Every page of a section asks the same levels, so each is indexed once (per nav array, which
 * never changes once the SiteModel is built) instead of searched per page: that search was most
 * of a rebuild's key computation.
 */
const containing = new WeakMap<readonly NavNode[], Map<string, number>>();
function containingIndex(visible: readonly NavNode[], level: readonly NavNode[]): Map<string, number> {
  let index = containing.get(level);
  if (index) return index;
  index = new Map();
  const add = (node: NavNode, i: number) => {
    const path = node.type === 'group' ? node.root : node.type === 'page' && !node.href ? node.path : undefined;
    if (path !== undefined && !index!.has(path)) index!.set(path, i);
    if (node.type === 'group') for (const c of node.children) add(c, i);
  };
  visible.forEach((n, i) => add(n, i));
  containing.set(level, index);
  return index;
}

const keyOf = (prefix: string, i: number) => (prefix ? `${prefix}.${i}` : String(i));

/**
 * Top-level groups are always open in a sidebar (resolveNavigation marks them `expanded`); in a
 * large section they collapse like nested ones, or the full sidebar would show every entry.
 */
const closedAtTop = (prefix: string): { expanded?: false } => (prefix === '' ? { expanded: false } : {});

/** The section's full sidebar with a `key` on every group: what the fragment renders. */
export function keyedSidebar(nodes: readonly NavNode[], prefix = ''): SidebarNode[] {
  return nodes.map((n, i) => {
    if (n.type !== 'group') return n;
    const key = keyOf(prefix, i);
    return { ...n, ...closedAtTop(prefix), key, children: keyedSidebar(n.children, key) };
  });
}

/** A link standing for `elided` entries of `level` left out of the page, leading to `to` (the nearest of them). */
function moreLink(level: readonly NavNode[], to: NavNode, elided: number, key: string): SidebarNode {
  const kinds = new Set(level.map((n) => n.type));
  const only = kinds.size === 1 ? [...kinds][0] : undefined;
  const what = only === 'group' ? ' group' : only === 'page' ? ' page' : '';
  return {
    type: 'link',
    title: `${elided} more${what}${what && elided > 1 ? 's' : ''}`,
    href: (to.type === 'group' ? (to.root ?? to.path) : (to.href ?? to.path)) ?? '#',
    elided,
    ...(to.type === 'group' && { key }),
    children: [],
  };
}

/**
 * The compact sidebar of one page: the path to `current` open, every other group collapsed to
 * one row, long levels windowed around the path. Pages not in the sidebar (hidden ones, the
 * 404 page) get every group collapsed and each level's window from its start.
 */
export function compactSidebar(nodes: readonly NavNode[], current: string, window = LEVEL_WINDOW, prefix = ''): SidebarNode[] {
  // Positions count hidden siblings too, as keyedSidebar's keys do, so the two match.
  const indices = nodes.flatMap((n, i) => (n.hidden ? [] : [i]));
  const visible = nodes.filter((n) => !n.hidden);
  const keyAt = (i: number) => keyOf(prefix, indices[i] ?? i);
  const at = containingIndex(visible, nodes).get(current) ?? -1;
  let start = 0;
  let end = visible.length;
  if (visible.length > window) {
    start = Math.min(Math.max(0, at - Math.floor(window / 2)), visible.length - window);
    end = start + window;
  }
  const out: SidebarNode[] = [];
  const before = visible[start - 1];
  if (before) out.push(moreLink(visible, before, start, keyAt(start - 1)));
  for (let i = start; i < end; i++) {
    const n = visible[i]!;
    if (n.type !== 'group') {
      out.push(n);
      continue;
    }
    const key = keyAt(i);
    // A group with no page to link to (only hidden pages or external links) stays open: it is small.
    if (i !== at && (n.root ?? n.path)) out.push({ ...n, key, collapsed: true, children: [] });
    else out.push({ ...n, ...closedAtTop(prefix), key, children: compactSidebar(n.children, current, window, key) });
  }
  const after = visible[end];
  if (after) out.push(moreLink(visible, after, visible.length - end, keyAt(end)));
  return out;
}

/** What a page's route data holds about its sidebar. */
export interface PageSidebar {
  sidebar: SidebarNode[];
  /** Set when the section is large: URL of its full sidebar fragment (root-relative). */
  fullSidebar?: string;
}

/** The sidebar a page carries: the section's entries when small, else the compact form. */
export function pageSidebar(section: readonly number[], nodes: NavNode[], current: string): PageSidebar {
  if (!isLargeSidebar(nodes)) return { sidebar: nodes };
  return { sidebar: compactSidebar(nodes, current), fullSidebar: fullSidebarPath(section) };
}

/** The sidebar entries of the section at `section`, as buildRouteData gives a page of it. */
export function sectionSidebar(navigation: readonly NavNode[], section: readonly number[]): NavNode[] {
  const level = section.length ? (nodeAt(navigation, section)?.children ?? []) : navigation;
  return level.filter((n) => !isSection(n));
}
