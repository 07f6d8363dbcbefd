import { getAtPath, parsePointer } from './json-pointer.js';

/**
 * Lazy `$ref` resolution over a bundled document (one whose `$ref`s are all internal, `#/…`).
 * Schemas are shared, never copied, and a reference is followed only when a reader asks for
 * it, so circular schemas cannot make anything recurse forever: callers that walk a schema
 * tree keep the chain of refs they are inside (see `render-schema.tsx`).
 */

/** True when `value` is a Reference Object (`{ $ref: string }`). */
export function isRef(value: unknown): value is { $ref: string } {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}

export interface Resolved<T = any> {
  /** The target with any sibling keys of the `$ref` (3.1 allows `description` beside it) applied. */
  value: T;
  /** The last internal ref followed, e.g. `#/components/schemas/Plant`; undefined when none. */
  ref?: string;
}

/**
 * Follows `$ref` chains (A → B → C) to the target. Stops on a chain that loops back on itself
 * or on a missing target (the loader has already reported both), returning `{}` then.
 */
export function resolveRef<T = any>(document: unknown, value: unknown): Resolved<T> {
  let current = value;
  let ref: string | undefined;
  const seen = new Set<string>();
  let siblings: Record<string, unknown> | undefined;
  while (isRef(current)) {
    const target = current.$ref;
    if (seen.has(target) || !target.startsWith('#')) return { value: {} as T, ref: target };
    seen.add(target);
    const { $ref: _ignored, ...rest } = current as Record<string, unknown>;
    if (Object.keys(rest).length) siblings = { ...rest, ...siblings };
    ref = target;
    current = getAtPath(document, parsePointer(target));
    if (current === undefined) return { value: {} as T, ref };
  }
  const out = siblings && current && typeof current === 'object' ? { ...current, ...siblings } : current;
  return { value: out as T, ref };
}

/** Shorthand for `resolveRef(document, value).value`. */
export function deref<T = any>(document: unknown, value: unknown): T {
  return resolveRef<T>(document, value).value;
}

/**
 * The display name of a ref: `#/components/schemas/Plant` → `Plant`; an external document
 * stashed by the loader (`#/x-quire-external/schemas~1pet.yaml`) → `pet`.
 */
export function refName(ref: string): string {
  const segments = parsePointer(ref);
  const last = segments[segments.length - 1] ?? ref;
  if (segments[0] === 'x-quire-external' && segments.length === 2) {
    return last.replace(/^.*\//, '').replace(/\.(ya?ml|json)$/i, '');
  }
  return last;
}
