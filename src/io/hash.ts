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
  // One call on the joined text: each update of a Hash object is a call into native code, and
  // making the object costs more than hashing a short text (Node's one-shot crypto.hash is ~2.5×
  // faster on page-sized strings). The digest is the same either way.
  return digestOf('sha256', `${parts.join('\0')}\0`, 'hex').slice(0, 40);
}
