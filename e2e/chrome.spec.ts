/**
 * Site chrome on fixture sites (test/fixtures/chrome-*): tabs and tab menus, anchors, dropdowns,
 * products, version and language selectors, breadcrumbs, drilldown, groups, badges, dark mode,
 * the mobile sidebar, JavaScript off, accessibility (axe) and the JavaScript budget.
 * The fixtures are built once a run (shared-builds.ts); each worker serves them as a static host would.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createStaticHandler } from '../lib/src/dev/static-server.js';
import { expect, test } from './fixtures.js';
import { sharedBuild } from './shared-builds.js';

const SITES = ['chrome-versions', 'chrome-mint', 'chrome-products'] as const;
type Site = (typeof SITES)[number];

const servers: Server[] = [];
const origin = {} as Record<Site, string>;
const outDir = {} as Record<Site, string>;

test.beforeAll(async () => {
  for (const site of SITES) {
    const out = await sharedBuild(join('test/fixtures', site));
    const server = createServer(createStaticHandler(out));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    outDir[site] = out;
    origin[site] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

const go = (page: Page, site: Site, path: string) => page.goto(origin[site] + path);
/** The sidebar, named in the page's language (the chrome-versions fixture has French pages). */
const sidebar = (page: Page) => page.getByRole('navigation', { name: /^(Sidebar|Barre latérale)$/ });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Tabs' });

test.describe('tabs, menus, anchors', () => {
  test('tab switching switches the sidebar; href tabs are external', async ({ page }) => {
    await go(page, 'chrome-versions', '/v2/install');
    await expect(tabs(page).getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    await tabs(page).getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/v2\/resources\/tutorial$/);
    await expect(sidebar(page).getByRole('link', { name: 'Installation' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Tutorials' })).toHaveAttribute('aria-current', 'page');
    const blog = tabs(page).getByRole('link', { name: /Blog/ });
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toContainText('opens in a new tab');
  });

  test('a tab with a menu lists its items with icon and description, each with its own sidebar', async ({ page }) => {
    await go(page, 'chrome-versions', '/v2/install');
    await tabs(page).getByText('SDKs').click();
    const python = tabs(page).getByRole('link', { name: /Python/ });
    await expect(python).toBeVisible();
    await expect(python).toContainText('Python 3.9 and later');
    await expect(tabs(page).getByRole('link', { name: /JavaScript/ }).locator('svg.icon')).toHaveCount(1);
    await python.click();
    await expect(page).toHaveURL(/\/v2\/sdks\/python$/);
    await expect(sidebar(page).getByRole('link', { name: 'Python SDK' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: 'Client' })).toHaveCount(0);
    await expect(tabs(page).locator('summary[aria-current="page"]')).toHaveText('SDKs');
  });

  test('anchors: current highlighted, href anchors external, global anchors on every page', async ({ page }) => {
    await go(page, 'chrome-versions', '/v2/resources/examples');
    const anchors = sidebar(page).locator('.anchor-list');
    await expect(anchors.getByRole('link', { name: 'Examples' })).toHaveAttribute('aria-current', 'page');
    await expect(anchors.getByRole('link', { name: 'Tutorials' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(anchors.getByRole('link', { name: /Community/ })).toHaveAttribute('target', '_blank');
    for (const path of ['/v2/resources/examples', '/v1/legacy', '/fr/v2']) {
      await go(page, 'chrome-versions', path);
      await expect(sidebar(page).getByRole('link', { name: /Status/ })).toHaveAttribute('href', 'https://status.example.com');
    }
  });

  test('dropdowns switch the sidebar; products too', async ({ page }) => {
    await go(page, 'chrome-mint', '/quickstart');
    const menu = sidebar(page).locator('details.switcher-dropdown');
    await menu.locator('summary').click();
    const api = menu.getByRole('link', { name: /API Reference/ });
    await expect(api).toContainText('Every endpoint');
    await expect(menu.getByRole('link', { name: /Status/ })).toHaveAttribute('target', '_blank');
    await api.click();
    await expect(page).toHaveURL(/\/api-reference\//);
    await expect(sidebar(page).locator('.method-pill').first()).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Quickstart' })).toHaveCount(0);

    await go(page, 'chrome-products', '/cloud/deploy/first');
    await sidebar(page).locator('details.switcher-product summary').click();
    await sidebar(page).getByRole('link', { name: /Edge/ }).click();
    await expect(page).toHaveURL(/\/edge$/);
    await expect(sidebar(page).getByRole('link', { name: 'Wide page' })).toBeVisible();
  });
});

test.describe('versions and languages', () => {
  test('the version selector keeps the page, else lands on the first page', async ({ page }) => {
    await go(page, 'chrome-versions', '/v2/install');
    await page.locator('details.switcher-version summary').click();
    await page.getByRole('link', { name: 'v1' }).click();
    await expect(page).toHaveURL(/\/v1\/install$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation (v1)');
    await go(page, 'chrome-versions', '/v2/auth');
    await page.locator('details.switcher-version summary').click();
    await page.getByRole('link', { name: 'v1' }).click();
    await expect(page).toHaveURL(/\/v1$/);
  });

  test('the language selector shows names, keeps the page and sets lang/dir', async ({ page }) => {
    await go(page, 'chrome-versions', '/v2/install');
    const selector = page.locator('details.switcher-language');
    await expect(selector.locator('summary')).toContainText('English');
    await selector.locator('summary').click();
    await expect(selector.getByRole('link')).toHaveText(['English', 'Français', 'العربية']);
    await selector.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/v2\/install$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.locator('details.switcher-language summary').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/v2\/install$/);
    await go(page, 'chrome-versions', '/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('groups, breadcrumbs, drilldown', () => {
  test('breadcrumbs when the theme says so (maple), the section eyebrow otherwise (mint)', async ({ page }) => {
    await go(page, 'chrome-versions', '/v2/advanced/tuning');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Guides', 'Topics', 'Advanced']);
    await expect(crumbs.getByRole('link', { name: 'Advanced' })).toHaveAttribute('href', '/v2/advanced/caching');
    await go(page, 'chrome-mint', '/concepts/storage/buckets');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page.locator('.eyebrow')).toHaveText('Storage');
  });

  test('nested groups: expanded open, others collapsed, badge and deprecated label shown', async ({ page }) => {
    await go(page, 'chrome-mint', '/concepts/overview');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'VPC' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Buckets' })).toBeHidden();
    await expect(nav.locator('.badge', { hasText: 'BETA' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Legacy API/ }).locator('.badge-deprecated')).toHaveText('Deprecated');
    // Billing has a root page: its title is a link.
    await expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/concepts/billing');
    await go(page, 'chrome-mint', '/legacy-api');
    await expect(page.getByRole('heading', { level: 1 }).locator('.badge-deprecated')).toBeVisible();
    await go(page, 'chrome-mint', '/api-reference/widgets/list-widgets');
    const del = sidebar(page).getByRole('link', { name: /Delete widget/ });
    await expect(del.locator('.method-pill')).toHaveText('DEL');
    await expect(del.locator('.badge-deprecated')).toBeVisible();
  });

  test('drilldown off (mint default): a nested group title only expands', async ({ page }) => {
    await go(page, 'chrome-mint', '/concepts/overview');
    // The group row reads "Storage BETA" (title, then its tag badge).
    await sidebar(page).locator('summary', { hasText: /^Storage/ }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Buckets' })).toBeVisible();
    await expect(page).toHaveURL(/\/concepts\/overview$/);
  });

  test('drilldown on (aspen default, or interaction.drilldown): the group title opens its first page', async ({ page }) => {
    await go(page, 'chrome-products', '/cloud');
    await sidebar(page).getByRole('link', { name: 'Scale' }).click();
    await expect(page).toHaveURL(/\/cloud\/scale\/autoscale$/);
    await expect(sidebar(page).getByRole('link', { name: 'Autoscale' })).toHaveAttribute('aria-current', 'page');
    await go(page, 'chrome-versions', '/v2/auth');
    await sidebar(page).getByRole('link', { name: 'Advanced' }).click();
    await expect(page).toHaveURL(/\/v2\/advanced\/caching$/);
  });
});

test.describe('appearance and client behaviour', () => {
  test('dark mode toggle is remembered across reloads; strict sites have none', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'needs JavaScript');
    await page.emulateMedia({ colorScheme: 'light' });
    await go(page, 'chrome-mint', '/quickstart');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await go(page, 'chrome-products', '/cloud');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveCount(0);
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('the banner is dismissible and stays dismissed', async ({ page, javaScriptEnabled }) => {
    const banner = page.getByRole('region', { name: 'Announcement' });
    await go(page, 'chrome-mint', '/quickstart');
    await expect(banner).toContainText('the storage API is in beta');
    if (!javaScriptEnabled) {
      await expect(page.getByRole('button', { name: 'Dismiss announcement' })).toBeHidden();
      return;
    }
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
  });

  test('menus: keyboard opens, arrows move, Escape closes and returns focus', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'needs JavaScript');
    await go(page, 'chrome-versions', '/v2/install');
    const summary = page.locator('details.switcher-version summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details.switcher-version')).toHaveAttribute('open', '');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'v2' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'v1' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('details.switcher-version')).not.toHaveAttribute('open', '');
    await expect(summary).toBeFocused();
    // Outside click closes too.
    await summary.click();
    await page.locator('h1').click();
    await expect(page.locator('details.switcher-version')).not.toHaveAttribute('open', '');
  });

  test('the table of contents marks the section being read', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'needs JavaScript');
    await page.setViewportSize({ width: 1280, height: 600 });
    await go(page, 'chrome-mint', '/quickstart');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'true');
    await page.locator('#next-steps').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(toc.getByRole('link', { name: 'Next steps' })).toHaveAttribute('aria-current', 'true');
  });

  test('mobile: the sidebar is a drawer opened by the Menu toggle (with or without JavaScript)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const site of SITES) {
      const path = site === 'chrome-versions' ? '/v2/install' : site === 'chrome-mint' ? '/quickstart' : '/cloud';
      await go(page, site, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(sidebar(page)).toBeHidden();
      await page.locator('label.nav-toggle-label').click();
      await expect(sidebar(page)).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await page.locator('label.sidebar-close').click();
      await expect(sidebar(page)).toBeHidden();
    }
    await go(page, 'chrome-mint', '/quickstart');
    await page.locator('label.nav-toggle-label').click();
    await sidebar(page).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/concepts\/overview$/);
  });

  test('page modes: wide has no TOC, center and custom have no sidebar', async ({ page }) => {
    await go(page, 'chrome-products', '/edge/wide');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    await go(page, 'chrome-products', '/edge/center');
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centred page');
    await go(page, 'chrome-products', '/edge/custom');
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.locator('.prose')).toContainText('Custom page');
  });

  test('navbar, footer and logo from docs.json', async ({ page }) => {
    await go(page, 'chrome-mint', '/quickstart');
    await expect(page.locator('.header-row').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', 'https://dashboard.example.com');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', 'https://example.com/about');
    await expect(footer.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/example/mint');
    await expect(page.locator('a.site-logo')).toHaveAttribute('href', 'https://example.com');
    await expect(page.locator('a.site-logo img.logo-light')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test('content and navigation work, menus are <details>', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await go(page, 'chrome-versions', '/v2/install');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await expect(page.locator('.prose')).toContainText('Some words about installation');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeHidden();
    await page.locator('details.switcher-version summary').click();
    await page.getByRole('link', { name: 'v1' }).click();
    await expect(page).toHaveURL(/\/v1\/install$/);
    await sidebar(page).getByRole('link', { name: 'Legacy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legacy');
    await context.close();
  });
});

test.describe('accessibility and budget', () => {
  const pages: [Site, string][] = [
    ['chrome-mint', '/'],
    ['chrome-mint', '/concepts/storage/buckets'],
    ['chrome-mint', '/api-reference/widgets/delete-widget'],
    ['chrome-versions', '/v2/sdks/js/client'],
    ['chrome-versions', '/ar'],
    ['chrome-products', '/cloud/deploy/first'],
    ['chrome-products', '/edge/center'],
  ];
  for (const [site, path] of pages) {
    test(`axe: no serious or critical violations on ${site}${path}`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, 'axe runs as a script in the page');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await go(page, site, path);
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      }
    });
  }

  test('a plain content page loads under 25 KB of gzipped JavaScript', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'needs JavaScript');
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname);
    });
    await go(page, 'chrome-versions', '/v2/install');
    await page.waitForLoadState('networkidle');
    const inline = await page.evaluate(() => Array.from(document.querySelectorAll('script:not([src])')).map((s) => s.textContent ?? '').join(''));
    let total = gzipSync(inline).length;
    for (const path of scripts) total += gzipSync(readFileSync(join(outDir['chrome-versions'], path))).length;
    test.info().annotations.push({ type: 'js-budget', description: `${total} bytes gzip over ${scripts.size} files + inline` });
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThan(25 * 1024);
  });
});

test('screenshots of each theme for review', async ({ browser }, info) => {
  test.skip(info.project.name !== 'built', 'once is enough');
  test.setTimeout(120_000);
  mkdirSync('e2e/screenshots', { recursive: true });
  const shots: [Site, string, string][] = [
    ['chrome-mint', '/concepts/storage/buckets', 'mint-page'],
    ['chrome-mint', '/api-reference/widgets/delete-widget', 'mint-api'],
    ['chrome-versions', '/v2/install', 'maple-page'],
    ['chrome-versions', '/v2/sdks/js/client', 'maple-menu'],
    ['chrome-products', '/cloud/deploy/first', 'aspen-page'],
    ['chrome-products', '/edge/center', 'aspen-center'],
  ];
  for (const [width, label] of [[1280, 'desktop'], [390, 'mobile']] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      for (const [site, path, name] of shots) {
        await go(page, site, path);
        await page.screenshot({ path: `e2e/screenshots/chrome-${name}-${label}-${scheme}.png`, fullPage: width < 500 });
      }
      await context.close();
    }
  }
});
