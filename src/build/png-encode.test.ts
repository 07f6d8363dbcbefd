import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePng, pngOfIndexedRows } from './png-encode.js';

// pngjs (a devDependency) is the independent decoder: what a browser or a crawler would read.
describe('encodePng', () => {
  it('round-trips opaque, transparent and half-transparent premultiplied pixels', () => {
    const width = 3;
    const height = 2;
    // Premultiplied RGBA: opaque red, transparent, 50 % green (0,128,0,128 → 0,255,0,128), …
    const pixels = Uint8Array.from([255, 0, 0, 255, 0, 0, 0, 0, 0, 128, 0, 128, 10, 20, 30, 255, 64, 32, 16, 64, 255, 255, 255, 255]);
    const png = encodePng(pixels, width, height);
    expect(png[25]).toBe(6);
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    expect([...decoded.data]).toEqual([255, 0, 0, 255, 0, 0, 0, 0, 0, 255, 0, 128, 10, 20, 30, 255, 255, 128, 64, 64, 255, 255, 255, 255]);
  });

  it('encodes a card-sized image and refuses a buffer of the wrong size', () => {
    const width = 1200;
    const height = 630;
    const pixels = new Uint8Array(width * height * 4);
    for (let i = 0; i < pixels.length; i += 4) pixels.set([(i / 4) % 256, 40, 200, 255], i);
    const png = encodePng(pixels, width, height);
    // All opaque: stored as RGB (IHDR colour type 2), which a decoder reads back as the same pixels.
    expect(png[25]).toBe(2);
    const decoded = PNG.sync.read(png);
    expect(Buffer.compare(decoded.data, Buffer.from(pixels))).toBe(0);
    // The same size once more, with one pixel not opaque: RGBA (colour type 6), not the last image's rows.
    pixels[4 * 700 + 3] = 0;
    pixels.fill(0, 4 * 700, 4 * 700 + 3);
    const again = encodePng(pixels, width, height);
    expect(again[25]).toBe(6);
    expect(Buffer.compare(PNG.sync.read(again).data, Buffer.from(pixels))).toBe(0);
    expect(() => encodePng(pixels, width, height + 1)).toThrow(/1200×631/);
  });
});

describe('pngOfIndexedRows', () => {
  it("writes a palette PNG that a decoder reads back as the palette's colours", () => {
    const palette = Uint8Array.from([255, 255, 255, 200, 0, 0, 0, 90, 180]);
    // Two rows of three entries, each after its filter byte 0.
    const rows = Uint8Array.from([0, 0, 1, 2, 0, 2, 2, 0]);
    const png = pngOfIndexedRows(rows, 3, 2, palette);
    expect(png[25]).toBe(3); // IHDR colour type: palette
    const decoded = PNG.sync.read(png);
    expect([...decoded.data]).toEqual([255, 255, 255, 255, 200, 0, 0, 255, 0, 90, 180, 255, 0, 90, 180, 255, 0, 90, 180, 255, 255, 255, 255, 255]);
    expect(() => pngOfIndexedRows(rows, 3, 3, palette)).toThrow(/3×3 entries/);
    expect(() => pngOfIndexedRows(rows, 3, 2, new Uint8Array(769 * 3))).toThrow(/not 1–256 RGB entries/);
  });
});
