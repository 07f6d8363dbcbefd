import type { OgCardInput } from './og-card.js';

/**
 * Which text a social image can draw. The card is drawn with the bundled Inter (Latin, Latin
 * Extended, Vietnamese, Greek, Cyrillic); other scripts need an installed font (found by the
 * build with fontconfig), and a few need what the renderer (satori) does not do at all.
 */

/** Code points of the bundled Inter faces: the `unicode-range`s of @fontsource/inter's latin, latin-ext, vietnamese, greek and cyrillic subsets. */
const INTER_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x02ff], [0x0300, 0x0309], [0x0323, 0x0323], [0x0329, 0x0329],
  [0x0370, 0x03ff], [0x0400, 0x045f], [0x0490, 0x0491], [0x04b0, 0x04b1],
  [0x1d00, 0x1dbf], [0x1e00, 0x1eff], [0x2000, 0x206f], [0x20a0, 0x20c0],
  [0x2113, 0x2113], [0x2116, 0x2116], [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193],
  [0x2212, 0x2212], [0x2215, 0x2215], [0x2c60, 0x2c7f], [0xa720, 0xa7ff], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];

/**
 * Scripts satori cannot lay out: right-to-left ones (it draws left to right, letters unjoined)
 * and those whose letters change shape or order in context (Indic, Southeast Asian). A system
 * font would give the glyphs but not a readable line, so such text is left off the card.
 */
const UNSHAPED = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;

/** Emoji and their joiners/selectors: drawn by no font satori reads (colour glyphs), left as they fall. */
const EMOJI = /\p{Extended_Pictographic}|\u200d|\ufe0e|\ufe0f|[\u{1f3fb}-\u{1f3ff}]/u;

function inInter(cp: number): boolean {
  for (const [from, to] of INTER_RANGES) if (cp >= from && cp <= to) return true;
  return false;
}

/** The card's text fields, in the order a reader sees them. */
export const CARD_TEXT_FIELDS = ['siteName', 'eyebrow', 'title', 'description'] as const;
export type CardTextField = (typeof CARD_TEXT_FIELDS)[number];

/** What the card's text needs beyond the bundled Inter (pure). */
export interface CardTextNeeds {
  /** Characters (sorted, unique) an installed font must have; none are of an unshaped script. */
  fallback: string[];
  /** Names of the scripts in the text that satori cannot lay out, e.g. `Arabic`. */
  unshaped: string[];
}

/** Characters of `text` the bundled Inter lacks, and the unshaped scripts in it. */
export function textNeeds(texts: readonly string[]): CardTextNeeds {
  const fallback = new Set<string>();
  const unshaped = new Set<string>();
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (inInter(cp) || EMOJI.test(ch) || /\s/u.test(ch)) continue;
      if (UNSHAPED.test(ch)) unshaped.add(scriptName(ch));
      else fallback.add(ch);
    }
  }
  return { fallback: [...fallback].sort(), unshaped: [...unshaped].sort() };
}

const SCRIPT_NAMES = ['Arabic', 'Hebrew', 'Syriac', 'Thaana', 'Nko', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Khmer', 'Myanmar', 'Tibetan'];
function scriptName(ch: string): string {
  return SCRIPT_NAMES.find((name) => new RegExp(`\\p{Script=${name}}`, 'u').test(ch)) ?? 'unknown';
}

/** The card's text values, field by field. */
export function cardTexts(input: OgCardInput): Partial<Record<CardTextField, string>> {
  const out: Partial<Record<CardTextField, string>> = {};
  for (const field of CARD_TEXT_FIELDS) if (input[field]) out[field] = input[field];
  return out;
}

/**
 * The card without the text fields that hold a character in `undrawable` (or of an unshaped
 * script), and which fields were left out. The title left out leaves a card of logo, site name
 * and colours: a plain card reads better than boxes where letters should be.
 */
export function withoutUndrawable(input: OgCardInput, undrawable: ReadonlySet<string>): { input: OgCardInput; dropped: CardTextField[] } {
  const dropped: CardTextField[] = [];
  const out: OgCardInput = { ...input };
  for (const [field, text] of Object.entries(cardTexts(input)) as [CardTextField, string][]) {
    if (!UNSHAPED.test(text) && ![...text].some((ch) => undrawable.has(ch))) continue;
    dropped.push(field);
    if (field === 'title' || field === 'siteName') out[field] = '';
    else delete out[field];
  }
  return { input: out, dropped };
}
