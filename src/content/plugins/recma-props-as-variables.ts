import type { Function as EsFunction, Identifier, Node, Pattern, Program } from 'estree';

/**
 * Mintlify snippets read their props as bare variables: a snippet containing
 * `Set up a project in {framework}` is used as `<Prerequisites framework="Bun" />`.
 * MDX would throw `ReferenceError: framework is not defined`, so for snippets this plugin
 * declares every free variable of the content from `props` at the top of
 * `_createMdxContent(props)`. A name nobody passes is `undefined` and renders nothing,
 * as on Mintlify. Pages do not get this: there a free variable is a real mistake.
 */
export function recmaPropsAsVariables() {
  return (tree: Program): void => {
    const content = tree.body.find(
      (s): s is Extract<Program['body'][number], { type: 'FunctionDeclaration' }> =>
        s.type === 'FunctionDeclaration' && s.id?.name === '_createMdxContent',
    );
    if (!content || content.params[0]?.type !== 'Identifier') return;
    const propsName = content.params[0].name;

    const moduleNames = new Set<string>();
    for (const statement of tree.body) if (statement !== content) collectDeclared(statement, moduleNames);

    const local = new Set<string>([propsName]);
    const referenced = new Set<string>();
    walk(content.body, local, referenced);

    const free = [...referenced].filter(
      (name) => !local.has(name) && !moduleNames.has(name) && !(name in globalThis) && name !== 'arguments' && !name.startsWith('_'),
    );
    if (free.length === 0) return;
    content.body.body.unshift({
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: {
            type: 'ObjectPattern',
            properties: free.map((name) => ({
              type: 'Property',
              kind: 'init',
              key: { type: 'Identifier', name },
              value: { type: 'Identifier', name },
              shorthand: true,
              computed: false,
              method: false,
            })),
          },
          init: { type: 'Identifier', name: propsName },
        },
      ],
    });
  };
}

function bindPattern(pattern: Pattern | null | undefined, into: Set<string>): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      into.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties) bindPattern(p.type === 'RestElement' ? p.argument : p.value, into);
      break;
    case 'ArrayPattern':
      for (const p of pattern.elements) bindPattern(p, into);
      break;
    case 'RestElement':
      bindPattern(pattern.argument, into);
      break;
    case 'AssignmentPattern':
      bindPattern(pattern.left, into);
      break;
    default:
      break;
  }
}

/** Names a top-level statement declares (imports, const/let/var, functions, classes, exports). */
function collectDeclared(node: Node, into: Set<string>): void {
  switch (node.type) {
    case 'ImportDeclaration':
      for (const s of node.specifiers) into.add(s.local.name);
      break;
    case 'VariableDeclaration':
      for (const d of node.declarations) bindPattern(d.id, into);
      break;
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      if (node.id) into.add(node.id.name);
      break;
    case 'ExportNamedDeclaration':
      if (node.declaration) collectDeclared(node.declaration, into);
      break;
    case 'ExportDefaultDeclaration':
      collectDeclared(node.declaration as Node, into);
      break;
    default:
      break;
  }
}

/**
 * Collects identifiers in reference position and every name bound anywhere inside the
 * function (params, declarations). Scopes are flattened: a name bound in any inner scope
 * counts as bound everywhere, which can only make the plugin declare less, never break code.
 */
function walk(node: unknown, bound: Set<string>, referenced: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, bound, referenced);
    return;
  }
  const n = node as Node & Record<string, unknown>;
  switch (n.type) {
    case 'Identifier':
      referenced.add((n as Identifier).name);
      return;
    case 'MemberExpression':
      walk(n.object, bound, referenced);
      if (n.computed) walk(n.property, bound, referenced);
      return;
    case 'Property':
      if (n.computed) walk(n.key, bound, referenced);
      walk(n.value, bound, referenced);
      return;
    case 'VariableDeclarator':
      bindPattern(n.id as Pattern, bound);
      walk(n.init, bound, referenced);
      return;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression': {
      const fn = n as EsFunction;
      if (fn.type !== 'ArrowFunctionExpression' && fn.id) bound.add(fn.id.name);
      for (const p of fn.params) bindPattern(p, bound);
      walk(fn.body, bound, referenced);
      return;
    }
    case 'CatchClause':
      bindPattern(n.param as Pattern, bound);
      walk(n.body, bound, referenced);
      return;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return;
    case 'JSXIdentifier':
      return;
    default:
      for (const key of Object.keys(n)) {
        if (key === 'type' || key === 'loc' || key === 'range' || key === 'start' || key === 'end') continue;
        walk(n[key], bound, referenced);
      }
  }
}
