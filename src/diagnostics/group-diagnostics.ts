import { countOfKind, formatCount } from './diagnostic-kinds.js';
import type { Diagnostic } from './quire-error.js';

/** Warnings of one code printed before the rest is summed up (without `--verbose`). */
export const WARNINGS_SHOWN_PER_KIND = 10;

/** One line (or block) of a diagnostics report, in print order. */
export type ReportEntry<T> =
  | { kind: 'item'; item: T }
  /** Before a long group: `212 broken links in 34 files — first 10 shown, --verbose for all`. */
  | { kind: 'heading'; text: string }
  /** After it: `… and 202 more broken links`. */
  | { kind: 'more'; text: string };

export interface GroupOptions {
  /** Print every diagnostic. */
  verbose?: boolean;
  /** Warnings of one code shown when there are more (default {@link WARNINGS_SHOWN_PER_KIND}). */
  limit?: number;
}

/**
 * The order and grouping of a report, so a migrating site's 1,700 warnings stay readable: errors
 * first, then warnings; each kind (diagnostic code) together, in the order they first appear.
 * Errors are always all shown (each one stops the build and must be fixed); a kind of warning
 * with more than `limit` shows its first `limit`, between a heading with its count and the number
 * of files, and a line saying how many more there are.
 *
 * Generic over the item so the dev server can group diagnostics that carry a code frame.
 */
export function groupDiagnostics<T>(items: readonly T[], diagnosticOf: (item: T) => Diagnostic, opts: GroupOptions = {}): ReportEntry<T>[] {
  const limit = opts.limit ?? WARNINGS_SHOWN_PER_KIND;
  const out: ReportEntry<T>[] = [];
  for (const severity of ['error', 'warning'] as const) {
    const byCode = new Map<string, T[]>();
    for (const item of items) {
      const d = diagnosticOf(item);
      if (d.severity !== severity) continue;
      const group = byCode.get(d.code);
      if (group) group.push(item);
      else byCode.set(d.code, [item]);
    }
    for (const [code, group] of byCode) {
      if (severity === 'error' || opts.verbose || group.length <= limit) {
        for (const item of group) out.push({ kind: 'item', item });
        continue;
      }
      const files = new Set(group.map((item) => diagnosticOf(item).file).filter((f) => f !== undefined)).size;
      const inFiles = files ? ` in ${formatCount(files)} file${files === 1 ? '' : 's'}` : '';
      out.push({ kind: 'heading', text: `${countOfKind(code, group.length)}${inFiles} — first ${limit} shown, --verbose for all` });
      for (const item of group.slice(0, limit)) out.push({ kind: 'item', item });
      out.push({ kind: 'more', text: `… and ${countOfKind(code, group.length - limit, true)}` });
    }
  }
  return out;
}

/**
 * Each problem once: a snippet imported by 30 pages reports its own problems with every page that
 * compiles it, each time at the same place with the same words.
 */
export function uniqueDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.file, d.line, d.column, d.jsonPath, d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `3 errors (2 MDX syntax errors, 1 missing snippet), 1,742 warnings (212 broken links, …)`: every kind counted. */
export function summaryParts(diagnostics: readonly Diagnostic[]): { errors?: string; warnings?: string } {
  const part = (severity: Diagnostic['severity'], noun: string) => {
    const counts = new Map<string, number>();
    for (const d of diagnostics) if (d.severity === severity) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    if (!total) return undefined;
    // Most frequent first; ties keep the order the kinds appeared in.
    const kinds = [...counts].sort((a, b) => b[1] - a[1]).map(([code, n]) => countOfKind(code, n));
    return `${formatCount(total)} ${noun}${total === 1 ? '' : 's'} (${kinds.join(', ')})`;
  };
  const errors = part('error', 'error');
  const warnings = part('warning', 'warning');
  return { ...(errors && { errors }), ...(warnings && { warnings }) };
}
