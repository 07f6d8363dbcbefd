/**
 * Inline SVG deduplication for a finished HTML document (or fragment).
 *
 * Icons render as self-contained inline `<svg>` (themes/shared/icon.tsx), which is right for
 * every consumer of rendered HTML, but a page repeats the same few icons dozens of times in its
 * chrome and content (a 580-byte Font Awesome path per sidebar entry). This pass keeps every
 * `<svg>` element where it is, with its own attributes (class, size, aria, fill/stroke), and
 * moves the drawing of each body that occurs at least twice into one `<symbol>` of a hidden
 * sprite, referenced by `<use href="#…">`. Colours still come from `currentColor` of the place
 * of use (the `<use>` content inherits from its `<svg>`), so dark mode is untouched, and no
 * script is involved.
 *
 * Why a pass over the HTML string rather than a per-render collector in a Preact context: the
 * page is assembled from several separate renders (MDX content, generated API reference, the
 * layout), so a collector would have to be threaded through all of them; this pass sees the
 * finished document once, works for every source of SVG, and when it is skipped the output is
 * still correct, only larger.
 */

/** Elements whose text is not markup (a `<svg` inside them is not an element), or an `<svg>`. */
const SVG_OR_RAW_TEXT =
  /<(script|style|template|textarea|title)\b[\s\S]*?<\/\1\s*>|<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/svg\s*>/gi;
const VIEW_BOX = /\sviewBox\s*=\s*"([^"]*)"/i;
/**
 * Bodies that cannot move into a shared symbol: references or ids (uniqueness, url(#…)
 * targets), nested documents, styles and scripts.
 */
const UNSAFE_BODY = /<svg\b|<use\b|<style\b|<script\b|<foreignObject\b|\sid\s*=|url\(/i;

/** Id of the sprite element in a document; fragments merge their symbols into it (src/client/full-sidebar.ts). */
export const SPRITE_ID = 'quire-sprite';

export interface SpriteOptions {
  /** Uses needed before a body moves to the sprite (default 2: one use would only add bytes). */
  minUses?: number;
}

/** FNV-1a, 32 bits, base 36: short, stable ids from the drawing itself. */
function hashId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // `quire-`: an id of Quire's own, which the link check never offers as a meant #anchor.
  return `quire-i${(h >>> 0).toString(36)}`;
}

/** The viewBox, when the drawing can move to a symbol unchanged (origin 0 0, so the outer viewBox maps it 1:1). */
function movableViewBox(attrs: string, body: string): string | undefined {
  if (/\sid\s*=/i.test(attrs) || !body.trim() || UNSAFE_BODY.test(body)) return undefined;
  const viewBox = VIEW_BOX.exec(attrs)?.[1];
  if (!viewBox || !/^\s*0[\s,]+0[\s,]/.test(viewBox)) return undefined;
  return viewBox;
}

/**
 * Replaces the bodies of repeated inline SVGs by `<use>` of a symbol in one hidden sprite,
 * placed right after `<body…>` (or at the start of a fragment). Idempotent.
 */
export function spriteRepeatedSvgs(html: string, opts: SpriteOptions = {}): string {
  const minUses = opts.minUses ?? 2;
  const counts = new Map<string, number>();
  for (const m of html.matchAll(SVG_OR_RAW_TEXT)) {
    if (m[1] !== undefined) continue;
    const viewBox = movableViewBox(m[2]!, m[3]!);
    if (viewBox === undefined) continue;
    const key = `${viewBox}|${m[3]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ids = new Map<string, string>();
  const taken = new Map<string, string>();
  for (const [key, n] of counts) {
    if (n < minUses) continue;
    let id = hashId(key);
    // A hash collision between two drawings of one page: give the second its own id.
    for (let k = 2; taken.has(id) && taken.get(id) !== key; k++) id = `${hashId(key)}-${k}`;
    taken.set(id, key);
    ids.set(key, id);
  }
  if (ids.size === 0) return html;

  const symbols: string[] = [];
  const emitted = new Set<string>();
  const out = html.replace(SVG_OR_RAW_TEXT, (whole, raw: string | undefined, attrs: string, body: string) => {
    if (raw !== undefined) return whole;
    const viewBox = movableViewBox(attrs, body);
    const id = viewBox === undefined ? undefined : ids.get(`${viewBox}|${body}`);
    if (!id) return whole;
    if (!emitted.has(id)) {
      emitted.add(id);
      symbols.push(`<symbol id="${id}" viewBox="${viewBox}">${body}</symbol>`);
    }
    return `<svg${attrs}><use href="#${id}"/></svg>`;
  });
  const sprite = `<svg id="${SPRITE_ID}" width="0" height="0" aria-hidden="true" style="position:absolute">${symbols.join('')}</svg>`;
  const body = /<body\b(?:[^>"']|"[^"]*"|'[^']*')*>/i.exec(out);
  if (!body) return sprite + out;
  const at = body.index + body[0].length;
  return out.slice(0, at) + sprite + out.slice(at);
}
