import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * docs.json `search.prompt` in a browser: the header box and the search dialog both show it;
 * with `seo.trailingSlash`, following a sidebar link lands on the slashed URL.
 */
let site: ServedSite;
let copy: string;

test.beforeAll(async () => {
  // A build writes its cache into the docs folder: build a copy of the fixture.
  copy = mkdtempSync(join(tmpdir(), 'quire-e2e-outputs-'));
  cpSync('test/fixtures/site-outputs', copy, { recursive: true });
  site = await buildAndServe(copy, { args: ['--offline'] });
});

test.afterAll(async () => {
  await site?.close();
  rmSync(copy, { recursive: true, force: true });
});

test('the search box and the search dialog show docs.json search.prompt', async ({ page, javaScriptEnabled }) => {
  await page.goto(`${site.origin}/guides/launch/`);
  await expect(page.locator('#quire-search-input')).toHaveAttribute('placeholder', 'Search the launch manual…');
  test.skip(javaScriptEnabled === false, 'the dialog needs JavaScript');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('dialog.quire-search-dialog input')).toHaveAttribute('placeholder', 'Search the launch manual…');
});

test('with seo.trailingSlash a link to a page lands on its slashed URL', async ({ page }) => {
  await page.goto(`${site.origin}/`);
  await page.locator('article a', { hasText: 'launch guide' }).click();
  await expect(page).toHaveURL(`${site.origin}/guides/launch/#countdown`);
  await expect(page.locator('h1')).toHaveText('Launch a rocket');
});
