import { type CardFonts, SUBPIXEL_STEPS } from './card-font.js';
import type { LaidGlyph, LaidText } from './card-layout.js';
import type { GlyphMask } from './glyph-raster.js';

/** What both card drawings (card-draw.ts: RGB; card-draw-indexed.ts: a palette) share. */

/** Premultiplied RGBA pixels, as resvg renders them. */
export interface Pixmap {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as [r, g, b, a]; undefined for anything else. */
export function parseHexColour(colour: string): [number, number, number, number] | undefined {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour.trim());
  if (!m) return undefined;
  let hex = m[1]!;
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  if (hex.length === 6) hex += 'ff';
  return [0, 2, 4, 6].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number, number];
}

/** A glyph's cached coverage mask and the card pixel its top left lands on (pen snapped to a sub-pixel step). */
export function placedMask(text: LaidText, glyph: LaidGlyph, fonts: CardFonts): { mask: GlyphMask; x: number; y: number } {
  let x = Math.floor(glyph.x);
  let step = Math.round((glyph.x - x) * SUBPIXEL_STEPS);
  if (step === SUBPIXEL_STEPS) [x, step] = [x + 1, 0];
  const mask = fonts.glyph(text.weight, glyph.face, glyph.id, text.size, step);
  return { mask, x: x + mask.left, y: Math.round(glyph.y) + mask.top };
}

/** Math.round(x / 255) for 0 ≤ x ≤ 255 × 255, in integer steps. */
export function div255(x: number): number {
  const t = x + 128;
  return (t + (t >> 8)) >> 8;
}
