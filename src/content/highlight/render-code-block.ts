import { escapeHtml } from '../../shared/escape-html.js';
import { createHash } from 'node:crypto';
import type { ShikiTransformer } from 'shiki';
import type { CodeThemes } from './code-themes.js';
import { CODE_THEMES, highlighterWith, loadEmbeddedLanguages, loadLanguage } from './highlighter.js';
import { codeBlockIconHtml } from './code-block-icon.js';
import { parseCodeMeta, type CodeMeta } from './parse-code-meta.js';
import { shikiHastToHtml } from './shiki-html.js';
import { shareTokenization, tokenizingOnce } from './tokenize-once.js';

/** A fenced code block rendered to HTML at build time. */
export interface RenderedCodeBlock {
  /** `<figcaption>` (when titled) and the highlighted `<pre class="shiki">`; goes inside `<figure class="code-block">`. */
  html: string;
  /** The block's title from its meta, used by CodeGroup and RequestExample as the tab label. */
  title?: string;
  /** The language as written (`ts`), or `text`. */
  lang: string;
}

/**
 * `// [!code ++]`, `# [!code --:3]`, `<!-- [!code highlight] -->`… at the end of a line. A
 * count (`:3`) marks that many lines, starting with the notation's own line (Shiki's rule).
 */
const NOTATION = /\s*(?:\/\/|#|--|<!--|\/\*|;)\s*\[!code\s+(\+\+|--|highlight|hl|focus|error|warning)(?::(\d+))?\]\s*(?:-->|\*\/)?\s*$/;

/** Lines past which an `expandable` block starts collapsed (Mintlify collapses long blocks too). */
export const EXPANDABLE_LINES = 15;
const NOTATION_CLASS: Record<string, string> = {
  '++': 'diff add mark',
  '--': 'diff remove mark',
  highlight: 'highlighted',
  hl: 'highlighted',
  focus: 'focused',
  error: 'highlighted error',
  warning: 'highlighted warning',
};

/**
 * Characters of HTML the block cache may hold per process. Bounded by size, not count: a few
 * thousand highlighted blocks are tens of MB that every page render would drag through the
 * garbage collector (a build worker's heap grew by ~40 MB over 600 pages with a 5,000-entry cap,
 * and its major collections with it), while the blocks docs really repeat are few and small.
 */
const CACHE_BUDGET = 4_000_000;
const cache = new Map<string, { block: Promise<RenderedCodeBlock>; size: number }>();
let cached = 0;

/*
 * A block enters the cache on its second use. Most blocks of a site appear once (none of the
 * benchmark's ~3,000 repeat; ~6 % of trigger.dev's do), and caching every block kept the
 * 4 MB budget full of HTML no page asked for again: ~15 MB of each render process's old space,
 * promoted and evicted all build long. Ids seen once cost ~80 bytes each; the set is emptied
 * when it grows past MAX_SEEN, which only delays caching a repeat.
 */
const seenOnce = new Set<string>();
const MAX_SEEN = 20_000;

/**
 * Highlights one code block with both themes as CSS variables (`--shiki-light`,
 * `--shiki-dark`), applying its meta: title and icon, `{1,3-4}` line highlights, `lines`,
 * `wrap`, `expandable`, `nocopy`, `diff` and `[!code ++]` marks. A block used again is cached by (code, lang, meta)
 * for the process (least recently used first out), since docs repeat some snippets on many pages.
 */
export function renderCodeBlock(code: string, lang: string | null | undefined, meta: string | null | undefined, themes: CodeThemes = CODE_THEMES): Promise<RenderedCodeBlock> {
  const id = codeBlockId(code, lang, meta, themes);
  const block = cachedRender(id, code, lang, meta, themes);
  // A block that fails has no place; its own page's render meets the failure, no other page does.
  for (const recording of recordings) recording.push(block.then((b) => ({ id, block: b }), () => undefined));
  return block;
}

function cachedRender(id: string, code: string, lang: string | null | undefined, meta: string | null | undefined, themes: CodeThemes): Promise<RenderedCodeBlock> {
  // Big blocks are rarely repeated, and caching them would keep megabytes per edit alive in
  // `quire dev`: only small ones are cached.
  if (code.length > MAX_CACHED_CHARS) return renderOrReuse(id, code, lang, meta, themes);
  const hit = cache.get(id);
  if (hit) {
    // Most recently used goes last; eviction takes from the front.
    cache.delete(id);
    cache.set(id, hit);
    return hit.block;
  }
  if (!seenOnce.has(id)) {
    if (seenOnce.size >= MAX_SEEN) seenOnce.clear();
    seenOnce.add(id);
    return renderOrReuse(id, code, lang, meta, themes);
  }
  seenOnce.delete(id);
  const entry = { block: renderOrReuse(id, code, lang, meta, themes), size: code.length * 4 };
  cache.set(id, entry);
  cached += entry.size;
  void entry.block.then(
    (b) => {
      if (cache.get(id) !== entry) return;
      cached += b.html.length - entry.size;
      entry.size = b.html.length;
    },
    () => undefined,
  );
  for (const [k, e] of cache) {
    if (cached <= CACHE_BUDGET || e === entry) break;
    cache.delete(k);
    cached -= e.size;
  }
  return entry.block;
}

function renderOrReuse(id: string, code: string, lang: string | null | undefined, meta: string | null | undefined, themes: CodeThemes): Promise<RenderedCodeBlock> {
  const seeded = seeds.size ? seeds.get(id) : undefined;
  return seeded ? Promise.resolve(seeded) : render(code, lang ?? '', parseCodeMeta(meta), themes);
}

const MAX_CACHED_CHARS = 64 * 1024;

/*
 * Blocks of a page's previous version. A one-page rebuild renders that page in a fresh process,
 * where highlighting its blocks meant loading Shiki's grammars and compiling their regexes:
 * ~0.3 s of a ~2 s rebuild. An edit mostly leaves the code alone, so the blocks the previous
 * version rendered (their places in its cached HTML are recorded with it) are reused by
 * (code, lang, meta), of which a block's HTML is a pure function.
 */

/** Empties this process's block cache (tests; a long-running process freeing memory). */
export function clearCodeBlockCache(): void {
  cache.clear();
  seenOnce.clear();
  cached = 0;
}

/** A block of a page's content HTML: `html.slice(at, at + length)`, rendered from the code with this id. */
export interface CodeBlockPlace {
  id: string;
  at: number;
  length: number;
  title?: string;
  lang: string;
}

const seeds = new Map<string, RenderedCodeBlock>();
/*
 * The renders in progress in this process, each with the blocks rendered since it began. Not an
 * AsyncLocalStorage: on Node 20 its first `run` turns on promise hooks for the whole process for
 * good, after which every await costs about 3.5 times as much (bench/RESULTS.md, "Figures behind
 * code comments"). Renders that overlap in one process (the dev server's, a build's in-process
 * pages) also get each other's blocks: a place is looked for in the page's own HTML, so a block
 * that is not there is skipped, and at worst a block of the page is found no place for and is
 * highlighted again on its next render.
 */
const recordings = new Set<Promise<{ id: string; block: RenderedCodeBlock } | undefined>[]>();

function codeBlockId(code: string, lang: string | null | undefined, meta: string | null | undefined, themes: CodeThemes): string {
  // The default pair adds nothing, so ids recorded before themes were configurable still match.
  const pair = themes.light === CODE_THEMES.light && themes.dark === CODE_THEMES.dark ? '' : `${themes.light}\u0000${themes.dark}\u0000`;
  return createHash('sha1').update(`${pair}${lang ?? ''}\u0000${meta ?? ''}\u0000${code}`).digest('base64url');
}

/** Runs `render` (a page's compile and render to `html`) and finds where its code blocks are in that HTML. */
export async function withCodeBlockPlaces<T extends { html: string }>(render: () => Promise<T>): Promise<{ result: T; places: CodeBlockPlace[] }> {
  const recorded: Promise<{ id: string; block: RenderedCodeBlock } | undefined>[] = [];
  recordings.add(recorded);
  let result: T;
  try {
    result = await render();
  } finally {
    recordings.delete(recorded);
  }
  const places: CodeBlockPlace[] = [];
  let from = 0;
  for (const entry of await Promise.all(recorded)) {
    if (!entry) continue;
    const { id, block } = entry;
    const at = result.html.indexOf(block.html, from);
    if (at < 0) continue; // e.g. inside a component that did not render it
    places.push({ id, at, length: block.html.length, ...(block.title !== undefined && { title: block.title }), lang: block.lang });
    from = at + block.html.length;
  }
  return { result, places };
}

/**
 * Makes the blocks of a previously rendered `html` available to this process's renders until
 * the returned function is called (after the page that needed them is rendered: a build that
 * compiles thousands of pages again must not hold all their old blocks).
 */
export function reuseCodeBlocks(html: string, places: readonly CodeBlockPlace[]): () => void {
  const added: string[] = [];
  for (const p of places) {
    if (p.at < 0 || p.at + p.length > html.length || seeds.has(p.id)) continue;
    seeds.set(p.id, { html: html.slice(p.at, p.at + p.length), ...(p.title !== undefined && { title: p.title }), lang: p.lang });
    added.push(p.id);
  }
  return () => {
    for (const id of added) seeds.delete(id);
  };
}

/** Longer blocks are shown as plain text: grammar tokenising a 5 MB block takes minutes and gigabytes. */
const MAX_HIGHLIGHT_CHARS = 500_000;

async function render(source: string, lang: string, meta: CodeMeta, themes: CodeThemes): Promise<RenderedCodeBlock> {
  const huge = source.length > MAX_HIGHLIGHT_CHARS;
  const [highlighter, grammar] = await Promise.all([highlighterWith(themes), loadLanguage(huge ? 'text' : lang)]);
  const { code, lineClasses } = lineMarks(source.replace(/\n$/, ''), lang, meta);
  if (!huge) await loadEmbeddedLanguages(grammar, code);
  const hasFocus = meta.focus.size > 0 || lineClasses.some((c) => c?.includes('focused'));
  // `expandable` only marks blocks long enough to collapse; the client adds the toggle, so
  // without JavaScript the whole block shows.
  const expandable = meta.expandable && countLines(code) > EXPANDABLE_LINES;
  const preClasses = [meta.lineNumbers && 'line-numbers', meta.wrap && 'wrap', hasFocus && 'has-focus', expandable && 'expandable', meta.noCopy && 'no-copy'].filter(Boolean) as string[];
  const title = titleHtml(meta);
  // Shiki builds a tree of every line even for plain text: for megabytes that is most of the
  // page's time and memory, so huge blocks get the same HTML written directly.
  const plain = huge && !/\r/.test(code) ? await plainCodeHtml(code, lineClasses, preClasses, themes) : undefined;
  if (plain !== undefined) return { html: title + plain, ...(meta.title && { title: meta.title }), lang: lang || 'text' };
  const transformer: ShikiTransformer = {
    pre(node) {
      for (const c of preClasses) addClass(node, c);
    },
    line(node, line) {
      const classes = lineClasses[line - 1];
      if (classes) addClass(node, classes);
    },
  };
  // Both themes from one tokenisation of each line (tokenize-once.ts).
  if (grammar !== 'text') shareTokenization(highlighter.getLanguage(grammar));
  // codeToHtml is codeToHast, then hast-util-to-html, then transformers' `postprocess` (this
  // one has none); shiki-html.ts writes the same HTML for less.
  const pre = tokenizingOnce(() =>
    shikiHastToHtml(highlighter.codeToHast(code, {
      lang: grammar,
      themes,
      defaultColor: false,
      transformers: [transformer],
      // Shiki stops tokenising a line after 500 ms by default and leaves the rest uncoloured. A
      // grammar's first use compiles its regexes, which on a busy machine (or a worker starting
      // cold) can pass that, so the same page came out differently from build to build. Output
      // must depend only on the input (the render cache stores it), so no time limit; very long
      // lines are left plain instead, which is deterministic.
      tokenizeTimeLimit: 0,
      tokenizeMaxLineLength: 20_000,
    })),
  );
  return { html: title + pre, ...(meta.title && { title: meta.title }), lang: lang || 'text' };
}

/**
 * The HTML Shiki gives plain text (`text` grammar, both themes), written directly: Shiki's own
 * wrapper from a one-line sample, then one `<span class="line">` per line with `&` and `<`
 * escaped as Shiki's serialiser does. Undefined if the sample does not have the expected shape.
 */
export async function plainCodeHtml(code: string, lineClasses: readonly (string | undefined)[], preClasses: readonly string[], themes: CodeThemes = CODE_THEMES): Promise<string | undefined> {
  const [highlighter, grammar] = await Promise.all([highlighterWith(themes), loadLanguage('text')]);
  const sample = highlighter.codeToHtml('x', {
    lang: grammar,
    themes,
    defaultColor: false,
    transformers: [{ pre: (node) => preClasses.forEach((c) => addClass(node, c)) }],
  });
  const shape = /^([\s\S]*?<code>)<span class="line"><span>x<\/span><\/span>(<\/code><\/pre>)$/.exec(sample);
  if (!shape) return undefined;
  const lines = code.split('\n');
  const parts = new Array<string>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const extra = lineClasses[i];
    const cls = extra ? ['line', ...extra.split(' ')].filter((c, j, all) => c && all.indexOf(c) === j).join(' ') : 'line';
    parts[i] = `<span class="${cls}"><span>${lines[i]!.replace(/[&<]/g, (ch) => (ch === '&' ? '&#x26;' : '&#x3C;'))}</span></span>`;
  }
  return shape[1] + parts.join('\n') + shape[2];
}

/** The `<figcaption>` of a titled block: its icon (`icon="…"`), then its title. */
function titleHtml(meta: CodeMeta): string {
  if (!meta.title) return '';
  const icon = meta.icon ? codeBlockIconHtml(meta.icon) : undefined;
  return `<figcaption class="code-block-title">${icon ?? ''}${escapeHtml(meta.title)}</figcaption>`;
}

function countLines(code: string): number {
  let n = 1;
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Strips `[!code …]` notations and collects each line's classes (highlight, focus, diff). A
 * notation alone on its line (`// [!code ++:2]` above the code) is removed with its line and
 * marks the lines below it; at the end of a line it marks that line and the ones after.
 */
function lineMarks(source: string, lang: string, meta: CodeMeta): { code: string; lineClasses: string[] } {
  const lines = source.split('\n');
  const out: string[] = [];
  const lineClasses: string[] = [];
  const isDiff = lang === 'diff';
  // Notation classes still owed to the next lines: [class, lines left].
  let pending: [string, number][] = [];
  for (const raw of lines) {
    let line = raw;
    const m = NOTATION.exec(line);
    const mark = m ? { cls: NOTATION_CLASS[m[1]!]!, count: Math.max(1, Math.min(Number(m[2] ?? 1), lines.length)) } : undefined;
    if (m) line = line.slice(0, m.index);
    if (mark && line.trim() === '') {
      pending.push([mark.cls, mark.count]);
      continue;
    }
    const classes: string[] = [];
    for (const p of pending) if (p[1]-- > 0 && !classes.includes(p[0])) classes.push(p[0]);
    pending = pending.filter((p) => p[1] > 0);
    if (mark) {
      if (!classes.includes(mark.cls)) classes.push(mark.cls);
      if (mark.count > 1) pending.push([mark.cls, mark.count - 1]);
    }
    const n = out.length;
    if (isDiff && line.startsWith('+') && !line.startsWith('+++')) classes.push('diff add');
    if (isDiff && line.startsWith('-') && !line.startsWith('---')) classes.push('diff remove');
    if (meta.highlight.has(n + 1)) classes.push('highlighted');
    if (meta.focus.has(n + 1)) classes.push('focused');
    if (classes.length > 0) lineClasses[n] = classes.join(' ');
    out.push(line);
  }
  return { code: out.join('\n'), lineClasses };
}

type Element = Parameters<NonNullable<ShikiTransformer['line']>>[0];

function addClass(node: Element, cls: string): void {
  const current = node.properties.class;
  const list = Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(' ') : [];
  node.properties.class = [...list, ...cls.split(' ')].filter((c, i, all) => c && all.indexOf(c) === i).join(' ');
}

export { escapeHtml };
