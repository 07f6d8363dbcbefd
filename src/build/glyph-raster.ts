/**
 * Glyph outlines to anti-aliased coverage masks, for drawing social-image text without an SVG
 * renderer. Each pixel's alpha is the exact area of it the outline covers (the signed-area
 * accumulation of font-rs and stb_truetype: every edge adds its covered area to the cells it
 * crosses and the rest of the row inherits it through a running sum), with the non-zero
 * winding rule approximated by clamping, which is exact for fonts' non-overlapping contours.
 */

/** A rasterised glyph: `alpha` is `width × height`, its top-left pixel at (`left`, `top`) from the pen. */
export interface GlyphMask {
  left: number;
  top: number;
  width: number;
  height: number;
  alpha: Uint8Array;
}

/**
 * How far a curve's chords may stray from it, in pixels. Chords lie inside a convex curve, so
 * each one thins the glyph a little; at 0.02 px that is under a 1/250 of a pixel's coverage on
 * average, and the masks are cached, so the extra segments cost nothing per card.
 */
const TOLERANCE = 0.02;

/**
 * Collects an outline (pixel coordinates, y down, as moveTo/lineTo/quadTo/cubicTo/close calls)
 * as straight edges, then rasterises it with `mask()`.
 */
export class OutlineRaster {
  private edges: number[] = [];
  private startX = 0;
  private startY = 0;
  private x = 0;
  private y = 0;
  private open = false;

  moveTo(x: number, y: number): void {
    this.close();
    this.startX = this.x = x;
    this.startY = this.y = y;
    this.open = true;
  }

  lineTo(x: number, y: number): void {
    this.edges.push(this.x, this.y, x, y);
    this.x = x;
    this.y = y;
  }

  quadTo(cx: number, cy: number, x: number, y: number): void {
    // A chord of a quadratic with n pieces strays at most |p0 - 2c + p1| / (8n²) from it.
    const dx = this.x - 2 * cx + x;
    const dy = this.y - 2 * cy + y;
    const n = Math.max(1, Math.ceil(Math.sqrt(Math.hypot(dx, dy) / (8 * TOLERANCE))));
    const x0 = this.x;
    const y0 = this.y;
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const u = 1 - t;
      this.lineTo(u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y);
    }
  }

  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    const x0 = this.x;
    const y0 = this.y;
    const dd = Math.max(Math.hypot(x0 - 2 * c1x + c2x, y0 - 2 * c1y + c2y), Math.hypot(c1x - 2 * c2x + x, c1y - 2 * c2y + y));
    const n = Math.max(1, Math.ceil(Math.sqrt((3 * dd) / (4 * TOLERANCE))));
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const d = t * t * t;
      this.lineTo(a * x0 + b * c1x + c * c2x + d * x, a * y0 + b * c1y + c * c2y + d * y);
    }
  }

  close(): void {
    if (this.open && (this.x !== this.startX || this.y !== this.startY)) this.lineTo(this.startX, this.startY);
    this.open = false;
  }

  /** The coverage mask of everything drawn so far (an empty mask for an empty outline, e.g. a space). */
  mask(): GlyphMask {
    this.close();
    const e = this.edges;
    if (!e.length) return { left: 0, top: 0, width: 0, height: 0, alpha: new Uint8Array(0) };
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < e.length; i += 2) {
      minX = Math.min(minX, e[i]!);
      maxX = Math.max(maxX, e[i]!);
      minY = Math.min(minY, e[i + 1]!);
      maxY = Math.max(maxY, e[i + 1]!);
    }
    const left = Math.floor(minX);
    const top = Math.floor(minY);
    const width = Math.ceil(maxX) - left + 1;
    const height = Math.max(1, Math.ceil(maxY) - top);
    const stride = width + 2;
    const acc = new Float32Array(stride * height);
    for (let i = 0; i < e.length; i += 4) accumulate(acc, stride, height, e[i]! - left, e[i + 1]! - top, e[i + 2]! - left, e[i + 3]! - top);
    const alpha = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      let sum = 0;
      const row = y * stride;
      for (let x = 0; x < width; x++) {
        sum += acc[row + x]!;
        const a = Math.abs(sum);
        alpha[y * width + x] = a >= 1 ? 255 : Math.round(a * 255);
      }
    }
    return { left, top, width, height, alpha };
  }
}

/** Adds one edge's signed coverage to the rows it crosses (coordinates relative to the mask). */
function accumulate(acc: Float32Array, stride: number, height: number, ax: number, ay: number, bx: number, by: number): void {
  if (ay === by) return;
  let dir = 1;
  let x0 = ax;
  let y0 = ay;
  let x1 = bx;
  let y1 = by;
  if (y0 > y1) {
    dir = -1;
    [x0, y0, x1, y1] = [bx, by, ax, ay];
  }
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0;
  const last = Math.min(height, Math.ceil(y1));
  for (let y = Math.max(0, Math.floor(y0)); y < last; y++) {
    const row = y * stride;
    const dy = Math.min(y + 1, y1) - Math.max(y, y0);
    const xNext = x + dxdy * dy;
    const d = dy * dir;
    const lo = Math.min(x, xNext);
    const hi = Math.max(x, xNext);
    const loCell = Math.floor(lo);
    const hiCell = Math.ceil(hi);
    if (hiCell <= loCell + 1) {
      // Within one column: the part of this row's height right of the edge's mean x.
      const right = 0.5 * (x + xNext) - loCell;
      acc[row + loCell] = acc[row + loCell]! + d - d * right;
      acc[row + loCell + 1] = acc[row + loCell + 1]! + d * right;
    } else {
      // Across columns: a triangle in the first, a trapezoid run, a triangle in the last.
      const s = 1 / (hi - lo);
      const loFrac = lo - loCell;
      const first = 0.5 * s * (1 - loFrac) * (1 - loFrac);
      const hiFrac = hi - hiCell + 1;
      const end = 0.5 * s * hiFrac * hiFrac;
      acc[row + loCell] = acc[row + loCell]! + d * first;
      if (hiCell === loCell + 2) {
        acc[row + loCell + 1] = acc[row + loCell + 1]! + d * (1 - first - end);
      } else {
        const second = s * (1.5 - loFrac);
        acc[row + loCell + 1] = acc[row + loCell + 1]! + d * (second - first);
        for (let cell = loCell + 2; cell < hiCell - 1; cell++) acc[row + cell] = acc[row + cell]! + d * s;
        const before = second + (hiCell - loCell - 3) * s;
        acc[row + hiCell - 1] = acc[row + hiCell - 1]! + d * (1 - before - end);
      }
      acc[row + hiCell] = acc[row + hiCell]! + d * end;
    }
    x = xNext;
  }
}
