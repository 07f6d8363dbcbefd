import type { Expression, Program, Statement } from 'estree';
import type { Root } from 'mdast';

import { JSX_DEFAULT_EXPORT } from '../../shared/module-contract.js';
export { JSX_DEFAULT_EXPORT };

/**
 * For `.jsx`/`.js` snippets compiled through MDX: renames `export default X` to the
 * named export `__quireDefault`. MDX treats a default export as a *layout* that wraps
 * the (empty) document, which would drop the children passed to `<X>…</X>`; a JS
 * module's default export must be the component itself. The linker maps it back.
 */
export function remarkJsxDefaultExport() {
  return (tree: Root): void => {
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
      const program: Program = node.data.estree;
      program.body = program.body.flatMap((statement) => rewrite(statement));
    }
  };
}

function rewrite(statement: Program['body'][number]): Program['body'] {
  if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
    // `export { Card as default }`
    for (const s of statement.specifiers) {
      if (s.exported.type === 'Identifier' && s.exported.name === 'default') s.exported = { type: 'Identifier', name: JSX_DEFAULT_EXPORT };
      else if (s.exported.type === 'Literal' && s.exported.value === 'default') s.exported = { type: 'Identifier', name: JSX_DEFAULT_EXPORT };
    }
    return [statement];
  }
  if (statement.type !== 'ExportDefaultDeclaration') return [statement];

  const d = statement.declaration;
  let value: Expression;
  const before: Statement[] = [];
  if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) {
    // Keep the named declaration so the rest of the file can still refer to it.
    before.push(d as Statement);
    value = { type: 'Identifier', name: d.id.name };
  } else if (d.type === 'FunctionDeclaration') {
    value = { ...d, type: 'FunctionExpression' } as Expression;
  } else if (d.type === 'ClassDeclaration') {
    value = { ...d, type: 'ClassExpression' } as Expression;
  } else {
    value = d as Expression;
  }
  return [
    ...before,
    {
      type: 'ExportNamedDeclaration',
      specifiers: [],
      attributes: [],
      declaration: {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: JSX_DEFAULT_EXPORT }, init: value }],
      },
    },
  ];
}
