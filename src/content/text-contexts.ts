/** What a place in an MDX or Markdown source is, as far as braces are concerned. */
export type TextContext = 'prose' | 'code' | 'attribute';

export interface TextRange {
  start: number;
  end: number;
  kind: Exclude<TextContext, 'prose'>;
}

export interface TextContexts {
  /** The context of the character at `offset`. */
  at(offset: number): TextContext;
}

const FENCE_OPEN = /^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})/;
const FENCE_CLOSE = /^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})[ \t]*\r?$/;
const ESM = /^(?:import|export)[\s{*]/;
const VARIABLE_AT = /\{\{\s*[\w.-]+\s*\}\}/y;

/**
 * A light scan of a page (from `from`, after its frontmatter) telling prose, where MDX reads
 * `{` as an expression, from code (fenced and inline code, ESM, `{…}` expressions, the inside of
 * JSX tags) and quoted JSX attribute values. Not a parser: it only needs to be right for the
 * common shapes, and errs towards "code" (where nothing is escaped). In Markdown (`md`) only code
 * blocks and inline code count.
 */
export function scanMdxContexts(text: string, format: 'mdx' | 'md', from = 0): TextContexts {
  const ranges: TextRange[] = [];
  const n = text.length;
  const mdx = format === 'mdx';
  let i = from;
  let lineStart = true;
  while (i < n) {
    if (lineStart) {
      lineStart = false;
      const lineEnd = endOfLine(text, i);
      const line = text.slice(i, lineEnd);
      const fence = FENCE_OPEN.exec(line);
      if (fence && !(fence[1]![0] === '`' && line.slice(fence[0].length).includes('`'))) {
        const end = closingFence(text, lineEnd, fence[1]!);
        ranges.push({ start: i, end, kind: 'code' });
        i = end;
        lineStart = true;
        continue;
      }
      if (mdx && ESM.test(line)) {
        // An ESM block runs to the next blank line.
        const blank = /\n[ \t]*\r?\n/g;
        blank.lastIndex = i;
        const end = blank.exec(text)?.index ?? n;
        ranges.push({ start: i, end, kind: 'code' });
        i = end;
        continue;
      }
    }
    const ch = text[i];
    if (ch === '\n') {
      i++;
      lineStart = true;
    } else if (ch === '\\') {
      i += text[i + 1] === '\n' ? 1 : 2;
    } else if (ch === '`') {
      const end = inlineCodeEnd(text, i);
      if (end > 0) ranges.push({ start: i, end, kind: 'code' });
      i = end > 0 ? end : i + runLength(text, i, '`');
    } else if (mdx && ch === '{') {
      VARIABLE_AT.lastIndex = i;
      if (VARIABLE_AT.test(text)) {
        i = VARIABLE_AT.lastIndex;
        continue;
      }
      const end = matchingBrace(text, i);
      ranges.push({ start: i, end, kind: 'code' });
      i = end;
    } else if (mdx && ch === '<' && text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      const end = close === -1 ? n : close + 3;
      ranges.push({ start: i, end, kind: 'code' });
      i = end;
    } else if (mdx && ch === '<' && /[A-Za-z/>]/.test(text[i + 1] ?? '')) {
      i = scanTag(text, i, ranges);
    } else i++;
    if (i > 0 && text[i - 1] === '\n') lineStart = true;
  }
  return {
    at(offset) {
      let lo = 0;
      let hi = ranges.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const r = ranges[mid];
        if (offset < r!.start) hi = mid - 1;
        else if (offset >= r!.end) lo = mid + 1;
        else return r!.kind;
      }
      return 'prose';
    },
  };
}

function endOfLine(text: string, from: number): number {
  const nl = text.indexOf('\n', from);
  return nl === -1 ? text.length : nl;
}

/** Offset after the line closing a fence opened with `marker` (the end of the text if none). */
function closingFence(text: string, openLineEnd: number, marker: string): number {
  let start = openLineEnd + 1;
  while (start <= text.length) {
    const end = endOfLine(text, start);
    const close = FENCE_CLOSE.exec(text.slice(start, end));
    if (close && close[1]![0] === marker[0] && close[1]!.length >= marker.length) return Math.min(end + 1, text.length);
    if (end >= text.length) break;
    start = end + 1;
  }
  return text.length;
}

function runLength(text: string, from: number, ch: string): number {
  let k = from;
  while (text[k] === ch) k++;
  return k - from;
}

/** End of the code span opening at `from`: the next run of as many backticks, within the paragraph; 0 if none. */
function inlineCodeEnd(text: string, from: number): number {
  const len = runLength(text, from, '`');
  const paragraphEnd = /\n[ \t]*\r?\n/g;
  paragraphEnd.lastIndex = from;
  const limit = paragraphEnd.exec(text)?.index ?? text.length;
  for (let k = text.indexOf('`', from + len); k !== -1 && k < limit; k = text.indexOf('`', k)) {
    const run = runLength(text, k, '`');
    if (run === len) return k + run;
    k += run;
  }
  return 0;
}

/** Offset after the `}` matching the `{` at `from`, skipping JavaScript strings (the end of the text if none). */
function matchingBrace(text: string, from: number): number {
  let depth = 0;
  for (let k = from; k < text.length; k++) {
    const ch = text[k];
    if (ch === '"' || ch === "'" || ch === '`') {
      const close = text.indexOf(ch, k + 1);
      if (close === -1) return text.length;
      k = close;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return k + 1;
  }
  return text.length;
}

/**
 * Scans a JSX tag opening at `from`: quoted attribute values are `attribute`, everything else in
 * the tag `code`. Returns the offset after `>`; a `<` that never closes before a blank line is
 * not a tag (then only the `<` is skipped).
 */
function scanTag(text: string, from: number, ranges: TextRange[]): number {
  const found: TextRange[] = [];
  let segment = from;
  for (let k = from + 1; k < text.length; k++) {
    const ch = text[k];
    if (ch === '"' || ch === "'") {
      const close = text.indexOf(ch, k + 1);
      if (close === -1) break;
      if (k > segment) found.push({ start: segment, end: k, kind: 'code' });
      found.push({ start: k, end: close + 1, kind: 'attribute' });
      segment = close + 1;
      k = close;
    } else if (ch === '{') {
      k = matchingBrace(text, k) - 1;
    } else if (ch === '>') {
      found.push({ start: segment, end: k + 1, kind: 'code' });
      ranges.push(...found.filter((r) => r.end > r.start));
      return k + 1;
    } else if (ch === '\n' && /^\n[ \t]*\r?\n/.test(text.slice(k, k + 4 + 2))) break;
  }
  return from + 1;
}
