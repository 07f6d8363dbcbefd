import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.js';

describe('WOFF to sfnt', () => {
  it('unwraps a WOFF 1.0 font into one HarfBuzz reads, with every table and character', async () => {
    const woff = await readFile(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-ext-700-normal.woff'));
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer);
    // TrueType flavour, the WOFF's table count.
    expect(view.getUint32(0)).toBe(0x00010000);
    expect(view.getUint16(4)).toBe(woff.readUInt16BE(12));
    const face = new Face(new Blob(sfnt), 0);
    expect(face.upem).toBe(2048);
    expect(new Set(face.collectUnicodes()).has('ł'.codePointAt(0)!)).toBe(true);
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/not a WOFF 1.0 font/);
  });
});
