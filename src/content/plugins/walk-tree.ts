import type { Node, Parent } from 'unist';

/*
 * Tree walks for Quire's own plugins. Why not unist-util-visit: for every node of every walk it
 * creates a closure, an array of the ancestors and a debugging name for that closure
 * (`Object.defineProperty`). Over a 1,000-page build that came to ~1.7 GB of allocation, 14 % of
 * all of it, for the half-dozen walks a page gets from remark, MDX and Quire (bench/RESULTS.md,
 * twelfth session). Quire's walks need no ancestors, so they use these plain loops.
 */

/**
 * Calls `fn` for every node of `type` under `tree` (the root included), in document order,
 * with its index in its parent and the parent. `fn` may replace the node in
 * `parent.children[index]`; the replacement is not walked.
 */
export function forEachNode<T extends Node>(tree: Node, type: T['type'], fn: (node: T, index: number | undefined, parent: Parent | undefined) => void): void {
  if (tree.type === type) fn(tree as T, undefined, undefined);
  walkChildren(tree, type, fn);
}

function walkChildren<T extends Node>(node: Node, type: string, fn: (node: T, index: number, parent: Parent) => void): void {
  const children = (node as Partial<Parent>).children;
  if (!children) return;
  const parent = node as Parent;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === type) {
      fn(child as T, i, parent);
      // `fn` may have put another node in its place, which is not walked.
      if (parent.children[i] !== child) continue;
    }
    walkChildren(child, type, fn);
  }
}

/** Whether any node under `tree` (the root included) satisfies `test`; stops at the first. */
export function someNode(tree: Node, test: (node: Node) => boolean): boolean {
  if (test(tree)) return true;
  const children = (tree as Partial<Parent>).children;
  return !!children && children.some((child) => someNode(child, test));
}
