import { test, expect, searchFor } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * test/fixtures/search-scopes built and served statically: search stays within the reader's
 * version and language, `boost` reorders results, and the page's edit link and date read
 * without JavaScript. The index is built in shards of a page or two per language (as a large
 * site's is), so the browser client has to find and merge the right ones; the example site's
 * search (search.spec.ts) covers the single index.
 */
let site: ServedSite;
let origin: string;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/search-scopes', { env: { QUIRE_SEARCH_SHARD_PAGES: '1' } });
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.close();
});

test.describe('search scopes and boost', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs JavaScript');

  async function search(page: import('@playwright/test').Page, path: string, query: string) {
    await page.goto(`${origin}${path}`);
    const results = await searchFor(page, query);
    await expect(results.first()).toBeVisible();
    return results;
  }

  test('from a v1 page, only v1 pages; from a v2 page, only v2 pages', async ({ page }) => {
    // The client fetches the shards of the reader's version only.
    const shards = new Set<string>();
    page.on('request', (r) => {
      const shard = /\/_quire\/search\/([^/]+)\//.exec(new URL(r.url()).pathname)?.[1];
      if (shard) shards.add(shard);
    });
    const v1 = await search(page, '/v1', 'wombats');
    expect(shards.size).toBeGreaterThan(0);
    expect([...shards].filter((s) => !s.startsWith('en-v1_'))).toEqual([]);
    await expect(v1).toHaveCount(1);
    await expect(v1.first()).toHaveAttribute('href', /^\/v1\/wombats/);
    const v2 = await search(page, '/v2', 'wombats');
    await expect(v2).toHaveCount(1);
    await expect(v2.first()).toHaveAttribute('href', /^\/v2\/wombats/);
  });

  test('from a French page, French results only', async ({ page }) => {
    const fr = await search(page, '/fr', 'wombats');
    await expect(fr).toHaveCount(1);
    await expect(fr.first()).toHaveAttribute('href', /^\/fr\/wombats/);
    await expect(fr.first()).toContainText('Les wombats');
  });

  test('a boosted page ranks first; a page boosted below 1 ranks last', async ({ page }) => {
    const results = await search(page, '/v2', 'burrow');
    await expect(results).toHaveCount(3);
    await expect(results.locator('.quire-search-hit-title')).toHaveText(['Featured burrows', 'Plain burrows', 'Legacy burrows']);
    await page.screenshot({ path: 'e2e/screenshots/search-boost.png' });
  });
});

test.describe('edit link and last-updated date', () => {
  test('read without JavaScript, under the content', async ({ page }) => {
    await page.goto(`${origin}/v2/wombats`);
    const meta = page.locator('article .page-meta');
    await expect(meta.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', 'https://github.com/acme/field-guide/edit/main/docs/v2/wombats.mdx');
    await expect(meta.locator('time')).toHaveAttribute('datetime', '2024-05-01T00:00:00.000Z');
    await expect(meta).toContainText('Last updated May 1, 2024');
    await meta.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/page-meta-${test.info().project.name}.png` });
  });
});
