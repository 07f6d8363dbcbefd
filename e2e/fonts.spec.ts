import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * Fonts really load (issue 28): the bundled Inter for body text, and a self-hosted `source`
 * font for headings (test/fixtures/fonts-site: fonts/brand-heading.woff2 is Inter's latin
 * weight-900 face from @fontsource/inter, SIL Open Font License, renamed to stand for a site's
 * own font). Nothing is requested from another origin.
 */
let site: ServedSite;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/fonts-site', { args: ['--offline'] });
});

test.afterAll(async () => {
  await site?.close();
});

test('body text is set in the bundled Inter and headings in the self-hosted source font, both loaded', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(site.origin) && !req.url().startsWith('data:')) foreign.push(req.url());
  });
  await page.goto(`${site.origin}/`);
  const body = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(body).toMatch(/^"?Inter"?,/);
  const heading = await page.locator('h2').first().evaluate((el) => getComputedStyle(el).fontFamily);
  expect(heading).toMatch(/^"?Brand Heading"?,/);
  expect(await page.locator('h2').first().evaluate((el) => getComputedStyle(el).fontWeight)).toBe('900');

  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      inter: document.fonts.check('16px Inter', 'Body text'),
      brand: document.fonts.check('900 16px "Brand Heading"', 'A heading'),
      status: [...document.fonts].map((f) => `${f.family.replace(/"/g, '')}:${f.status}`),
    };
  });
  expect(faces.inter).toBe(true);
  expect(faces.brand).toBe(true);
  // The latin subset of Inter and the heading font were fetched and decoded.
  expect(faces.status).toContain('Inter:loaded');
  expect(faces.status).toContain('Brand Heading:loaded');
  expect(foreign).toEqual([]);
});

test('the bundled Inter is preloaded from the site itself', async ({ page }) => {
  await page.goto(`${site.origin}/`);
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', '/_quire/fonts/inter-latin-wght-normal.woff2');
  const res = await page.request.get(`${site.origin}/_quire/fonts/inter-latin-wght-normal.woff2`);
  expect(res.status()).toBe(200);
  // WOFF2 signature.
  expect((await res.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
});
