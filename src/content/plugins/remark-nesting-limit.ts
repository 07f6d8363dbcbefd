import type { Processor } from 'unified';
import type { Node, Parent, Position } from 'unist';
import { QUIRE_MESSAGE_SOURCE } from '../mdx-diagnostic.js';

/**
 * How deep a page's syntax tree may nest (blocks, components, list items, inline marks
 * together). Every later stage (MDX's own tree walks, remark-rehype, estree, Preact's renderer)
 * walks the tree recursively, and the worst built-in components overflow the stack at ~500
 * levels (`<Tabs><Tab>` pairs nested 300 deep); real pages stay under 20.
 */
export const MAX_NESTING = 200;

type FromMarkdownExtension = { transforms?: ((tree: never) => unknown)[] };

/**
 * Stops a page nested deeper than {@link MAX_NESTING} as soon as it is parsed, with the place
 * where the limit is crossed: the page then fails alone, with a located message, instead of a
 * stack overflow later that named no line and failed the whole build (found by the MDX fuzzer,
 * issue 32). It is a transform of the Markdown parser (mdast-util-from-markdown), not a tree
 * plugin, because MDX runs a recursive walk of its own before any remark plugin, and GFM's
 * bare-URL transform one within the parse; it must come first in the plugin list so that it runs
 * before that one. The error thrown carries a VFileMessage's fields (messageToDiagnostic).
 */
export function remarkNestingLimit(this: Processor): void {
  const data = this.data() as { fromMarkdownExtensions?: FromMarkdownExtension[] };
  (data.fromMarkdownExtensions ??= []).push({ transforms: [failIfTooDeep] });
}

function failIfTooDeep(tree: never): void {
  const node = deeperThan(tree as Node, MAX_NESTING);
  if (!node) return;
  const reason = `Content nests more than ${MAX_NESTING} levels deep (components, lists, quotes and emphasis inside each other); the page cannot be rendered`;
  const start = (node.position as Position | undefined)?.start;
  throw Object.assign(new Error(reason), {
    reason,
    ruleId: 'too-deep',
    source: QUIRE_MESSAGE_SOURCE,
    line: start?.line,
    column: start?.column,
    fatal: true,
    note: 'Flatten the nesting here: a page rarely needs more than a few levels of components or lists inside each other.',
  });
}

/** The first node (in document order) deeper than `max` levels under `tree`; an iterative walk, so it cannot overflow itself. */
export function deeperThan(tree: Node, max: number): Node | undefined {
  const stack: [Node, number][] = [[tree, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > max) return node;
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, depth + 1]);
  }
  return undefined;
}
