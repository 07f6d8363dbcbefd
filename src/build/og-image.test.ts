import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { OgCardInput } from '../render/og-card.js';
import { CardFonts } from './card-font.js';
import { ogCardImages, renderOgImage } from './og-image.js';

// A full collection before each reading: the PNG encoder's short-lived buffers are external
// memory too, and only WebAssembly memory, which never shrinks, is what the memory test is about.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const card = (i: number): OgCardInput => ({
  title: `Configure monitor number ${i} for pending modules`,
  description: 'How to list pending modules and set up the monitor so that it reports what it sees.',
  eyebrow: 'Concepts',
  siteName: 'Bench Docs',
  appearance: 'light',
  accent: '#0D9373',
});

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

function pixels(png: Uint8Array): PNG {
  return PNG.sync.read(Buffer.from(png));
}

/** How far two cards are apart: the mean of each pixel's largest channel difference, and how many pixels differ by more than a quarter. */
function difference(a: Uint8Array, b: Uint8Array): { mean: number; far: number } {
  const [x, y] = [pixels(a), pixels(b)];
  expect([y.width, y.height]).toEqual([x.width, x.height]);
  let sum = 0;
  let far = 0;
  for (let p = 0; p < x.data.length; p += 4) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(x.data[p + c]! - y.data[p + c]!));
    sum += d;
    if (d > 64) far++;
  }
  return { mean: sum / (x.width * x.height), far };
}

describe('ogCardImages', () => {
  it('scales the logo to the card and reads nothing outside the docs folder', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'quire-og-src-'));
    folders.push(parent);
    const root = join(parent, 'docs');
    await mkdir(root);
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="${fill}"/></svg>`;
    await writeFile(join(root, 'logo.svg'), svg('#7c3aed'));
    await writeFile(join(parent, 'outside.svg'), svg('#16a34a'));
    expect((await ogCardImages(root, { logo: '/logo.svg' })).logo).toMatchObject({ width: 224, height: 56 });
    expect(await ogCardImages(root, { logo: '../outside.svg' })).toEqual({});
  });
});

describe('renderOgImage', () => {
  it('draws cards in the bundled faces as satori and resvg draw them: same layout, same line breaks, same pixels within anti-aliasing', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-og-'));
    folders.push(root);
    await writeFile(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" rx="10" fill="#7c3aed"/><circle cx="25" cy="25" r="15" fill="#fde047"/></svg>');
    const images = await ogCardImages(root, { logo: '/logo.svg' });
    const cards: OgCardInput[] = [
      card(1),
      { title: 'Quickstart', siteName: 'Acme', appearance: 'dark', accent: '#F97316' },
      { title: 'A long title, with WAVE and AVATAR kerning, that has to wrap over more than two of its lines here', description: 'Short.', siteName: 'X', appearance: 'light', accent: '#123' },
      { ...card(2), ...images },
    ];
    for (const input of cards) {
      const ours = await renderOgImage(input);
      const theirs = await renderOgImage(input, { satori: true });
      const { mean, far } = difference(ours.png, theirs.png);
      // A misplaced line or word moves thousands of pixels by far more than anti-aliasing does.
      expect(mean, input.title).toBeLessThan(0.5);
      expect(far, input.title).toBeLessThan(200);
    }
    // The logo is on the card: its purple where satori puts it (top row, left padding).
    const withLogo = pixels((await renderOgImage({ ...card(2), ...images })).png);
    const at = (x: number, y: number) => [...withLogo.data.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3)];
    expect(at(80 + 60, 64 + 32)).toEqual([0x7c, 0x3a, 0xed]);
  }, 60_000);

  it('shapes Polish, Vietnamese, Greek and Cyrillic with the bundled subsets: real glyphs, not the missing-glyph box', async () => {
    const fonts = await CardFonts.load();
    for (const text of ['Zażółć gęślą jaźń', 'Tiếng Việt', 'λόγος', 'Начало']) {
      expect(fonts.covers(text, 400), text).toBe(true);
      const glyphs = fonts.shape(text, 400);
      expect(glyphs.length, text).toBeGreaterThan(0);
      expect(glyphs.every((g) => g.id !== 0), text).toBe(true);
    }
    // Kerning from the font's GPOS: "AV" is narrower than "A" and "V" apart.
    const apart = fonts.shape('A', 700)[0]!.advance + fonts.shape('V', 700)[0]!.advance;
    const together = fonts.shape('AV', 700).reduce((w, g) => w + g.advance, 0);
    expect(together).toBeLessThan(apart);
    // Emoji and CJK are not in the bundled faces: such cards go to satori and an installed font.
    expect(fonts.covers('Launch 🚀', 700)).toBe(false);
    expect(fonts.covers('はじめに', 700)).toBe(false);
  });

  it('shapes a word the same whatever was shaped before it (one buffer, kept words)', async () => {
    const words = ['Configure', 'Zażółć', 'AV', 'Configure', 'λόγος', 'AV', 'Tiếng'];
    const used = await CardFonts.load();
    for (const word of words.slice(0, 3)) used.shape(word, 700);
    for (const word of words) {
      // A fresh instance has no kept words and a new buffer: what the word alone shapes to.
      const alone = (await CardFonts.load()).shape(word, 700);
      expect(used.shape(word, 700), word).toEqual(alone);
    }
  });

  it('draws a card satori must lay out (emoji), and leaves no pixmap behind in WebAssembly memory', async () => {
    const emoji = (i: number) => ({ ...card(i), title: `${card(i).title} 🚀` });
    const first = await renderOgImage(emoji(0));
    // PNG signature, then the IHDR width and height: 1200 × 630.
    expect(Buffer.from(first.png.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
    const view = new DataView(first.png.buffer, first.png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    // Warm up: WebAssembly memory grows to what one card needs, then stays there.
    for (let i = 1; i <= 5; i++) await renderOgImage(emoji(i));
    collect();
    const before = process.memoryUsage().external;
    const pngs = [];
    for (let i = 6; i <= 35; i++) pngs.push((await renderOgImage(emoji(i))).png);
    // Different titles, different images.
    expect(new Set(pngs.map((p) => Buffer.from(p).toString('base64'))).size).toBe(30);
    // Each rendered image holds a 3 MB pixmap in resvg's WebAssembly memory, which never
    // shrinks: not freed, 30 cards grow it by up to 90 MB (a render process by over 100 MB).
    collect();
    expect(process.memoryUsage().external - before).toBeLessThan(24 * 1024 * 1024);
  });
});
