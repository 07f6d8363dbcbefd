/** Pure helpers about where an OpenAPI document comes from. */

/** True for `http://` and `https://` sources. */
export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source.trim());
}

/**
 * The key a document is known by: URLs unchanged; paths relative to the docs root with a
 * leading `/` or `./` removed (`/openapi.json` → `openapi.json`), so docs.json and
 * frontmatter spellings of the same file meet.
 */
export function normaliseSpecSource(source: string): string {
  const s = source.trim();
  if (isUrl(s)) return s;
  let p = s.replace(/\\/g, '/');
  for (;;) {
    const next = p.replace(/^\.\//, '').replace(/^\/+/, '');
    if (next === p) break;
    p = next;
  }
  return p.replace(/\/{2,}/g, '/');
}

/**
 * Resolves a relative `$ref` target against the location of the document it appears in.
 * Locations are docs-root-relative paths (`specs/a.yaml`) or URLs. Returns null when a path
 * climbs above the docs root.
 */
export function resolveLocation(base: string, target: string): string | null {
  if (isUrl(target)) return target;
  if (isUrl(base)) return new URL(target, base).href;
  const rootMarker = 'file:///__quire_root__/';
  const resolved = new URL(target.replace(/\\/g, '/'), rootMarker + base).href;
  if (!resolved.startsWith(rootMarker)) return null;
  return decodeURIComponent(resolved.slice(rootMarker.length));
}
