/**
 * Mintlify's slug rule for generated API page URLs, reproduced exactly so migrated sites keep
 * their links: spaces and `{…}` become `-`, the characters `{}(),.'/` and newlines are
 * dropped, runs of `-` collapse, leading/trailing `-` are trimmed, and the result is lower-cased.
 *
 * @example slugify('Get plant (by ID)') === 'get-plant-by-id'
 * @example slugify('v1.2 API') === 'v12-api'
 */
export function slugify(text: string): string {
  return text
    .replace(/\{[^}]*\}/g, '-')
    .replace(/ /g, '-')
    .replace(/[{}(),.'/\r\n]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** Builds a title from a slug as Mintlify does: `get-plants` → `Get plants`. */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
