import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * Components the docs declare with React hooks (test/fixtures/islands-site): the server renders
 * their initial state, and the browser hydrates just those components on just those pages.
 */
let site: ServedSite;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/islands-site');
});

test.afterAll(async () => {
  await site?.close();
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');

  test('a counter declared in the page responds to clicks, keeping its children', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    const counter = page.locator('.counter');
    await expect(counter.locator('.counter-value')).toHaveText('Count: 3');
    // Clicks reach the component once its island is live (before, only the server's HTML).
    await expect(page.locator('quire-island[data-hydrated]').filter({ has: counter })).toHaveCount(1);
    await expect(counter.getByText('its children')).toHaveCSS('font-weight', '700');
    await counter.getByRole('button', { name: 'Increase' }).click();
    await counter.getByRole('button', { name: 'Increase' }).click();
    await expect(counter.locator('.counter-value')).toHaveText('Count: 5');
    await counter.getByRole('button', { name: 'Decrease' }).click();
    await expect(counter.locator('.counter-value')).toHaveText('Count: 4');
    await expect(counter.getByText('The counter keeps its children as written.')).toBeVisible();
  });

  test('a snippet component importing react and @mintlify/components runs its effects and reacts to input', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    const calculator = page.locator('.card').filter({ hasText: 'Price calculator' });
    await expect(calculator.locator('.calculator-state')).toHaveText('Live');
    await expect(calculator.locator('.calculator-total')).toHaveText('Total: $24 per month');
    await calculator.getByRole('spinbutton').fill('5');
    await expect(calculator.locator('.calculator-total')).toHaveText('Total: $60 per month');
    // The theme's own card around it, as on a page without islands.
    await expect(calculator.locator('.card-title')).toHaveText('Price calculator');
  });

  test('a page without interactive components loads no island code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.origin}/static`);
    await expect(page.getByText('Just a note.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /islands/.test(path))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'reads the server-rendered page');

  test('the components show their initial state and the text around them reads', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    await expect(page.locator('.counter-value')).toHaveText('Count: 3');
    await expect(page.locator('.calculator-total')).toHaveText('Total: $24 per month');
    await expect(page.locator('.calculator-state')).toHaveText('Not started');
    await expect(page.getByText('Text after the components.')).toBeVisible();
  });
});
