import matter from 'gray-matter';
import type { Diagnostic } from '../diagnostics/quire-error.js';

/** Result of {@link parseFrontmatter}. */
export interface FrontmatterResult {
  /** The YAML mapping, or `{}` when there is none or it is invalid. */
  data: Record<string, unknown>;
  /** The source after the closing `---` line (the whole source when there is no frontmatter). */
  body: string;
  /** 1-based line of `source` on which `body` starts. */
  bodyLine: number;
  diagnostics: Diagnostic[];
}

const OPEN = /^---[ \t]*\r?\n/;
const CLOSE = /^---[ \t]*$/;

/**
 * Splits YAML frontmatter (`---` fenced, at the very top) from a page.
 * Never throws: invalid YAML becomes an error diagnostic with `file:line:col`.
 * Cheap enough for every page of a large site: pages without frontmatter return
 * after one regex test, and no MDX is parsed.
 */
export function parseFrontmatter(source: string, file: string): FrontmatterResult {
  // A BOM would hide the opening fence; it is not content, so it is dropped.
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const open = OPEN.exec(text);
  if (!open) return { data: {}, body: text, bodyLine: 1, diagnostics: [] };

  const yamlStart = open[0].length;
  const close = findClosingFence(text, yamlStart);
  if (!close) {
    // Markdown reads an unclosed `---` as a thematic break, so the page still works;
    // a warning tells the author their metadata is being ignored.
    return {
      data: {},
      body: text,
      bodyLine: 1,
      diagnostics: [
        {
          severity: 'warning',
          code: 'content/frontmatter-unclosed',
          message: 'Frontmatter starts with `---` but has no closing `---` line; it is ignored',
          file,
          line: 1,
          column: 1,
          hint: 'Add a line containing only `---` after the last frontmatter field.',
        },
      ],
    };
  }

  const bodyLine = close.line + 1;
  const body = text.slice(close.end);
  const { data, diagnostics } = parseYamlBlock(text.slice(0, close.end), file);
  return { data, body, bodyLine, diagnostics };
}

/**
 * Offset in `source` just after the frontmatter block's closing `---` line, or 0 when the page
 * has none (the same rules as {@link parseFrontmatter}, without parsing the YAML).
 */
export function frontmatterEnd(source: string): number {
  const bom = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = bom ? source.slice(1) : source;
  const open = OPEN.exec(text);
  const close = open && findClosingFence(text, open[0].length);
  return close ? close.end + bom : 0;
}

/** Finds the line holding only `---` after `from`; returns its offsets and 1-based line. */
function findClosingFence(text: string, from: number): { start: number; end: number; line: number } | undefined {
  let line = 2;
  let start = from;
  while (start <= text.length) {
    const nl = text.indexOf('\n', start);
    const lineEnd = nl === -1 ? text.length : nl;
    const content = text.slice(start, lineEnd).replace(/\r$/, '');
    if (CLOSE.test(content)) return { start, end: nl === -1 ? text.length : nl + 1, line };
    if (nl === -1) return undefined;
    start = nl + 1;
    line++;
  }
  return undefined;
}

/**
 * Parses the frontmatter block (`---` … `---`, nothing after it) with gray-matter,
 * whose js-yaml engine measured ~5x faster than `yaml` on typical frontmatter — it
 * runs on every page before anything else. Options are passed so gray-matter skips
 * its module-level cache, which would otherwise hold every page's source.
 */
function parseYamlBlock(block: string, file: string): { data: Record<string, unknown>; diagnostics: Diagnostic[] } {
  let value: unknown;
  try {
    value = matter(block, {}).data;
  } catch (error) {
    const e = error as { reason?: unknown; message?: unknown; mark?: { line?: unknown; column?: unknown } };
    // js-yaml counts from 0, starting at the opening fence's line break, so its line 0 is file line 1.
    const line = typeof e.mark?.line === 'number' ? e.mark.line + 1 : 1;
    const column = typeof e.mark?.column === 'number' ? e.mark.column + 1 : 1;
    return {
      data: {},
      diagnostics: [
        {
          severity: 'error',
          code: 'content/frontmatter-yaml',
          message: `Invalid YAML in frontmatter: ${String(e.reason ?? e.message)}`,
          file,
          line,
          column,
          hint: 'Frontmatter is YAML: use `key: value` pairs, indent nested values with spaces, and quote values containing `:` or `#`.',
        },
      ],
    };
  }
  if (value === null || value === undefined) return { data: {}, diagnostics: [] };
  const shape = aliasProblem(value);
  if (shape) {
    return {
      data: {},
      diagnostics: [
        {
          severity: 'error',
          code: 'content/frontmatter-yaml',
          message: `Invalid YAML in frontmatter: ${shape}`,
          file,
          line: 2,
          column: 1,
          hint: 'Write the values out instead of using YAML anchors (`&name`) and aliases (`*name`).',
        },
      ],
    };
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    return {
      data: {},
      diagnostics: [
        {
          // Mintlify builds such pages with their metadata ignored, so this is not fatal.
          severity: 'warning',
          code: 'content/frontmatter-not-object',
          message: `Frontmatter must be a YAML mapping (key: value pairs), found ${Array.isArray(value) ? 'a list' : `a ${typeof value}`}; it is ignored`,
          file,
          line: 2,
          column: 1,
          hint: 'Write fields as `title: My page`, one per line.',
        },
      ],
    };
  }
  return { data: value as Record<string, unknown>, diagnostics: [] };
}

/**
 * js-yaml keeps an alias as a reference to its anchor's value: `title: &a [*a]` is an array
 * that contains itself, and nested aliases (`b: [*a, *a]`, `c: [*b, *b]`…) share values that
 * double at each level when anything walks them. Either took the build down where the
 * frontmatter is serialised (found by the MDX fuzzer, issue 32), so such a block is refused.
 */
function aliasProblem(value: unknown): string | undefined {
  let budget = 10_000;
  const path = new Set<object>();
  const visit = (v: unknown, depth: number): string | undefined => {
    if (v === null || typeof v !== 'object') return undefined;
    if (path.has(v)) return 'an alias refers to a value that contains it';
    if (--budget < 0) return 'aliases expand to more than 10,000 values';
    if (depth > 100) return 'values nest more than 100 levels deep';
    path.add(v);
    for (const child of Object.values(v)) {
      const problem = visit(child, depth + 1);
      if (problem) return problem;
    }
    path.delete(v);
    return undefined;
  };
  return visit(value, 0);
}
