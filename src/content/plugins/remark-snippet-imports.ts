import type { Expression, ImportDeclaration, Program, Statement, VariableDeclaration } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { QUIRE_MESSAGE_SOURCE } from '../mdx-diagnostic.js';
import { constDeclaration, runArgument } from './estree-build.js';

/** One `import … from '<specifier>'` found in a page or snippet. */
export interface ImportRef {
  specifier: string;
  /** Imported export names (`default` for default imports); `*` for a namespace import. */
  names: string[];
  line: number;
  column: number;
}

import { IMPORTS_ARGUMENT } from '../../shared/module-contract.js';
export { IMPORTS_ARGUMENT };

/**
 * Rewrites every ESM `import` into a read from `arguments[0].__quireImports[specifier]`
 * and records it in `file.data.imports`. MDX would otherwise emit a real dynamic
 * `import()` of a URL; Quire links snippets itself so they are compiled by the same
 * pipeline, checked to stay inside the docs root, and cached per compiler.
 * Top-level `const` bindings keep MDX's scope analysis working: `<X />` uses the import.
 */
export function remarkSnippetImports() {
  return (tree: Root, file: VFile): void => {
    const imports: ImportRef[] = [];
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
      const program: Program = node.data.estree;
      const body: Program['body'] = [];
      for (const statement of program.body) {
        if (statement.type === 'ImportDeclaration') {
          imports.push(importRef(statement));
          body.push(...importToDeclarations(statement));
        } else if ((statement.type === 'ExportNamedDeclaration' && statement.source) || statement.type === 'ExportAllDeclaration') {
          const message = file.message('Re-exporting from another file (`export … from`) is not supported', {
            place: statement.loc ? { line: statement.loc.start.line, column: statement.loc.start.column + 1 } : undefined,
            ruleId: 'unsupported-reexport',
            source: QUIRE_MESSAGE_SOURCE,
          });
          message.note = 'Import the value first, then export it: `import { A } from "/snippets/a.mdx"` and `export const B = A`.';
          message.fatal = true;
        } else {
          body.push(statement);
        }
      }
      program.body = body;
    }
    file.data.imports = imports;
  };
}

function importRef(statement: ImportDeclaration): ImportRef {
  const names = statement.specifiers.map((s) => {
    if (s.type === 'ImportDefaultSpecifier') return 'default';
    if (s.type === 'ImportNamespaceSpecifier') return '*';
    return s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
  });
  return {
    specifier: String(statement.source.value),
    names,
    line: statement.loc?.start.line ?? 1,
    column: (statement.loc?.start.column ?? 0) + 1,
  };
}

/** `import D, { a as b } from 's'` → `const { default: D, a: b } = arguments[0].__quireImports["s"]`. */
function importToDeclarations(statement: ImportDeclaration): Statement[] {
  const source = moduleAccess(String(statement.source.value));
  const out: VariableDeclaration[] = [];
  const properties = [];
  for (const s of statement.specifiers) {
    if (s.type === 'ImportNamespaceSpecifier') {
      out.push(constDeclaration({ type: 'Identifier', name: s.local.name }, source));
      continue;
    }
    const key = s.type === 'ImportDefaultSpecifier' ? 'default' : s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
    properties.push({
      type: 'Property' as const,
      kind: 'init' as const,
      method: false,
      shorthand: false,
      computed: false,
      key: { type: 'Literal' as const, value: key },
      value: { type: 'Identifier' as const, name: s.local.name },
    });
  }
  if (properties.length > 0) out.push(constDeclaration({ type: 'ObjectPattern', properties }, source));
  return out;
}

/** `arguments[0].__quireImports["<specifier>"]` */
function moduleAccess(specifier: string): Expression {
  return { type: 'MemberExpression', computed: true, optional: false, object: runArgument(IMPORTS_ARGUMENT), property: { type: 'Literal', value: specifier } };
}

declare module 'vfile' {
  interface DataMap {
    /** ESM imports of the file, in source order (set by remarkSnippetImports). */
    imports: ImportRef[];
  }
}
