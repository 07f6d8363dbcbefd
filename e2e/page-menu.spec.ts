import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * The page menu (docs.json `contextual`) and the analytics snippets of `integrations`, on
 * test/fixtures/integrations-site. Third-party hosts answer with an empty script, so the
 * snippets' own code runs (a syntax error would show as a console error) without the network.
 */
let site: ServedSite;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/integrations-site', { args: ['--offline'] });
});

test.afterAll(async () => {
  await site?.close();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
});

test('the menu lists the options; a custom option links its substituted URL', async ({ page, javaScriptEnabled }) => {
  await page.goto(`${site.origin}/`);
  const menu = page.locator('details.page-contextual');
  await menu.locator('summary').click();
  for (const title of ['View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Open in Perplexity', 'Open in Grok', 'Open in Google AI Studio', 'Open in Devin', 'Open in Example AI']) {
    await expect(menu.getByText(title, { exact: true })).toBeVisible();
  }
  // Copying and printing need JavaScript; without it they are not offered.
  await expect(menu.getByText('Copy page', { exact: true })).toBeVisible({ visible: javaScriptEnabled });
  await expect(menu.getByText('Download PDF', { exact: true })).toBeVisible({ visible: javaScriptEnabled });
  await expect(menu.getByRole('link', { name: /Open in Example AI/ })).toHaveAttribute('href', 'https://ai.example.com/ask?q=Explain+https%3A%2F%2Fdocs.example.com%2F');
  await expect(menu.getByRole('link', { name: /Open in Claude/ })).toHaveAttribute(
    'href',
    `https://claude.ai/new?q=${encodeURIComponent('Read https://docs.example.com/index.md so I can ask questions about it.')}`,
  );
  // "View as Markdown" opens the page's Markdown twin.
  await menu.getByRole('link', { name: /View as Markdown/ }).click();
  await expect(page).toHaveURL(`${site.origin}/index.md`);
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');

  test('a custom option with $page opens with the page\'s Markdown in its URL', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    await page.locator('details.page-contextual summary').click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Share page text/ }).click();
    const opened = new URL((await popup).url());
    expect(opened.origin + opened.pathname).toBe('https://share.example.com/');
    expect(opened.searchParams.get('text')).toContain('Hello.');
  });

  test("the MCP options copy the site's MCP server URL and its add-mcp command", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${site.origin}/`);
    await page.locator('details.page-contextual summary').click();
    await page.getByRole('button', { name: /Copy MCP server URL/ }).click();
    // (Its title reads "Copied" for a moment, so it is found by its option from here.)
    const copyUrl = page.locator('button[data-contextual="mcp"]');
    await expect(copyUrl).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://docs.example.com/mcp');
    await page.getByRole('button', { name: /Copy MCP install command/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npx add-mcp https://docs.example.com/mcp');
    await expect(page.getByRole('link', { name: /Connect to VS Code/ })).toHaveAttribute('href', /^vscode:mcp\/install\?%7B%22name%22/);
  });

  test('the integration snippets run and queue their calls', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    const state = await page.evaluate(() => {
      const w = window as any;
      return {
        ga4: w.dataLayer.some((e: any) => e[0] === 'config' && e[1] === 'G-ABC123XYZ'),
        gtm: w.dataLayer.some((e: any) => e.event === 'gtm.js'),
        posthog: w.posthog._i[0][0],
        mixpanel: w.mixpanel._i[0][0],
        segment: w.analytics._writeKey,
        hotjar: w._hjSettings.hjid,
        clarity: typeof w.clarity,
        intercom: w.intercomSettings.app_id,
      };
    });
    expect(state).toEqual({ ga4: true, gtm: true, posthog: 'phc_testKey123', mixpanel: 'mixTok0123', segment: 'segWriteKey42', hotjar: 1234567, clarity: 'function', intercom: 'icapp01' });
  });
});

test.describe('a site built without its URL', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');
  let bare: ServedSite;
  let root: string;
  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'quire-e2e-menu-'));
    cpSync('test/fixtures/integrations-site', root, { recursive: true });
    const config = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8'));
    delete config.seo;
    writeFileSync(join(root, 'docs.json'), JSON.stringify(config));
    bare = await buildAndServe(root, { args: ['--offline'] });
  });
  test.afterAll(async () => {
    await bare?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the AI links name the page by the address it is served at', async ({ page }) => {
    await page.goto(`${bare.origin}/guides/setup`);
    // (The menu is closed: its links are matched by their option, not by an accessible name.)
    await expect(page.locator('a[data-contextual="claude"]')).toHaveAttribute(
      'href',
      `https://claude.ai/new?q=${encodeURIComponent(`Read ${bare.origin}/guides/setup.md so I can ask questions about it.`)}`,
    );
  });
});

test.describe('with a consent key (integrations.cookies)', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');
  let gated: ServedSite;
  let root: string;
  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'quire-e2e-consent-'));
    cpSync('test/fixtures/integrations-site', root, { recursive: true });
    const config = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8'));
    config.integrations.cookies = { key: 'docs-consent', value: 'granted' };
    writeFileSync(join(root, 'docs.json'), JSON.stringify(config));
    gated = await buildAndServe(root, { args: ['--offline'] });
  });
  test.afterAll(async () => {
    await gated?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the snippets run only once the consent flag is in localStorage', async ({ page }) => {
    const scripts = () => page.evaluate(() => ({ ga4: Array.isArray((window as any).dataLayer), posthog: Boolean((window as any).posthog), hotjar: Boolean((window as any)._hjSettings) }));
    await page.goto(`${gated.origin}/`);
    expect(await scripts()).toEqual({ ga4: false, posthog: false, hotjar: false });
    await page.evaluate(() => localStorage.setItem('docs-consent', 'granted'));
    await page.goto(`${gated.origin}/guides/setup`);
    expect(await scripts()).toEqual({ ga4: true, posthog: true, hotjar: true });
  });
});
