import type { Expression, ObjectPattern, Pattern, Program, VariableDeclaration } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

/*
 * The few JavaScript syntax trees Quire's plugins write into compiled modules: bindings read
 * from the options a module is run with (`arguments[0]`, see src/shared/module-contract.ts).
 */

/** `arguments[0].name`: an option the runner passes to the module (`__quireImports`, `frontmatter`). */
export function runArgument(name: string): Expression {
  return {
    type: 'MemberExpression',
    computed: false,
    optional: false,
    object: {
      type: 'MemberExpression',
      computed: true,
      optional: false,
      object: { type: 'Identifier', name: 'arguments' },
      property: { type: 'Literal', value: 0 },
    },
    property: { type: 'Identifier', name },
  };
}

/** `{ a, b }` as a binding pattern. */
export function namesPattern(names: readonly string[]): ObjectPattern {
  return {
    type: 'ObjectPattern',
    properties: names.map((name) => ({
      type: 'Property',
      kind: 'init',
      key: { type: 'Identifier', name },
      value: { type: 'Identifier', name },
      shorthand: true,
      computed: false,
      method: false,
    })),
  };
}

/** `const <id> = <init>;` */
export function constDeclaration(id: Pattern, init: Expression): VariableDeclaration {
  return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id, init }] };
}

/** A program of one `const` declaration, as an MDX ESM node's `estree`. */
export function constProgram(id: Pattern, init: Expression): Program {
  return { type: 'Program', sourceType: 'module', body: [constDeclaration(id, init)] };
}

/**
 * `dangerouslySetInnerHTML={{ __html: "<html>" }}` as an MDX JSX attribute: how Quire hands
 * HTML it made at build time (highlighted code, formulas) to the page, as a literal MDX and the
 * static path render without running code.
 */
export function innerHtmlAttribute(html: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            { type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: html } },
          ],
        },
      },
    ],
  };
  return { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree } } };
}
