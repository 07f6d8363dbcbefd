import { createHash } from 'node:crypto';
import { HTTP_METHODS } from './api-index.js';
import { getAtPath, parsePointer } from './json-pointer.js';
import { isRef } from './resolve-ref.js';
import { validationCache } from './validation-cache.js';

/** One validator finding, with pointer segments into the bundled document when they could be found. */
export interface ValidationProblem {
  message: string;
  segments?: string[];
  /** The validator could not finish (not a problem of the document itself). */
  skipped?: boolean;
}

export interface ValidateOptions {
  /** Folder of cached results; none: always validate. */
  cacheDir?: string;
  /**
   * Nodes the validator must not see, already reported by the loader: each is replaced by an
   * empty object (a `$ref` to nothing: the validator would stop at the first one) or, when the
   * last segment names a top-level key, removed (`webhooks` in a 3.0 document).
   */
  skip?: string[][];
}

/**
 * The validator's rules that `checkOperations` reports itself, located: the validator names
 * no place for them and only checks them once the schema errors are fixed. As warnings they
 * leave its result (we read only its errors).
 */
const RULES_CHECKED_BY_QUIRE = {
  'duplicate-non-request-body-parameters': 'warning',
  'duplicate-operation-id': 'warning',
  'path-parameters-not-in-parameters': 'warning',
  'path-parameters-not-in-path': 'warning',
} as const;

/**
 * Validates a bundled 3.0/3.1 document with @readme/openapi-parser (which mutates its input,
 * so it gets a copy). Its messages carry a code frame of the dereferenced document as
 * pretty-printed JSON; we map the marked line back to a pointer into the bundled document so
 * that the user sees `openapi.yaml:12:5 #/paths/~1plants/get` instead of a JSON excerpt.
 */
export async function validateOpenApi(document: object, opts: ValidateOptions = {}): Promise<ValidationProblem[]> {
  // One serialisation is both the cache key and the validator's copy (JSON.parse of it is
  // ~5x faster than structuredClone on a 50 MB document).
  const serialized = JSON.stringify(document);
  const skip = opts.skip ?? [];
  const key = createHash('sha256').update(serialized).update(`\0${JSON.stringify(skip)}`).digest('hex');
  const cached = opts.cacheDir ? validationCache(opts.cacheDir, key) : undefined;
  const hit = await cached?.read();
  if (hit) return hit;
  const copy = () => withoutSkipped(JSON.parse(serialized) as object, skip);
  const problems = await runValidator(document, copy);
  await cached?.write(problems);
  return problems;
}

async function runValidator(document: object, copy: () => object): Promise<ValidationProblem[]> {
  // Loaded on demand: a build whose documents are all in the validation cache never needs it.
  const { validate } = await import('@readme/openapi-parser');
  let result;
  try {
    result = await validate(copy() as any, { validate: { rules: { openapi: RULES_CHECKED_BY_QUIRE } } });
  } catch (err) {
    const message = (err as Error).message;
    // The validator expands every ref; a wide, deep schema graph exceeds its limit.
    if (message.startsWith('Maximum dereference depth')) return [tooDeep()];
    return [{ message: message.split('\n')[0]! }];
  }
  if (result.valid) return [];
  const found: { message: string; line?: number; segments?: string[] }[] = [];
  for (const error of result.errors) {
    if (error.message.startsWith('Maximum dereference depth')) return [tooDeep()];
    const { message, line } = splitMessage(error.message);
    found.push(line !== undefined ? { message, line } : { message, ...pathInMessage(message) });
  }
  const wanted = new Set(found.flatMap((f) => (f.line !== undefined ? [f.line] : [])));
  const lines = wanted.size ? await linePointers(copy(), wanted) : new Map<number, string[]>();
  const problems: ValidationProblem[] = found.map((f) => {
    const dereferenced = f.line !== undefined ? lines.get(f.line) : undefined;
    const segments = dereferenced ? pointerInBundle(document, dereferenced) : f.segments;
    return segments ? { message: f.message, segments } : { message: f.message };
  });
  if (result.additionalErrors) problems.push({ message: `…and ${result.additionalErrors} more validation errors` });
  return problems;
}

/** `REQUIRED must have required property 'version'` + code frame → readable message + frame line. */
function splitMessage(raw: string): { message: string; line?: number } {
  const [head = raw, ...rest] = raw.split('\n');
  const frame = rest.join('\n');
  const marked = /^>\s*(\d+)\s*\|/m.exec(frame);
  const note = /\^+\s*(.+)$/m.exec(frame)?.[1]?.replace(/[^\x20-\x7E]/g, '').trim();
  const headline = head.replace(/^[A-Z][A-Z ]+ (?=[a-z])/, '').trim();
  const message = note && !headline.includes(note) ? `${headline}: ${note}` : headline;
  return marked ? { message, line: Number(marked[1]) } : { message };
}

/**
 * The validator's own rules name the operation as `` `/paths/a/{id}/get` `` (path unescaped):
 * enough to point at it.
 */
function pathInMessage(message: string): { segments?: string[] } {
  const m = new RegExp(`\`/paths(/.*)/(${HTTP_METHODS.join('|')})\``).exec(message);
  return m ? { segments: ['paths', m[1]!, m[2]!] } : {};
}

/**
 * Pointer segments of the given lines of `JSON.stringify(dereferenced, null, 2)`, found by
 * counting lines while walking the document: nothing is printed, and only the wanted lines'
 * paths are kept (a dereferenced 50 MB document has tens of millions of lines).
 */
async function linePointers(document: object, wanted: ReadonlySet<number>): Promise<Map<number, string[]>> {
  const { dereference } = await import('@readme/openapi-parser');
  const dereferenced = await dereference(document as any, { dereference: { circular: 'ignore' } });
  const found = new Map<number, string[]>();
  const last = Math.max(...wanted);
  let line = 1;
  const note = (path: string[]) => {
    if (wanted.has(line)) found.set(line, path);
  };
  const walk = (value: unknown, path: string[]): void => {
    if (value === null || typeof value !== 'object') return;
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    if (entries.length === 0) return;
    for (const [key, child] of entries) {
      if (line > last) return;
      line++;
      note([...path, key]);
      walk(child, [...path, key]);
    }
    line++;
    note(path);
  };
  walk(dereferenced, []);
  return found;
}

/** Follows the bundled document's refs along `segments` to where the node is written. */
function pointerInBundle(document: object, segments: string[]): string[] {
  let current: unknown = document;
  let real: string[] = [];
  for (const seg of segments) {
    const seen = new Set<string>();
    while (isRef(current) && !seen.has(current.$ref) && current.$ref.startsWith('#')) {
      seen.add(current.$ref);
      real = parsePointer(current.$ref);
      current = getAtPath(document, real);
    }
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[seg] : undefined;
    real = [...real, seg];
  }
  return real;
}

/** Replaces each skipped node by `{}` (a top-level key: removes it). */
function withoutSkipped(copy: object, skip: readonly string[][]): object {
  for (const segments of skip) {
    if (segments.length === 0) continue;
    const parent = getAtPath(copy, segments.slice(0, -1));
    const key = segments[segments.length - 1]!;
    if (parent === null || typeof parent !== 'object') continue;
    if (segments.length === 1) delete (parent as Record<string, unknown>)[key];
    else (parent as Record<string, unknown>)[key] = {};
  }
  return copy;
}

function tooDeep(): ValidationProblem {
  return { message: 'its schemas nest too deeply for the validator to expand them', skipped: true };
}
