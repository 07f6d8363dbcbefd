import { Blob, Buffer as ShapingBuffer, DrawFuncs, Face, Font, shape } from 'harfbuzzjs';
import { type GlyphMask, OutlineRaster } from './glyph-raster.js';
import { INTER_SUBSETS, interFaceFile } from '../render/og-card.js';
import { readVendorFile, type VendorFile } from '../render/vendor-files.js';
import { woffToSfnt } from './woff.js';

/**
 * The bundled Inter faces for social images, read by HarfBuzz: text shaped as satori shapes it
 * (kerning and contextual forms from the fonts' own GSUB/GPOS), glyph outlines rasterised once
 * per size and sub-pixel position and kept for the process's later cards.
 */

export type CardWeight = 400 | 700;

/** A shaped glyph, in ems: `face` indexes the weight's faces, `cluster` is the UTF-16 index of its first character. */
export interface ShapedGlyph {
  face: number;
  id: number;
  cluster: number;
  advance: number;
  dx: number;
  dy: number;
}

/** Vertical metrics of a weight's faces, in ems (the subsets share them). */
export interface FaceMetrics {
  ascender: number;
  descender: number;
  lineGap: number;
}

interface LoadedFace {
  font: Font;
  upem: number;
  chars: Set<number>;
}

/** Shaped words kept per process (a word's glyphs are a few hundred bytes). */
const MAX_SHAPED_WORDS = 20_000;

/** Glyph masks are drawn at this many horizontal sub-pixel positions. */
export const SUBPIXEL_STEPS = 4;

export class CardFonts {
  private readonly faceOf = new Map<string, number>();
  private readonly masks = new Map<string, GlyphMask>();
  /** Words shaped before, by weight and text: a site's cards repeat most of their words (bounded: see `shape`). */
  private readonly shapes = new Map<string, readonly ShapedGlyph[]>();
  /**
   * One HarfBuzz buffer, reset for each run. harfbuzzjs frees a buffer only when the collector
   * finalises its wrapper, so a buffer per run kept WebAssembly memory allocated between collections.
   */
  private readonly buffer = new ShapingBuffer();
  private readonly draw = new DrawFuncs();
  private raster = new OutlineRaster();
  private scale = 1;
  private shift = 0;

  private constructor(private readonly faces: Record<CardWeight, LoadedFace[]>) {
    // Outlines arrive in font units, y up; the raster takes pixels, y down, at the current scale and shift.
    this.draw.setMoveToFunc((x, y) => this.raster.moveTo(x * this.scale + this.shift, -y * this.scale));
    this.draw.setLineToFunc((x, y) => this.raster.lineTo(x * this.scale + this.shift, -y * this.scale));
    this.draw.setQuadraticToFunc((cx, cy, x, y) => this.raster.quadTo(cx * this.scale + this.shift, -cy * this.scale, x * this.scale + this.shift, -y * this.scale));
    this.draw.setCubicToFunc((ax, ay, bx, by, x, y) => this.raster.cubicTo(ax * this.scale + this.shift, -ay * this.scale, bx * this.scale + this.shift, -by * this.scale, x * this.scale + this.shift, -y * this.scale));
    this.draw.setClosePathFunc(() => this.raster.close());
  }

  static async load(): Promise<CardFonts> {
    const load = async (weight: CardWeight) =>
      Promise.all(
        // In the order satori looks a character up in the same faces.
        INTER_SUBSETS.map(async (subset) => {
          const woff = await readVendorFile(interFaceFile(subset, weight) as VendorFile);
          const face = new Face(new Blob(woffToSfnt(woff)), 0);
          return { font: new Font(face), upem: face.upem, chars: new Set(face.collectUnicodes()) };
        }),
      );
    const [regular, bold] = await Promise.all([load(400), load(700)]);
    return new CardFonts({ 400: regular, 700: bold });
  }

  /** The face of `weight` that has the character, or -1 when none of the bundled subsets has it. */
  faceFor(codePoint: number, weight: CardWeight): number {
    const key = `${weight}:${codePoint}`;
    let face = this.faceOf.get(key);
    if (face === undefined) {
      face = this.faces[weight].findIndex((f) => f.chars.has(codePoint));
      this.faceOf.set(key, face);
    }
    return face;
  }

  /** Whether every character of `text` is in a bundled face (whitespace included). */
  covers(text: string, weight: CardWeight): boolean {
    for (const ch of text) if (this.faceFor(ch.codePointAt(0)!, weight) < 0) return false;
    return true;
  }

  metrics(weight: CardWeight): FaceMetrics {
    const face = this.faces[weight][0]!;
    const { ascender, descender, lineGap } = face.font.hExtents();
    return { ascender: ascender / face.upem, descender: descender / face.upem, lineGap: lineGap / face.upem };
  }

  /**
   * `text` shaped: split into runs of one face each (a character goes to the first subset that
   * has it), each run shaped with the whole text as its context. Throws for a character no face has.
   */
  shape(text: string, weight: CardWeight): readonly ShapedGlyph[] {
    const key = `${weight}:${text}`;
    const known = this.shapes.get(key);
    if (known) return known;
    const shaped = this.shapeRuns(text, weight);
    // A bound for a site of many distinct words: drop them all and start again (cheap to redo).
    if (this.shapes.size >= MAX_SHAPED_WORDS) this.shapes.clear();
    this.shapes.set(key, shaped);
    return shaped;
  }

  private shapeRuns(text: string, weight: CardWeight): ShapedGlyph[] {
    const out: ShapedGlyph[] = [];
    let runStart = 0;
    let runFace = -2;
    const flush = (end: number) => {
      if (end <= runStart) return;
      if (runFace < 0) throw new Error(`no bundled face has "${text.slice(runStart, end)}"`);
      const face = this.faces[weight][runFace]!;
      const buffer = this.buffer;
      buffer.reset();
      buffer.addText(text, runStart, end - runStart);
      buffer.guessSegmentProperties();
      shape(face.font, buffer);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      for (let i = 0; i < infos.length; i++) {
        const p = positions[i]!;
        out.push({ face: runFace, id: infos[i]!.codepoint, cluster: infos[i]!.cluster, advance: p.xAdvance / face.upem, dx: p.xOffset / face.upem, dy: p.yOffset / face.upem });
      }
    };
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      const face = this.faceFor(cp, weight);
      if (face !== runFace) {
        flush(i);
        runStart = i;
        runFace = face;
      }
      i += cp > 0xffff ? 2 : 1;
    }
    flush(text.length);
    return out;
  }

  /** The coverage mask of a glyph at `size` px, its pen at sub-pixel step `step` of `SUBPIXEL_STEPS`. */
  glyph(weight: CardWeight, face: number, id: number, size: number, step: number): GlyphMask {
    const key = `${weight}:${face}:${id}:${size}:${step}`;
    let mask = this.masks.get(key);
    if (!mask) {
      const loaded = this.faces[weight][face]!;
      this.scale = size / loaded.upem;
      this.shift = step / SUBPIXEL_STEPS;
      this.raster = new OutlineRaster();
      loaded.font.drawGlyph(id, this.draw);
      mask = this.raster.mask();
      this.masks.set(key, mask);
    }
    return mask;
  }
}
