import { test, expect } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * Search against a freshly built example site (Pagefind index and all), served statically:
 * no server-side search exists, so whatever works here works on any static host.
 */
let site: ServedSite;
let origin: string;

test.beforeAll(async () => {
  site = await buildAndServe('example-site');
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.close();
});

/** The 404 response itself is logged as a console error; anything else still fails the test. */
function expectOnlyThe404(errors: string[]): void {
  const rest = errors.filter((e) => !/status of 404/.test(e));
  errors.splice(0, errors.length, ...rest);
}

test.describe('search with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs JavaScript');

  test('⌘K / Ctrl K opens the dialog; results show the matching section with the hit marked', async ({ page }) => {
    await page.goto(`${origin}/quickstart`);
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.locator('dialog.quire-search-dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input').fill('sidebar');
    const first = dialog.locator('.quire-search-results a').first();
    await expect(first).toBeVisible();
    await expect(dialog.locator('.quire-search-results mark').first()).toHaveText(/sidebar/i);
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/[a-z]/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('finds generated API pages by path and by parameter name', async ({ page }) => {
    await page.goto(`${origin}/quickstart`);
    await page.keyboard.press('ControlOrMeta+k');
    const input = page.locator('dialog.quire-search-dialog input');
    await input.fill('allSessions');
    await expect(page.locator('.quire-search-results a').first()).toContainText('List agent jobs');
    await input.fill('/agent/{domain}/jobs');
    await expect(page.locator('.quire-search-results a', { hasText: 'List agent jobs' })).toHaveCount(1);
  });

  test('the /search page runs ?q= and says when nothing matches', async ({ page }) => {
    await page.goto(`${origin}/search?q=frontmatter`);
    await expect(page.locator('[data-search-results] .quire-search-results a').first()).toBeVisible();
    await expect(page.locator('#search-page-input')).toHaveValue('frontmatter');
    await page.goto(`${origin}/search?q=qqzzyyxxnothing`);
    await expect(page.locator('[data-search-results] .quire-search-status')).toHaveText(/No results/);
  });

  test('the 404 page has a working search', async ({ page, consoleErrors }) => {
    const res = await page.goto(`${origin}/no/such/page`);
    expect(res?.status()).toBe(404);
    await page.locator('#not-found-search').click();
    await page.locator('dialog.quire-search-dialog input').fill('deploying');
    await expect(page.locator('.quire-search-results a').first()).toBeVisible();
    expectOnlyThe404(consoleErrors);
  });
});

test.describe('search without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'the no-JavaScript fallback');

  test('the 404 search form submits to /search, which lists every page', async ({ page, consoleErrors }) => {
    await page.goto(`${origin}/no/such/page`);
    await page.locator('#not-found-search').fill('deploy');
    await page.locator('#not-found-search').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=deploy$/);
    await expect(page.locator('.search-page-index a', { hasText: 'Deploying' })).toBeVisible();
    expectOnlyThe404(consoleErrors);
  });
});
