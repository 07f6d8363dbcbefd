import { hash as digestOf } from 'node:crypto';

/** A short, stable key of some strings (SHA-256, 40 hex digits): cache keys, search shard keys. */
export function hash(...parts: readonly string[]): string {
  return hashOf(parts);
}

/**
 * `hash` of a list given as an array. Callers with a part per page use this: spread into
 * arguments, ~130,000 parts overflow the stack (the navigation key has two per page file).
 */
export function hashOf(parts: readonly string[]): string {
  // One call on the joined text, not an update per part: each is a call into native code.
  return textKey(`${parts.join('\0')}\0`);
}

/**
 * A text's key as `hash` makes them (SHA-256, 40 hex digits), for callers that build the text
 * themselves. Node's one-shot `crypto.hash`: making a Hash object per call cost more than hashing
 * a page-sized text (bench/RESULTS.md, "Run of 2026-12-07 (sixth)").
 */
export function textKey(text: string): string {
  return digestOf('sha256', text, 'hex').slice(0, 40);
}
