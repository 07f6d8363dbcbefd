import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * A docs folder's own .css and .js files (test/fixtures/custom-assets-site) style and script
 * every page, as on Mintlify.
 */
let site: ServedSite;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/custom-assets-site');
});

test.afterAll(async () => {
  await site?.close();
});

test('the site\'s stylesheets style its classes on every page; the theme keeps the rest', async ({ page }) => {
  await page.goto(`${site.origin}/`);
  const box = page.locator('.brand-box');
  await expect(box).toHaveCSS('color', 'rgb(200, 30, 30)');
  await expect(box).toHaveCSS('border-top-color', 'rgb(20, 40, 200)');
  await expect(box).toHaveCSS('border-top-width', '3px');
  // Prose outside the site's classes keeps the theme's colour.
  const prose = page.getByText('Ordinary prose keeps the theme\'s look.');
  expect(await prose.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(200, 30, 30)');
  await page.goto(`${site.origin}/second`);
  await expect(page.locator('.fine-print')).toHaveCSS('letter-spacing', '2px');
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');

  test('the site\'s scripts run once per page; snippet modules are not run as scripts', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    await expect(page.locator('html')).toHaveAttribute('data-custom-script', 'ran');
    expect(await page.evaluate(() => (window as unknown as { quireCustomScriptRuns: number }).quireCustomScriptRuns)).toBe(1);
    expect(await page.locator('html').getAttribute('data-snippet-script')).toBeNull();
    await expect(page.locator('strong.shout')).toHaveText('Snippet modules are imported, not loaded as scripts.');
  });
});
