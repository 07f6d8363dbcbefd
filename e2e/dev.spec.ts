import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, searchFor, test } from './fixtures.js';

/**
 * `quire dev` in a real browser: edits on disk reach the open page without a manual reload.
 * Runs only in the `dev` project, against a scratch copy of test/fixtures/dev/site.
 */
const ROOT = process.env.QUIRE_E2E_DEV_ROOT ?? '';
const PAGE = join(ROOT, 'guides/writing.mdx');

test.describe('quire dev', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({}, info) => {
    test.skip(info.project.name !== 'dev', 'runs against the dev server only');
  });

  let original = '';
  test.beforeAll(async ({}, info) => {
    if (info.project.name === 'dev') original = await readFile(PAGE, 'utf8');
  });
  test.afterEach(async ({ page }) => {
    // Leave the page first: a reload racing the context's teardown can stall it.
    await page.goto('about:blank');
    if (original) await writeFile(PAGE, original);
  });

  /** Opens a page and waits until the live-reload client is connected. */
  async function open(page: import('@playwright/test').Page, path: string) {
    const connected = page.waitForEvent('console', (m) => m.text().includes('[vite] connected'));
    await page.goto(path);
    await connected;
  }

  test('an edited page shows the change without a manual reload', async ({ page }) => {
    await open(page, '/guides/writing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing pages');
    const started = Date.now();
    await writeFile(PAGE, original.replace('Write pages in MDX.', 'Write pages in MDX, live from the e2e test.'));
    await expect(page.locator('.prose')).toContainText('live from the e2e test', { timeout: 15_000 });
    test.info().annotations.push({ type: 'edit → visible', description: `${Date.now() - started} ms` });
  });

  test('a content edit is swapped in place: same document, new TOC entry, each code block enhanced once', async ({ page }) => {
    await open(page, '/guides/writing');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    await writeFile(PAGE, `${original}\n## Swapped in place\n\n\`\`\`js\nconsole.log('swapped');\n\`\`\`\n`);
    await expect(page.locator('.prose h2', { hasText: 'Swapped in place' })).toBeVisible({ timeout: 15_000 });
    expect(await sameDocument()).toBe(true);
    await expect(page.locator('[data-toc] a', { hasText: 'Swapped in place' })).toHaveAttribute('href', '#swapped-in-place');
    // Quire's client enhanced the new content: one Copy button per code block, not two.
    const blocks = await page.locator('.prose pre').count();
    expect(blocks).toBeGreaterThan(0);
    await expect(page.locator('.prose pre .copy-button')).toHaveCount(blocks);
    await expect(page).toHaveTitle(/Writing pages/);

    // A frontmatter change can move the navigation: that reloads the page.
    await writeFile(PAGE, original.replace('title: Writing pages', 'title: Writing pages, renamed'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing pages, renamed', { timeout: 15_000 });
    expect(await sameDocument()).toBe(false);
  });

  test('a Tailwind class an edit adds styles the content swapped in place', async ({ page }) => {
    await open(page, '/guides/writing');
    await expect(page.locator('link[href$="/_quire/utilities.css"]')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await writeFile(PAGE, `${original}\n<div id="tw-box" className="w-[37px] bg-[#123456]">box</div>\n`);
    await expect(page.locator('#tw-box')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#tw-box')).toHaveCSS('width', '37px');
    await expect(page.locator('#tw-box')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true);
  });

  test('a snippet edit is swapped into the pages that use it', async ({ page }) => {
    const snippet = join(ROOT, 'snippets/badge.mdx');
    const before = await readFile(snippet, 'utf8');
    try {
      await open(page, '/');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await writeFile(snippet, before.replace('snippet badge v1', 'snippet badge v2'));
      await expect(page.locator('.badge')).toHaveText('snippet badge v2', { timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(true);
    } finally {
      await writeFile(snippet, before);
    }
  });

  test('broken MDX shows the overlay, and the page recovers when fixed', async ({ page, consoleErrors }) => {
    await open(page, '/guides/writing');
    await writeFile(PAGE, original.replace('Each heading gets an id.', 'Each heading gets <Broken an id.'));
    const overlay = page.locator('#quire-error-overlay');
    await expect(overlay).toBeVisible({ timeout: 15_000 });
    await expect(overlay).toContainText(/guides\/writing\.mdx:\d+:\d+/);
    await expect(overlay.locator('pre.frame')).toContainText('Each heading gets <Broken an id.');
    await writeFile(PAGE, original);
    await expect(overlay).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.prose')).toContainText('Each heading gets an id.');
    // The browser logs the error page's HTTP 500: expected here, and only that.
    const unexpected = consoleErrors.filter((e) => !/status of 500/.test(e));
    consoleErrors.length = 0;
    consoleErrors.push(...unexpected);
  });

  test('an edit saved while the page was still connecting reaches it once connected', async ({ page }) => {
    // Hold the live client's websocket back (Vite's client script), as a slow start does.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_quire/vite/@vite/client', async (route) => {
      await held;
      await route.continue();
    });
    const connected = page.waitForEvent('console', (m) => m.text().includes('[vite] connected'));
    await page.goto('/guides/writing', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing pages');
    await writeFile(PAGE, original.replace('Write pages in MDX.', 'Write pages in MDX, saved while connecting.'));
    // The server has the edit (and has sent its reload event to no one) before the page connects.
    await expect.poll(async () => (await page.request.get('/guides/writing')).text(), { timeout: 15_000 }).toContain('saved while connecting');
    await expect(page.locator('.prose')).not.toContainText('saved while connecting');
    release();
    await connected;
    await expect(page.locator('.prose')).toContainText('saved while connecting', { timeout: 10_000 });
  });

  test('⌘K search works: the index is built on first use', async ({ page }) => {
    await open(page, '/');
    const first = (await searchFor(page, 'heading')).first();
    await expect(first).toContainText('Writing pages', { timeout: 20_000 });
    await expect(page.locator('.quire-search-results mark').first()).toHaveText(/heading/i);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guides\/writing/);
  });
});
