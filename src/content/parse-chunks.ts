/**
 * A long page parsed in pieces, so that the next version of the page parses only the pieces
 * that changed. Parsing is most of a long page's compile: micromark with MDX reads ~270 kB/s,
 * so the 80 kB release notes of the bench's largest site took ~0.4 s of a one-page rebuild,
 * where adding a release changes one section (bench/RESULTS.md, 2026-12-07).
 *
 * A page splits before a heading written at the start of a line after a blank line (`## 3.4.2`).
 * Such a line closes every list, quote, paragraph and indented block before it; what can still
 * hold it is a construct left open before it. Splitting skips code fences as a line-by-line look
 * sees them (a `# comment` in a shell block is no heading), but safety does not rest on that
 * look: each piece is checked for a construct left open after its parse:
 * a fence or `$$` block still open runs to the piece's end (into the blank line), and a
 * component, expression or import left open is a parse error. Either way, and for any other
 * error, the page is parsed whole, as before (so an error is placed in the whole page). Link
 * and footnote definitions apply to the whole page, so a page with one is parsed whole too.
 *
 * A piece's tree is kept with positions counted from the piece's start and moved to its place
 * in the page when used: a release added at the top moves every later piece.
 */
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Root, RootContent } from 'mdast';

/** Shorter pages are parsed whole: pieces would save less than keeping them costs. */
export const MIN_CHUNKED_TEXT = 16_384;

/** Pieces are at least this long (a short section joins the next one). */
const MIN_CHUNK = 1_024;

/** What one parse of a page may reuse, and what it leaves for the next. */
export interface ParseMemo {
  /** Pieces parsed before (piece key → serialized tree, positions from the piece's start). */
  seeds?: ReadonlyMap<string, Uint8Array>;
  /**
   * Keep this parse's pieces in `made`, in order (left empty when the page was parsed whole).
   * Off, the page is still parsed in pieces, which is faster than whole (micromark slows down
   * on long documents), but nothing is serialized.
   */
  keep: boolean;
  made: [string, Uint8Array][];
}

/** A piece of the page: where it starts, and its line there (1-based). */
interface Chunk {
  start: number;
  end: number;
  line: number;
}

/** A heading at the start of a line: `#` to `######`, then a space, a tab or the line's end. */
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
/** A code fence's marks, at any indentation (lists indent theirs). */
const FENCE = /^[ \t>]*(`{3,}|~{3,})/;
/** A link or footnote definition could be anywhere in these: the page is parsed whole. */
const DEFINITION = /\[[^\]\n]*\]:|\[\^/;

/**
 * Where `text` splits (at least two pieces), or undefined: too short, no place to split, or a
 * definition somewhere in it. The frontmatter stays in the first piece.
 */
export function chunksOf(text: string, minText = MIN_CHUNKED_TEXT): Chunk[] | undefined {
  if (text.length < minText || DEFINITION.test(text)) return undefined;
  // A byte-order mark is dropped and a lone CR ends a line for micromark: offsets or lines would differ.
  if (text.charCodeAt(0) === 0xfeff || /\r(?!\n)/.test(text)) return undefined;
  let from = 0;
  if (/^---[ \t]*\r?\n/.test(text)) {
    const close = /\r?\n---[ \t]*(?:\r?\n|$)/g;
    close.lastIndex = 3;
    const found = close.exec(text);
    if (!found) return undefined;
    from = found.index + found[0].length;
  }
  const chunks: Chunk[] = [];
  let start = 0;
  let startLine = 1;
  let line = 1;
  let previousBlank = false;
  /** The fence of the code block the line is in (`# comment` lines in code are no headings). */
  let fence: string | undefined;
  for (let at = 0; at < text.length; ) {
    const newline = text.indexOf('\n', at);
    const next = newline === -1 ? text.length : newline + 1;
    const content = text.slice(at, newline === -1 ? text.length : newline).replace(/\r$/, '');
    const marks = FENCE.exec(content);
    if (marks) {
      const [, run = ''] = marks;
      if (fence === undefined) {
        // An info string with a backtick makes a line of inline code, not a fence.
        if (run[0] === '~' || !content.slice(marks[0].length).includes('`')) fence = run;
      } else if (run[0] === fence[0] && run.length >= fence.length && content.slice(marks[0].length).trim() === '') fence = undefined;
    }
    // Not inside a fence (as far as this look tells: the parse checks each piece).
    if (fence === undefined && at >= from && previousBlank && at - start >= MIN_CHUNK && ATX_HEADING.test(content)) {
      chunks.push({ start, end: at, line: startLine });
      start = at;
      startLine = line;
    }
    previousBlank = /^[ \t]*$/.test(content);
    line++;
    at = next;
  }
  if (chunks.length === 0) return undefined;
  chunks.push({ start, end: text.length, line: startLine });
  return chunks;
}

/** A piece's key: its text (the parser, its extensions and Quire's code key the cache it is kept in). */
function chunkKey(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

/**
 * Parses `text` with `parse` piece by piece, taking the pieces `memo` holds, or undefined when
 * the page must be parsed whole (see the module comment). `memo.made` gets the pieces.
 */
export function parseInChunks(text: string, parse: (text: string) => Root, memo: ParseMemo, minText = MIN_CHUNKED_TEXT): Root | undefined {
  const chunks = chunksOf(text, minText);
  if (!chunks) return undefined;
  const made: [string, Uint8Array][] = [];
  const children: RootContent[] = [];
  for (let i = 0; i < chunks.length; i++) {
    const { start, end, line } = chunks[i]!;
    const piece = text.slice(start, end);
    const key = memo.keep || memo.seeds ? chunkKey(piece) : '';
    let bytes = memo.seeds?.get(key);
    let tree = bytes && keptTree(bytes);
    if (!tree) {
      bytes = undefined;
      try {
        tree = parse(piece);
      } catch {
        return undefined;
      }
      // A construct left open runs into the blank line that ends every piece but the last.
      const last = tree.children.at(-1);
      if (i < chunks.length - 1 && last && (last.position?.end.offset ?? Infinity) > piece.trimEnd().length) return undefined;
      if (memo.keep) bytes = serialize(tree);
    }
    if (bytes) made.push([key, bytes]);
    // An import's specifier is one node that MDX positions twice, so its positions depend on where
    // the parse began: only the first piece, which begins where the page does, may hold ESM.
    if (moveTree(tree, line - 1, start)) return undefined;
    children.push(...tree.children);
  }
  memo.made = made;
  const lines = text.split('\n');
  return {
    type: 'root',
    children,
    position: { start: { line: 1, column: 1, offset: 0 }, end: { line: lines.length, column: lines.at(-1)!.length + 1, offset: text.length } },
  };
}

/**
 * Moves every position in a piece's tree by `lines` and `offset`: the mdast nodes' and those
 * of the JavaScript trees MDX keeps under `data.estree` (`start`, `end`, `range`, `loc`).
 * Pieces start at a line's start, so columns stay. True when the tree holds ESM (`import`, `export`).
 */
export function moveTree(tree: Root, lines: number, offset: number): boolean {
  if (lines === 0 && offset === 0) return false;
  let esm = false;
  const seen = new Set<object>();
  const movePoint = (point: unknown) => {
    if (!point || typeof point !== 'object' || seen.has(point)) return;
    seen.add(point);
    const p = point as { line?: unknown; offset?: unknown };
    if (typeof p.line === 'number') p.line += lines;
    if (typeof p.offset === 'number') p.offset += offset;
  };
  const stack: unknown[] = [tree];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    if (ArrayBuffer.isView(value) || value instanceof RegExp) continue;
    const node = value as Record<string, unknown>;
    if (node.type === 'mdxjsEsm') esm = true;
    // JavaScript nodes carry offsets beside a `loc`; an mdast list's `start` is its first number.
    const estree = typeof node.type === 'string' && (node.loc !== undefined || node.range !== undefined);
    for (const key in node) {
      const field = node[key];
      if ((key === 'position' || key === 'loc') && field && typeof field === 'object') {
        seen.add(field);
        movePoint((field as { start?: unknown }).start);
        movePoint((field as { end?: unknown }).end);
      } else if (estree && (key === 'start' || key === 'end') && typeof field === 'number') {
        node[key] = field + offset;
      } else if (estree && key === 'range' && Array.isArray(field) && typeof field[0] === 'number') {
        node[key] = [field[0] + offset, (field[1] as number) + offset];
      } else if (field && typeof field === 'object') stack.push(field);
    }
  }
  return esm;
}

/** A kept piece's tree; undefined when the bytes are not one (a damaged cache entry is a miss). */
function keptTree(bytes: Uint8Array): Root | undefined {
  try {
    const tree = deserialize(bytes) as Root;
    return tree?.type === 'root' && Array.isArray(tree.children) ? tree : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page's pieces as the render cache keeps them: deflated at the fastest level, which makes
 * serialized trees (~9 bytes per byte of text, their keys and positions repeating) about the
 * size of the text.
 */
export function serializeChunks(made: readonly [string, Uint8Array][]): Uint8Array {
  return deflateRawSync(serialize(made), { level: 1 });
}

/** The pieces a kept record holds (none when it is not one). */
export function deserializeChunks(bytes: Uint8Array): Map<string, Uint8Array> {
  try {
    const made = deserialize(inflateRawSync(bytes)) as unknown;
    if (!Array.isArray(made)) return new Map();
    return new Map(made.filter((e): e is [string, Uint8Array] => Array.isArray(e) && typeof e[0] === 'string' && e[1] instanceof Uint8Array));
  } catch {
    return new Map();
  }
}
