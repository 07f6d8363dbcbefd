import type { Code, InlineCode, Root } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Parent } from 'unist';
import type { VFile } from 'vfile';
import { QUIRE_MESSAGE_SOURCE } from '../mdx-diagnostic.js';
import { renderMath } from '../render-math.js';
import { innerHtmlAttribute } from './estree-build.js';
import { forEachNode } from './walk-tree.js';

/**
 * Renders math (`$…$`, `$$…$$`, `<Latex>`; see remark-math-syntax.ts) with KaTeX at build time.
 * Each formula becomes one element carrying KaTeX's HTML as a string, as highlighted code
 * does (remark-shiki.ts): `<span class="math-inline">` in text, `<div class="math-display">`
 * as a block, rendered the same on the static path and MDX's. A formula KaTeX cannot read is
 * a warning at its place, and the page shows its source as code (a `latex` code block for a
 * display formula, highlighted by remarkShiki, which runs after this).
 */
export function remarkKatex() {
  return (tree: Root, file: VFile): void => {
    // Math comes from `$` (remark-math-syntax.ts) or `<Latex>` (remark-latex-component.ts).
    const source = String(file.value);
    if (!source.includes('$') && !source.includes('<Latex')) return;
    const render = (node: Math | InlineMath, index: number | undefined, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      const display = node.type === 'math';
      const result = renderMath(node.value, display);
      if (result.ok) {
        parent.children[index] = htmlElement(display ? 'div' : 'span', display ? 'math-display' : 'math-inline', result.html, node);
        return;
      }
      const message = file.message(`This formula could not be rendered, so its source is shown: ${result.reason}`, {
        place: node.position,
        ruleId: 'math-error',
        source: QUIRE_MESSAGE_SOURCE,
      });
      message.note = 'Check the LaTeX near this place (KaTeX reads most of it: https://katex.org/docs/supported.html). A dollar sign that is not math can be escaped as `\\$`.';
      const fallback: Code | InlineCode = display
        ? { type: 'code', lang: 'latex', meta: null, value: node.value }
        : { type: 'inlineCode', value: `$${node.value}$` };
      parent.children[index] = { ...fallback, ...(node.position && { position: node.position }) };
    };
    const found: Parameters<typeof render>[] = [];
    forEachNode<Math>(tree, 'math', (...args) => found.push(args));
    forEachNode<InlineMath>(tree, 'inlineMath', (...args) => found.push(args));
    // In document order, so the page's warnings are too (replacing a node keeps the others' indexes).
    found.sort(([a], [b]) => (a.position?.start.offset ?? 0) - (b.position?.start.offset ?? 0));
    for (const args of found) render(...args);
  };
}

/** `<name class dangerouslySetInnerHTML={{ __html: html }} />` as an MDX JSX node. */
function htmlElement(name: 'span' | 'div', className: string, html: string, from: Math | InlineMath): MdxJsxFlowElement | MdxJsxTextElement {
  return {
    type: from.type === 'math' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'class', value: className },
      innerHtmlAttribute(html),
    ],
    children: [],
    ...(from.position && { position: from.position }),
  };
}
