import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * MDX components on the fixture site test/fixtures/components-site (one page using every
 * component), built into a temporary folder and served statically for this file.
 */
let site: ServedSite;
let base: string;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/components-site');
  base = site.origin;
});

test.afterAll(async () => {
  await site?.close();
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');

  test('tabs switch on click and with the arrow keys', async ({ page }) => {
    await page.goto(`${base}/`);
    const tabs = page.locator('.tabs').first();
    const list = tabs.getByRole('tablist');
    await expect(list).toBeVisible();
    await expect(tabs.getByRole('tabpanel')).toHaveCount(1);
    await expect(tabs.getByText('Content of the first tab.')).toBeVisible();
    await expect(tabs.getByText('Content of the second tab.')).toBeHidden();

    await list.getByRole('tab', { name: 'Second tab' }).click();
    await expect(list.getByRole('tab', { name: 'Second tab' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByText('Content of the second tab.')).toBeVisible();
    await expect(tabs.getByText('Content of the first tab.')).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByText('Content of the third tab.')).toBeVisible();
    await expect(list.getByRole('tab', { name: 'Third tab' })).toBeFocused();
  });

  test('code groups switch between code blocks', async ({ page }) => {
    await page.goto(`${base}/`);
    const group = page.locator('.prose > .code-group').first();
    await expect(group.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm']);
    await expect(group.getByText('npm install quire-docs')).toBeVisible();
    await group.getByRole('tab', { name: 'yarn' }).click();
    await expect(group.getByText('yarn add quire-docs')).toBeVisible();
    await expect(group.getByText('npm install quire-docs')).toBeHidden();
    // The code block keeps its copy button inside the visible panel.
    await expect(group.getByRole('tabpanel').locator('pre')).toHaveCount(1);
  });

  test('mermaid diagrams are drawn as SVG by the lazy chunk', async ({ page }) => {
    await page.goto(`${base}/`);
    const diagrams = page.locator('figure.mermaid-diagram');
    await expect(diagrams.first().locator('svg')).toBeVisible({ timeout: 15_000 });
    await expect(diagrams.first()).toHaveClass(/mermaid-rendered/);
    // The diagrams' own labels, drawn by Mermaid (a syntax error is an SVG too, with other text).
    const flow = diagrams.nth(0).locator('svg');
    for (const label of ['Write', 'Build', 'Publish']) await expect(flow.getByText(label, { exact: true })).toBeVisible();
    await expect(diagrams.nth(1).locator('svg').getByText('Reader', { exact: true }).first()).toBeVisible();
    await expect(page.locator('figure.mermaid-diagram svg', { hasText: /Syntax error/i })).toHaveCount(0);
    await expect(page.locator('figure.mermaid-diagram .copy-button')).toHaveCount(0);
  });

  test('accordions open and close', async ({ page }) => {
    await page.goto(`${base}/`);
    const first = page.locator('details.accordion', { hasText: 'First question' });
    const answer = first.getByText('The first answer.');
    await expect(answer).toBeHidden();
    await first.locator('summary').click();
    await expect(answer).toBeVisible();
    await first.locator('summary').click();
    await expect(answer).toBeHidden();
    await expect(page.getByText('The second answer.')).toBeVisible();
  });
});

test('without JavaScript every tab panel and code block is readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  for (const text of ['Content of the first tab.', 'Content of the second tab.', 'Content of the third tab.', 'npm install quire-docs', 'yarn add quire-docs', 'pnpm add quire-docs']) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  // Panel titles stand in for the tab bar, which stays hidden.
  await expect(page.locator('.tab-panel-title', { hasText: 'Second tab' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.locator('figcaption', { hasText: 'yarn' })).toBeVisible();
  await context.close();
});
