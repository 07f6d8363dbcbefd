import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OG_HEIGHT, OG_WIDTH, type OgCardInput } from '../render/og-card.js';
import { drawIndexedCard } from './card-draw-indexed.js';
import { drawCard, drawRgbCard } from './card-draw.js';
import { CardFonts } from './card-font.js';
import { type CardLayout, layoutCard } from './card-layout.js';
import type { Pixmap } from './card-pixels.js';

// The palette drawing against the exact RGB one: what a reader sees must not change, only the bytes.
let fonts: CardFonts;
beforeAll(async () => {
  fonts = await CardFonts.load();
});

const input = (extra: Partial<OgCardInput> = {}): OgCardInput => ({
  title: 'Configure monitor number 12 for pending modules',
  description: 'How to list pending modules and set up the monitor so that it reports what it sees.',
  eyebrow: 'Concepts',
  siteName: 'Bench Docs',
  appearance: 'light',
  accent: '#0D9373',
  ...extra,
});

/** A logo pixmap (premultiplied RGBA) whose pixel at x, y is `colour(x, y)`, straight RGBA. */
function logo(width: number, height: number, colour: (x: number, y: number) => [number, number, number, number]): Pixmap {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = colour(x, y);
      pixels.set([Math.round((r * a) / 255), Math.round((g * a) / 255), Math.round((b * a) / 255), a], (y * width + x) * 4);
    }
  }
  return { pixels, width, height };
}

function withLogo(card: OgCardInput, pixmap: Pixmap): { layout: CardLayout; image: (src: string) => Pixmap | undefined } {
  const layout = layoutCard({ ...card, logo: { src: 'data:logo', width: pixmap.width, height: pixmap.height } }, fonts);
  return { layout, image: (src) => (src === 'data:logo' ? pixmap : undefined) };
}

/** The largest difference of any channel of any pixel between two PNGs, and the colour types they were stored in. */
function compare(a: Buffer, b: Buffer): { largest: number; types: [number, number] } {
  const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
  expect([x.width, x.height, y.width, y.height]).toEqual([OG_WIDTH, OG_HEIGHT, OG_WIDTH, OG_HEIGHT]);
  let largest = 0;
  for (let p = 0; p < x.data.length; p++) if (p % 4 !== 3) largest = Math.max(largest, Math.abs(x.data[p]! - y.data[p]!));
  return { largest, types: [a[25]!, b[25]!] };
}

const none = () => undefined;

describe('drawIndexedCard', () => {
  it('draws a card in light and dark as a palette PNG of half the bytes, within 2 in 255 of the RGB drawing', () => {
    for (const appearance of ['light', 'dark'] as const) {
      const layout = layoutCard(input({ appearance }), fonts);
      const indexed = drawCard(layout, fonts, none);
      const rgb = drawRgbCard(layout, fonts, none);
      expect(compare(indexed, rgb)).toEqual({ largest: expect.any(Number), types: [3, 2] });
      expect(compare(indexed, rgb).largest).toBeLessThanOrEqual(2);
      expect(indexed.length).toBeLessThan(rgb.length * 0.6);
    }
  });

  it('keeps a logo of many colours: its own colours when they fit, else rounded ones', () => {
    // 40 exact colours: a palette holds them as they are.
    const few = withLogo(
      input(),
      logo(200, 56, (x) => [x % 40, 100, 200, 255]),
    );
    expect(compare(drawCard(few.layout, fonts, few.image), drawRgbCard(few.layout, fonts, few.image))).toMatchObject({ largest: 2, types: [3, 2] });
    // A gradient of 200 × 56 colours with anti-aliased (half transparent) edges: gathered by rounding, each within a few steps.
    const gradient = withLogo(
      input(),
      logo(200, 56, (x, y) => [x, 150 + y, 120, x % 50 === 0 ? 128 : 255]),
    );
    const { largest, types } = compare(drawCard(gradient.layout, fonts, gradient.image), drawRgbCard(gradient.layout, fonts, gradient.image));
    expect(types).toEqual([3, 2]);
    expect(largest).toBeGreaterThan(2);
    expect(largest).toBeLessThanOrEqual(16);
  });

  it('leaves to the RGB drawing a card a palette cannot hold, which then draws it exactly', () => {
    // A photograph: colours all over the cube, too many even rounded to 16 steps.
    let seed = 7;
    const noise = () => ((seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) >> 16) % 256;
    const photo = withLogo(
      input(),
      logo(200, 56, () => [noise(), noise(), noise(), 255]),
    );
    expect(drawIndexedCard(photo.layout, fonts, photo.image)).toBeUndefined();
    expect(compare(drawCard(photo.layout, fonts, photo.image), drawRgbCard(photo.layout, fonts, photo.image))).toEqual({ largest: 0, types: [2, 2] });
    // A background image behind the whole card.
    const background = layoutCard(input({ background: 'data:bg' }), fonts);
    const ground = logo(OG_WIDTH, OG_HEIGHT, (x, y) => [x % 256, y % 256, 90, 255]);
    expect(drawIndexedCard(background, fonts, () => ground)).toBeUndefined();
    // Text in one ink over text in another: a pixel of both is neither ink's ramp.
    const layout = layoutCard(input(), fonts);
    const title = layout.texts.find((t) => t.size >= 54)!;
    const clash: CardLayout = { ...layout, texts: [...layout.texts, { ...title, color: '#ff0000' }] };
    expect(drawIndexedCard(clash, fonts, none)).toBeUndefined();
    expect(compare(drawCard(clash, fonts, none), drawRgbCard(clash, fonts, none))).toEqual({ largest: 0, types: [2, 2] });
  });

  it('adds the coverage of one ink drawn twice over the same pixels, as blending it twice does', () => {
    const layout = layoutCard(input(), fonts);
    const twice: CardLayout = { ...layout, texts: [...layout.texts, ...layout.texts] };
    const indexed = drawIndexedCard(twice, fonts, none);
    expect(indexed).toBeDefined();
    expect(compare(indexed!, drawRgbCard(twice, fonts, none)).largest).toBeLessThanOrEqual(4);
    // Drawn twice, the anti-aliased edges are darker than drawn once: the second pass was not dropped.
    expect(compare(indexed!, drawIndexedCard(layout, fonts, none)!).largest).toBeGreaterThan(40);
  });
});
