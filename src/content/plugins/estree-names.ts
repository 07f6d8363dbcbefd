import type { Function as EsFunction, Identifier, Node, Pattern } from 'estree';

/*
 * Name analysis of the JavaScript in MDX (ESM blocks and `{…}` expressions), shared by the
 * plugins that need to know which names a piece of code defines or reads: snippet props as
 * variables, undefined names in prose, the React names Quire puts in scope.
 */

/** Adds the names a binding pattern (`a`, `{ a, b: [c] }`, `...rest`, `x = 1`) binds. */
export function bindPattern(pattern: Pattern | null | undefined, into: Set<string>): void {
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
export function collectDeclared(node: Node, into: Set<string>): void {
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
 * Collects identifiers in reference position into `referenced` and every name bound anywhere
 * inside `node` (params, declarations) into `bound`. Scopes are flattened: a name bound in any
 * inner scope counts as bound everywhere, which can only make callers see fewer free names.
 */
export function collectNames(node: unknown, bound: Set<string>, referenced: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) collectNames(child, bound, referenced);
    return;
  }
  const n = node as Node & Record<string, unknown>;
  switch (n.type) {
    case 'Identifier':
      referenced.add((n as Identifier).name);
      return;
    case 'MemberExpression':
      collectNames(n.object, bound, referenced);
      if (n.computed) collectNames(n.property, bound, referenced);
      return;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      if (n.computed) collectNames(n.key, bound, referenced);
      collectNames(n.value, bound, referenced);
      return;
    case 'VariableDeclarator':
      bindPattern(n.id as Pattern, bound);
      collectNames(n.init, bound, referenced);
      return;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression': {
      const fn = n as EsFunction;
      if (fn.type !== 'ArrowFunctionExpression' && fn.id) bound.add(fn.id.name);
      for (const p of fn.params) bindPattern(p, bound);
      collectNames(fn.body, bound, referenced);
      return;
    }
    case 'ClassDeclaration':
    case 'ClassExpression':
      if (n.id) bound.add((n.id as Identifier).name);
      collectNames(n.superClass, bound, referenced);
      collectNames(n.body, bound, referenced);
      return;
    case 'CatchClause':
      bindPattern(n.param as Pattern, bound);
      collectNames(n.body, bound, referenced);
      return;
    case 'UnaryExpression':
      // `typeof window` never throws, whether or not the name exists.
      if (n.operator === 'typeof' && (n.argument as Node).type === 'Identifier') return;
      collectNames(n.argument, bound, referenced);
      return;
    case 'LabeledStatement':
      collectNames(n.body, bound, referenced);
      return;
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'JSXIdentifier':
    case 'JSXMemberExpression':
    case 'JSXNamespacedName':
      return;
    default:
      for (const key of Object.keys(n)) {
        if (key === 'type' || key === 'loc' || key === 'range' || key === 'start' || key === 'end' || key === 'comments') continue;
        collectNames(n[key], bound, referenced);
      }
  }
}

/** Names `node` reads that it does not bind itself (in any of its scopes), in first-use order. */
export function freeNames(node: unknown): string[] {
  const bound = new Set<string>();
  const referenced = new Set<string>();
  collectNames(node, bound, referenced);
  return [...referenced].filter((name) => !bound.has(name));
}

/**
 * Browser objects that code in a page clearly means when it reads them. Deliberately not every
 * property of `window`: `{name}`, `{status}` or `{location}` in prose are placeholders an author
 * wants shown, not `window.name`.
 */
const BROWSER_GLOBALS = new Set([
  'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'alert', 'requestAnimationFrame',
  'cancelAnimationFrame', 'matchMedia', 'getComputedStyle', 'HTMLElement', 'Element', 'IntersectionObserver',
  'ResizeObserver', 'MutationObserver', 'customElements', 'DOMParser', 'FileReader', 'innerWidth', 'innerHeight',
]);

/**
 * Whether `name` exists without being declared: a JavaScript global (as Node has it) or one of
 * the browser objects above. On the server the browser ones are missing, so reading one there
 * throws, which the runtime guard turns into a located warning.
 */
export function isKnownGlobal(name: string): boolean {
  return name in globalThis || BROWSER_GLOBALS.has(name) || name === 'arguments' || name === 'undefined';
}
