import type { Root } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { forEachNode } from './walk-tree.js';

/** `<Latex …>source</Latex>`: the source between the tags. */
const ELEMENT = /^<Latex\b[^>]*>([\s\S]*)<\/Latex\s*>$/;

/**
 * Mintlify's `<Latex>` component renders its children as LaTeX. Its children were parsed as
 * MDX, which turns `\frac{a}{b}` into text and expressions, so the formula is taken from the
 * page's source between the tags instead, and becomes a math node like `$…$`: a block when the
 * element stands on its own lines, inline in text. remarkKatex renders it. Runs right after
 * parsing, so no later step reads the expressions of the formula (`{a}` is not a variable).
 * A `<Latex>` this cannot read (built by a snippet's code, or with an expression child such as
 * `{formula}`) is left to the theme's Latex component, which renders at run time.
 */
export function remarkLatexComponent() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    if (!source.includes('<Latex')) return;
    const convert = (node: MdxJsxFlowElement | MdxJsxTextElement, index: number | undefined, parent: { children: unknown[] } | undefined) => {
      if (node.name !== 'Latex' || !parent || index === undefined) return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      const match = ELEMENT.exec(source.slice(start, end));
      // A child expression (`<Latex>{tex}</Latex>`) is a value known only at run time.
      if (!match || isSingleExpression(node.children as Child[])) return;
      const value = match[1]!.trim();
      const math: Math | InlineMath = node.type === 'mdxJsxFlowElement' ? { type: 'math', meta: null, value } : { type: 'inlineMath', value };
      parent.children[index] = { ...math, position: node.position };
    };
    forEachNode<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', convert);
    forEachNode<MdxJsxTextElement>(tree, 'mdxJsxTextElement', convert);
  };
}

type Child = { type: string; value?: unknown; children?: Child[] };

/**
 * `<Latex>{formula}</Latex>`: the children are one expression, a value (as on Mintlify, where the
 * component reads its children at run time). `\frac{a}{b}` has expressions too, but they are
 * TeX groups among text.
 */
function isSingleExpression(children: Child[]): boolean {
  const meaningful = children
    .flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child]))
    .filter((child) => !(child.type === 'text' && !String(child.value).trim()));
  return meaningful.length === 1 && (meaningful[0]!.type === 'mdxTextExpression' || meaningful[0]!.type === 'mdxFlowExpression');
}
