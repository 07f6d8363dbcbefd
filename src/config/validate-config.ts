import type { Diagnostic } from '../diagnostics/quire-error.js';
import { unhonouredKeys } from './unhonoured-keys.js';
import { codeThemeWarnings } from './code-theme-warnings.js';
import { docsConfigSchema, type DocsConfig } from './docs-config-schema.js';
import { parsePositionedJson } from './json-positions.js';
import {
  anchorSchema,
  dropdownSchema,
  groupSchema,
  languageSchema,
  menuItemSchema,
  navigationSchema,
  productSchema,
  tabSchema,
  versionSchema,
} from './navigation-schema.js';
import { flattenIssues, issuesToDiagnostics } from './zod-issues.js';

export interface ConfigResult {
  config?: DocsConfig;
  diagnostics: Diagnostic[];
  /**
   * Line and column of a JSON path, for problems found after validation; `file` is set when
   * the path lies in a file docs.json includes with `$ref`.
   */
  locate?: (path: (string | number)[], key?: boolean) => { line: number; column: number; file?: string } | undefined;
}

const CONTAINER_SCHEMAS: [string, unknown][] = [
  ['group', groupSchema],
  ['tab', tabSchema],
  ['anchor', anchorSchema],
  ['dropdown', dropdownSchema],
  ['version', versionSchema],
  ['language', languageSchema],
  ['product', productSchema],
  ['item', menuItemSchema],
];

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** Known keys of the object found at `path`, judged by its discriminating key. */
function knownKeysAt(raw: unknown, path: (string | number)[]): string[] {
  if (path.length === 0) return shapeKeys(docsConfigSchema);
  let cur: unknown = raw;
  for (const seg of path) cur = (cur as Record<string | number, unknown> | undefined)?.[seg];
  if (path.length === 1 && path[0] === 'navigation') return shapeKeys(navigationSchema);
  if (cur && typeof cur === 'object') {
    for (const [key, schema] of CONTAINER_SCHEMAS) if (key in cur) return shapeKeys(schema);
    // No discriminating key (perhaps misspelt): judge by the array that holds the object.
    const holder = path[path.length - 2];
    const byHolder = CONTAINER_SCHEMAS.find(([key]) => holder === (key === 'item' ? 'menu' : `${key}s`) || (key === 'group' && holder === 'pages'));
    if (byHolder) return shapeKeys(byHolder[1]);
  }
  const top = (docsConfigSchema.shape as Record<string, unknown>)[String(path[0])];
  const inner = (top as { unwrap?: () => unknown } | undefined)?.unwrap?.() ?? top;
  return path.length === 1 ? shapeKeys(inner) : [];
}

function deleteAt(root: unknown, path: (string | number)[], key: string): void {
  let cur: unknown = root;
  for (const seg of path) cur = (cur as Record<string | number, unknown> | undefined)?.[seg];
  if (cur && typeof cur === 'object') delete (cur as Record<string, unknown>)[key];
}

/**
 * Parses and validates the text of docs.json. Pure: the caller reads the file.
 * Unknown keys are warnings: they are reported, dropped, and validation runs again so the
 * rest of the file still counts.
 */
export function validateConfigText(text: string, file = 'docs.json'): ConfigResult {
  const json = parsePositionedJson(text);
  if (json.errors.length > 0) {
    return {
      diagnostics: json.errors.map((e) => ({
        severity: 'error' as const,
        code: 'config/json-syntax',
        message: `invalid JSON: ${e.message}`,
        file,
        line: e.line,
        column: e.column,
        hint: 'docs.json must be strict JSON: double-quoted keys, no trailing commas, no comments',
      })),
    };
  }
  return { ...validateConfigValue(json.value, { file, locate: json.locate }), locate: json.locate };
}

export function validateConfigValue(
  raw: unknown,
  ctx: { file: string; locate: (path: (string | number)[], key?: boolean) => { line: number; column: number } | undefined },
): ConfigResult {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'config/not-object',
          message: 'docs.json must contain a JSON object',
          file: ctx.file,
          line: 1,
          column: 1,
          hint: 'start from { "theme": "mint", "name": "…", "colors": { "primary": "#0D9373" }, "navigation": { … } }',
        },
      ],
    };
  }
  const first = docsConfigSchema.safeParse(raw);
  if (first.success) return { config: inInputOrder(first.data, raw), diagnostics: [...unhonouredKeys(raw, ctx.file, ctx.locate), ...codeThemeWarnings(raw, ctx.file, ctx.locate)] };

  const diagnostics = issuesToDiagnostics(first.error.issues, {
    file: ctx.file,
    raw,
    locate: ctx.locate,
    knownKeys: (path) => knownKeysAt(raw, path),
  });
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  const cleaned = structuredClone(raw);
  for (const { issue, path } of flattenIssues(first.error.issues)) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) deleteAt(cleaned, path, key);
  }
  const second = docsConfigSchema.safeParse(cleaned);
  if (second.success) return { config: inInputOrder(second.data, cleaned), diagnostics: [...diagnostics, ...unhonouredKeys(cleaned, ctx.file, ctx.locate), ...codeThemeWarnings(cleaned, ctx.file, ctx.locate)] };
  // Dropping keys cannot make a valid file invalid; report what is left if it somehow does.
  return { diagnostics: [...diagnostics, ...issuesToDiagnostics(second.error.issues, { file: ctx.file, raw: cleaned, locate: ctx.locate })] };
}

/**
 * Zod builds objects in schema order, but navigation containers appear in docs.json order
 * (`anchors` before `pages` when written so): restore the input's key order, deeply.
 */
function inInputOrder<T>(parsed: T, raw: unknown): T {
  if (Array.isArray(parsed) && Array.isArray(raw)) return parsed.map((v, i) => inInputOrder(v, raw[i])) as T;
  if (!parsed || typeof parsed !== 'object' || !raw || typeof raw !== 'object' || Array.isArray(raw)) return parsed;
  const src = parsed as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) if (key in src) out[key] = inInputOrder(src[key], (raw as Record<string, unknown>)[key]);
  for (const key of Object.keys(src)) if (!(key in out)) out[key] = src[key];
  return out as T;
}
