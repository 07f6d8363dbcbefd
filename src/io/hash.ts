import { createHash } from 'node:crypto';

/** A short, stable key of some strings (SHA-256, 40 hex digits): cache keys, search shard keys. */
export function hash(...parts: readonly string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 40);
}
