import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';

/**
 * test/fixtures/i18n: the same two pages in en, fr and ar (identical MDX), so anything that
 * differs between them comes from the page's language.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/i18n', import.meta.url));

describe('a site in English, French and Arabic', () => {
  let dir: string;
  let root: string;
  const page = (out: string, path: string) => readFile(join(dir, out, path, 'index.html'), 'utf8');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-i18n-'));
    root = join(dir, 'docs');
    // The render cache lives in the docs folder: build a copy, twice, the second from the cache.
    await cp(FIXTURE, root, { recursive: true });
    for (const out of ['out1', 'out2']) {
      const result = await buildSite({ root, out: join(dir, out), search: false });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    }
  }, 120_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  for (const out of ['out1', 'out2']) {
    it(`${out}: the French page shows French chrome`, async () => {
      const html = await page(out, 'fr');
      expect(html).toMatch(/<html lang="fr" dir="ltr"/);
      expect(html).toContain('<p class="toc-title">Sur cette page</p>');
      expect(html).toContain('<span>Suivant</span>');
      expect(html).toContain('aria-label="Remarque"'); // the <Note>, a component in the MDX content
      expect(html).toContain('<span class="field-required api-pill api-required">obligatoire</span>');
      expect(html).toContain('<span>Cette page vous a-t-elle été utile ?</span>');
      expect(html).toContain('placeholder="Rechercher…"');
      expect(html).not.toContain('On this page');
      expect(html).not.toContain('>required<');
      // The strings the copy buttons print, for the page's scripts.
      const json = html.match(/<script type="application\/json" id="quire-messages">(.*?)<\/script>/)?.[1];
      expect(JSON.parse(json!)).toMatchObject({ copy: 'Copier', copied: 'Copié' });
      expect(await page(out, 'fr/usage')).toContain('<span>Précédent</span>');
    });

    it(`${out}: the Arabic page is right-to-left with Arabic chrome`, async () => {
      const html = await page(out, 'ar');
      expect(html).toMatch(/<html lang="ar" dir="rtl"/);
      expect(html).toContain('<p class="toc-title">في هذه الصفحة</p>');
      expect(html).toContain('<span>التالي</span>');
      expect(html).toContain('<span class="field-required api-pill api-required">مطلوب</span>');
      expect(html).toContain('"copied":"تم النسخ"');
    });

    it(`${out}: the English page keeps its English chrome and ships no message JSON`, async () => {
      const html = await page(out, 'en');
      expect(html).toMatch(/<html lang="en" dir="ltr"/);
      expect(html).toContain('<p class="toc-title">On this page</p>');
      expect(html).toContain('<span>Next</span>');
      expect(html).toContain('aria-label="Note"');
      expect(html).toContain('<span class="field-required api-pill api-required">required</span>');
      expect(html).toContain('<span>Was this page helpful?</span>');
      expect(html).not.toContain('id="quire-messages"');
    });
  }

  it('shows the 404 page in the default language (the landing page’s)', async () => {
    const html = await readFile(join(dir, 'out1', '404.html'), 'utf8');
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('Page not found');
    expect(html).toContain('Go to the home page');
  });
});
