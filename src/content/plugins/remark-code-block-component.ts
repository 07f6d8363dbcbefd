import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { codeBlockToFence, dedentBlock } from '../code-block-element.js';
import { forEachNode } from './walk-tree.js';

/** `<CodeBlock …>content</CodeBlock>`: the content between the tags. */
const ELEMENT = /^<CodeBlock\b[^>]*>([\s\S]*)<\/CodeBlock\s*>$/;

/**
 * `<CodeBlock>` with literal props → the fenced block it stands for (code-block-element.ts), so
 * remarkShiki highlights it like any other. Its content is a fenced block, or the text between
 * the tags as written (MDX would have parsed `*` and `{` in it as Markdown and expressions).
 * A CodeBlock with an expression prop or an expression child stays a component.
 */
export function remarkCodeBlockComponent() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    if (!source.includes('<CodeBlock')) return;
    forEachNode<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name !== 'CodeBlock' || !parent || index === undefined) return;
      const kids = node.children;
      let content: { text: string; lang?: string | null; meta?: string | null } | undefined;
      if (kids.length === 1 && kids[0]!.type === 'code') {
        const code = kids[0] as Code;
        content = { text: code.value, lang: code.lang, meta: code.meta };
      } else if (kids.every((k) => k.type === 'paragraph' && k.children.every((c) => c.type === 'text'))) {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const match = start !== undefined && end !== undefined ? ELEMENT.exec(source.slice(start, end)) : null;
        if (match) content = { text: dedentBlock(match[1]!) };
      }
      const fence = content && codeBlockToFence(node.attributes, content);
      if (fence) (parent as { children: unknown[] }).children[index] = { ...fence, position: node.position };
    });
  };
}
