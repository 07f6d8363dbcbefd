import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KATEX_DIR, katexFontNames, katexStylesheet, readKatexFont, writeKatexAssets } from './katex-assets.js';

describe('KaTeX assets', () => {
  it('names only WOFF2 fonts in the stylesheet, each of which is written', async () => {
    const css = await katexStylesheet();
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(15);
    expect(urls.every((u) => /^fonts\/KaTeX_[\w-]+\.woff2$/.test(u))).toBe(true);
    expect(css).toContain('.math-display{overflow-x:auto');
    const out = await mkdtemp(join(tmpdir(), 'quire-katex-'));
    try {
      await writeKatexAssets(out);
      const written = await readdir(join(out, KATEX_DIR, 'fonts'));
      expect(new Set(urls.map((u) => u.slice('fonts/'.length)))).toEqual(new Set(written));
      expect(await readFile(join(out, KATEX_DIR, 'katex.min.css'), 'utf8')).toBe(css);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('serves a font by its name only', async () => {
    const [first] = await katexFontNames();
    expect((await readKatexFont(first))?.length).toBeGreaterThan(1000);
    expect(await readKatexFont('../katex.min.css')).toBeUndefined();
  });
});
