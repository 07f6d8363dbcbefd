import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * docs.json styling seen in a browser (test/fixtures/theme-styling): `styling.codeblocks`,
 * `background`, `banner.color`, the navbar's GitHub button, and the 390 px layout (one-row
 * header with a language selector, full-height drawer with backdrop, scroll lock and tabs).
 * Computed styles, not class names.
 */
let site: ServedSite;
let custom: ServedSite;
let coloured: ServedSite;
const docs: string[] = [];

function copyFixture(edit?: (config: Record<string, unknown>) => void): string {
  // A copy: the build keeps its cache in the docs folder.
  const dir = mkdtempSync(join(tmpdir(), 'quire-e2e-styling-'));
  cpSync('test/fixtures/theme-styling', dir, { recursive: true });
  if (edit) {
    const file = join(dir, 'docs.json');
    const config = JSON.parse(readFileSync(file, 'utf8'));
    edit(config);
    writeFileSync(file, JSON.stringify(config));
  }
  docs.push(dir);
  return dir;
}

test.beforeAll(async () => {
  site = await buildAndServe(copyFixture());
  custom = await buildAndServe(
    copyFixture((c) => {
      c.styling = { codeblocks: { theme: { light: 'snazzy-light', dark: 'dark-plus' } } };
    }),
  );
  // Anchor, dropdown and global-anchor `color`: the Reference tab's sidebar gets two anchors (one
  // coloured per scheme, one not), the Guides tab a coloured dropdown.
  coloured = await buildAndServe(
    copyFixture((c) => {
      const en = (c.navigation as { languages: { tabs: unknown[]; global?: unknown }[] }).languages[0]!;
      en.tabs = [
        { tab: 'Guides', dropdowns: [{ dropdown: 'Start', icon: 'rocket', color: '#16a34a', groups: [{ group: 'Start', pages: ['en/index', 'en/lists'] }] }] },
        {
          tab: 'Reference',
          anchors: [
            { anchor: 'API', icon: 'code', color: { light: '#dc2626', dark: '#facc15' }, groups: [{ group: 'Reference', pages: ['en/reference'] }] },
            { anchor: 'News', icon: 'book', groups: [{ group: 'News', pages: ['en/changelog'] }] },
          ],
        },
      ];
    }),
  );
});

test.afterAll(async () => {
  await site?.close();
  await custom?.close();
  await coloured?.close();
  for (const dir of docs) rmSync(dir, { recursive: true, force: true });
});

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The first keyword token of the page's code block: its colour, and the colours of both themes. */
async function keywordColours(page: import('@playwright/test').Page) {
  return page.locator('pre.shiki span', { hasText: /^const$/ }).first().evaluate((el) => {
    const style = getComputedStyle(el);
    return { shown: style.color, light: style.getPropertyValue('--shiki-light').trim(), dark: style.getPropertyValue('--shiki-dark').trim() };
  });
}

test('codeblocks "dark": blocks are dark with the dark theme\'s colours in light mode too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${site.origin}/en/index`);
  await expect(page.locator('body')).toHaveCSS('background-color', rgb('#eeeeee'));
  await expect(page.locator('pre.shiki')).toHaveCSS('background-color', 'rgb(22, 27, 34)');
  const colours = await keywordColours(page);
  expect(colours.shown).toBe(rgb(colours.dark));
});

test('codeblocks with Shiki theme names: each scheme shows its theme\'s colours and background', async ({ page }) => {
  const { bundledThemes } = await import('shiki');
  const light = (await bundledThemes['snazzy-light']()).default;
  const dark = (await bundledThemes['dark-plus']()).default;
  const bg = (t: typeof light) => t.bg ?? t.colors?.['editor.background'] ?? '';

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${custom.origin}/en/index`);
  await expect(page.locator('pre.shiki')).toHaveCSS('background-color', rgb(bg(light).slice(0, 7)));
  let colours = await keywordColours(page);
  expect(colours.shown).toBe(rgb(colours.light));
  // Not Quire's default pair: github-light colours `const` #D73A49.
  expect(colours.light.toLowerCase()).not.toBe('#d73a49');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('pre.shiki')).toHaveCSS('background-color', rgb(bg(dark).slice(0, 7)));
  colours = await keywordColours(page);
  expect(colours.shown).toBe(rgb(colours.dark));
});

test('background colour per scheme and the grid decoration are drawn', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${site.origin}/en/index`);
  await expect(page.locator('body')).toHaveCSS('background-color', rgb('#222831'));
  const layer = page.locator('.page-background');
  await expect(layer).toHaveCSS('position', 'fixed');
  expect(await layer.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/linear-gradient.*linear-gradient/);
  const box = await layer.boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
});

test('banner colour follows the scheme, with readable text', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${site.origin}/en/index`);
  const banner = page.locator('.site-banner');
  await expect(banner).toHaveCSS('background-color', rgb('#1e3a5f'));
  await expect(banner.getByRole('link')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(banner).toHaveCSS('background-color', rgb('#fde68a'));
  await expect(banner.getByRole('link')).toHaveCSS('color', 'rgb(0, 0, 0)');
});

test('the navbar GitHub button shows the GitHub icon; the Discord link its icon', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.origin}/en/index`);
  const github = page.locator('.header-row a.navbar-primary');
  await expect(github).toHaveText('GitHub');
  const icon = github.locator('svg');
  await expect(icon).toBeVisible();
  expect((await icon.boundingBox())?.width).toBeGreaterThan(8);
  await expect(page.locator('.header-row a', { hasText: 'Community' }).locator('svg').first()).toBeVisible();
});

test('390 px: the header is one row with the language selector; tabs move into the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.origin}/en/index`);
  const row = page.locator('.header-row');
  const rowBox = (await row.boundingBox())!;
  const selector = row.locator('details.switcher');
  await expect(selector).toBeVisible();
  for (const item of [row.locator('.nav-toggle-label'), row.locator('.site-logo'), selector, row.locator('.search-box')]) {
    const box = (await item.boundingBox())!;
    // Every item sits inside the single row, none wraps below it or runs off the screen.
    expect(box.y).toBeGreaterThanOrEqual(rowBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(rowBox.height).toBeLessThan(64);
  // The header's tab bar is gone at this width (its tabs are in the drawer).
  await expect(page.locator('.site-header > .tab-bar')).toBeHidden();
});

test('390 px: the drawer is full height over a backdrop, locks page scroll, holds the tabs, and the backdrop closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.origin}/en/lists`);
  await page.locator('.nav-toggle-label').click();
  const drawer = page.locator('#sidebar');
  await expect(drawer).toBeVisible();
  const box = (await drawer.boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.height).toBe(844);
  await expect(page.locator('.nav-backdrop')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
  await expect(drawer.getByRole('link', { name: 'Reference' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Changelog' })).toBeVisible();
  // A tap on the dimmed page beside the drawer closes it.
  await page.mouse.click(375, 400);
  await expect(drawer).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow-y', 'hidden');
});

test('task lists have no bullets; footnotes sit under a rule with a visible label', async ({ page }) => {
  await page.goto(`${site.origin}/en/lists`);
  const item = page.locator('.prose li.task-list-item').first();
  await expect(item).toHaveCSS('list-style-type', 'none');
  const notes = page.locator('.prose section.footnotes');
  await expect(notes).toHaveCSS('border-top-style', 'solid');
  await expect(notes).toHaveCSS('border-top-width', '1px');
  await expect(notes.locator('#footnote-label')).toBeVisible();
  await expect(notes.locator('#footnote-label')).toHaveText('Footnotes');
});

test('a French page labels its footnotes in French', async ({ page }) => {
  await page.goto(`${site.origin}/fr/index`);
  const label = page.locator('.prose section.footnotes #footnote-label');
  await expect(label).toBeVisible();
  await expect(label).toHaveText('Notes de bas de page');
  await expect(page.locator('.prose [data-footnote-backref]')).toHaveAttribute('aria-label', 'Retour à la référence 1');
});

test('anchor colour: the current anchor\'s icon box is filled with it, per scheme; an uncoloured anchor keeps the theme', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${coloured.origin}/en/reference`);
  const api = page.locator('.anchor-link', { hasText: 'API' });
  await expect(api).toHaveAttribute('aria-current', 'page');
  await expect(api.locator('.anchor-icon')).toHaveCSS('background-color', rgb('#dc2626'));
  await expect(api.locator('.anchor-icon')).toHaveCSS('color', 'rgb(255, 255, 255)');
  const news = page.locator('.anchor-link', { hasText: 'News' }).locator('.anchor-icon');
  await expect(news).not.toHaveCSS('background-color', rgb('#dc2626'));
  await page.screenshot({ path: 'test-results/nav-colour-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(api.locator('.anchor-icon')).toHaveCSS('background-color', rgb('#facc15'));
  // A light colour gets a black icon on it, a dark one (#dc2626 above) a white one.
  await expect(api.locator('.anchor-icon')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await page.screenshot({ path: 'test-results/nav-colour-dark.png' });
  // Not current: the icon itself takes the colour.
  await page.goto(`${coloured.origin}/en/changelog`);
  await expect(page.locator('.anchor-link', { hasText: 'API' }).locator('.anchor-icon')).toHaveCSS('color', rgb('#facc15'));
});

test('dropdown colour: its icon in the sidebar menu and in the open list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${coloured.origin}/en/index`);
  const menu = page.locator('.sidebar .switcher-dropdown');
  await expect(menu.locator('summary > .icon')).toHaveCSS('color', rgb('#16a34a'));
  await menu.locator('summary').click();
  await expect(menu.locator('.menu-entry > .icon')).toHaveCSS('color', rgb('#16a34a'));
  await page.screenshot({ path: 'test-results/nav-colour-dropdown.png' });
});

test('the current tab is not wider than the same tab not current (labels do not shift)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.origin}/en/index`);
  const width = async () => (await page.locator('.site-header .tab-link', { hasText: 'Reference' }).boundingBox())!.width;
  const before = await width();
  await page.goto(`${site.origin}/en/reference`);
  expect(await width()).toBe(before);
});
