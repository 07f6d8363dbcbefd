import type { Diagnostic, Severity } from '../diagnostics/quire-error.js';

/** The fields of a VFileMessage (or MDX/acorn error) that we read; all optional. */
interface MessageLike {
  reason?: unknown;
  message?: unknown;
  ruleId?: unknown;
  source?: unknown;
  line?: unknown;
  column?: unknown;
  fatal?: unknown;
  cause?: unknown;
  /** VFileMessage `note`: Quire's plugins put their hint here. */
  note?: unknown;
}

/** `source` of messages raised by Quire's own content plugins; their ruleId is the code suffix. */
export const QUIRE_MESSAGE_SOURCE = 'quire';

/** Hints for MDX rule ids: what usually causes them and how to fix it. */
const HINTS: Record<string, string> = {
  'end-tag-mismatch':
    'Close every tag (`<Note>…</Note>`) or self-close it (`<Card />`). Void HTML tags must be self-closed in MDX: `<br />`, `<img />`, `<hr />`.',
  'unexpected-closing-slash': 'A closing tag has no matching opening tag; remove it or add the opening tag.',
  'unexpected-character':
    'In MDX, `<` starts a tag and `{` starts an expression. To show them as text, escape them (`\\<`, `\\{`) or use inline code.',
  'unexpected-eof':
    'An expression or tag was not closed before the end of the block. To write a literal `{` or `<`, escape it as `\\{` or `\\<`.',
  'unexpected-lazy': 'Indent the continuation lines of the tag or expression like its first line.',
  acorn: 'The JavaScript inside `{…}` or an import/export line is invalid. Check brackets and quotes; escape a literal `{` as `\\{`.',
  'non-esm': 'Only `import` and `export` statements may appear at the top level of MDX code blocks.',
};

const DEFAULT_HINT =
  'Check the MDX syntax near this place: tags must be closed, and `{`/`<` used as text must be escaped (`\\{`, `\\<`).';

/**
 * Turns an MDX/VFile message (thrown or collected) into a Diagnostic with place,
 * reason and hint, never a stack trace. `columnShiftOnLine1` corrects positions when the
 * compiled text differs from the user's file (a prefix added on line 1).
 */
export function messageToDiagnostic(error: unknown, file: string, opts: { columnShiftOnLine1?: number } = {}): Diagnostic {
  const m = (typeof error === 'object' && error !== null ? error : { reason: String(error) }) as MessageLike;
  const ruleId = typeof m.ruleId === 'string' ? m.ruleId : undefined;
  const ours = m.source === QUIRE_MESSAGE_SOURCE && ruleId;
  const severity: Severity = m.fatal === false ? 'warning' : 'error';
  let reason = String(m.reason ?? m.message ?? 'Unknown MDX error');
  // acorn's own message ("Unexpected token") says what was wrong; MDX only says "could not parse".
  const cause = m.cause as { message?: unknown } | undefined;
  if (ruleId === 'acorn' && cause && typeof cause.message === 'string') {
    reason += `: ${cause.message.replace(/\s*\(\d+:\d+\)$/, '')}`;
  }

  let line = typeof m.line === 'number' ? m.line : undefined;
  let column = typeof m.column === 'number' ? m.column : undefined;
  // An unclosed tag is reported at the end of its paragraph (or with no place at the end
  // of the file); the opening tag's place, named in the reason, is where the fix goes.
  if (line === undefined || (ruleId === 'end-tag-mismatch' && reason.startsWith('Expected a closing tag'))) {
    const at = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    if (at) {
      line = Number(at[1]);
      column = Number(at[2]);
    }
  }
  if (line === 1 && column !== undefined && opts.columnShiftOnLine1) {
    column = Math.max(1, column - opts.columnShiftOnLine1);
  }

  const diagnostic: Diagnostic = {
    severity,
    code: ours ? `content/${ruleId}` : severity === 'error' ? 'content/mdx-syntax' : 'content/mdx-warning',
    message: reason,
    file,
  };
  if (line !== undefined) diagnostic.line = line;
  if (column !== undefined) diagnostic.column = column;
  const hint = ours ? (typeof m.note === 'string' ? m.note : undefined) : (ruleId && HINTS[ruleId]) || (severity === 'error' ? DEFAULT_HINT : undefined);
  if (hint) diagnostic.hint = hint;
  return diagnostic;
}
