import type { Expression, Node as EstreeNode, Program } from 'estree';
import type { Root as HastRoot, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, type ComponentType } from 'preact';
import { useContext } from 'preact/hooks';
import { jsx, jsxs } from 'preact/jsx-runtime';
import type { VFile } from 'vfile';
import { materializeComponents, type ComponentMap } from './fallback-components.js';
import { MdxComponentsContext } from './mdx-components-context.js';
import { isFrontmatterBinding } from './plugins/remark-frontmatter-binding.js';

/*
 * Most pages are Markdown with components whose props are literals (`<Note>`, `<CardGroup
 * cols={2}>`, highlighted code as `dangerouslySetInnerHTML={{ __html: "…" }}`). For them MDX's
 * own path, hast → JavaScript syntax tree → source text → `new Function` → run, builds and
 * parses a program only to create the elements the hast tree already describes. A static page
 * keeps its hast tree instead and renders it through Preact's JSX runtime with
 * hast-util-to-jsx-runtime (the unified project's hast → JSX elements, made for this), with the
 * same components and fallbacks. A page with anything that needs JavaScript (ESM, an expression
 * that is not a literal, a spread attribute, JSX inside an attribute) or that is rare (a
 * fragment, a namespaced name) keeps MDX's path.
 */

/** A page whose content needs no JavaScript: its hast tree and the components it looks up. */
export interface StaticContent {
  tree: HastRoot;
  /** As MDX reports them (`Note`, `Tree.File`), sorted. */
  usedComponents: string[];
  /** Names the tree gives literal JSX tags (LITERAL_TAG + tag). */
  literalTags: string[];
}

/**
 * Prefix of a literal lower-case JSX tag (`<div>` written in MDX) in a static tree. MDX maps the
 * elements Markdown produced (`a`, `p`) through the components map but writes literal JSX tags
 * as they are; hast-util-to-jsx-runtime would map both, so literal tags get a name no map key
 * can have, and the render maps each back to its tag.
 */
const LITERAL_TAG = ' ';

/** Sentinel: the expression needs JavaScript to evaluate. */
const DYNAMIC: unique symbol = Symbol('dynamic');

/**
 * The value of a literal expression (`2`, `"a"`, `-1`, `[1, "b"]`, `{ a: true }`, a template
 * without substitutions), or DYNAMIC when anything in it would need scope or code to run.
 */
export function staticValue(node: EstreeNode | null | undefined): unknown {
  if (!node) return DYNAMIC;
  switch (node.type) {
    case 'Literal':
      // A regex literal is an object created per evaluation; leave it to MDX.
      return 'regex' in node && node.regex ? DYNAMIC : node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 && node.quasis.length === 1 && node.quasis[0]!.value.cooked != null ? node.quasis[0]!.value.cooked : DYNAMIC;
    case 'UnaryExpression': {
      const arg = staticValue(node.argument);
      if (arg === DYNAMIC) return DYNAMIC;
      if (node.operator === '-' && typeof arg === 'number') return -arg;
      if (node.operator === '+' && typeof arg === 'number') return arg;
      if (node.operator === '!') return !arg;
      return DYNAMIC;
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const element of node.elements) {
        if (!element || element.type === 'SpreadElement') return DYNAMIC;
        const value = staticValue(element);
        if (value === DYNAMIC) return DYNAMIC;
        out.push(value);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand) return DYNAMIC;
        let key: unknown;
        if (!property.computed && property.key.type === 'Identifier') key = property.key.name;
        else if (property.key.type === 'Literal' && (typeof property.key.value === 'string' || typeof property.key.value === 'number')) key = String(property.key.value);
        else return DYNAMIC;
        // `__proto__: …` in a literal sets the prototype, not a key.
        if (key === '__proto__') return DYNAMIC;
        const value = staticValue(property.value);
        if (value === DYNAMIC) return DYNAMIC;
        out[key as string] = value;
      }
      return out;
    }
    default:
      return DYNAMIC;
  }
}

/** The expression of an MDX expression's program; `null` for an empty one (`{/* comment *\/}`); DYNAMIC for anything else. */
function programExpression(program: Program | undefined): Expression | null | typeof DYNAMIC {
  if (!program) return DYNAMIC;
  if (program.body.length === 0) return null;
  const [statement] = program.body;
  return program.body.length === 1 && statement?.type === 'ExpressionStatement' ? statement.expression : DYNAMIC;
}

/** A JSX name that MDX looks up in the components map rather than writing as a tag. */
function isComponentName(name: string): boolean {
  return name.includes('.') || /^[A-Z_$][\w$]*$/.test(name);
}

type AnyNode = RootContent | HastRoot;

/**
 * Checks that `tree` needs no JavaScript and prepares it for rendering: drops empty expressions
 * (comments) and, for `.md` pages, raw HTML (as MDX does), and renames literal tags
 * (LITERAL_TAG). Returns the components it looks up and the literal tags, or `undefined` (tree
 * untouched) when the page must take MDX's path.
 */
export function prepareStaticTree(tree: HastRoot, format: 'mdx' | 'md'): Omit<StaticContent, 'tree'> | undefined {
  const used = new Set<string>();
  const literal: { name: string | null }[] = [];
  // What the check met that must go, so a page without any is not walked again.
  let raw = false;
  let comments = false;
  const check = (node: AnyNode): boolean => {
    switch (node.type) {
      case 'mdxjsEsm':
        // Quire's own `const frontmatter = …`: nothing reads it when there are no expressions.
        return isFrontmatterBinding(node);
      case 'raw':
        // `.md` drops raw HTML as MDX does; in `.mdx` only a plugin could make it: MDX's path decides.
        raw = true;
        return format === 'md';
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const expression = programExpression(node.data?.estree ?? undefined);
        if (expression === DYNAMIC) return false;
        // A literal child (`{"text"}`) renders as text in MDX; keep such pages on MDX's path, they are rare.
        comments = true;
        return expression === null;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        // A fragment `<>…</>` and names with a namespace (`svg:rect`) are rare: MDX's path.
        if (!node.name || node.name.includes(':')) return false;
        if (isComponentName(node.name)) used.add(node.name);
        else literal.push(node);
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxExpressionAttribute') return false;
          if (attribute.value && typeof attribute.value === 'object') {
            const expression = programExpression(attribute.value.data?.estree ?? undefined);
            if (expression === null || expression === DYNAMIC || staticValue(expression) === DYNAMIC) return false;
          }
        }
        break;
      }
      default:
        break;
    }
    return 'children' in node ? node.children.every((child) => check(child)) : true;
  };
  if (!check(tree)) return undefined;
  const literalTags = new Set<string>();
  for (const node of literal) {
    node.name = LITERAL_TAG + node.name;
    literalTags.add(node.name);
  }
  // In MDX's order: ESM and (in `.md`) raw HTML go first, then the white space around the
  // document's top-level nodes (hast-util-to-estree's root), which an empty expression stops,
  // and empty expressions render nothing.
  // ESM only stands at the top level.
  tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm');
  if (raw) removeNodes(tree, (node) => node.type === 'raw');
  const blank = (node: RootContent | undefined) => node?.type === 'text' && !/[^ \t\n\f\r]/.test(node.value);
  while (blank(tree.children[0])) tree.children.shift();
  while (blank(tree.children[tree.children.length - 1])) tree.children.pop();
  if (comments) removeNodes(tree, (node) => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression');
  return { usedComponents: [...used].sort(), literalTags: [...literalTags] };
}

function removeNodes(node: AnyNode, drop: (node: RootContent) => boolean): void {
  if (!('children' in node)) return;
  const kept = (node.children as RootContent[]).filter((child) => !drop(child));
  if (kept.length !== node.children.length) (node as { children: RootContent[] }).children = kept;
  for (const child of kept) removeNodes(child, drop);
}

/**
 * Last rehype plugin of the page processors: a static page's hast goes to
 * `file.data.staticContent` and MDX carries on with an empty document (its JavaScript is never
 * run). `format` is the processor's format.
 */
export function rehypeStaticContent(options: { format: 'mdx' | 'md' }) {
  return (tree: HastRoot, file: VFile): HastRoot | undefined => {
    const prepared = prepareStaticTree(tree, options.format);
    if (!prepared) return undefined;
    file.data.staticContent = { tree, ...prepared };
    return { type: 'root', children: [] };
  };
}

/** Resolves component names (`Note`, `Tree.File`) against the page's map; literals by value. */
function createEvaluater(components: ComponentMap) {
  const evaluate = (node: EstreeNode): unknown => {
    if (node.type === 'Identifier') return components[node.name];
    if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
      const object = evaluate(node.object) as Record<string, unknown> | undefined;
      return object?.[node.property.name];
    }
    const value = staticValue(node);
    if (value === DYNAMIC) throw new Error('static content: unexpected dynamic expression (internal error)');
    return value;
  };
  return {
    evaluateExpression: evaluate,
    evaluateProgram(): never {
      throw new Error('static content: unexpected ESM (internal error)');
    },
  };
}

/**
 * The page as a component, like the `default` export MDX's compiled module would give: reads
 * the theme's map from MdxComponentsContext, with the same fallbacks for unknown components.
 */
export function staticContentComponent(content: StaticContent): ComponentType {
  const NO_COMPONENTS: ComponentMap = {};
  return function StaticMdxContent() {
    const components = materializeComponents(useContext(MdxComponentsContext) ?? NO_COMPONENTS, content.usedComponents);
    // Markdown's elements through the map (a theme may restyle `a` or `table`), literal tags as written.
    const tags: Record<string, unknown> = {};
    for (const key in components) if (/^[a-z]/.test(key) && key !== 'wrapper') tags[key] = components[key];
    for (const tag of content.literalTags) tags[tag] = tag.slice(LITERAL_TAG.length);
    const body = toJsxRuntime(content.tree, {
      Fragment,
      jsx: jsx as never,
      jsxs: jsxs as never,
      components: tags as never,
      createEvaluater: () => createEvaluater(components),
      // As MDX compiles for Preact: React-style names (`className`), DOM style names.
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
      passKeys: false,
    });
    // As MDX: a `wrapper` in the map lays out the whole content.
    const Wrapper = components.wrapper;
    return (Wrapper ? jsx(Wrapper, { children: body }) : body) as never;
  };
}

declare module 'vfile' {
  interface DataMap {
    /** Set by rehypeStaticContent for a page that needs no JavaScript. */
    staticContent: StaticContent;
  }
}
