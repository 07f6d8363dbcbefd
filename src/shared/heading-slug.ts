/**
 * Heading ids the way Mintlify makes them, so a migrated site's `#anchor` links keep working
 * (`Records on session.out` → `records-on-session-out`, where GitHub's slugger gives
 * `records-on-sessionout`). Mintlify (`@mintlify/common` slugify + cleanHeadingId) lower-cases
 * the text, turns whitespace into `-`, percent-encodes it, slugifies that with
 * @sindresorhus/slugify (the same 2.2.0), and its client renders the id decoded with some
 * punctuation and emoji removed: `安装指南` stays `安装指南`, `What's new?` is `whats-new`.
 */
export function headingSlug(text: string): string {
  const encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
  return cleanHeadingId(slugifyEncoded(encoded, /%[0-9A-F]{2}/.test(encoded)));
}

/**
 * @sindresorhus/slugify 2.2.0 as Mintlify calls it (`decamelize: false`; with percent escapes
 * `preserveCharacters: ['%', '_']` and `lowercase: false`, else `preserveCharacters: ['_']`),
 * for the only input it gets here: encodeURIComponent's output, `[A-Za-z0-9-_.!~*'()%]`. On that
 * alphabet its transliteration changes nothing (no replacement key and no diacritic is in it),
 * and skipping it matters: it compiles a regex per replacement (~600) on every call, 10 s of
 * a 945-page build with 30,000 headings. heading-slug.test.ts checks it against the library.
 */
export function slugifyEncoded(encoded: string, escaped: boolean): string {
  const slug = escaped ? encoded.replace(/[^a-z\dA-Z%_]+/g, '-') : encoded.toLowerCase().replace(/[^a-z\d_]+/g, '-');
  return slug
    .replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/**
 * What Mintlify renders for an id (an author's `id`, or a slug): percent-decoded, without
 * `?,;:!'"()[]{}` and emoji. Link anchors are compared after the same cleaning.
 */
export function cleanHeadingId(id: string): string {
  let decoded = id;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    // A malformed escape (`100%1`) stays as written, as on Mintlify.
  }
  return decoded.replace(/[?,;:!'"()[\]{}]/g, '').replace(EMOJI, '');
}

/**
 * Unique ids within a page, numbered as Mintlify numbers them: the second `Intro` is
 * `intro-2` (GitHub's slugger says `intro-1`), skipping numbers already taken.
 */
export class HeadingSlugger {
  private readonly seen = new Map<string, number>();

  /** Marks an id as taken (an id the author named), so no slug takes it. */
  reserve(id: string): void {
    if (!this.seen.has(id)) this.seen.set(id, 1);
  }

  /** A unique id for the text (`heading` when the text makes no slug). */
  slug(text: string): string {
    return this.unique(headingSlug(text) || 'heading');
  }

  private unique(base: string): string {
    const count = this.seen.get(base) ?? 0;
    this.seen.set(base, count + 1);
    if (count === 0) return base;
    let suffix = count + 1;
    while (this.seen.has(`${base}-${suffix}`)) suffix++;
    const id = `${base}-${suffix}`;
    this.seen.set(id, 1);
    return id;
  }
}
