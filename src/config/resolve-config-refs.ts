import { formatJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';

/** Reads a JSON file named by a `$ref` (a root-relative path); undefined when it cannot. */
export type ReadRefFile = (file: string) => Promise<{ value: unknown } | { error: string; hint?: string; line?: number; column?: number }>;

/** Where each substituted subtree came from, so later problems can name the right file. */
export interface RefOrigin {
  /** JSON path in the merged config where the file's content starts. */
  at: (string | number)[];
  file: string;
}

const MAX_DEPTH = 32;

function joinRef(fromFile: string, ref: string): string | undefined {
  const base = fromFile.includes('/') ? fromFile.slice(0, fromFile.lastIndexOf('/')) : '';
  const parts = (ref.startsWith('/') ? ref.slice(1) : base ? `${base}/${ref}` : ref).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '' || p === '.') continue;
    if (p === '..') {
      if (out.length === 0) return undefined; // would leave the docs root
      out.pop();
    } else out.push(p);
  }
  return out.join('/');
}

/**
 * Replaces every `{ "$ref": "file.json", …siblings }` object in docs.json with the content of
 * that file (siblings win), recursively, as Mintlify does to split large navigations. Paths
 * are relative to the referencing file (`/` means the docs root) and may not leave it; loops
 * and missing or invalid files are reported at the `$ref`.
 */
export async function resolveConfigRefs(
  value: unknown,
  read: ReadRefFile,
  file = 'docs.json',
): Promise<{ value: unknown; diagnostics: Diagnostic[]; origins: RefOrigin[] }> {
  const diagnostics: Diagnostic[] = [];
  const origins: RefOrigin[] = [];

  async function visit(node: unknown, path: (string | number)[], from: string, chain: string[]): Promise<unknown> {
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      for (let i = 0; i < node.length; i++) out.push(await visit(node[i], [...path, i], from, chain));
      return out;
    }
    if (!node || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string' && path[0] !== 'api') {
      const at = formatJsonPath([...path, '$ref']);
      const target = joinRef(from, obj.$ref);
      const fail = (message: string, hint: string) => {
        diagnostics.push({ severity: 'error', code: 'config/ref', message, file: from, jsonPath: at, hint });
        return undefined;
      };
      if (!target) return fail(`$ref "${obj.$ref}" leaves the docs folder`, 'refer only to files inside the folder that holds docs.json');
      if (chain.includes(target)) return fail(`$ref loop: ${[...chain, target].join(' → ')}`, 'a file cannot include itself, directly or through other files');
      if (chain.length > MAX_DEPTH) return fail(`$ref nesting deeper than ${MAX_DEPTH} files`, 'flatten the navigation files');
      const loaded = await read(target);
      if ('error' in loaded) {
        diagnostics.push({
          severity: 'error',
          code: 'config/ref',
          message: `$ref "${obj.$ref}": ${loaded.error}`,
          file: 'line' in loaded && loaded.line !== undefined ? target : from,
          ...('line' in loaded && loaded.line !== undefined ? { line: loaded.line, column: loaded.column } : { jsonPath: at }),
          hint: loaded.hint ?? 'check the path; it is relative to the file that holds the $ref',
        });
        return undefined;
      }
      origins.push({ at: path, file: target });
      const included = await visit(loaded.value, path, target, [...chain, target]);
      const siblings = Object.fromEntries(Object.entries(obj).filter(([k]) => k !== '$ref'));
      if (included && typeof included === 'object' && !Array.isArray(included)) {
        const rest = await visit(siblings, path, from, chain);
        return { ...(included as object), ...(rest as object) };
      }
      return included;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = await visit(v, [...path, k], from, chain);
    return out;
  }

  const resolved = await visit(value, [], file, [file]);
  return { value: resolved, diagnostics, origins };
}
