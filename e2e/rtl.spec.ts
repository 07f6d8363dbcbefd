import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * test/fixtures/rtl (an Arabic site) built and served statically: what a reader of a
 * right-to-left page sees is the left-to-right page in a mirror — sidebar right, table of
 * contents left, text from the right edge, "previous" on the right, the drawer from the right.
 */
let site: ServedSite;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/rtl');
});

test.afterAll(async () => {
  await site?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const right = (b: Box) => b.x + b.width;
const centerX = (b: Box) => b.x + b.width / 2;

test.describe('right-to-left page', () => {
  test('mirrors the layout at 1280 px: sidebar right, contents left, text from the right edge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.origin}/ar/guide`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    const sidebar = (await page.locator('#sidebar').boundingBox())!;
    const article = (await page.locator('article.page').boundingBox())!;
    const toc = (await page.locator('nav.toc').boundingBox())!;
    expect(sidebar.x).toBeGreaterThanOrEqual(right(article));
    expect(right(toc)).toBeLessThanOrEqual(article.x);

    // A short paragraph's text ends at the column's right edge and leaves room on its left.
    const text = await page.locator('.prose > p').first().evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const r = range.getBoundingClientRect();
      const box = p.getBoundingClientRect();
      return { textLeft: r.left, textRight: r.right, left: box.left, right: box.right };
    });
    expect(Math.abs(text.textRight - text.right)).toBeLessThan(2);
    expect(text.textLeft - text.left).toBeGreaterThan(100);
    // The page title and the sidebar's links start at the right too.
    const title = (await page.locator('article.page h1').boundingBox())!;
    expect(right(article) - right(title)).toBeLessThan(2);
    const link = await page.locator('#sidebar a[aria-current="page"]').evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      return { text: range.getBoundingClientRect().right, box: a.getBoundingClientRect().right };
    });
    expect(link.box - link.text).toBeLessThan(24);
    // The page menu sits at the end of the title row: on the left of the title.
    await expect(page.locator('.contextual-header > summary')).toHaveText('خيارات الصفحة');
    const menu = (await page.locator('.contextual-header').boundingBox())!;
    expect(right(menu)).toBeLessThanOrEqual(title.x);
  });

  test('puts "previous" on the right and "next" on the left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.origin}/ar/guide`);
    const prev = (await page.locator('.pager a[rel="prev"]').boundingBox())!;
    const next = (await page.locator('.pager a[rel="next"]').boundingBox())!;
    await expect(page.locator('.pager a[rel="prev"]')).toContainText('نظرة عامة');
    await expect(page.locator('.pager a[rel="next"]')).toContainText('المرجع');
    expect(prev.x).toBeGreaterThan(right(next));
    const article = (await page.locator('article.page').boundingBox())!;
    expect(right(article) - right(prev)).toBeLessThan(2);
    expect(next.x - article.x).toBeLessThan(2);
  });

  test('mirrors components: step markers and their line on the right, callout icon first', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.origin}/ar/guide`);
    const step = page.locator('.step').first();
    const stepBox = (await step.boundingBox())!;
    const marker = (await step.locator('.step-marker').boundingBox())!;
    expect(right(stepBox) - right(marker)).toBeLessThan(2);
    // The line joining the markers runs down from the marker's centre.
    const line = await step.evaluate((el) => {
      const cs = getComputedStyle(el, '::before');
      return { left: Number.parseFloat(cs.left), width: Number.parseFloat(cs.width) };
    });
    expect(Math.abs(stepBox.x + line.left + line.width / 2 - centerX(marker))).toBeLessThan(2);
    const callout = (await page.locator('.callout').boundingBox())!;
    const icon = (await page.locator('.callout .callout-icon').boundingBox())!;
    expect(centerX(icon)).toBeGreaterThan(centerX(callout));
    // Code stays left to right.
    const pre = page.locator('.prose pre').first();
    expect(await pre.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  });

  test('opens the sidebar as a drawer from the right at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${site.origin}/ar/guide`);
    await expect(page.locator('#sidebar')).toBeHidden();
    await page.locator('.nav-toggle-label').click();
    const drawer = page.locator('#sidebar');
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(Math.abs(right(box) - 390)).toBeLessThan(1);
    expect(box.x).toBeGreaterThan(0);
    await expect(drawer.getByRole('link', { name: 'المرجع' })).toBeVisible();
  });
});

// aspen and maple lay the page out their own way (aspen: full-height sidebar with the logo;
// maple: one slim header row): the same docs with `"theme"` changed must mirror as well.
for (const theme of ['aspen', 'maple'] as const) {
  test.describe(`right-to-left page, ${theme} theme`, () => {
    let themed: ServedSite;
    let copy: string;
    test.beforeAll(async () => {
      copy = mkdtempSync(join(tmpdir(), `quire-e2e-rtl-${theme}-`));
      cpSync('test/fixtures/rtl', copy, { recursive: true });
      const config = JSON.parse(readFileSync(join(copy, 'docs.json'), 'utf8'));
      writeFileSync(join(copy, 'docs.json'), JSON.stringify({ ...config, theme }));
      themed = await buildAndServe(copy);
    });
    test.afterAll(async () => {
      await themed?.close();
      rmSync(copy, { recursive: true, force: true });
    });

    test('sidebar right, contents left, current page marked on its right edge', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${themed.origin}/ar/guide`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const sidebar = (await page.locator('#sidebar').boundingBox())!;
      const article = (await page.locator('article.page').boundingBox())!;
      const toc = (await page.locator('nav.toc').boundingBox())!;
      expect(sidebar.x).toBeGreaterThanOrEqual(right(article));
      expect(right(toc)).toBeLessThanOrEqual(article.x);
      const title = (await page.locator('article.page h1').boundingBox())!;
      expect(right(article) - right(title)).toBeLessThan(2);
      // aspen marks the current page with an inset bar: at the start edge, the right one here.
      const shadow = await page.locator('#sidebar .nav-link[aria-current="page"]').evaluate((a) => getComputedStyle(a).boxShadow);
      if (shadow !== 'none') expect(shadow).toMatch(/ -2px 0px 0px/);
    });

    test('opens the drawer from the right at 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${themed.origin}/ar/guide`);
      await page.locator('.nav-toggle-label').first().click();
      const box = (await page.locator('#sidebar').boundingBox())!;
      expect(Math.abs(right(box) - 390)).toBeLessThan(1);
      expect(box.x).toBeGreaterThan(0);
    });
  });
}
