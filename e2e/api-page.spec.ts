import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * Endpoint pages of the example site in Mintlify's layout: the endpoint bar, the reference on
 * the left and the request/response examples in a sticky column on the right (stacked after
 * the bar on narrow screens), highlighted, tabbed, copyable, and accessible in both schemes.
 */
let site: ServedSite;
let tmp: string;
const PAGE = '/api-reference/get-agent-job';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = mkdtempSync(join(tmpdir(), 'quire-api-page-'));
  cpSync('example-site', join(tmp, 'docs'), { recursive: true, filter: (src) => !/[/\\](dist|node_modules)$/.test(src) });
  site = await buildAndServe(join(tmp, 'docs'));
});

test.afterAll(async () => {
  await site?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.describe('API endpoint pages', () => {
  test('at 1366 px the examples sit right of the parameters and stay in view', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(site.origin + PAGE);
    const aside = page.locator('.api-aside');
    const params = page.locator('.api-params').first();
    const a = (await aside.boundingBox())!;
    const p = (await params.boundingBox())!;
    expect(a.x).toBeGreaterThanOrEqual(p.x + p.width);
    expect(a.y).toBeLessThan(p.y + p.height);
    expect(a.x + a.width).toBeLessThanOrEqual(1366);
    // "On this page" gives its column to the examples.
    await expect(page.locator('nav.toc')).toHaveCount(0);
    // Scrolled well into the reference (the columns are taller than two screens), the examples
    // are still at the top of the viewport, under the header.
    const columns = (await page.locator('.api-columns').boundingBox())!;
    expect(columns.height).toBeGreaterThan(1600);
    await page.evaluate((y) => window.scrollTo(0, y), columns.y + 1000);
    await expect.poll(async () => (await aside.boundingBox())!.y).toBeGreaterThan(0);
    const after = (await aside.boundingBox())!;
    expect(after.y).toBeLessThan(200);
    expect(after.y + after.height).toBeLessThanOrEqual(800);
  });

  test('at 390 px the examples stack after the endpoint bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site.origin + PAGE);
    const bar = (await page.locator('.api-endpoint').boundingBox())!;
    const aside = (await page.locator('.api-aside').boundingBox())!;
    const params = (await page.locator('.api-params').first().boundingBox())!;
    expect(aside.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(params.y).toBeGreaterThanOrEqual(aside.y + aside.height);
    expect(aside.width).toBeLessThanOrEqual(390);
  });

  test('samples are highlighted and the language tabs switch them', async ({ page, javaScriptEnabled }) => {
    await page.goto(site.origin + PAGE);
    const samples = page.locator('.api-samples');
    await expect(samples.locator('.tab-panel[data-lang="curl"] pre.shiki')).toContainText('https://api.example.com/v1/agent/acme/job/sess_01HZX4J8QK3V5N7M2P9R6T8W0Y');
    // Shiki colours tokens: spans with different computed colours.
    const colours = await samples.locator('.tab-panel[data-lang="curl"] pre.shiki span[style]').evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    expect(colours).toBeGreaterThan(1);
    await expect(page.locator('.api-examples pre.shiki').first()).toContainText('"sessionId"');
    if (!javaScriptEnabled) {
      // Without JavaScript every language reads one after the other, cURL first.
      await expect(samples.locator('.tab-panel[data-lang="python"] pre')).toBeVisible();
      return;
    }
    await expect(samples.locator('.tab-panel[data-lang="python"]')).toBeHidden();
    await samples.getByRole('tab', { name: 'Python' }).click();
    await expect(samples.locator('.tab-panel[data-lang="python"]')).toBeVisible();
    await expect(samples.locator('.tab-panel[data-lang="python"]')).toContainText('requests.get(url, headers=headers)');
    await expect(samples.locator('.tab-panel[data-lang="curl"]')).toBeHidden();
    // Responses: a tab per status, then a tab per named example.
    const responses = page.locator('.api-examples');
    await expect(responses.getByRole('tab', { name: '200' })).toHaveAttribute('aria-selected', 'true');
    await expect(responses.locator('.api-example-tabs [role="tab"]')).toHaveCount(2);
  });

  test('copy buttons copy the sample and the URL', async ({ page, context, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'copying needs JavaScript');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(site.origin + PAGE);
    const curl = page.locator('.api-samples .tab-panel[data-lang="curl"]');
    await curl.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(curl.getByRole('button', { name: 'Copy code to clipboard' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl --request GET \\\n {2}--url https:\/\/api\.example\.com\/v1\/agent\/acme\/job\//);
    await page.locator('.api-endpoint').getByRole('button', { name: 'Copy URL' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://api.example.com/v1/agent/{domain}/job/{id}');
  });

  test('the playground opens from the endpoint bar', async ({ page, javaScriptEnabled }) => {
    await page.goto(site.origin + PAGE);
    const playground = page.locator('section.api-playground');
    if (!javaScriptEnabled) {
      await expect(playground).toBeVisible();
      return;
    }
    await expect(playground).toBeHidden();
    await page.locator('.api-endpoint').getByRole('button', { name: 'Try it' }).click();
    await expect(playground).toBeVisible();
    await expect(playground.locator('.pg-code[data-lang="curl"]')).toContainText('/agent/acme/job/');
  });

  test('axe: no serious or critical violations, light and dark', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe runs as a script in the page');
    test.setTimeout(120_000);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(site.origin + PAGE);
      await page.locator('.api-endpoint').getByRole('button', { name: 'Try it' }).click();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    }
  });
});

test('screenshots of an endpoint page for review', async ({ browser }, info) => {
  test.skip(info.project.name !== 'built', 'once is enough');
  const dir = process.env.API_SHOTS ?? 'e2e/screenshots';
  mkdirSync(dir, { recursive: true });
  for (const [width, scheme, name] of [[1366, 'light', 'desktop-light'], [1366, 'dark', 'desktop-dark'], [390, 'light', 'mobile-light']] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(site.origin + PAGE);
    await page.screenshot({ path: `${dir}/api-page-${name}.png`, fullPage: width < 500 });
    await context.close();
  }
});
