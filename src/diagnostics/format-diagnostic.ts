import pc from 'picocolors';
import { summaryParts } from './group-diagnostics.js';
import type { Diagnostic } from './quire-error.js';

export interface FormatOptions {
  color: boolean;
  /** Warnings count as errors (`--strict`). */
  strict?: boolean;
}

/**
 * One line per problem: `docs.json:14:9 navigation.tabs[1]: "pages" is required`,
 * then an indented hint. Used by the CLI (and later the dev overlay).
 */
export function formatDiagnostic(d: Diagnostic, opts: FormatOptions): string {
  const c = opts.color ? pc : pc.createColors(false);
  const isError = d.severity === 'error' || opts.strict;
  const label = isError ? c.red(c.bold('error')) : c.yellow(c.bold('warning'));
  let place = d.file ?? '';
  if (place && d.line !== undefined) place += `:${d.line}${d.column !== undefined ? `:${d.column}` : ''}`;
  const where = [place && c.cyan(place), d.jsonPath && c.dim(d.jsonPath)].filter(Boolean).join(' ');
  let out = `${label} ${where ? `${where}: ` : ''}${d.message}`;
  if (d.hint) out += `\n  ${c.dim('hint:')} ${d.hint}`;
  return out;
}

/** `3 errors (3 MDX syntax errors), 1,742 warnings (212 broken links, 30 unknown components)`. */
export function formatSummary(diagnostics: readonly Diagnostic[], opts: FormatOptions): string {
  const { errors, warnings } = summaryParts(diagnostics);
  const c = opts.color ? pc : pc.createColors(false);
  const parts: string[] = [];
  if (errors) parts.push(c.red(errors));
  if (warnings) parts.push(c.yellow(warnings));
  return parts.join(', ');
}
