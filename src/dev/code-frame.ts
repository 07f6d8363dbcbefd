import { readFile } from 'node:fs/promises';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { safeJoin } from './serve-utils.js';

/**
 * The lines around a diagnostic's place, with a caret under its column:
 *
 *     3 | ## Setup
 *   > 4 | <Card title="x"
 *       |       ^
 *     5 | text
 */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1]!.replace(/\t/g, '  ');
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${text}`.trimEnd());
    if (n === line) {
      const caretAt = Math.max(0, column - 1) + (lines[n - 1]!.slice(0, column - 1).match(/\t/g)?.length ?? 0);
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(caretAt)}^`);
    }
  }
  return out.join('\n');
}

/** Reads the diagnostic's file (inside `root` only) and frames its line; '' when it has no place. */
export async function diagnosticFrame(root: string, d: Diagnostic): Promise<string> {
  if (!d.file || d.line === undefined || /^https?:/i.test(d.file)) return '';
  const file = safeJoin(root, `/${d.file}`);
  if (!file) return '';
  try {
    return codeFrame(await readFile(file, 'utf8'), d.line, d.column);
  } catch {
    return '';
  }
}

/** A diagnostic together with its code frame, for the terminal and the overlay. */
export interface FramedDiagnostic {
  diagnostic: Diagnostic;
  frame: string;
}

export function frameAll(root: string, diagnostics: readonly Diagnostic[]): Promise<FramedDiagnostic[]> {
  return Promise.all(diagnostics.map(async (diagnostic) => ({ diagnostic, frame: await diagnosticFrame(root, diagnostic) })));
}
