import type { Program } from 'estree';
import type { Root } from 'mdast';

import { FRONTMATTER_ARGUMENT } from '../../shared/module-contract.js';
import { constProgram, runArgument } from './estree-build.js';
export { FRONTMATTER_ARGUMENT };

/** `data` key marking the ESM node this plugin adds (`const frontmatter = …`). */
const FRONTMATTER_BINDING = 'quireFrontmatterBinding';

/** Whether an MDX ESM node is the `frontmatter` binding this plugin added (not the author's code). */
export function isFrontmatterBinding(node: { data?: unknown }): boolean {
  return (node.data as Record<string, unknown> | undefined)?.[FRONTMATTER_BINDING] === true;
}

/**
 * Puts `frontmatter` in scope of the page (`{frontmatter.title}`), as Mintlify does,
 * by declaring `const frontmatter = arguments[0].frontmatter`. The value is the one
 * parseFrontmatter already produced, so YAML is parsed once. Skipped when the page
 * declares its own `frontmatter` (a second declaration would be a syntax error).
 */
export function remarkFrontmatterBinding() {
  return (tree: Root): void => {
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm' && node.data?.estree && declaresName(node.data.estree, 'frontmatter')) return;
    }
    const estree = constProgram({ type: 'Identifier', name: 'frontmatter' }, runArgument(FRONTMATTER_ARGUMENT));
    // Marked so a static page (static-content.ts) can drop it: with no expressions, nothing reads it.
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree, [FRONTMATTER_BINDING]: true } as { estree: Program } });
  };
}

/** Whether the top level of `program` binds `name` (import, export const/function/class). */
function declaresName(program: Program, name: string): boolean {
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.specifiers.some((s) => s.local.name === name)) return true;
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration) continue;
    if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id?.name === name) return true;
    if (declaration.type === 'VariableDeclaration') {
      // Destructured names are rare in MDX; a cheap text check covers them well enough.
      for (const d of declaration.declarations) {
        if (d.id.type === 'Identifier' ? d.id.name === name : JSON.stringify(d.id).includes(`"name":"${name}"`)) return true;
      }
    }
  }
  return false;
}
