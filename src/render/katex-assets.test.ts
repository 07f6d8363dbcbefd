import { describe, expect, it } from 'vitest';
import { katexFontNames, katexStylesheet, readKatexFont } from './katex-assets.js';

describe('KaTeX assets', () => {
  it('names only WOFF2 fonts in the stylesheet, the fonts the site files list (outputs/site-files.ts)', async () => {
    const css = await katexStylesheet();
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(15);
    expect(urls.every((u) => /^fonts\/KaTeX_[\w-]+\.woff2$/.test(u!))).toBe(true);
    expect(css).toContain('.math-display{overflow-x:auto');
    expect(new Set(urls.map((u) => u!.slice('fonts/'.length)))).toEqual(new Set(await katexFontNames()));
  });

  it('serves a font by its name only', async () => {
    const [first] = await katexFontNames();
    expect((await readKatexFont(first!))?.length).toBeGreaterThan(1000);
    expect(await readKatexFont('../katex.min.css')).toBeUndefined();
  });
});
