import { OG_HEIGHT, OG_WIDTH } from '../render/og-card.js';
import type { CardFonts } from './card-font.js';
import type { CardLayout } from './card-layout.js';
import { div255, parseHexColour, type Pixmap, placedMask } from './card-pixels.js';
import { pngOfIndexedRows } from './png-encode.js';

/**
 * A social card drawn as a palette PNG: one byte a pixel instead of three. A card is its ground,
 * the logo and text in three inks (foreground, muted, accent) plus the accent bar, so every
 * pixel is the ground, a logo colour or one ink at some coverage. The palette holds the logo's
 * colours and, for each ink, a ramp of coverage levels over the ground (85 levels with no logo,
 * at least 42 with one: anti-aliasing steps of 3–6 in 255, which the eye does not see). Deflate
 * then reads a third of the bytes, which more than halves a card's cost, and the PNG is half
 * the size (bench/RESULTS.md, "Figures behind code comments").
 *
 * Returns undefined, for the RGB drawing (card-draw.ts) to draw the card exactly, when a palette
 * cannot hold it: a background image, a colour that is not hex, a logo of more colours than
 * its share even rounded, or ink drawn over another ink or over the logo.
 */

/** The palette entries a logo may take; the inks share the rest. */
const LOGO_COLOURS = 128;
/** Below this many coverage levels an ink's anti-aliasing would show steps. */
const MIN_LEVELS = 32;
const STRIDE = OG_WIDTH + 1;
/** A row of full coverage: the bar, drawn row by row. */
const FULL_ROW = new Uint8Array(OG_WIDTH).fill(255);

/** A logo composited over the ground, as palette entries 1…count (0: the ground shows). */
interface LogoColours {
  count: number;
  /** RGB triples of entries 1…count. */
  rgb: Uint8Array;
  /** Each logo pixel's entry. */
  entries: Uint8Array;
}

// Per logo pixmap (one per site and process), per ground colour: a card's logo is the same on every card.
const logoCache = new WeakMap<Pixmap, Map<number, LogoColours | null>>();

// The card's rows, reused from card to card: filter byte 0 and entry 0 (the ground) are both zero.
let rows: Buffer | undefined;

export function drawIndexedCard(layout: CardLayout, fonts: CardFonts, image: (src: string) => Pixmap | undefined): Buffer | undefined {
  if (layout.background) return undefined;
  const ground = parseHexColour(layout.ground);
  if (!ground) return undefined;
  const inkNames = [...new Set([...layout.texts.map((t) => t.color), layout.bar.color])];
  const inks = inkNames.map(parseHexColour);
  if (inks.some((ink) => ink === undefined)) return undefined;
  let logo: LogoColours | undefined;
  if (layout.logo) {
    const pixmap = image(layout.logo.src);
    if (!pixmap) return undefined;
    logo = logoColours(pixmap, ground);
    if (!logo) return undefined;
  }
  const logoCount = logo?.count ?? 0;
  const levels = Math.min(255, Math.floor((255 - logoCount) / inks.length));
  if (levels < MIN_LEVELS) return undefined;

  // Entry 0 the ground, 1…logoCount the logo, then each ink's levels 1…levels.
  const palette = new Uint8Array(3 * (1 + logoCount + inks.length * levels));
  palette.set(ground.slice(0, 3), 0);
  if (logo) palette.set(logo.rgb, 3);
  // A level's coverage, and the level nearest a coverage.
  const coverageOf = new Uint8Array(levels + 1);
  for (let j = 0; j <= levels; j++) coverageOf[j] = Math.round((255 * j) / levels);
  const levelOf = new Uint8Array(256);
  for (let c = 0; c < 256; c++) levelOf[c] = Math.round((c * levels) / 255);
  const bases = inks.map((ink, k) => {
    const base = logoCount + k * levels;
    const [r, g, b, a] = ink!;
    for (let j = 1; j <= levels; j++) {
      const coverage = div255(coverageOf[j]! * a);
      const keep = 255 - coverage;
      const at = 3 * (base + j);
      palette[at] = div255(ground[0]! * keep + r * coverage);
      palette[at + 1] = div255(ground[1]! * keep + g * coverage);
      palette[at + 2] = div255(ground[2]! * keep + b * coverage);
    }
    return base;
  });
  const baseOf = new Map(inkNames.map((name, k) => [name, bases[k]!]));

  rows ??= Buffer.alloc(STRIDE * OG_HEIGHT);
  rows.fill(0);
  if (layout.logo && logo) place(rows, logo.entries, layout.logo.width, layout.logo.height, layout.logo.x, layout.logo.y);
  const ink = { levels, coverageOf, levelOf };
  for (const text of layout.texts) {
    const base = baseOf.get(text.color)!;
    for (const glyph of text.glyphs) {
      const { mask, x, y } = placedMask(text, glyph, fonts);
      if (!cover(rows, mask.alpha, mask.width, mask.height, x, y, base, ink)) return undefined;
    }
  }
  const bar = layout.bar;
  for (let y = bar.y; y < bar.y + bar.height; y++) if (!cover(rows, FULL_ROW, OG_WIDTH, 1, 0, y, baseOf.get(bar.color)!, ink)) return undefined;
  return pngOfIndexedRows(rows, OG_WIDTH, OG_HEIGHT, palette);
}

/** The logo's entries laid on the rows (0 leaves the ground), clipped to the card. */
function place(rows: Buffer, entries: Uint8Array, width: number, height: number, left: number, top: number): void {
  for (let y = Math.max(0, -top); y < height && top + y < OG_HEIGHT; y++) {
    let o = (top + y) * STRIDE + 1 + Math.max(0, left);
    for (let x = Math.max(0, -left); x < width && left + x < OG_WIDTH; x++, o++) {
      const entry = entries[y * width + x]!;
      if (entry !== 0) rows[o] = entry;
    }
  }
}

/**
 * A coverage mask laid on the rows in the ink whose levels follow entry `base`: over the ground
 * it takes the nearest level, over the same ink the two coverages add as they would blended one
 * after the other. False at a pixel already of another ink or of the logo.
 */
function cover(
  rows: Buffer,
  mask: Uint8Array,
  width: number,
  height: number,
  left: number,
  top: number,
  base: number,
  ink: { levels: number; coverageOf: Uint8Array; levelOf: Uint8Array },
): boolean {
  const { levels, coverageOf, levelOf } = ink;
  for (let y = Math.max(0, -top); y < height && top + y < OG_HEIGHT; y++) {
    let o = (top + y) * STRIDE + 1 + Math.max(0, left);
    for (let x = Math.max(0, -left); x < width && left + x < OG_WIDTH; x++, o++) {
      const coverage = mask[y * width + x]!;
      const level = levelOf[coverage]!;
      if (level === 0) continue;
      const entry = rows[o]!;
      if (entry === 0) rows[o] = base + level;
      else if (entry > base && entry <= base + levels) {
        const before = coverageOf[entry - base]!;
        rows[o] = base + levelOf[before + coverage - div255(before * coverage)]!;
      } else return false;
    }
  }
  return true;
}

/**
 * The logo over the ground as at most LOGO_COLOURS entries: its exact colours when they fit,
 * else colours gathered by rounding each channel to 2, 4 … 16 steps (each entry the mean of
 * what it gathered: a logo 56 px high, where that is finer than its anti-aliasing).
 * Undefined when even that is too many (a photograph): the card is drawn in RGB.
 */
function logoColours(pixmap: Pixmap, ground: readonly number[]): LogoColours | undefined {
  const groundKey = (ground[0]! << 16) | (ground[1]! << 8) | ground[2]!;
  let byGround = logoCache.get(pixmap);
  if (!byGround) logoCache.set(pixmap, (byGround = new Map()));
  const known = byGround.get(groundKey);
  if (known !== undefined) return known ?? undefined;
  const { pixels, width, height } = pixmap;
  // Each pixel's colour over the ground, -1 where the ground shows through unchanged.
  const over = new Int32Array(width * height);
  for (let p = 0; p < over.length; p++) {
    const s = p * 4;
    const keep = 255 - pixels[s + 3]!;
    const rgb =
      ((pixels[s]! + div255(ground[0]! * keep)) << 16) | ((pixels[s + 1]! + div255(ground[1]! * keep)) << 8) | (pixels[s + 2]! + div255(ground[2]! * keep));
    over[p] = rgb === groundKey ? -1 : rgb;
  }
  let found: LogoColours | undefined;
  for (let shift = 0; shift <= 4 && !found; shift++) found = gather(over, shift);
  byGround.set(groundKey, found ?? null);
  return found;
}

function gather(over: Int32Array, shift: number): LogoColours | undefined {
  const bucketOf = (rgb: number) => (((rgb >> 16) >> shift) << 16) | ((((rgb >> 8) & 255) >> shift) << 8) | ((rgb & 255) >> shift);
  const entryOf = new Map<number, number>();
  // Per entry: the sums of red, green and blue, and how many pixels.
  const sums = new Uint32Array(4 * LOGO_COLOURS);
  const entries = new Uint8Array(over.length);
  for (let p = 0; p < over.length; p++) {
    const rgb = over[p]!;
    if (rgb < 0) continue;
    const bucket = bucketOf(rgb);
    let entry = entryOf.get(bucket);
    if (entry === undefined) {
      if (entryOf.size === LOGO_COLOURS) return undefined;
      entryOf.set(bucket, (entry = entryOf.size + 1));
    }
    entries[p] = entry;
    const at = 4 * (entry - 1);
    sums[at] = sums[at]! + (rgb >> 16);
    sums[at + 1] = sums[at + 1]! + ((rgb >> 8) & 255);
    sums[at + 2] = sums[at + 2]! + (rgb & 255);
    sums[at + 3] = sums[at + 3]! + 1;
  }
  const count = entryOf.size;
  const rgb = new Uint8Array(3 * count);
  for (let e = 0; e < count; e++) for (let c = 0; c < 3; c++) rgb[3 * e + c] = Math.round(sums[4 * e + c]! / sums[4 * e + 3]!);
  return { count, rgb, entries };
}
