import { OG_HEIGHT, OG_WIDTH } from '../render/og-card.js';
import type { CardFonts } from './card-font.js';
import { drawIndexedCard } from './card-draw-indexed.js';
import type { CardLayout } from './card-layout.js';
import { div255, parseHexColour, type Pixmap, placedMask } from './card-pixels.js';
import { pngOfRows } from './png-encode.js';

/**
 * A laid-out social card drawn straight into PNG rows: the ground, the docs folder's images
 * (already scaled to the card by resvg, premultiplied RGBA), each glyph's cached coverage mask
 * blended in its colour, the bar; then deflated. Far cheaper than laying the card out with
 * satori and drawing its SVG with resvg (bench/RESULTS.md, "Figures behind code comments").
 * Most cards are drawn with a palette (card-draw-indexed.ts); this RGB drawing takes the rest.
 */

const STRIDE = OG_WIDTH * 3 + 1;

// The card's rows, reused from card to card (a fresh 2.3 MB buffer per card is work for the collector).
let rows: Buffer | undefined;
let barMask: Uint8Array | undefined;

/** The card as a PNG; throws when a colour is not hex or an image has no pixmap (the caller then draws it with satori). */
export function drawCard(layout: CardLayout, fonts: CardFonts, image: (src: string) => Pixmap | undefined): Buffer {
  return drawIndexedCard(layout, fonts, image) ?? drawRgbCard(layout, fonts, image);
}

/** The card in 8-bit RGB, whatever its colours: a background image, or ink over ink or over the logo. */
export function drawRgbCard(layout: CardLayout, fonts: CardFonts, image: (src: string) => Pixmap | undefined): Buffer {
  rows ??= Buffer.alloc(STRIDE * OG_HEIGHT);
  const ground = colour(layout.ground);
  // One row of ground colour, copied down the card by doubling (ten copies, not one per row:
  // each call costs more than its 3.6 kB); each row starts with PNG filter byte 0.
  rows[0] = 0;
  for (let o = 1; o < STRIDE; o += 3) [rows[o], rows[o + 1], rows[o + 2]] = ground;
  for (let filled = STRIDE; filled < rows.length; filled *= 2) rows.copyWithin(filled, 0, Math.min(filled, rows.length - filled));
  if (layout.background) blit(rows, pixmap(image, layout.background), 0, 0);
  if (layout.logo) blit(rows, pixmap(image, layout.logo.src), layout.logo.x, layout.logo.y);
  for (const text of layout.texts) {
    const [r, g, b, a] = colour(text.color);
    for (const glyph of text.glyphs) {
      const { mask, x, y } = placedMask(text, glyph, fonts);
      blend(rows, mask.alpha, mask.width, mask.height, x, y, r, g, b, a);
    }
  }
  const [r, g, b, a] = colour(layout.bar.color);
  barMask ??= new Uint8Array(OG_WIDTH * layout.bar.height).fill(255);
  blend(rows, barMask, OG_WIDTH, layout.bar.height, 0, layout.bar.y, r, g, b, a);
  return pngOfRows(rows, OG_WIDTH, OG_HEIGHT, 'rgb');
}

function colour(value: string): [number, number, number, number] {
  const parsed = parseHexColour(value);
  if (!parsed) throw new Error(`not a hex colour: ${value}`);
  return parsed;
}

function pixmap(image: (src: string) => Pixmap | undefined, src: string): Pixmap {
  const found = image(src);
  if (!found) throw new Error('an image of the card has no pixmap');
  return found;
}

/** Premultiplied RGBA drawn over the rows (source over), clipped to the card. */
function blit(rows: Buffer, image: Pixmap, left: number, top: number): void {
  const { pixels, width, height } = image;
  for (let y = Math.max(0, -top); y < height && top + y < OG_HEIGHT; y++) {
    let o = (top + y) * STRIDE + 1 + Math.max(0, left) * 3;
    for (let x = Math.max(0, -left); x < width && left + x < OG_WIDTH; x++, o += 3) {
      const s = (y * width + x) * 4;
      const alpha = pixels[s + 3]!;
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      rows[o] = pixels[s]! + div255(rows[o]! * keep);
      rows[o + 1] = pixels[s + 1]! + div255(rows[o + 1]! * keep);
      rows[o + 2] = pixels[s + 2]! + div255(rows[o + 2]! * keep);
    }
  }
}

/** A coverage mask blended into the rows in one colour (its alpha scaling the coverage), clipped to the card. */
function blend(rows: Buffer, mask: Uint8Array, width: number, height: number, left: number, top: number, r: number, g: number, b: number, a: number): void {
  for (let y = Math.max(0, -top); y < height && top + y < OG_HEIGHT; y++) {
    let o = (top + y) * STRIDE + 1 + Math.max(0, left) * 3;
    for (let x = Math.max(0, -left); x < width && left + x < OG_WIDTH; x++, o += 3) {
      let coverage = mask[y * width + x]!;
      if (coverage === 0) continue;
      if (a !== 255) coverage = div255(coverage * a);
      const keep = 255 - coverage;
      rows[o] = div255(rows[o]! * keep + r * coverage);
      rows[o + 1] = div255(rows[o + 1]! * keep + g * coverage);
      rows[o + 2] = div255(rows[o + 2]! * keep + b * coverage);
    }
  }
}
