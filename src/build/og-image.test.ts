import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { renderOgImage } from './og-image.js';

// A full collection before each reading: the PNG encoder's short-lived buffers are external
// memory too, and only WebAssembly memory, which never shrinks, is what this test is about.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const card = (i: number) => ({
  title: `Configure monitor number ${i} for pending modules`,
  description: 'How to list pending modules and set up the monitor so that it reports what it sees.',
  eyebrow: 'Concepts',
  siteName: 'Bench Docs',
  appearance: 'light' as const,
  accent: '#0D9373',
});

describe('renderOgImage', () => {
  it('draws a PNG per card, and leaves no pixmap behind in WebAssembly memory', async () => {
    const first = await renderOgImage(card(0));
    // PNG signature, then the IHDR width and height: 1200 × 630.
    expect(Buffer.from(first.png.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a');
    const view = new DataView(first.png.buffer, first.png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    // Warm up: WebAssembly memory grows to what one card needs, then stays there.
    for (let i = 1; i <= 5; i++) await renderOgImage(card(i));
    collect();
    const before = process.memoryUsage().external;
    const pngs = [];
    for (let i = 6; i <= 35; i++) pngs.push((await renderOgImage(card(i))).png);
    // Different titles, different images.
    expect(new Set(pngs.map((p) => Buffer.from(p).toString('base64'))).size).toBe(30);
    // Each rendered image holds a 3 MB pixmap in resvg's WebAssembly memory, which never
    // shrinks: not freed, 30 cards grow it by up to 90 MB (a render process by over 100 MB).
    collect();
    expect(process.memoryUsage().external - before).toBeLessThan(24 * 1024 * 1024);
  });
});
