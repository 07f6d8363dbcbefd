import { parsePointer } from './json-pointer.js';
import { validationCache } from './validation-cache.js';
import { isRef } from './resolve-ref.js';
import { getAtPath } from './json-pointer.js';

/** One validator finding, with pointer segments into the bundled document when they could be found. */
export interface ValidationProblem {
  message: string;
  segments?: string[];
  /** The validator could not finish (not a problem of the document itself). */
  skipped?: boolean;
}

/**
 * Validates a bundled 3.0/3.1 document with @readme/openapi-parser (which mutates its input,
 * so it gets a clone). Its messages carry a code frame of the dereferenced document as
 * pretty-printed JSON; we map the marked line back to a pointer into the bundled document so
 * that the user sees `openapi.yaml:12:5 #/paths/~1plants/get` instead of a JSON excerpt.
 */
export async function validateOpenApi(document: object, opts: { cacheDir?: string } = {}): Promise<ValidationProblem[]> {
  const cached = opts.cacheDir ? validationCache(opts.cacheDir, document) : undefined;
  const hit = await cached?.read();
  if (hit) return hit;
  const problems = await runValidator(document);
  await cached?.write(problems);
  return problems;
}

async function runValidator(document: object): Promise<ValidationProblem[]> {
  // Loaded on demand: a build whose documents are all in the validation cache never needs it.
  const { validate } = await import('@readme/openapi-parser');
  let result;
  try {
    result = await validate(structuredClone(document) as any);
  } catch (err) {
    const message = (err as Error).message;
    // The validator expands every ref; a wide, deep schema graph exceeds its limit.
    if (message.startsWith('Maximum dereference depth')) return [tooDeep()];
    return [{ message: message.split('\n')[0]! }];
  }
  if (result.valid) return [];
  let lines: string[][] | undefined;
  const problems: ValidationProblem[] = [];
  for (const error of result.errors) {
    if (error.message.startsWith('Maximum dereference depth')) return [tooDeep()];
    const { message, line } = splitMessage(error.message);
    let segments: string[] | undefined;
    if (line !== undefined) {
      lines ??= await linePointers(document);
      const dereferenced = lines[line - 1];
      if (dereferenced) segments = pointerInBundle(document, dereferenced);
    }
    problems.push(segments ? { message, segments } : { message });
  }
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

/** Pointer segments for each line of `JSON.stringify(dereferenced, null, 2)`. */
async function linePointers(document: object): Promise<string[][]> {
  const { dereference } = await import('@readme/openapi-parser');
  const dereferenced = await dereference(structuredClone(document) as any, { dereference: { circular: 'ignore' } });
  const lines: string[][] = [[]];
  const walk = (value: unknown, path: string[]): void => {
    if (value === null || typeof value !== 'object') return;
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    if (entries.length === 0) return;
    for (const [key, child] of entries) {
      lines.push([...path, key]);
      walk(child, [...path, key]);
    }
    lines.push(path);
  };
  walk(dereferenced, []);
  return lines;
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

function tooDeep(): ValidationProblem {
  return { message: 'its schemas nest too deeply for the validator to expand them', skipped: true };
}
