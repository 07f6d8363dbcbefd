import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * A site whose docs.json, frontmatter and OpenAPI document are full of script payloads
 * (`<script>`, `javascript:` links, event-handler attributes, `</title>` breakouts, mXSS).
 * Every payload sets `window.__pwned`; after every page has loaded and settled, it must be
 * unset, no dialog may have opened, and no live `javascript:` URL or `on*` handler may exist.
 */
const FIXTURE = 'test/reliability/hostile-site';
let site: ServedSite;
let origin: string;
let pages: string[];

test.beforeAll(async () => {
  site = await buildAndServe(FIXTURE, { args: ['--no-search'] });
  origin = site.origin;
  const { out } = site;
  pages = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(out, join(e.parentPath, e.name)).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, ''))
    .map((p) => `/${p.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`);
});

test.afterAll(async () => {
  await site?.close();
});

test('the hostile site built the API pages', () => {
  expect(pages.length).toBeGreaterThanOrEqual(4);
  expect(pages.filter((p) => p.startsWith('/api-reference/')).length).toBeGreaterThanOrEqual(2);
});

test('no payload runs on any page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  for (const path of pages) {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(150);
    const report = await page.evaluate(() => {
      const w = window as unknown as { __pwned?: unknown };
      const elements = [...document.querySelectorAll('*')];
      const handlers = elements.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`));
      const jsUrls = elements.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data']
          .map((n) => el.getAttribute(n))
          .filter((v): v is string => v !== null && /^\s*javascript:/i.test(v)),
      );
      const runnable = (s: HTMLScriptElement) => ['', 'module', 'text/javascript', 'application/javascript'].includes(s.type.toLowerCase());
      const inline = [...document.scripts].filter((s) => runnable(s) && !s.src && s.textContent?.includes('__pwned')).length;
      // Data blocks (`<script type="application/json">`) may quote a payload, but must stay one intact JSON value.
      const brokenData = [...document.scripts].filter((s) => s.type === 'application/json').filter((s) => {
        try {
          JSON.parse(s.textContent ?? '');
          return false;
        } catch {
          return true;
        }
      }).length;
      return { pwned: w.__pwned, handlers, jsUrls, inline, brokenData, iframes: document.querySelectorAll('iframe').length, title: document.title };
    });
    expect(report.pwned, `${path}: a payload ran`).toBeUndefined();
    expect(report.handlers, `${path}: event-handler attributes`).toEqual([]);
    expect(report.jsUrls, `${path}: javascript: URLs`).toEqual([]);
    expect(report.inline, `${path}: payload <script> elements`).toBe(0);
    expect(report.brokenData, `${path}: JSON data blocks broken out of`).toBe(0);
    expect(report.iframes, `${path}: injected iframes`).toBe(0);
    // A `</title>` breakout would end the title early: the whole text must still be in it.
    if (path !== '/404' && path !== '/search') expect(report.title).toContain('Hostile </title><script>');
  }
  expect(dialogs).toEqual([]);
});

test('clicking every link runs nothing', async ({ page }) => {
  const api = pages.find((p) => p.startsWith('/api-reference/') && p.includes('List')) ?? pages.find((p) => p.startsWith('/api-reference/'))!;
  await page.goto(`${origin}${api}`);
  const hrefs = await page.$$eval('main a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).not.toMatch(/^\s*javascript:/i);
  for (const link of await page.$$('main a[href^="#"], main a:not([href^="http"])')) {
    await link.click({ noWaitAfter: true, timeout: 2000 }).catch(() => undefined);
  }
  // A content link may have opened another page of the site (the two-column layout shows them all):
  // read the flag on whichever page is there once it has loaded.
  let pwned: unknown;
  for (let attempt = 0; ; attempt++) {
    await page.waitForLoadState('load');
    try {
      pwned = await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
      break;
    } catch (err) {
      if (attempt >= 4 || !/context was destroyed/.test(String(err))) throw err;
    }
  }
  expect(pwned).toBeUndefined();
});
