import type { Root, RootContent, PhrasingContent, BlockContent, Paragraph } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified, type Processor } from 'unified';
import { remarkHeadingIds } from './plugins/remark-heading-ids.js';
import { remarkMathSyntax } from './plugins/remark-math-syntax.js';
import { findDeepList } from './list-depth-limit.js';
import { deeperThan, MAX_NESTING } from './plugins/remark-nesting-limit.js';
import { remarkAutolinkLiteralGuard } from './plugins/remark-autolink-literal-guard.js';
import { codeBlockToFence, dedentBlock } from './code-block-element.js';

/** Reads a snippet by the specifier a page imports it with (`/snippets/x.mdx`); undefined if absent. */
export type SnippetReader = (specifier: string) => Promise<string | undefined>;

// Minimal shapes of the MDX nodes (mdast-util-mdx types are not a direct dependency).
interface JsxAttr {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttr[];
  children: RootContent[];
}
type AnyNode = { type: string; children?: AnyNode[]; value?: string } & Record<string, unknown>;

const CALLOUTS: Record<string, string> = {
  Note: 'Note',
  Info: 'Info',
  Tip: 'Tip',
  Warning: 'Warning',
  Check: 'Check',
  Danger: 'Danger',
  Callout: 'Note',
};
const TITLED = new Set(['Tab', 'Accordion', 'Expandable', 'Update', 'Card', 'Step']);
const FIELDS = new Set(['ParamField', 'ResponseField']);
const DROPPED = new Set(['Icon', 'script', 'style', 'iframe']);

// The pages' own syntax, so snippets parse as pages do (math and `{#id}` before MDX's braces);
// only the syntax: `parse` runs no transforms.
// remarkAutolinkLiteralGuard: GFM's bare-URL transform runs within the parse and overflows on trees nested too deep.
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkAutolinkLiteralGuard).use(remarkMathSyntax).use(remarkHeadingIds).freeze();
const parserMd = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkAutolinkLiteralGuard).use(remarkMathSyntax).freeze();
/**
 * Prose dollar signs are written as in the page (`$5`), as the blocks copied from the source are:
 * remark-math would escape every one (`\$5`), though only math nodes are math.
 */
function remarkProseDollars(this: Processor) {
  for (const extension of this.data().toMarkdownExtensions ?? []) {
    if ('unsafe' in extension && extension.unsafe) extension.unsafe = extension.unsafe.filter((u) => !(u.character === '$' && u.inConstruct === 'phrasing'));
  }
}
// Math is written back as its source: `$…$`, `$$…$$`.
const stringifier = unified().use(remarkGfm).use(remarkMath).use(remarkProseDollars).use(remarkStringify, { bullet: '-', fences: true, rule: '-' }).freeze();

function attr(node: JsxNode, name: string): string | undefined {
  const a = node.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return undefined;
  if (typeof a.value === 'string') return a.value;
  if (a.value === null || a.value === undefined) return 'true';
  return undefined; // an expression: not knowable without running the page
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

function asBlocks(children: RootContent[]): RootContent[] {
  // Phrasing children of a flow element (e.g. <Note>Short text</Note>) need a paragraph.
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.length) out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const c of children) {
    if (['text', 'emphasis', 'strong', 'inlineCode', 'inlineMath', 'link', 'break', 'delete', 'image'].includes(c.type)) run.push(c as PhrasingContent);
    else {
      flush();
      out.push(c);
    }
  }
  flush();
  return out;
}

/** One JSX element → the Markdown that says the same (its replacement nodes). */
function reduceElement(node: JsxNode, flow: boolean, stepIndex: number): RootContent[] {
  const name = node.name ?? '';
  const children = node.children;
  if (DROPPED.has(name)) return [];
  // `<Visibility for="humans">` is for the page only; `for="agents"` only for this Markdown.
  if (name === 'Visibility' && attr(node, 'for') !== 'agents') return [];
  if (name === 'br') return [{ type: 'break' }];
  if (name === 'img' || name === 'Image') {
    const src = attr(node, 'src');
    return src ? [{ type: 'image', url: src, alt: attr(node, 'alt') ?? '' }] : [];
  }
  if (name === 'a') {
    const href = attr(node, 'href');
    return href ? [{ type: 'link', url: href, children: children as PhrasingContent[] }] : children;
  }
  if (name === 'code' && !flow) return [{ type: 'inlineCode', value: toPlain(children) }];
  if (CALLOUTS[name] && !flow) return [strong(`${CALLOUTS[name]}:`), text(' '), ...children];
  if (CALLOUTS[name]) {
    const blocks = asBlocks(children);
    const first = blocks[0];
    const label = strong(`${CALLOUTS[name]}:`);
    if (first?.type === 'paragraph') (first as Paragraph).children.unshift(label, text(' '));
    else blocks.unshift({ type: 'paragraph', children: [label] });
    return [{ type: 'blockquote', children: blocks as BlockContent[] }];
  }
  if (FIELDS.has(name)) {
    const fieldName = attr(node, 'query') ?? attr(node, 'path') ?? attr(node, 'body') ?? attr(node, 'header') ?? attr(node, 'name') ?? '';
    const facts = [attr(node, 'type'), attr(node, 'required') === 'true' ? 'required' : undefined, attr(node, 'default') && `default: ${attr(node, 'default')}`].filter(Boolean);
    const head: Paragraph = { type: 'paragraph', children: [{ type: 'inlineCode', value: fieldName }, ...(facts.length ? [text(` (${facts.join(', ')})`)] : [])] };
    return [{ type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [head, ...(asBlocks(children) as BlockContent[])] }] }];
  }
  if (TITLED.has(name)) {
    const title = attr(node, 'title') ?? attr(node, 'label');
    const href = attr(node, 'href');
    const heading: PhrasingContent[] = [];
    if (title) {
      const label = name === 'Step' ? `Step ${stepIndex}: ${title}` : title;
      heading.push(href ? { type: 'link', url: href, children: [strong(label)] } : strong(label));
    }
    if (!flow) return [...heading, ...(heading.length && children.length ? [text(' ')] : []), ...children];
    const desc = attr(node, 'description');
    return [...(heading.length ? [{ type: 'paragraph', children: heading } as Paragraph] : []), ...(desc ? [{ type: 'paragraph', children: [text(desc)] } as Paragraph] : []), ...asBlocks(children)];
  }
  if (name === 'CodeBlock') {
    // The fenced block it stands for (lang, title); text content as written (withCodeBlockText).
    const only = children.length === 1 && children[0]!.type === 'code' ? (children[0] as { value: string; lang?: string | null }) : undefined;
    const written = (node as { codeText?: unknown }).codeText;
    const fence = codeBlockToFence(node.attributes, only ? { text: only.value, lang: only.lang } : { text: typeof written === 'string' ? written : children.map((c) => toPlain([c])).join('\n') });
    if (fence) return [fence];
  }
  if (name === 'Color') return mergeLists(asBlocks(children));
  if (name === 'Color.Row' || name === 'Color.Item') {
    // A row is its title in bold over its items; an item is `name: value`, one list item each.
    if (name === 'Color.Row') {
      const title = attr(node, 'title');
      return [...(title ? [{ type: 'paragraph', children: [strong(title)] } as Paragraph] : []), ...mergeLists(asBlocks(children))];
    }
    const label = [attr(node, 'name'), attr(node, 'value')].filter(Boolean).join(': ');
    return label ? [{ type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [text(label)] }] }] }] : [];
  }
  if (name === 'GitHub.Repo') {
    const repo = attr(node, 'repo');
    const desc = attr(node, 'description');
    if (repo) {
      const link: PhrasingContent = { type: 'link', url: attr(node, 'href') ?? `https://github.com/${repo}`, children: [strong(repo)] };
      return [{ type: 'paragraph', children: desc ? [link, text(`: ${desc}`)] : [link] }, ...asBlocks(children)];
    }
  }
  if (name === 'Tooltip') {
    // The term, then what the bubble says in brackets (the link too, as Markdown).
    const said = [attr(node, 'headline'), attr(node, 'tip')].filter(Boolean).join(': ');
    const cta = attr(node, 'cta');
    const href = attr(node, 'href');
    const extra: PhrasingContent[] = said || (cta && href) ? [text(' ('), ...(said ? [text(said)] : []), ...(said && cta && href ? [text(' ')] : []), ...(cta && href ? [{ type: 'link', url: href, children: [text(cta)] } as PhrasingContent] : []), text(')')] : [];
    if (!flow) return [...children, ...extra];
    return [...asBlocks(children), ...(extra.length ? [{ type: 'paragraph', children: extra } as Paragraph] : [])];
  }
  if (name === 'Frame') {
    // The caption is Markdown (as on the page): its inline nodes, in emphasis.
    const caption = attr(node, 'caption');
    const inline = caption ? ((parserMd.parse(caption).children[0] as Paragraph | undefined)?.children ?? [text(caption)]) : [];
    return [...asBlocks(children), ...(caption ? [{ type: 'paragraph', children: [{ type: 'emphasis', children: inline }] } as Paragraph] : [])];
  }
  // CardGroup, Columns, Tabs, CodeGroup, Steps, AccordionGroup, Tooltip, html wrappers, unknown: keep the content.
  return flow ? asBlocks(children) : children;
}

/** Consecutive unordered lists as one (each `<Color.Item>` reduces to a list of its own). */
function mergeLists(blocks: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const b of blocks) {
    const prev = out[out.length - 1];
    if (b.type === 'list' && prev?.type === 'list' && !b.ordered && !prev.ordered) prev.children.push(...b.children);
    else out.push(b);
  }
  return out;
}

function toPlain(nodes: readonly RootContent[]): string {
  return nodes.map((n) => ('value' in n && typeof n.value === 'string' ? n.value : 'children' in n ? toPlain(n.children as RootContent[]) : '')).join('');
}

/** Rewrites the tree bottom-up: JSX reduced, ESM and expressions dropped, snippets inlined. */
async function reduce(parent: AnyNode, snippets: Map<string, Root | undefined>, steps: Map<AnyNode, number>): Promise<void> {
  if (!parent.children) return;
  const out: AnyNode[] = [];
  for (const child of parent.children) {
    if (child.type === 'paragraph' && isBlockOfElements(child)) {
      // `<Step title="…">text</Step>` lines parse as one paragraph of inline elements: give
      // each its own block, as the author laid them out.
      const blocks = child.children!.filter((c) => c.type !== 'text');
      for (const b of blocks) b.type = 'mdxJsxFlowElement'; // in place: step numbers are keyed by node
      const holder: AnyNode = { type: 'root', children: blocks };
      await reduce(holder, snippets, steps);
      out.push(...holder.children!);
      continue;
    }
    await reduce(child, snippets, steps);
    switch (child.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        continue;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const node = child as unknown as JsxNode;
        const inlined = node.name ? snippets.get(node.name === 'Snippet' ? legacySnippetKey(attr(node, 'file')) : node.name) : undefined;
        if (inlined) {
          out.push(...(inlined.children as unknown as AnyNode[]));
          continue;
        }
        const flow = child.type === 'mdxJsxFlowElement';
        const reduced = reduceElement(node, flow, steps.get(child) ?? 0);
        // A block element that reduces to inline nodes (`<img>` on its own line) is a paragraph:
        // bare inline nodes among blocks would run into their neighbours.
        out.push(...((flow ? asBlocks(reduced) : reduced) as unknown as AnyNode[]));
        continue;
      }
      default:
        out.push(child);
    }
  }
  parent.children = out;
}

/** A paragraph holding only titled or callout elements (and whitespace between them). */
function isBlockOfElements(p: AnyNode): boolean {
  const kids = p.children ?? [];
  const elements = kids.filter((c) => c.type === 'mdxJsxTextElement');
  return (
    elements.length > 0 &&
    kids.every((c) => (c.type === 'text' && !String(c.value).trim()) || (c.type === 'mdxJsxTextElement' && (TITLED.has(String(c.name)) || String(c.name) in CALLOUTS)))
  );
}

/** Numbers the <Step>s of each <Steps> (they may sit in separate paragraphs, so count per list). */
function numberSteps(node: AnyNode, steps: Map<AnyNode, number>, counter?: { n: number }): void {
  for (const child of node.children ?? []) {
    const name = (child as { name?: unknown }).name;
    if (name === 'Steps') numberSteps(child, steps, { n: 0 });
    else {
      if (name === 'Step' && counter) steps.set(child, ++counter.n);
      numberSteps(child, steps, counter);
    }
  }
}

/** The snippets map's key for a legacy `<Snippet file="x.mdx" />` (its name is not unique). */
function legacySnippetKey(file: string | undefined): string {
  return `<Snippet file=${file ?? ''}>`;
}

/** Legacy `<Snippet file="x.mdx" />` anywhere in the page: key → `/snippets/x.mdx` (as remark-legacy-snippet imports it). */
function legacySnippets(node: AnyNode, found: Map<string, string>): void {
  for (const child of node.children ?? []) {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'Snippet') {
      const file = attr(child as unknown as JsxNode, 'file')?.trim();
      if (file && /\.mdx?$/.test(file)) found.set(legacySnippetKey(file), `/snippets/${file.replace(/^\/+/, '')}`);
    }
    legacySnippets(child, found);
  }
}

/**
 * The copy of a tree with each text-only `<CodeBlock>` given `codeText`, its content as written
 * in the source (the parse made paragraphs of it, losing indentation); walks both in step.
 */
function withCodeBlockText(orig: AnyNode, copy: AnyNode, source: string): AnyNode {
  if (orig.type === 'mdxJsxFlowElement' && orig.name === 'CodeBlock') {
    const pos = orig.position as { start?: { offset?: number }; end?: { offset?: number } } | undefined;
    const match = pos?.start?.offset !== undefined && pos.end?.offset !== undefined ? /^<CodeBlock\b[^>]*>([\s\S]*)<\/CodeBlock\s*>$/.exec(source.slice(pos.start.offset, pos.end.offset)) : null;
    if (match && !/[<{]/.test(match[1]!.replace(/^\s*```[\s\S]*```\s*$/, ''))) copy.codeText = dedentBlock(match[1]!);
  }
  orig.children?.forEach((child, i) => {
    const twin = copy.children?.[i];
    if (twin) withCodeBlockText(child, twin, source);
  });
  return copy;
}

/** Default imports of Markdown snippets (`import Intro from '/snippets/intro.mdx'`): name → specifier. */
function snippetImports(tree: Root): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of tree.children as unknown as AnyNode[]) {
    if (node.type !== 'mdxjsEsm' || typeof node.value !== 'string') continue;
    for (const m of node.value.matchAll(/import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+\.mdx?)['"]/g)) found.set(m[1]!, m[2]!);
  }
  return found;
}

/**
 * An MDX (or Markdown) page as plain, readable Markdown for AI readers and "copy page":
 * frontmatter, imports and expressions go; callouts become labelled quotes, fields become
 * list items, tabs/steps/accordions become bold titles over their content, unknown
 * components leave their children; Markdown snippets imported by default are inlined.
 */
export async function mdxToMarkdown(source: string, opts: MarkdownTwinOptions & { format?: 'md' | 'mdx' } = {}): Promise<string> {
  // Lists nested past the limit take the parser minutes (list-depth-limit.ts), and trees nested
  // past MAX_NESTING overflow the recursive steps below: such a page (or snippet) keeps its source.
  if (findDeepList(source)) return source;
  const tree = opts.format === 'md' ? parserMd.parse(source) : parseLenient(source);
  if (deeperThan(tree, MAX_NESTING)) return source;
  return mdastToMarkdown(tree, source, opts);
}

export interface MarkdownTwinOptions {
  readSnippet?: SnippetReader;
  /** Snippet nesting depth (inlining stops at 3). */
  depth?: number;
}

const DROPPED_BLOCKS = new Set(['yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression']);

/**
 * Whether a node or anything in it is MDX syntax (JSX, expressions, ESM) that needs reducing;
 * math written as `<Latex>` too (remarkLatexComponent made it math), so it reads `$…$`.
 */
function hasMdx(node: AnyNode, source: string): boolean {
  if (node.type.startsWith('mdx')) return true;
  if (node.type === 'math' || node.type === 'inlineMath') return source[(node.position as { start?: { offset?: number } } | undefined)?.start?.offset ?? -1] === '<';
  return node.children?.some((child) => hasMdx(child, source)) ?? false;
}

/**
 * The same as {@link mdxToMarkdown} from a tree already parsed from `source` (the page
 * compile's own parse, so a build parses each page once). Top-level blocks without MDX syntax
 * are copied from the source as the author wrote them; only blocks with JSX, expressions or
 * imports are reduced and stringified (the tree is not changed: those blocks are copied first).
 */
export async function mdastToMarkdown(tree: Root, source: string, opts: MarkdownTwinOptions = {}): Promise<string> {
  const snippets = new Map<string, Root | undefined>();
  if (opts.readSnippet && (opts.depth ?? 0) < 3) {
    const imports = snippetImports(tree);
    legacySnippets(tree as unknown as AnyNode, imports);
    for (const [name, specifier] of imports) {
      const text = await opts.readSnippet(specifier);
      if (text === undefined) continue;
      const md = await mdxToMarkdown(text, { ...opts, depth: (opts.depth ?? 0) + 1, format: specifier.endsWith('.md') ? 'md' : 'mdx' });
      const snippet = findDeepList(md) ? undefined : parserMd.parse(md);
      // A snippet too deeply nested to reduce is not inlined.
      if (snippet && !deeperThan(snippet, MAX_NESTING)) snippets.set(name, snippet);
    }
  }
  const parts: string[] = [];
  let pending: AnyNode[] = [];
  const flush = async () => {
    if (!pending.length) return;
    const holder = { type: 'root', children: pending.map((n) => withCodeBlockText(n, copyTreeForMarkdown(n), source)) } as AnyNode;
    pending = [];
    const steps = new Map<AnyNode, number>();
    numberSteps(holder, steps);
    await reduce(holder, snippets, steps);
    const text = stringifier.stringify(holder as unknown as Root).trim();
    if (text) parts.push(text);
  };
  for (const child of tree.children as unknown as AnyNode[]) {
    if (DROPPED_BLOCKS.has(child.type)) continue;
    const start = (child.position as { start?: { offset?: number } } | undefined)?.start?.offset;
    const end = (child.position as { end?: { offset?: number } } | undefined)?.end?.offset;
    if (start !== undefined && end !== undefined && !hasMdx(child, source)) {
      await flush();
      parts.push(source.slice(start, end));
    } else pending.push(child);
  }
  await flush();
  // A dropped expression at the end of a line leaves a space the stringifier would encode.
  return `${parts.join('\n\n').replace(/(&#x20;)+$/gm, '').trim()}\n`;
}

/**
 * A copy of a parsed tree with only what the Markdown reduction reads: no positions, no
 * `data` (MDX keeps whole ESTree programs there), so copying costs little next to parsing.
 */
export function copyTreeForMarkdown<T>(node: T): T {
  if (Array.isArray(node)) return node.map(copyTreeForMarkdown) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'position' || key === 'data') continue;
    out[key] = typeof value === 'object' && value !== null ? copyTreeForMarkdown(value) : value;
  }
  return out as T;
}

/** MDX that does not parse (the build reports it elsewhere) still yields its text as Markdown. */
function parseLenient(source: string): Root {
  try {
    return parser.parse(source);
  } catch {
    return parserMd.parse(source);
  }
}
