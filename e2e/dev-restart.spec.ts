import { cp, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer, type DevServer } from '../lib/src/dev/dev-server.js';
import { expect, test } from './fixtures.js';

/**
 * `quire dev` started again: the page a browser asks for before the site has loaded is the last
 * session's answer, styled (its stylesheets are stored too), and it reloads by itself once the
 * loaded site renders it differently.
 */
const FIXTURE = fileURLToPath(new URL('../test/fixtures/dev/site', import.meta.url));

test.describe('quire dev started again', () => {
  test.beforeEach(({}, info) => {
    test.skip(info.project.name !== 'built', 'starts its own dev servers; once is enough');
  });

  let parent = '';
  const servers: DevServer[] = [];
  test.afterEach(async ({ page }) => {
    await page.goto('about:blank');
    for (const s of servers.splice(0)) await s.close().catch(() => undefined);
    delete process.env.QUIRE_CACHE_HOME;
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  /** A scratch copy of the fixture, with a cache folder of its own. */
  async function scratchSite(): Promise<string> {
    parent = await mkdtemp(join(tmpdir(), 'quire-e2e-restart-'));
    const root = join(parent, 'site');
    await cp(FIXTURE, root, { recursive: true });
    process.env.QUIRE_CACHE_HOME = join(parent, 'cache');
    return root;
  }

  /** A first session, with the guide open in the browser and its live client connected. */
  async function firstSession(page: import('@playwright/test').Page, root: string): Promise<DevServer> {
    const first = await startDevServer({ root, port: 0, host: '127.0.0.1' });
    servers.push(first);
    await first.ready;
    const connected = page.waitForEvent('console', (m) => m.text().includes('[vite] connected'));
    await page.goto(new URL('/guides/writing', first.url).href);
    await connected;
    // Its enhancements' lazy modules too: one still loading when the server closes gets Vite's 504.
    await page.waitForLoadState('networkidle');
    return first;
  }

  test('shows the last session\'s page at once, styled, then reloads into the fresh render', async ({ page }) => {
    const root = await scratchSite();
    // Dated back, as a checkout keeps dates: the page-head store records only files older than two
    // seconds, and the second start then takes the old title from it without reading the file.
    const home = join(root, 'index.mdx');
    const past = new Date(Date.now() - 3600_000);
    await utimes(home, past, past);

    // First session: the browser opens the guide (its HTML and stylesheets are stored).
    const first = await firstSession(page, root);
    const sidebarLink = page.locator('.sidebar').getByRole('link', { name: /^Welcome/ });
    await expect(sidebarLink).toHaveText('Welcome');
    const styled = async () => page.evaluate(() => getComputedStyle(document.querySelector('.sidebar')!).position);
    const styledValue = await styled();
    expect(styledValue).not.toBe('static');
    await page.goto('about:blank');
    await first.close();
    servers.length = 0;
    await new Promise((r) => setTimeout(r, 200)); // the store's writes follow the answers

    // While no server ran, the other page's title changed: it is in this page's sidebar.
    await writeFile(home, (await readFile(home, 'utf8')).replace('title: Welcome', 'title: Welcome back'));
    await utimes(home, past, new Date(Date.now() - 1800_000));

    let release!: () => void;
    const second = await startDevServer({ root, port: 0, host: '127.0.0.1', loadAfter: new Promise<void>((r) => (release = r)) });
    servers.push(second);
    // The site is held: what shows is the stored page, with its stylesheets applied.
    await page.goto(new URL('/guides/writing', second.url).href, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing pages');
    await expect(sidebarLink).toHaveText('Welcome');
    expect(await styled()).toBe(styledValue);

    // The site loads: the page finds it was stale and reloads into the fresh render.
    release();
    await expect(sidebarLink).toHaveText('Welcome back', { timeout: 15_000 });
    expect(await page.locator('script[data-quire-provisional]').count()).toBe(0);
  });

  test('a page left open while the server restarts reloads at once into the last session\'s answer', async ({ page }) => {
    const root = await scratchSite();
    const first = await firstSession(page, root);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    const polling = page.waitForEvent('console', (m) => m.text().includes('Polling for restart'));
    await first.close();
    servers.length = 0;
    await polling;

    // Same port, the site held: Vite cannot be up, yet the page's ping is answered and it reloads.
    let release!: () => void;
    const second = await startDevServer({ root, port: first.port, host: '127.0.0.1', loadAfter: new Promise<void>((r) => (release = r)) });
    servers.push(second);
    expect(second.port).toBe(first.port);
    await expect(page.locator('script[data-quire-provisional]')).toHaveCount(1, { timeout: 5_000 });
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing pages');
    release();
    await second.ready;
  });
});
