import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * Code block options on test/fixtures/code-options: an `expandable` block collapses behind a
 * toggle (and shows whole without JavaScript), a `nocopy` block has no copy button.
 */
let site: ServedSite;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/code-options');
});

test.afterAll(async () => {
  await site?.close();
});

const block = (page: import('@playwright/test').Page, title: string) => page.locator('figure.code-block', { has: page.locator('figcaption', { hasText: title }) });

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');

  test('an expandable block starts collapsed and toggles with Show more / Show less', async ({ page }) => {
    await page.goto(`${site.origin}/blocks`);
    const long = block(page, 'long.js');
    const pre = long.locator('pre');
    const toggle = long.getByRole('button', { name: 'Show more' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const collapsed = await pre.evaluate((el) => el.getBoundingClientRect().height);
    // Line 30 is in the page, clipped by the collapsed block.
    await pre.scrollIntoViewIfNeeded();
    await expect(long.getByText('line 30')).toBeAttached();
    await expect(long.getByText('line 30')).not.toBeInViewport();

    await toggle.click();
    const less = long.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    const expanded = await pre.evaluate((el) => el.getBoundingClientRect().height);
    expect(expanded).toBeGreaterThan(collapsed * 1.5);
    await long.getByText('line 30').scrollIntoViewIfNeeded();
    await expect(long.getByText('line 30')).toBeVisible();

    await less.click();
    await expect(long.getByRole('button', { name: 'Show more' })).toBeVisible();
    expect(await pre.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(collapsed, 0);
    // A short expandable block has nothing to collapse.
    await expect(block(page, 'short.js').getByRole('button')).toHaveCount(1);
  });

  test('a nocopy block has no copy button; others do', async ({ page }) => {
    await page.goto(`${site.origin}/blocks`);
    await expect(block(page, 'wrap.sh').locator('.copy-button')).toHaveCount(1);
    await expect(block(page, 'install.sh').locator('.copy-button')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'checks the page without JavaScript');

  test('an expandable block shows all its lines and no toggle', async ({ page }) => {
    await page.goto(`${site.origin}/blocks`);
    const long = block(page, 'long.js');
    await expect(long.getByRole('button')).toHaveCount(0);
    await long.getByText('line 30').scrollIntoViewIfNeeded();
    await expect(long.getByText('line 30')).toBeInViewport();
  });
});
