import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * In every theme, a nested group's row in the sidebar starts its label where the page links
 * beside it start theirs (maple's page links had 4 px more padding than its group rows, so
 * "Products" and "Usage Based Billing" stood out of line on a real site).
 */
const THEMES = ['mint', 'maple', 'aspen'] as const;
const sites = new Map<string, ServedSite>();
const folders: string[] = [];

test.beforeAll(async () => {
  for (const theme of THEMES) {
    const root = mkdtempSync(join(tmpdir(), `quire-e2e-align-${theme}-`));
    folders.push(root);
    mkdirSync(join(root, 'more'));
    writeFileSync(
      join(root, 'docs.json'),
      JSON.stringify({
        theme,
        name: 'Alignment',
        favicon: '/favicon.svg',
        colors: { primary: '#0d7a5f' },
        navigation: { groups: [{ group: 'Start', pages: ['index', { group: 'More pages', pages: ['more/a', 'more/b'] }, 'last'] }] },
      }),
    );
    writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    for (const [file, title] of [['index', 'Welcome'], ['more/a', 'Page A'], ['more/b', 'Page B'], ['last', 'Last page']]) {
      writeFileSync(join(root, `${file}.mdx`), `---\ntitle: ${title}\n---\n\nText of ${title}.\n`);
    }
    sites.set(theme, await buildAndServe(root, { args: ['--offline', '--no-og-images'] }));
  }
});

test.afterAll(async () => {
  for (const site of sites.values()) await site.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

for (const theme of THEMES) {
  test(`${theme}: a group row's label lines up with the page links beside it`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${sites.get(theme)!.origin}/last`);
    const labelX = (text: string) =>
      page.locator('#sidebar').getByText(text, { exact: true }).first().evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return Math.round(range.getBoundingClientRect().x);
      });
    const welcome = await labelX('Welcome');
    expect(welcome).toBeGreaterThan(0);
    expect(await labelX('More pages')).toBe(welcome);
    expect(await labelX('Last page')).toBe(welcome);
  });
}
