import type { CallExpression, Expression, Node as EsNode, Program, Statement, VariableDeclaration } from 'estree';
import type { Nodes, Paragraph, Root, RootContent, Text } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { QUIRE_MESSAGE_SOURCE } from '../mdx-diagnostic.js';
import { COMPONENT, GUARD, REACT_NAMES, SCOPE_ARGUMENT } from '../../shared/module-contract.js';
import { constDeclaration, constProgram, namesPattern, runArgument } from './estree-build.js';
import { collectDeclared, freeNames, isKnownGlobal } from './estree-names.js';

/** Names a page may read without declaring them: Quire's bindings and React's. */
const PROVIDED = new Set<string>(['props', 'frontmatter', ...REACT_NAMES]);

/** Options of {@link remarkRuntimeScope}. */
export interface RuntimeScopeOptions {
  /**
   * Pages: `{name}` in prose whose names nobody defines is the author's literal text (`GET
   * /files/{file_id}`), shown as written with a warning. Snippets read such names as props
   * (recma-props-as-variables.ts), so they leave them alone.
   */
  literalUndefined: boolean;
}

/**
 * Makes the JavaScript of a page or snippet as forgiving as Mintlify:
 * - on pages, an expression in prose or in an attribute that reads a name nobody defines
 *   becomes the text it was written as (or, in an attribute, is left out), with a warning;
 * - every other expression that could throw runs through a guard that renders nothing and
 *   reports the error with its place, instead of failing the page;
 * - components the docs define (`export const Counter = () => …`) are wrapped, so an error
 *   inside one costs only that component, and interactive ones can be hydrated as islands;
 * - React, its hooks and the wrappers above are bound at the top of the module, for the names
 *   the module reads and does not declare itself.
 */
export function remarkRuntimeScope(options: RuntimeScopeOptions) {
  return (tree: Root, file: VFile): void => {
    const declared = new Set<string>();
    const programs: Program[] = [];
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
      programs.push(node.data.estree);
      for (const statement of node.data.estree.body) collectDeclared(statement, declared);
    }
    const defined = (name: string) => declared.has(name) || PROVIDED.has(name) || isKnownGlobal(name);
    const needed = new Set<string>();

    const contentNames: string[] = [];
    const visitExpression = (program: Program | undefined | null, place: Place, literal: () => void): 'literal' | 'kept' => {
      const statement = program?.body[0];
      if (!program || program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return 'kept';
      const names = freeNames(statement.expression);
      const undefinedNames = options.literalUndefined ? names.filter((name) => !defined(name)) : [];
      if (undefinedNames.length > 0) {
        literal();
        return 'literal';
      }
      contentNames.push(...names);
      if (mayThrow(statement.expression)) {
        statement.expression = guardCall(statement.expression, place);
        needed.add(GUARD);
      }
      return 'kept';
    };

    walkContent(tree, (node, index, parent) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const place = placeOf(node);
        visitExpression(node.data?.estree, place, () => {
          const names = undefinedIn(node.data?.estree, defined);
          warnUndefined(file, node, names);
          const text: Text = { type: 'text', value: `{${node.value}}`, position: node.position };
          const replacement: Paragraph | Text = node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text], position: node.position } : text;
          (parent.children as RootContent[])[index] = replacement;
        });
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      node.attributes = node.attributes.filter((attribute: MdxJsxAttribute | MdxJsxExpressionAttribute) => {
        const program = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.data?.estree : typeof attribute.value === 'object' ? attribute.value?.data?.estree : undefined;
        if (!program) return true;
        if (attribute.type === 'mdxJsxExpressionAttribute') {
          // `{...props}`: nothing to guard, and dropping it quietly would hide a real mistake.
          for (const name of freeNames(program)) contentNames.push(name);
          return true;
        }
        const outcome = visitExpression(program, placeOf(attribute, node), () => {
          warnUndefinedAttribute(file, node.name ?? 'element', attribute.name, attribute.value, undefinedIn(program, defined), attribute.position ?? node.position);
        });
        return outcome === 'kept';
      });
    });

    for (const program of programs) {
      program.body = program.body.flatMap((statement) => wrapComponents(statement, needed));
      for (const name of freeNames(program.body)) if (PROVIDED.has(name) && !declared.has(name)) needed.add(name);
    }
    for (const name of contentNames) if (PROVIDED.has(name) && !declared.has(name)) needed.add(name);
    needed.delete('props');
    needed.delete('frontmatter');
    if (needed.size > 0) tree.children.unshift(scopeBinding([...needed].sort()));
  };
}

interface Place {
  line: number;
  column: number;
}

function placeOf(node: { position?: { start: { line: number; column: number } } }, fallback?: { position?: { start: { line: number; column: number } } }): Place {
  const start = node.position?.start ?? fallback?.position?.start;
  return { line: start?.line ?? 0, column: start?.column ?? 0 };
}

function undefinedIn(program: Program | null | undefined, defined: (name: string) => boolean): string[] {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? freeNames(statement.expression).filter((name) => !defined(name)) : [];
}

/** Calls the handler for every expression and JSX element outside ESM, with its parent. */
function walkContent(node: Nodes, fn: (node: Nodes, index: number, parent: Extract<Nodes, { children: unknown }>) => void): void {
  if (!('children' in node)) return;
  const children = node.children as Nodes[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === 'mdxjsEsm' || child.type === 'code' || child.type === 'inlineCode') continue;
    fn(child, i, node as Extract<Nodes, { children: unknown }>);
    // The handler may have replaced the child with text, which has nothing to walk.
    if (children[i] === child) walkContent(child, fn);
  }
}

function quoteNames(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(', ');
}

function warnUndefined(file: VFile, node: MdxFlowExpression | MdxTextExpression, names: string[]): void {
  const shown = `{${node.value.length > 40 ? `${node.value.slice(0, 40)}…` : node.value}}`;
  const message = file.message(`\`${shown}\` reads ${quoteNames(names)}, which ${names.length === 1 ? 'is' : 'are'} not defined on this page, so it is shown as written`, {
    place: node.position,
    ruleId: 'undefined-name',
    source: QUIRE_MESSAGE_SOURCE,
  });
  message.note = `Mintlify shows it as text too. To silence this, escape the braces (\`\\{${node.value}\\}\`) or put it in inline code; to use a value, define it with \`export const ${names[0]} = …\` or docs.json \`variables\`.`;
}

function warnUndefinedAttribute(file: VFile, element: string, attribute: string, value: unknown, names: string[], place: MdxJsxAttribute['position']): void {
  const source = typeof value === 'object' && value !== null && 'value' in value ? String((value as { value: unknown }).value) : '';
  const message = file.message(`\`${attribute}={${source}}\` on <${element}> reads ${quoteNames(names)}, which ${names.length === 1 ? 'is' : 'are'} not defined on this page, so the attribute is left out`, {
    place,
    ruleId: 'undefined-name',
    source: QUIRE_MESSAGE_SOURCE,
  });
  message.note = `Define it with \`export const ${names[0]} = …\` (or import it), or write the value as a string: ${attribute}="…".`;
}

/** What can throw when an expression is evaluated: calls, member reads, spreads (not literals, names, or JSX). */
const THROWING = new Set(['CallExpression', 'NewExpression', 'MemberExpression', 'TaggedTemplateExpression', 'ChainExpression', 'SpreadElement', 'AwaitExpression']);

/** Literals (`{2}`, `{"a"}`, `{{ color: "red" }}`), names and JSX cannot throw; calls, member reads and the like can. */
function mayThrow(expression: Expression): boolean {
  let risky = false;
  const visit = (node: unknown): void => {
    if (risky || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (THROWING.has((node as EsNode).type)) {
      risky = true;
      return;
    }
    for (const key of Object.keys(node)) if (key !== 'loc' && key !== 'range' && key !== 'type') visit((node as Record<string, unknown>)[key]);
  };
  visit(expression);
  return risky;
}

/** `expr` → `__quireTry(() => (expr), line, column)`. */
function guardCall(expression: Expression, place: Place): CallExpression {
  return {
    type: 'CallExpression',
    optional: false,
    callee: { type: 'Identifier', name: GUARD },
    arguments: [
      { type: 'ArrowFunctionExpression', params: [], body: expression, expression: true, async: false, generator: false },
      { type: 'Literal', value: place.line },
      { type: 'Literal', value: place.column },
    ],
  };
}

/** A component name as the docs write them: `Counter`, `PricingCalculator`. */
const COMPONENT_NAME = /^[A-Z][\w$]*$/;

/** Hooks and event handlers: a component that uses them needs JavaScript in the browser. */
function isInteractive(node: unknown): boolean {
  let found = false;
  const visit = (n: unknown): void => {
    if (found || !n || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const child of n) visit(child);
      return;
    }
    const value = n as Record<string, unknown> & { type?: string; name?: unknown };
    if (value.type === 'Identifier' && typeof value.name === 'string' && /^use[A-Z]/.test(value.name)) found = true;
    else if (value.type === 'JSXAttribute' && typeof (value.name as { name?: unknown })?.name === 'string' && /^on[A-Z]/.test((value.name as { name: string }).name)) found = true;
    if (found) return;
    for (const key of Object.keys(value)) if (key !== 'loc' && key !== 'range' && key !== 'type') visit(value[key]);
  };
  visit(node);
  return found;
}

/** `fn` → `__quireComponent(fn, "Name", interactive, line, column)` (the place of its declaration). */
function componentCall(fn: Expression, name: string): CallExpression {
  const start = fn.loc?.start;
  return {
    type: 'CallExpression',
    optional: false,
    callee: { type: 'Identifier', name: COMPONENT },
    arguments: [
      fn,
      { type: 'Literal', value: name },
      { type: 'Literal', value: isInteractive(fn) },
      { type: 'Literal', value: start?.line ?? 0 },
      { type: 'Literal', value: start ? start.column + 1 : 0 },
    ],
  };
}


/**
 * Wraps the components a top-level statement declares: `const Counter = () => …`,
 * `function Counter() {…}` (as a `const`; components are called when the page renders, after
 * every declaration ran), `export default function Counter() {…}`.
 */
function wrapComponents(statement: Statement | Program['body'][number], needed: Set<string>): Program['body'] {
  const wrapDeclarators = (declaration: VariableDeclaration) => {
    for (const d of declaration.declarations) {
      if (d.id.type !== 'Identifier' || !COMPONENT_NAME.test(d.id.name)) continue;
      if (d.init?.type !== 'ArrowFunctionExpression' && d.init?.type !== 'FunctionExpression') continue;
      d.init = componentCall(d.init, d.id.name);
      needed.add(COMPONENT);
    }
  };
  const asConst = (fn: Extract<Statement, { type: 'FunctionDeclaration' }>): VariableDeclaration => {
    needed.add(COMPONENT);
    return constDeclaration({ type: 'Identifier', name: fn.id!.name }, componentCall({ ...fn, type: 'FunctionExpression' } as Expression, fn.id!.name));
  };
  switch (statement.type) {
    case 'VariableDeclaration':
      wrapDeclarators(statement);
      return [statement];
    case 'FunctionDeclaration':
      return statement.id && COMPONENT_NAME.test(statement.id.name) && !statement.generator ? [asConst(statement)] : [statement];
    case 'ExportNamedDeclaration': {
      const d = statement.declaration;
      if (d?.type === 'VariableDeclaration') wrapDeclarators(d);
      else if (d?.type === 'FunctionDeclaration' && d.id && COMPONENT_NAME.test(d.id.name) && !d.generator) statement.declaration = asConst(d);
      return [statement];
    }
    case 'ExportDefaultDeclaration': {
      const d = statement.declaration;
      if (d.type === 'FunctionDeclaration' && d.id && COMPONENT_NAME.test(d.id.name) && !d.generator) {
        return [asConst(d as Extract<Statement, { type: 'FunctionDeclaration' }>), { ...statement, declaration: { type: 'Identifier', name: d.id.name } }];
      }
      if (d.type === 'ArrowFunctionExpression' || (d.type === 'FunctionDeclaration' && !d.id)) {
        needed.add(COMPONENT);
        const fn = (d.type === 'FunctionDeclaration' ? { ...d, type: 'FunctionExpression' } : d) as Expression;
        return [{ ...statement, declaration: componentCall(fn, 'Default') }];
      }
      return [statement];
    }
    default:
      return [statement];
  }
}

/** `const { React, useState, __quireTry } = arguments[0].__quireScope;` as an ESM node. */
function scopeBinding(names: string[]): RootContent {
  return { type: 'mdxjsEsm', value: '', data: { estree: constProgram(namesPattern(names), runArgument(SCOPE_ARGUMENT)) } };
}
