import { createHash } from 'node:crypto';

/** A short, stable key of some strings (SHA-256, 40 hex digits): cache keys, search shard keys. */
export function hash(...parts: readonly string[]): string {
  return hashOf(parts);
}

/**
 * `hash` of a list given as an array. Callers with a part per page use this: spread into
 * arguments, ~130,000 parts overflow the stack (the navigation key has two per page file).
 */
export function hashOf(parts: readonly string[]): string {
  // One update of the joined text, not two per part: each update is a call into native code.
  // The digest is the same either way.
  return createHash('sha256').update(`${parts.join('\0')}\0`).digest('hex').slice(0, 40);
}
