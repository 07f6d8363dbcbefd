import { closest, editDistance as distance } from '../shared/did-you-mean.js';
import { formatJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';
import { frontmatterEnd } from './frontmatter.js';
import { lineColumnAt, lineStarts } from '../shared/line-positions.js';
import { scanMdxContexts } from './text-contexts.js';

/** docs.json `variables`: name → text. */
export type Variables = Readonly<Record<string, string>>;

/**
 * Mintlify's rule (`replaceVariables` in @mintlify/common): `{{name}}`, whitespace allowed inside
 * the braces, names of letters, digits, `_`, `.` and `-`. `a.b` is one flat name, not a path.
 * It runs on the raw text of pages and snippets before MDX sees them, so code blocks, JSX
 * attributes and expressions are substituted too; an unknown name is left as written.
 */
const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;
const NAME = /^[\w.-]+$/;

export interface SubstituteOptions {
  /** The file, relative to the docs root (diagnostics name it). */
  file: string;
  /**
   * `mdx`: an unknown name in prose is escaped (`\{\{name}}`) so MDX shows it as written instead
   * of reading an expression. `md` and `code` (JSX/JS snippets) are never escaped.
   */
  format: 'mdx' | 'md' | 'code';
  /**
   * Which unknown names to report: the loader reports the frontmatter's, the page renderer the
   * body's, so no name is reported twice. Default: all.
   */
  report?: 'all' | 'frontmatter' | 'body';
}

export interface Substitution {
  text: string;
  diagnostics: Diagnostic[];
  /**
   * Where a 1-based line:column of `text` is in the source: the compiler reports places in the
   * substituted text, the user reads the file. A place inside an inserted value is its `{{`.
   */
  sourcePosition(line: number, column: number): { line: number; column: number };
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * Replaces `{{name}}` with docs.json `variables` in a page or snippet source. Pure. Nothing is
 * done when the site defines no variables (as Mintlify does), so `{{ … }}` templates in docs of
 * sites without variables are left to the MDX compiler.
 *
 * An unknown name is a warning and stays literal. In code (code blocks, inline code, JSX
 * expressions, ESM) `{{ x }}` is usually a template of another language (Jinja, GitHub Actions),
 * so there it is reported only when it is one or two edits from a defined name (a likely typo).
 */
export function substituteVariables(source: string, variables: Variables | undefined, opts: SubstituteOptions): Substitution {
  const names = variables ? Object.keys(variables) : [];
  if (!variables || names.length === 0 || !source.includes('{{')) return unchanged(source);
  const bodyStart = opts.format === 'code' ? 0 : frontmatterEnd(source);
  const contexts = opts.format === 'code' ? undefined : scanMdxContexts(source, opts.format, bodyStart);
  const edits: Edit[] = [];
  const diagnostics: Diagnostic[] = [];
  let sourceLines: number[] | undefined;
  for (const m of source.matchAll(VARIABLE)) {
    const start = m.index;
    const name = m[1];
    if (Object.hasOwn(variables, name!)) {
      edits.push({ start, end: start + m[0].length, text: sanitizeVariableValue(variables[name!]!) });
      continue;
    }
    const inFrontmatter = start < bodyStart;
    const context = inFrontmatter ? 'frontmatter' : contexts ? contexts.at(start) : 'code';
    // `\{{x}}`: the author escaped the first brace; leave the text to MDX.
    const escaped = source[start - 1] === '\\';
    if (context === 'prose' && opts.format === 'mdx' && !escaped) edits.push({ start, end: start + 2, text: '\\{\\{' });
    const guess = closest(name!, names);
    // In code, only a near miss (two edits at most) is worth a warning.
    if ((context === 'code' || escaped) && !(guess && distance(name!.toLowerCase(), guess.toLowerCase()) <= 2)) continue;
    const report = opts.report ?? 'all';
    if ((report === 'frontmatter' && !inFrontmatter) || (report === 'body' && inFrontmatter)) continue;
    sourceLines ??= lineStarts(source);
    diagnostics.push({
      severity: 'warning',
      code: 'content/unknown-variable',
      message: `${m[0].replace(/\s+/g, ' ')} names no variable in docs.json "variables"; it is shown as written`,
      file: opts.file,
      ...lineColumnAt(sourceLines, start),
      hint: guess ? `did you mean {{${guess}}}?` : `define "${name}" under "variables" in docs.json (defined: ${listNames(names)})`,
    });
  }
  if (edits.length === 0) return { ...unchanged(source), diagnostics };
  let text = '';
  let at = 0;
  for (const e of edits) {
    text += source.slice(at, e.start) + e.text;
    at = e.end;
  }
  text += source.slice(at);
  let textLines: number[] | undefined;
  return {
    text,
    diagnostics,
    sourcePosition(line, column) {
      textLines ??= lineStarts(text);
      sourceLines ??= lineStarts(source);
      const offset = (textLines[Math.min(Math.max(line, 1), textLines.length) - 1] ?? 0) + Math.max(column, 1) - 1;
      return lineColumnAt(sourceLines, sourceOffset(edits, offset));
    },
  };
}

/** `d`, reported at a place in the substituted text, placed in the source file instead. */
export function locateInSource(d: Diagnostic, sub: Substitution): Diagnostic {
  if (d.line === undefined) return d;
  const place = sub.sourcePosition(d.line, d.column ?? 1);
  return d.column === undefined ? { ...d, line: place.line } : { ...d, ...place };
}

/** The offset in the source of an offset in the substituted text. */
function sourceOffset(edits: readonly Edit[], offset: number): number {
  let delta = 0;
  for (const e of edits) {
    const start = e.start + delta;
    if (offset < start) break;
    if (offset < start + e.text.length) return e.start;
    delta += e.text.length - (e.end - e.start);
  }
  return offset - delta;
}

const EXECUTABLE_TAGS = 'script|style|iframe|object|embed|form|link|meta|base';

/**
 * A value as Mintlify inserts it: HTML tags removed (executable ones with their content), text
 * kept. Mintlify's sanitizer also drops a lone `<` and what follows it; Quire keeps such text.
 */
export function sanitizeVariableValue(value: string): string {
  if (!value.includes('<')) return value;
  return value
    .replace(new RegExp(`<(${EXECUTABLE_TAGS})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi'), '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '');
}

/** Problems with docs.json `variables` themselves: names no `{{…}}` can reach, HTML that is removed. */
export function variablesConfigDiagnostics(variables: Variables | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, value] of Object.entries(variables ?? {})) {
    const jsonPath = formatJsonPath(['variables', name]);
    if (!NAME.test(name)) {
      out.push({
        severity: 'warning',
        code: 'config/variable-name',
        message: `variable "${name}" can never be used: a {{name}} holds only letters, digits, "_", "-" and "."`,
        file: 'docs.json',
        jsonPath,
        hint: `rename it, e.g. "${name.replace(/[^\w.-]+/g, '-')}"`,
      });
    } else if (sanitizeVariableValue(value) !== value) {
      out.push({
        severity: 'warning',
        code: 'config/variable-html',
        message: `variable "${name}" contains HTML, which is removed where {{${name}}} is used (as Mintlify does)`,
        file: 'docs.json',
        jsonPath,
        hint: 'keep variables to plain text; put markup in the page around the variable, or in a snippet',
      });
    }
  }
  return out;
}

function unchanged(source: string): Substitution {
  return { text: source, diagnostics: [], sourcePosition: (line, column) => ({ line, column }) };
}

function listNames(names: readonly string[]): string {
  return names.length > 6 ? `${names.slice(0, 6).join(', ')}, …` : names.join(', ');
}
