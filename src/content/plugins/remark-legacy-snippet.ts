import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { forEachNode } from './walk-tree.js';

/** Local name a legacy `<Snippet>` include is imported under (`__QuireSnippet0`, …). */
const LOCAL_PREFIX = '__QuireSnippet';

/**
 * Mintlify's older way to include a snippet, `<Snippet file="getting-api-key.mdx" />`, with the
 * file in the `snippets` folder: each becomes an import of `/snippets/<file>` and the element
 * that import's component, keeping its other attributes as props. So it is linked, checked and
 * cached like any import (a missing file is the same located warning). A `<Snippet>` without a
 * literal `file` is left alone (the theme's fallback shows its children).
 */
export function remarkLegacySnippet() {
  return (tree: Root): void => {
    const imports: ImportDeclaration[] = [];
    const visit = (node: MdxJsxFlowElement | MdxJsxTextElement) => {
      if (node.name !== 'Snippet') return;
      const index = node.attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && a.name === 'file' && typeof a.value === 'string');
      if (index < 0) return;
      const file = String(node.attributes[index]!.value).trim();
      if (!file) return;
      const local = `${LOCAL_PREFIX}${imports.length}`;
      const start = node.position?.start;
      const loc = start ? { start: { line: start.line, column: start.column - 1 }, end: { line: start.line, column: start.column - 1 } } : undefined;
      imports.push({
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
        source: { type: 'Literal', value: file.startsWith('/') ? file : `/snippets/${file}` },
        attributes: [],
        ...(loc && { loc }),
      });
      node.name = local;
      node.attributes.splice(index, 1);
    };
    forEachNode<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', visit);
    forEachNode<MdxJsxTextElement>(tree, 'mdxJsxTextElement', visit);
    if (imports.length === 0) return;
    const estree: Program = { type: 'Program', sourceType: 'module', body: imports };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } } as RootContent);
  };
}
