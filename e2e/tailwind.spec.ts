import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * Tailwind utility classes in content (test/fixtures/tailwind): a light/dark image pair shows one
 * image per mode, responsive and arbitrary-value utilities apply, and the theme is left alone.
 */
let site: ServedSite;
let docs: string;

test.beforeAll(async () => {
  // A copy: the build keeps its cache in the docs folder.
  docs = mkdtempSync(join(tmpdir(), 'quire-e2e-tailwind-'));
  cpSync('test/fixtures/tailwind', docs, { recursive: true });
  site = await buildAndServe(docs);
});

test.afterAll(async () => {
  await site?.close();
  rmSync(docs, { recursive: true, force: true });
});

test('light mode shows the light image only; arbitrary values and md:flex apply on a wide screen', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.origin}/`);
  await expect(page.getByAltText('Light diagram')).toBeVisible();
  await expect(page.getByAltText('Dark diagram')).toBeHidden();
  await expect(page.locator('#swatch')).toHaveCSS('width', '37px');
  await expect(page.locator('#swatch')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await expect(page.locator('#row')).toHaveCSS('display', 'flex');
  // From a snippet, and from a component the page defines.
  await expect(page.locator('#banner')).toHaveCSS('letter-spacing', `${0.3 * 16}px`);
  await expect(page.locator('#pill')).toHaveCSS('border-top-width', '1px');
});

test('md:flex does not apply on a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${site.origin}/`);
  await expect(page.locator('#row')).toHaveCSS('display', 'block');
});

test('dark mode shows the dark image only', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'needs JavaScript (the dark-mode toggle)');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${site.origin}/`);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByAltText('Dark diagram')).toBeVisible();
  await expect(page.getByAltText('Light diagram')).toBeHidden();
});

test('without JavaScript, dark: follows the system scheme, as the theme does', async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'with JavaScript the head script sets the mode');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${site.origin}/`);
  await expect(page.getByAltText('Dark diagram')).toBeVisible();
  await expect(page.getByAltText('Light diagram')).toBeHidden();
});

test('a page without utilities links no utility CSS', async ({ page }) => {
  await page.goto(`${site.origin}/plain`);
  await expect(page.locator('link[href$="utilities.css"]')).toHaveCount(0);
});
