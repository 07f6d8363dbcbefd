import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Every e2e test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Opens the search dialog with ⌘K / Ctrl K on the current page, types `query`, and returns the result links. */
export async function searchFor(page: Page, query: string): Promise<Locator> {
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('dialog.quire-search-dialog input').fill(query);
  return page.locator('dialog.quire-search-dialog .quire-search-results a');
}

/**
 * Opens an endpoint page's playground from its endpoint bar ("Try it"); without JavaScript the
 * playground is open in the page and there is no button.
 */
export async function openPlayground(page: Page): Promise<Locator> {
  const playground = page.locator('section.api-playground');
  const tryIt = page.locator('.api-endpoint').getByRole('button', { name: 'Try it' });
  if (await page.evaluate(() => document.documentElement.classList.contains('js'))) {
    await tryIt.click();
    await expect(playground).toBeVisible();
  }
  return playground;
}
