import { test, expect } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * test/fixtures/i18n built and served statically: the same page in English, French and Arabic.
 * The browser scripts print the page's language (from its #quire-messages JSON) and the Arabic
 * page lays out right to left.
 */
let site: ServedSite;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/i18n');
});

test.afterAll(async () => {
  await site?.close();
});

test.describe('localized interface', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs JavaScript');

  test('the Arabic page is right-to-left and its copy button says تم النسخ', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${site.origin}/ar`);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
    expect(await page.locator('.prose').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const button = page.locator('.prose pre .copy-button').first();
    await expect(button).toHaveText('نسخ');
    await expect(button).toHaveAttribute('aria-label', 'نسخ الشيفرة إلى الحافظة');
    await button.click();
    await expect(button).toHaveText('تم النسخ');
    expect(await button.evaluate((el) => (el as HTMLElement).innerText)).toBe('تم النسخ');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^npm install quire\n?$/);
    // The sidebar sits on the right of the content in a right-to-left page (wide screens).
    await page.setViewportSize({ width: 1280, height: 800 });
    const sidebar = await page.locator('#sidebar').boundingBox();
    const article = await page.locator('article.page').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(article!.x);
  });

  test('the French page copy button says Copié; the English one Copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const [path, before, after] of [['/fr', 'Copier', 'Copié'], ['/en', 'Copy', 'Copied']] as const) {
      await page.goto(`${site.origin}${path}`);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('ltr');
      const button = page.locator('.prose pre .copy-button').first();
      await expect(button).toHaveText(before);
      await button.click();
      await expect(button).toHaveText(after);
    }
  });
});
