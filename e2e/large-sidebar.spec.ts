import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticHandler } from '../src/dev/static-server.js';
import { expect, test } from './fixtures.js';
import { sharedBuild } from './shared-builds.js';

/**
 * A large section (src/navigation/compact-sidebar.ts): pages carry a compact sidebar and load
 * the section's full one on demand. Built from a generated site of 40 groups × 6 pages (too many
 * to list on every page), served as a static host would; JavaScript on and off.
 */
const GROUPS = 40;
const group = (g: number) => ({
  group: `Group ${g}`,
  ...(g % 4 === 0 && { icon: 'rocket' }),
  pages: [...Array.from({ length: 5 }, (_, p) => `big/g${g}/page-${p}`), { group: `Nested ${g}`, pages: [`big/g${g}/n/a`, `big/g${g}/n/b`] }],
});

function writeSite(root: string): void {
  const groups = Array.from({ length: GROUPS }, (_, g) => group(g));
  const docs = { theme: 'mint', name: 'Large', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: { tabs: [{ tab: 'Big', groups }] } };
  writeFileSync(join(root, 'docs.json'), JSON.stringify(docs));
  // Browsers ask for a favicon; without one the 404 would count as a console error.
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  for (const g of groups) {
    for (const p of g.pages.flatMap((x) => (typeof x === 'string' ? [x] : x.pages))) {
      mkdirSync(join(root, p, '..'), { recursive: true });
      writeFileSync(join(root, `${p}.mdx`), `---\ntitle: ${p.split('/').slice(1).join(' ')}\n---\n\nPage ${p}.\n`);
    }
  }
}

let server: Server | undefined;
let origin = '';
let root = '';

test.describe('large sections', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'quire-e2e-large-'));
    writeSite(root);
    const out = await sharedBuild(root, { args: ['--no-search'] });
    server = createServer((req, res) => void createStaticHandler(out)(req, res));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('a page lists its own group; opening a collapsed group shows its pages in place', async ({ page }, info) => {
    test.skip(info.project.name !== 'built', 'needs JavaScript');
    const sidebar = page.locator('#sidebar');
    await page.goto(`${origin}/big/g5/page-2`);
    // The page's HTML holds its own group only: a far group's pages are not in it.
    await expect(sidebar.getByRole('link', { name: 'g5 page-2' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('a[href="/big/g12/page-3"]')).toHaveCount(0);
    // The enhancement loads lazily; a click before it runs is the plain link it always is.
    await expect(sidebar.locator('.nav-tree[data-enhanced]')).toHaveCount(1);
    const fragment = page.waitForResponse((r) => r.url().endsWith('/_quire/nav/0.html'));
    await sidebar.getByRole('link', { name: 'Group 12', exact: true }).click();
    expect((await fragment).status()).toBe(200);
    // Not a navigation: the group opened where it was, its pages visible, the page still current.
    await expect(page).toHaveURL(`${origin}/big/g5/page-2`);
    await expect(sidebar.getByRole('link', { name: 'g12 page-3' })).toBeVisible();
    await expect(sidebar.locator('li[data-g="12"] > details')).toHaveAttribute('open', '');
    await expect(sidebar.locator('li[data-g="12"] > details > summary')).toBeFocused();
    await expect(sidebar.getByRole('link', { name: 'g5 page-2' })).toHaveAttribute('aria-current', 'page');
    // Groups the window left out of the page are there now, collapsed; the icons they use are drawn.
    await expect(sidebar.locator('li[data-g="39"] > details > summary')).toBeVisible();
    await expect(sidebar.locator('li[data-g="36"] svg.icon-rocket use')).toHaveCount(1);
    const drawn = await sidebar.locator('li[data-g="36"] svg.icon-rocket').evaluate((svg) => svg.getBoundingClientRect().width);
    expect(drawn).toBeGreaterThan(0);
    await sidebar.locator('li[data-g="36"] > details > summary').click();
    await expect(sidebar.getByRole('link', { name: 'g36 page-0' })).toBeVisible();
  });

  test('the full sidebar loads when the reader reaches for the sidebar, without moving it', async ({ page }, info) => {
    test.skip(info.project.name !== 'built', 'needs JavaScript');
    await page.goto(`${origin}/big/g20/page-4`);
    const current = page.locator('#sidebar .nav-link[aria-current="page"]');
    const before = await current.boundingBox();
    await expect(page.locator('#sidebar .nav-tree[data-enhanced]')).toHaveCount(1);
    await page.locator('#sidebar').hover();
    await expect(page.locator('.nav-tree[data-full]')).toHaveCount(1);
    const after = await current.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);
    await expect(page.locator('#sidebar .nav-stub')).toHaveCount(0);
  });

  test('without JavaScript, collapsed groups and "more" links are plain links that reach every group', async ({ page }, info) => {
    test.skip(info.project.name !== 'built-no-js', 'JavaScript off');
    const sidebar = page.locator('#sidebar');
    await page.goto(`${origin}/big/g0/page-0`);
    await sidebar.getByRole('link', { name: 'Group 7', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/big/g7/page-0`);
    await expect(sidebar.getByRole('link', { name: 'g7 page-4' })).toBeVisible();
    // Groups beyond the page's window: "N more groups" leads on to the next one.
    await sidebar.getByRole('link', { name: /more groups$/ }).last().click();
    await expect(page).toHaveURL(/\/big\/g(\d+)\/page-0$/);
    const reached = Number(/g(\d+)/.exec(page.url())![1]);
    expect(reached).toBeGreaterThan(20);
    await expect(sidebar.locator(`li[data-g="${reached}"] > details[open]`)).toHaveCount(1);
  });
});
