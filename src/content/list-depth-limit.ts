import type { Diagnostic } from '../diagnostics/quire-error.js';

/**
 * How deep lists may nest in a page's source before it is parsed at all. The Markdown parser
 * (micromark) re-checks every open list on every line, so its time grows with the cube of the
 * nesting: 300 levels took 2.4 s a parse, 400 levels 3 s, and a page is parsed more than once;
 * a few thousand levels would hang the build for hours (found by the MDX fuzzer, issue 32).
 * 100 levels parse in ~0.2 s; past them the page would fail the nesting limit anyway
 * (remark-nesting-limit.ts: a list level is two tree levels).
 */
export const MAX_LIST_DEPTH = 100;

const FENCE = /^(`{3,}|~{3,})/;
const MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

function columnsOf(whitespace: string, start: number): number {
  let col = start;
  for (const ch of whitespace) col = ch === '\t' ? col + 4 - (col % 4) : col + 1;
  return col;
}

/**
 * The first line where lists nest deeper than {@link MAX_LIST_DEPTH}, estimated from the
 * indentation of list markers (the open items whose content starts left of a marker contain
 * it), outside fenced code. Lazy continuation lines may close items early here: the estimate
 * errs on the lenient side. Linear in the length of the text.
 */
export function findDeepList(text: string): { line: number; depth: number } | undefined {
  const open: number[] = [];
  let fence: string | undefined;
  let line = 0;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    line++;
    let rest = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    const indent = /^[ \t]*/.exec(rest)![0];
    let col = columnsOf(indent, 0);
    rest = rest.slice(indent.length);
    if (!rest) continue;
    if (fence !== undefined) {
      if (rest.startsWith(fence)) fence = undefined;
      continue;
    }
    while (open.length && open[open.length - 1]! > col) open.pop();
    // Several markers may open several items on one line (`- - - x`, `> 1. - x`).
    for (;;) {
      if (rest.startsWith('>')) {
        rest = rest.slice(1);
        col++;
      } else {
        const m = MARKER.exec(rest);
        if (!m) break;
        const after = /^[ \t]*/.exec(rest.slice(m[0].length))![0];
        col = columnsOf(after, col + m[0].length);
        rest = rest.slice(m[0].length + after.length);
        open.push(col);
        if (open.length > MAX_LIST_DEPTH) return { line, depth: open.length };
      }
      const ws = /^[ \t]*/.exec(rest)![0];
      col = columnsOf(ws, col);
      rest = rest.slice(ws.length);
    }
    const f = FENCE.exec(rest);
    if (f) fence = f[1];
  }
  return undefined;
}

/** The diagnostic for a page {@link findDeepList} refuses (a content error: the page fails alone). */
export function deepListDiagnostic(file: string, found: { line: number; depth: number }): Diagnostic {
  return {
    severity: 'error',
    code: 'content/too-deep',
    message: `Lists nest more than ${MAX_LIST_DEPTH} levels deep here; the page cannot be rendered`,
    file,
    line: found.line,
    column: 1,
    hint: 'Flatten the nesting here: a page rarely needs more than a few levels of lists inside each other.',
  };
}
