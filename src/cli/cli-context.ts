import pc from 'picocolors';
import { formatDiagnostic, formatSummary } from '../diagnostics/format-diagnostic.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';

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

/** Prints every diagnostic (errors first) and a one-line count. */
export function reportDiagnostics(io: CliIO, diagnostics: readonly Diagnostic[], strict = false): void {
  if (diagnostics.length === 0) return;
  const sorted = [...diagnostics].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  for (const d of sorted) io.stderr(formatDiagnostic(d, { color: io.color, strict }));
  io.stderr(`\n${formatSummary(diagnostics, { color: io.color })}`);
}

export function hasFailures(diagnostics: readonly Diagnostic[], strict: boolean): boolean {
  return diagnostics.some((d) => d.severity === 'error' || (strict && d.severity === 'warning'));
}

export function colors(io: CliIO) {
  return io.color ? pc : pc.createColors(false);
}

/** Exit codes: 0 success, 1 user errors in the docs, 2 bad command-line usage. */
export const EXIT = { ok: 0, userError: 1, usage: 2 } as const;

export class UsageError extends Error {}
