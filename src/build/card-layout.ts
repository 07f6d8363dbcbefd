import { cardPalette, cardTitleSize, OG_HEIGHT, OG_WIDTH, type OgCardInput } from '../render/og-card.js';
import type { CardWeight, FaceMetrics, ShapedGlyph } from './card-font.js';

/**
 * Where everything of a social card goes (pure, given a shaper): the same card as `ogCard` in
 * render/og-card.ts, laid out the way satori lays that tree out — the flex boxes' positions and
 * satori's text rules (lines broken between words, each line as high as its rounded line
 * height with the baseline placed as Chrome places it, each word shaped on its own and started
 * on a whole pixel, letter spacing after every character) — so the fast drawing in
 * card-draw.ts gives the card satori and resvg gave.
 */

export interface CardShaper {
  shape(text: string, weight: CardWeight): readonly ShapedGlyph[];
  metrics(weight: CardWeight): FaceMetrics;
}

/** A glyph to draw: pen position in pixels of the card (x fractional, y the baseline). */
export interface LaidGlyph {
  face: number;
  id: number;
  x: number;
  y: number;
}

export interface LaidText {
  weight: CardWeight;
  size: number;
  color: string;
  glyphs: LaidGlyph[];
}

export interface CardLayout {
  ground: string;
  /** docs.json `thumbnails.background`, drawn at 0,0 over the whole card. */
  background?: string;
  logo?: { src: string; x: number; y: number; width: number; height: number };
  texts: LaidText[];
  bar: { y: number; height: number; color: string };
}

interface TextStyle {
  size: number;
  weight: CardWeight;
  /** A multiple of the size, or the font's own (ascender + descender + line gap). */
  lineHeight: number | 'normal';
  letterSpacing: number;
  color: string;
}

// The card's boxes (render/og-card.ts): padding 64px 80px 72px, a 64px top row, a 10px bar.
const PAD_TOP = 64;
const PAD_X = 80;
const PAD_BOTTOM = 72;
const TOP_ROW = 64;
const BAR = 10;
const CONTENT_WIDTH = OG_WIDTH - 2 * PAD_X;

/** The card laid out; `ogCard` is the same card as a tree for satori (keep the two in step). */
export function layoutCard(input: OgCardInput, shaper: CardShaper): CardLayout {
  const { fg, muted, ground } = cardPalette(input.appearance);
  const titleSize = cardTitleSize(input.title);
  const out: CardLayout = { ground, texts: [], bar: { y: OG_HEIGHT - BAR, height: BAR, color: input.accent } };
  if (input.background) out.background = input.background;

  // The top row centres the logo, or the site's name, vertically.
  if (input.logo) {
    const { width, height, src } = input.logo;
    out.logo = { src, width, height, x: PAD_X, y: Math.round(PAD_TOP + (TOP_ROW - height) / 2) };
  } else if (input.siteName) {
    const name = layoutText(shaper, input.siteName, { size: 34, weight: 700, lineHeight: 'normal', letterSpacing: 0, color: fg });
    out.texts.push(place(name, PAD_X, Math.round(PAD_TOP + (TOP_ROW - name.height) / 2)));
  }

  // The text column is bottom-aligned above the bottom padding: eyebrow, title, description.
  const blocks: { text: ReturnType<typeof layoutText>; gapBefore: number }[] = [];
  if (input.eyebrow) blocks.push({ text: layoutText(shaper, input.eyebrow, { size: 28, weight: 700, lineHeight: 'normal', letterSpacing: 0, color: input.accent }), gapBefore: 0 });
  const title = layoutText(shaper, input.title, { size: titleSize, weight: 700, lineHeight: 1.12, letterSpacing: -1.5, color: fg });
  blocks.push({ text: title, gapBefore: input.eyebrow ? 18 : 0 });
  if (input.description) blocks.push({ text: layoutText(shaper, input.description, { size: 30, weight: 400, lineHeight: 1.4, letterSpacing: 0, color: muted }), gapBefore: 26 });
  let y = OG_HEIGHT - PAD_BOTTOM - blocks.reduce((sum, b) => sum + b.gapBefore + b.text.height, 0);
  for (const block of blocks) {
    y += block.gapBefore;
    out.texts.push(place(block.text, PAD_X, y));
    y += block.text.height;
  }
  return out;
}

interface TextBox {
  style: TextStyle;
  /** Glyphs relative to the box's top left. */
  glyphs: LaidGlyph[];
  height: number;
}

function place(box: TextBox, left: number, top: number): LaidText {
  return { weight: box.style.weight, size: box.style.size, color: box.style.color, glyphs: box.glyphs.map((g) => ({ ...g, x: g.x + left, y: g.y + top })) };
}

/** A word and the spaces after it, as satori breaks text (at spaces, and after a hyphen or dash inside a word). */
export function splitWords(text: string): { word: string; spaces: number }[] {
  const out: { word: string; spaces: number }[] = [];
  for (const match of text.matchAll(/([^ ]*?[-‐–—](?=[^ \-‐–—])|[^ ]+)( *)|( +)/g)) {
    if (match[3]) {
      // Spaces before the first word.
      out.push({ word: '', spaces: match[3].length });
      continue;
    }
    out.push({ word: match[1]!, spaces: match[2]!.length });
  }
  return out;
}

/** Lines of `text` in a box `CONTENT_WIDTH` wide, with the box's height (pure but for the shaper). */
export function layoutText(shaper: CardShaper, text: string, style: TextStyle, maxWidth = CONTENT_WIDTH): TextBox {
  const metrics = shaper.metrics(style.weight);
  const { size, letterSpacing } = style;
  const height = style.lineHeight === 'normal' ? (metrics.ascender - metrics.descender + metrics.lineGap) * size : style.lineHeight * size;
  const ascent = Math.round(metrics.ascender * size);
  const descent = Math.round(-metrics.descender * size);
  const baseline = ascent + Math.floor((height - ascent - descent) / 2);
  const lineHeight = Math.round(height);

  // Each word shaped on its own, its width with the letter spacing after each of its characters.
  const shaped = (word: string) => {
    const glyphs = shaper.shape(word, style.weight);
    let width = 0;
    const pens: number[] = [];
    for (let i = 0; i < glyphs.length; i++) {
      pens.push(width);
      width += glyphs[i]!.advance * size;
      if (glyphs[i + 1]?.cluster !== glyphs[i]!.cluster) width += letterSpacing;
    }
    return { glyphs, pens, width };
  };
  // satori measures a word with its trailing spaces as one run (kerning into the space included).
  const words = splitWords(text).flatMap(({ word, spaces }) => {
    const drawn = shaped(word);
    const withSpaces = spaces ? shaped(word + ' '.repeat(spaces)).width : drawn.width;
    // A word wider than the line is broken between its characters (satori would let it run off the card).
    if (drawn.width <= maxWidth || [...word].length < 2) return [{ ...drawn, advance: withSpaces }];
    const parts: { glyphs: readonly ShapedGlyph[]; pens: number[]; width: number; advance: number }[] = [];
    let part = '';
    for (const ch of word) {
      if (part && shaped(part + ch).width > maxWidth) {
        const piece = shaped(part);
        parts.push({ ...piece, advance: piece.width });
        part = '';
      }
      part += ch;
    }
    const last = shaped(part);
    parts.push({ ...last, advance: spaces ? shaped(part + ' '.repeat(spaces)).width : last.width });
    return parts;
  });

  const glyphs: LaidGlyph[] = [];
  let line = 0;
  let x = 0;
  let lines = 0;
  for (const word of words) {
    // Trailing spaces may hang past the line's end, as in browsers.
    if (x > 0 && x + word.width > maxWidth) {
      line++;
      x = 0;
    }
    if (word.glyphs.length) lines = line + 1;
    const left = Math.round(x);
    for (let i = 0; i < word.glyphs.length; i++) {
      const g = word.glyphs[i]!;
      glyphs.push({ face: g.face, id: g.id, x: left + word.pens[i]! + g.dx * size, y: line * lineHeight + baseline - g.dy * size });
    }
    x += word.advance;
  }
  return { style, glyphs, height: Math.max(lines, text ? 1 : 0) * lineHeight };
}
