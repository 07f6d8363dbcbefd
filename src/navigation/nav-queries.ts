import { isSectionType } from '../shared/nav-kinds.js';
import type { NavNode, Page, SectionNode } from '../shared/site-model.js';

/** Tabs, anchors, dropdowns, versions, languages, products and menu items (see nav-kinds.ts). */
export function isSection(node: NavNode): node is SectionNode {
  return isSectionType(node.type);
}

/** URL of the first visible page below `nodes`, depth first, in navigation order. */
export function firstVisiblePath(nodes: readonly NavNode[]): string | undefined {
  for (const node of nodes) {
    if (node.hidden || node.href) continue;
    if (node.type === 'page') return node.path;
    if (node.type === 'group' && node.root) return node.root;
    const inner = firstVisiblePath(node.children);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** Among sibling sections, the one a reader lands on: `default: true`, else the first visible one. */
function landingChild(nodes: readonly NavNode[]): number {
  const sections = nodes.map((n, i) => [n, i] as const).filter(([n]) => isSection(n) && !n.href);
  const byDefault = sections.find(([n]) => n.default);
  if (byDefault) return byDefault[1];
  const visible = sections.find(([n]) => !n.hidden && n.path !== undefined);
  return visible ? visible[1] : sections.length ? sections[0]![1] : -1;
}

/** Index path of the section the site lands on (used for pages outside the navigation). */
export function defaultSection(tree: readonly NavNode[]): number[] {
  const path: number[] = [];
  let level = tree;
  for (;;) {
    const i = landingChild(level);
    if (i < 0) return path;
    path.push(i);
    level = level[i]!.children;
  }
}

/** The node at an index path. */
export function nodeAt(tree: readonly NavNode[], path: readonly number[]): NavNode | undefined {
  let node: NavNode | undefined;
  let level = tree;
  for (const i of path) {
    node = level[i];
    if (!node) return undefined;
    level = node.children;
  }
  return node;
}

/** `/` when a page lives there, else the first visible page of the default section. */
export function findHome(tree: readonly NavNode[], pages: ReadonlyMap<string, Page>): string {
  if (pages.has('/')) return '/';
  const section = nodeAt(tree, defaultSection(tree));
  const first = section ? (section.path ?? firstVisiblePath(section.children)) : firstVisiblePath(tree);
  return first ?? [...pages.keys()][0] ?? '/';
}
