import { closest } from '../shared/did-you-mean.js';
import type { z } from 'zod';
import { formatJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';

type Issue = z.core.$ZodIssue;
type Path = (string | number)[];

/** A zod issue with its absolute path, after union branches are resolved. */
export interface FlatIssue {
  issue: Issue;
  path: Path;
}

/**
 * Unions report one issue list per branch. Users wrote one of the branches, so keep the
 * branch whose own type matched (its issues are not a type error at the union's root);
 * when no branch matched the type, keep the union issue itself ("expected a … or a …").
 */
export function flattenIssues(issues: readonly Issue[], base: Path = []): FlatIssue[] {
  const out: FlatIssue[] = [];
  for (const issue of issues) {
    const path = [...base, ...(issue.path as Path)];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const matched = issue.errors.filter((branch) => !branch.some((i) => i.code === 'invalid_type' && i.path.length === 0));
      if (matched.length > 0) {
        out.push(...flattenIssues(matched[matched.length - 1]!, path));
        continue;
      }
    }
    out.push({ issue, path });
  }
  return out;
}

function valueAt(root: unknown, path: Path): unknown {
  let cur: unknown = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return `${typeof value} ${String(value)}`;
}

const UNION_EXPECTATIONS: Record<string, string> = {
  pages: 'a page path (string) or a group object { "group": …, "pages": [...] }',
  openapi: 'a path or URL string, or { "source": …, "directory"? }',
  logo: 'a path string or { "light": …, "dark": … }',
  favicon: 'a path string or { "light": …, "dark": … }',
  icon: 'an icon name string or { "name": … }',
};

export interface IssueContext {
  file: string;
  raw: unknown;
  /** Returns the 1-based line/column of the value (or key) at a JSON path. */
  locate: (path: Path, key?: boolean) => { line: number; column: number } | undefined;
  /** Known keys of the object at a path, for "did you mean" on unknown keys. */
  knownKeys?: (path: Path) => string[];
}

/** Turns zod issues into located diagnostics with friendly wording and a hint. */
export function issuesToDiagnostics(issues: readonly Issue[], ctx: IssueContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { issue, path } of flattenIssues(issues)) {
    const received = valueAt(ctx.raw, path);
    const last = path[path.length - 1];
    const parent = path.slice(0, -1);
    const base = { file: ctx.file };

    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const guess = ctx.knownKeys ? closest(key, ctx.knownKeys(path)) : undefined;
        out.push({
          ...base,
          severity: 'warning',
          code: 'config/unknown-key',
          message: `unknown key "${key}" (ignored)`,
          jsonPath: formatJsonPath([...path, key]),
          ...ctx.locate([...path, key], true),
          hint: guess ? `did you mean "${guess}"?` : 'remove it, or check the docs.json reference for the right name',
        });
      }
      continue;
    }

    const missing = received === undefined && path.length > 0 && issue.code !== 'custom';
    if (missing || (issue.code === 'custom' && issue.params?.kind === 'required')) {
      out.push({
        ...base,
        severity: 'error',
        code: 'config/required',
        message: `"${String(last)}" is required`,
        jsonPath: formatJsonPath(parent),
        ...ctx.locate(parent),
        hint: requiredHint(String(last)),
      });
      continue;
    }

    let message: string;
    let hint: string | undefined;
    switch (issue.code) {
      case 'invalid_type':
        message = `expected ${article(issue.expected)}, received ${describe(received)}`;
        hint = `change the value to ${article(issue.expected)}`;
        break;
      case 'invalid_value': {
        const values = issue.values.map((v) => JSON.stringify(v));
        message = `expected one of ${values.join(', ')}, received ${describe(received)}`;
        const guess = typeof received === 'string' ? closest(received, issue.values.map(String)) : undefined;
        hint = guess ? `did you mean "${guess}"?` : `use one of ${values.join(', ')}`;
        break;
      }
      case 'invalid_union': {
        const expected = UNION_EXPECTATIONS[typeof last === 'number' ? String(path[path.length - 2]) : String(last)];
        message = `expected ${expected ?? 'a different shape'}, received ${describe(received)}`;
        hint = 'see the docs.json reference (quire schema prints the JSON Schema for your editor)';
        break;
      }
      case 'invalid_format':
        message = `${issue.message.startsWith('Invalid') ? 'has the wrong format' : issue.message} (received ${describe(received)})`;
        hint = String(last) === 'href' ? 'use a full URL such as "https://example.com"' : undefined;
        if (['primary', 'light', 'dark'].includes(String(last))) hint = 'use a hex colour such as "#0D9373"';
        break;
      case 'too_small':
        message = issue.origin === 'string' ? 'must not be empty' : issue.message;
        break;
      default:
        message = issue.message;
    }
    out.push({
      ...base,
      severity: 'error',
      code: `config/${issue.code.replace(/_/g, '-')}`,
      message,
      jsonPath: formatJsonPath(path),
      ...ctx.locate(path),
      hint,
    });
  }
  // Report in file order, whatever order the schema checked in.
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function requiredHint(key: string): string | undefined {
  const hints: Record<string, string> = {
    theme: 'add "theme": "mint" (or maple, palm, willow, linden, almond, aspen, luma, sequoia)',
    name: 'add "name": "Your project" — it is the site title',
    colors: 'add "colors": { "primary": "#0D9373" }',
    primary: 'add "primary": "#0D9373" (a hex colour)',
    navigation: 'add "navigation": { "groups": [{ "group": "Get started", "pages": ["index"] }] }',
    pages: 'add "pages": ["path/to/page"] listing the group\'s pages (paths without extension)',
    href: 'add "href": "https://…"',
  };
  return hints[key] ?? `add "${key}"`;
}
