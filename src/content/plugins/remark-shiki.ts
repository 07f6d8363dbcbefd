import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { mermaidAttributes, mermaidHtml, mermaidMetaOptions } from '../../shared/mermaid-html.js';
import type { CodeThemes } from '../highlight/code-themes.js';
import { renderCodeBlock } from '../highlight/render-code-block.js';
import { innerHtmlAttribute } from './estree-build.js';
import { forEachNode } from './walk-tree.js';

/**
 * Highlights fenced code blocks with Shiki at build time. Each ``` block becomes a
 * `<figure class="code-block" data-lang data-title>` whose inner HTML is the
 * highlighted `<pre>` (see renderCodeBlock); ```mermaid becomes a mermaid figure.
 *
 * The result is one JSX element carrying an HTML string rather than a hast tree of
 * every token: a page with 100 blocks would otherwise compile to tens of thousands
 * of JSX calls and style objects, which is slower to compile, run and render.
 */
export function remarkShiki(options: { themes?: CodeThemes } = {}) {
  return async (tree: Root): Promise<void> => {
    const blocks: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
    forEachNode<Code>(tree, 'code', (node, index, parent) => {
      if (parent && index !== undefined) blocks.push({ node, index, parent: parent as { children: unknown[] } });
    });
    await Promise.all(
      blocks.map(async ({ node, index, parent }) => {
        const lang = node.lang ?? '';
        if (lang.toLowerCase() === 'mermaid') {
          parent.children[index] = htmlElement('figure', { class: 'mermaid-diagram', ...mermaidAttributes(mermaidMetaOptions(node.meta)) }, mermaidHtml(node.value), node);
          return;
        }
        const block = await renderCodeBlock(node.value, lang, node.meta, options.themes);
        const attrs: Record<string, string> = { class: 'code-block', 'data-lang': block.lang };
        if (block.title) attrs['data-title'] = block.title;
        parent.children[index] = htmlElement('figure', attrs, block.html, node);
      }),
    );
  };
}

/** `<name {...attrs} dangerouslySetInnerHTML={{ __html: html }} />` as an MDX JSX node. */
function htmlElement(name: string, attrs: Record<string, string>, html: string, from: Code): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = Object.entries(attrs).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value }));
  attributes.push(innerHtmlAttribute(html));
  return { type: 'mdxJsxFlowElement', name, attributes, children: [], ...(from.position && { position: from.position }) };
}
