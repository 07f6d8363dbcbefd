import { createHash } from 'node:crypto';

/** A short, stable key of some strings (SHA-256, 40 hex digits): cache keys, search shard keys. */
export function hash(...parts: readonly string[]): string {
  // One update of the joined text, not two per part: a search shard's key has a part per page
  // (27,000 at the largest bench site), and each update is a call into native code. The digest
  // is the same either way.
  return createHash('sha256').update(`${parts.join('\0')}\0`).digest('hex').slice(0, 40);
}
