import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * test/fixtures/css-split built and served statically: a page loads only the theme stylesheets
 * its content needs (render/css-features.ts), and looks exactly as it would with all of them.
 */
let site: ServedSite;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/css-split');
});

test.afterAll(async () => {
  await site?.close();
});

const THEME = '/_quire/theme.css';
const COMPONENTS = '/_quire/theme-components.css';
const CODE = '/_quire/theme-code.css';

/** Opens a page and returns the paths of the stylesheets the browser fetched for it. */
async function open(page: Page, path: string): Promise<string[]> {
  const sheets: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet') sheets.push(new URL(req.url()).pathname);
  });
  await page.goto(`${site.origin}${path}`);
  await page.waitForLoadState('networkidle');
  return sheets;
}

/** What a reader sees of every element in the page's content: its box and the styles that draw it. */
function contentStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const props = ['display', 'position', 'margin', 'padding', 'border-width', 'border-style', 'border-color', 'border-radius', 'color', 'background-color', 'font', 'width', 'height', 'opacity', 'grid-template-columns', 'cursor', 'overflow'];
    const out: string[] = [];
    for (const el of document.querySelectorAll('article.page *')) {
      if (el.closest('svg') && el.tagName !== 'svg') continue;
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        if (pseudo && cs.content === 'none') continue;
        const r = pseudo ? null : el.getBoundingClientRect();
        out.push(`${el.tagName}.${el.getAttribute('class') ?? ''}${pseudo ?? ''} ${props.map((p) => cs.getPropertyValue(p)).join('|')} ${r ? [r.x, r.y, r.width, r.height].map(Math.round).join(',') : ''}`);
      }
    }
    return out;
  });
}

/**
 * Links every feature sheet the page lacks, in their order after theme.css, and waits until the
 * browser has parsed them (polled from here: without JavaScript the page's own events do not run).
 */
async function linkAllSheets(page: Page): Promise<void> {
  await page.evaluate((urls) => {
    let after = document.querySelector(`link[rel="stylesheet"][href="${urls[0]}"]`)!;
    for (const url of urls.slice(1)) {
      let link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${url}"]`);
      if (!link) {
        link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
        after.after(link);
      }
      after = link;
    }
  }, [THEME, COMPONENTS, CODE]);
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[href^="/_quire/theme"]')].every((l) => l.sheet !== null))).toBe(true);
}

for (const [kind, path, expected] of [
  ['a plain page', '/plain', [THEME]],
  ['a code page', '/code', [THEME, CODE]],
  ['a page with Steps, Tabs and Cards', '/components', [THEME, COMPONENTS, CODE]],
  ['a Mermaid page', '/diagram', [THEME, CODE]],
] as const) {
  test(`${kind} loads ${expected.length === 1 ? 'only theme.css' : 'theme.css and the sheets it uses'} and looks as with every sheet`, async ({ page, javaScriptEnabled }) => {
    expect(await open(page, path)).toEqual(expected);
    // Mermaid draws after the load, in the browser: compare the drawn diagram with its controls.
    if (path === '/diagram' && javaScriptEnabled !== false) await page.locator('.mermaid-diagram.has-mermaid-controls svg').waitFor();
    const alone = await contentStyles(page);
    expect(alone.length).toBeGreaterThan(3);
    await linkAllSheets(page);
    expect(await page.locator('link[rel="stylesheet"][href^="/_quire/theme"]').count()).toBe(3);
    expect(await contentStyles(page)).toEqual(alone);
  });
}

test('components are drawn by their sheets (styled, not browser defaults)', async ({ page, javaScriptEnabled }) => {
  await open(page, '/components');
  await expect(page.locator('.step-marker').first()).toHaveCSS('border-radius', '50%');
  await expect(page.locator('.card-group')).toHaveCSS('display', 'grid');
  await expect(page.locator('.callout')).toHaveCSS('display', 'flex');
  await open(page, '/code');
  await expect(page.locator('.code-group')).toHaveCSS('overflow', 'hidden');
  expect(await page.locator('.prose .code-block > pre').first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await open(page, '/diagram');
  await expect(page.locator('.mermaid-diagram')).toHaveCSS('margin-top', '20px');
  if (javaScriptEnabled !== false) await expect(page.locator('.mermaid-controls')).toHaveCSS('position', 'absolute');
});

test('an API page loads its one sheet, with the component and code styles in it', async ({ page }) => {
  expect(await open(page, '/endpoint')).toEqual(['/_quire/theme-api.css']);
  await expect(page.locator('.field').first()).toHaveCSS('border-bottom-style', 'solid');
  await expect(page.locator('.field-name').first()).toHaveCSS('font-weight', '600');
});
