import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.js';

test.describe('example site', () => {
  test('home page shows title, tabs, sidebar and content', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Introduction - Quire');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect(tabs.getByRole('link')).toHaveText(['Guides', 'Reference', 'API Reference', /^Changelog/]);
    await expect(tabs.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Guides.*Get started/);
  });

  test('switching tabs switches the sidebar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Reference', exact: true }).click();
    await expect(page).toHaveURL(/\/reference\/docs-json$/);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Configuration' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Command line' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Command line' }).click();
    await expect(page).toHaveURL(/\/reference\/cli$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Command line');
  });

  test('external tab opens in a new browser tab', async ({ page }) => {
    await page.goto('/');
    const changelog = page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: /Changelog/ });
    await expect(changelog).toHaveAttribute('target', '_blank');
    await expect(changelog).toHaveAttribute('href', 'https://github.com/quire-docs/quire/releases');
  });

  test('nested groups: expanded open, others collapsed until clicked', async ({ page }) => {
    await page.goto('/guides/writing-pages');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Tabs & anchors' })).toBeVisible();
    const deploying = sidebar.getByRole('link', { name: 'Deploying' });
    await expect(deploying).toBeHidden();
    await sidebar.getByText('Advanced', { exact: true }).click();
    await expect(deploying).toBeVisible();
    await deploying.click();
    await expect(page).toHaveURL(/\/guides\/deploying$/);
    // The group holding the current page starts open.
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Deploying' })).toHaveAttribute('aria-current', 'page');
  });

  test('previous / next links follow the sidebar', async ({ page }) => {
    await page.goto('/quickstart');
    await page.getByRole('link', { name: /Next.*Writing pages/ }).click();
    await expect(page).toHaveURL(/\/guides\/writing-pages$/);
    await page.getByRole('link', { name: /Previous.*Quickstart/ }).click();
    await expect(page).toHaveURL(/\/quickstart$/);
  });

  test('generated API page is listed with a method pill', async ({ page }) => {
    await page.goto('/api-reference/introduction');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const list = sidebar.getByRole('link', { name: /List agent jobs/ });
    await expect(list.locator('.method-pill')).toHaveText('GET');
    await list.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('List agent jobs');
  });

  test('unknown URLs get the themed 404 page', async ({ page }) => {
    const response = await page.request.get('/no/such/page');
    expect(response.status()).toBe(404);
    await page.setContent(await response.text());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('narrow screens show content first and the sidebar on demand', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/quickstart');
    // Content first: the sidebar is a drawer that the Menu toggle opens over it.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeHidden();
    await page.locator('label.nav-toggle-label').click();
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('screenshots for review', async ({ page }, info) => {
    mkdirSync('e2e/screenshots', { recursive: true });
    for (const [path, name] of [['/', 'home'], ['/reference/cli', 'cli'], ['/api-reference/get-agent-job', 'endpoint']]) {
      await page.goto(path);
      await page.screenshot({ path: `e2e/screenshots/${info.project.name}-${name}.png`, fullPage: true });
    }
  });
});

test.describe('JavaScript-only enhancements', () => {
  test('code blocks get a copy button only when scripts run', async ({ page, javaScriptEnabled }) => {
    await page.goto('/quickstart');
    await expect(page.locator('pre').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(javaScriptEnabled ? 4 : 0);
  });
});
