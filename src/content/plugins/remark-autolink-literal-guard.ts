import type { Literal, Node } from 'unist';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Processor } from 'unified';
import { deeperThan, MAX_NESTING } from './remark-nesting-limit.js';
import { someNode } from './walk-tree.js';

type Transform = (tree: never) => unknown;
type FromMarkdownExtension = { transforms?: Transform[] };

/**
 * What every one of the transform's patterns needs in a text node: a URL starts with
 * `http://`, `https://` or `www.` (its pattern ignores case), and an e-mail, `mailto:` or
 * `xmpp:` address has an `@`.
 */
const MIGHT_BE_AUTOLINK = /https?:\/\/|www\.|@/i;

/**
 * Runs GFM's autolink-literal transform (remark-gfm) only on pages where it can find
 * something. The transform turns bare URLs and e-mail addresses in text into links; it walks
 * the whole tree once per pattern, four times, with unist-util-visit's per-node allocations
 * (~7 % of a 1,000-page build's allocation, ~3 % of a render process's CPU; bench/RESULTS.md,
 * twelfth session). Most pages have no bare URL or address in their text (a Markdown link's URL
 * is not text), and one walk tells. A page that has one gets the transform unchanged. A page
 * nested too deep for the transform is left to remarkNestingLimit (found by the MDX fuzzer).
 *
 * Must come after remark-gfm in the plugin list: it wraps the transform remark-gfm registered
 * (a test checks that it finds it; if a new remark-gfm hid it, pages would only lose the speed).
 */
export function remarkAutolinkLiteralGuard(this: Processor): void {
  const transform = gfmAutolinkLiteralFromMarkdown().transforms?.[0] as Transform | undefined;
  const extensions = (this.data('fromMarkdownExtensions') ?? []) as (FromMarkdownExtension | FromMarkdownExtension[])[];
  // A tree nested past MAX_NESTING would overflow the stack in the transform's recursive walks
  // (and in someNode): it is skipped, and remarkNestingLimit then stops the page with its place.
  const guardedAutolinkLiterals: Transform = (tree) =>
    !deeperThan(tree as Node, MAX_NESTING) && someNode(tree as Node, mightBeAutolink) ? transform!(tree) : undefined;
  const wrap = (ext: FromMarkdownExtension): FromMarkdownExtension => {
    if (!transform || !ext.transforms?.includes(transform)) return ext;
    return { ...ext, transforms: ext.transforms.map((t) => (t === transform ? guardedAutolinkLiterals : t)) };
  };
  for (let i = 0; i < extensions.length; i++) {
    const ext = extensions[i]!;
    extensions[i] = Array.isArray(ext) ? ext.map(wrap) : wrap(ext);
  }
}

const mightBeAutolink = (node: Node): boolean => node.type === 'text' && MIGHT_BE_AUTOLINK.test(String((node as Literal).value));
