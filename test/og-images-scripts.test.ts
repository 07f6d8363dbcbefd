/**
 * Social images for titles beyond Latin: Polish, Greek and Russian drawn with the bundled Inter,
 * Georgian with an installed font found by fontconfig (DejaVu Sans has it), Japanese without a
 * font and Arabic (right to left) left off the card with a located warning, the card still drawn.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { renderOgImage } from '../src/build/og-image.js';
import type { OgCardInput } from '../src/render/og-card.js';
import { baseConfig, tempDocsPerFile } from './helpers/temp-docs.js';

const docs = tempDocsPerFile(afterAll);
const card: OgCardInput = { title: '', siteName: 'Docs', appearance: 'light', accent: '#0D9373' };
const draw = async (title: string) => Buffer.from((await renderOgImage({ ...card, title })).png);
/** Whether fontconfig lists a TTF/OTF font with the character (the test of the installed-font path needs one). */
const hasFont = (ch: string) => {
  try {
    return /\.(ttf|otf)\n/i.test(execFileSync('fc-list', [`:charset=${ch.codePointAt(0)!.toString(16)}`, '--format', '%{file}\n'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
};

describe('social image text in other scripts', () => {
  it('draws Polish, Vietnamese, Greek and Cyrillic letters with the bundled Inter (a card without the title differs)', async () => {
    const empty = await draw('');
    for (const title of ['ąęłńśźż', 'ệữ', 'λόγος', 'Начало']) {
      const drawn = await renderOgImage({ ...card, title });
      expect(drawn.dropped, title).toBeUndefined();
      expect(Buffer.from(drawn.png).equals(empty), title).toBe(false);
    }
  }, 60_000);

  it.runIf(hasFont('ა'))('draws Georgian with an installed font', async () => {
    const drawn = await renderOgImage({ ...card, title: 'ქართული' });
    expect(drawn.dropped).toBeUndefined();
    expect(Buffer.from(drawn.png).equals(await draw(''))).toBe(false);
  });

  it('leaves off Arabic (right to left) and says why; the card is the title-less one', async () => {
    const drawn = await renderOgImage({ ...card, title: 'مرحبا بالعالم' });
    expect(drawn.dropped).toEqual(['title']);
    expect(drawn.why).toBe('Arabic text needs right-to-left or contextual shaping, which the image renderer (satori) does not do');
    expect(Buffer.from(drawn.png).equals(await draw(''))).toBe(true);
  });

  it.runIf(!hasFont('日'))('a build warns, at the page, for a title no installed font has; the page keeps its image', async () => {
    const root = await docs({
      'docs.json': { ...baseConfig, navigation: { pages: ['index', 'ja'] } },
      'index.mdx': '---\ntitle: Zażółć gęślą jaźń\n---\n\nHi.\n',
      'ja.mdx': '---\ntitle: はじめに\ndescription: Quick start\n---\n\nこんにちは。\n',
    });
    const out = join(root, 'dist');
    const result = await buildSite({ root, out, search: false, offline: true, ogImages: true });
    expect(result.ok).toBe(true);
    const warnings = result.diagnostics.filter((d) => d.code.startsWith('build/og-image'));
    expect(warnings.map((d) => `${d.code} ${d.file}: ${d.message}`)).toEqual([
      'build/og-image-text ja.mdx: the social image of /ja is drawn without its title: no installed font (fontconfig) has "じにはめ"',
    ]);
    expect(warnings[0]!.hint).toContain('install a TTF or OTF font');
    expect((await readFile(join(out, '_quire/og/ja.png'))).subarray(1, 4).toString()).toBe('PNG');
  }, 120_000);
});
