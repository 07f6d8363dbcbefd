/**
 * Mintlify's slug rule for generated API page URLs (`prepareStringToBeValidFilename` in
 * @mintlify/common), reproduced step by step so migrated sites keep their links: spaces become
 * `-`, each `{…}` becomes `-`, ONE leading and ONE trailing `-` are removed, the characters
 * `{}(),.'/` and newlines are dropped, each `--` becomes `-` (once, left to right: `---` stays
 * `--`), and the result is lower-cased. The order matters: `a - b` gives `a--b`, and a leading
 * `-` can survive (`  x` gives `-x`), exactly as on Mintlify. One deviation: `\r` is dropped
 * like `\n` (Mintlify keeps it; a carriage return in a file name helps nobody).
 *
 * @example slugify('Get plant (by ID)') === 'get-plant-by-id'
 * @example slugify('v1.2 API') === 'v12-api'
 * @example slugify('customer.state_changed') === 'customerstate_changed'
 */
export function slugify(text: string): string {
  return text
    .replace(/ /g, '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\r\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}

/**
 * Builds a title from a slug as Mintlify does (`slugToTitle`): the last path segment, cut at a
 * `?`, with `-` and `_` as spaces and the first letter capitalised:
 * `get-plants` → `Get plants`, `customer_state_changed` → `Customer state changed`.
 */
export function titleFromSlug(slug: string): string {
  const q = slug.indexOf('?');
  const last = (q >= 0 ? slug.slice(0, q) : slug).split('/').pop() ?? '';
  const words = last.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Longest URL segment (in UTF-8 bytes) a generated page may have. File systems allow 255 bytes
 * per name, and some less (eCryptfs: 143). A segment becomes a folder in `dist/` and, in
 * `quire openapi`, a file `<segment>.mdx` staged under a temporary name ~30 bytes longer; 100
 * keeps all of these well inside 143 with room for a `-1` suffix, keeps URLs readable, and is
 * far above real operation summaries (a few words), so only paragraphs pasted into `summary`
 * are cut.
 */
export const MAX_SEGMENT_BYTES = 100;

const HASH_LENGTH = 8;
const encoder = new TextEncoder();
const byteLength = (s: string) => encoder.encode(s).length;

/** FNV-1a (32 bits) of the UTF-8 bytes, as 8 hex digits: short, stable across runs and platforms. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(HASH_LENGTH, '0');
}

/**
 * A URL segment that fits in a file name: unchanged when at most `maxBytes` long, else cut at a
 * word boundary (`-`) and suffixed with a hash of the whole segment, so two long segments that
 * share their beginning stay distinct and the same segment always gets the same result.
 *
 * @example capSegment('a-very-long-…-summary') === 'a-very-long-…-1f3a9c2e' (at most 100 bytes)
 */
export function capSegment(segment: string, maxBytes: number = MAX_SEGMENT_BYTES): string {
  if (byteLength(segment) <= maxBytes) return segment;
  const budget = maxBytes - HASH_LENGTH - 1;
  let prefix = '';
  let bytes = 0;
  for (const ch of segment) {
    const size = byteLength(ch);
    if (bytes + size > budget) break;
    prefix += ch;
    bytes += size;
  }
  // Cut at the last word boundary unless the prefix already ends at one, or the only boundary
  // is so early that most of the room would be thrown away (one very long word).
  const nextChar = segment.slice(prefix.length, prefix.length + 1);
  const dash = prefix.lastIndexOf('-');
  if (nextChar !== '-' && dash >= budget / 2) prefix = prefix.slice(0, dash);
  return `${prefix.replace(/-+$/, '')}-${shortHash(segment)}`;
}

/** `url` with every over-long segment shortened by {@link capSegment}. */
export function capUrl(url: string, maxBytes: number = MAX_SEGMENT_BYTES): string {
  return url
    .split('/')
    .map((s) => capSegment(s, maxBytes))
    .join('/');
}
