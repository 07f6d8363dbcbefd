import pc from 'picocolors';
import { formatDiagnostic, formatSummary } from '../diagnostics/format-diagnostic.js';
import { groupDiagnostics, uniqueDiagnostics, type ReportEntry } from '../diagnostics/group-diagnostics.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';

export { hasFailures } from '../diagnostics/quire-error.js';

/** What a command needs from the terminal; tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  color: boolean;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
    stderr: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
    color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb',
  };
}

export interface ReportOptions {
  /** Warnings count as errors (`--strict`). */
  strict?: boolean;
  /** Print every warning (`--verbose`); otherwise a kind with many shows its first ten. */
  verbose?: boolean;
}

/**
 * Prints the diagnostics, each problem once, grouped by kind with errors first (see
 * groupDiagnostics), and a summary line counting every kind. `strict` alone is accepted for
 * older callers.
 */
export function reportDiagnostics(io: CliIO, diagnostics: readonly Diagnostic[], options: ReportOptions | boolean = {}): void {
  if (diagnostics.length === 0) return;
  const { strict = false, verbose = false } = typeof options === 'boolean' ? { strict: options } : options;
  const unique = uniqueDiagnostics(diagnostics);
  const lines = reportLines(groupDiagnostics(unique, (d) => d, { verbose }), (d) => [formatDiagnostic(d, { color: io.color, strict })], io);
  io.stderr([...lines, '', formatSummary(unique, { color: io.color })].join('\n'));
}

/** The lines of a grouped report: a long group stands apart, between blank lines. */
export function reportLines<T>(entries: readonly ReportEntry<T>[], format: (item: T) => string[], io: CliIO): string[] {
  const c = colors(io);
  const lines: string[] = [];
  const blank = () => {
    if (lines.length && lines[lines.length - 1] !== '') lines.push('');
  };
  for (const entry of entries) {
    if (entry.kind === 'item') lines.push(...format(entry.item));
    else if (entry.kind === 'heading') {
      blank();
      lines.push(c.bold(entry.text));
    } else {
      lines.push(c.dim(entry.text));
      blank();
    }
  }
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function colors(io: CliIO) {
  return io.color ? pc : pc.createColors(false);
}

/** Exit codes: 0 success, 1 user errors in the docs, 2 bad command-line usage. */
export const EXIT = { ok: 0, userError: 1, usage: 2 } as const;

export class UsageError extends Error {}
