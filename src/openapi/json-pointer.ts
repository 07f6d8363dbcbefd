/** JSON Pointer (RFC 6901) helpers shared by the loader, the index and the renderer. */

/** Escapes one path segment for use in a JSON pointer. */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds `#/a/b~1c` from segments. */
export function toPointer(segments: readonly (string | number)[]): string {
  return '#' + segments.map((s) => '/' + escapePointerSegment(s)).join('');
}

/** Splits `#/a/b~1c` (or `/a/b~1c`) into segments; `#` alone is the root (no segments). */
export function parsePointer(pointer: string): string[] {
  let p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (p === '') return [];
  try {
    // Fragments may be URI-encoded (`#/paths/~1a%7Bid%7D`).
    p = decodeURIComponent(p);
  } catch {
    // keep as written: a malformed escape is reported as a missing target later
  }
  return p
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Reads the value at `segments` inside `root`, or `undefined` when any step is missing. */
export function getAtPath(root: unknown, segments: readonly string[]): unknown {
  let cur: unknown = root;
  for (const seg of segments) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(cur, seg)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}
