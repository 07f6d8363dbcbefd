import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * The components and props of test/fixtures/components-more, built into a temporary folder and
 * served statically: what a reader sees and can do with them, with and without JavaScript.
 */
let site: ServedSite;
let base: string;

test.beforeAll(async () => {
  site = await buildAndServe('test/fixtures/components-more');
  base = site.origin;
});

test.afterAll(async () => {
  await site?.close();
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs JavaScript');

  test('choosing Python in one tab set selects Python in the others, but not in sync={false} ones', async ({ page }) => {
    await page.goto(`${base}/`);
    const sets = page.locator('.prose > .tabs');
    await expect(sets).toHaveCount(3);
    await expect(sets.nth(1).getByText('Second group, JavaScript.')).toBeVisible();
    await sets.nth(0).getByRole('tab', { name: 'Python' }).click();
    await expect(sets.nth(0).getByText('First group, Python.')).toBeVisible();
    await expect(sets.nth(1).getByText('Second group, Python.')).toBeVisible();
    await expect(sets.nth(1).getByText('Second group, JavaScript.')).toBeHidden();
    await expect(sets.nth(1).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    // The set that opted out keeps its own choice.
    await expect(sets.nth(2).getByText('Unsynced group, JavaScript.')).toBeVisible();
    // And choosing in the opted-out set changes nothing elsewhere.
    await sets.nth(2).getByRole('tab', { name: 'JavaScript' }).click();
    await sets.nth(2).getByRole('tab', { name: 'Python' }).click();
    await sets.nth(0).getByRole('tab', { name: 'JavaScript' }).click();
    await expect(sets.nth(2).getByText('Unsynced group, Python.')).toBeVisible();
    await expect(sets.nth(1).getByText('Second group, JavaScript.')).toBeVisible();
  });

  test('a dropdown code group switches blocks from a select instead of tabs', async ({ page }) => {
    await page.goto(`${base}/`);
    const group = page.locator('.code-group[data-tabs-dropdown]');
    await expect(group.getByRole('tablist')).toBeHidden();
    const menu = group.getByRole('combobox');
    await expect(menu).toBeVisible();
    await expect(menu.locator('option')).toHaveText(['npm', 'yarn', 'pnpm']);
    await expect(group.getByText('npm install quire-docs')).toBeVisible();
    await menu.selectOption('yarn');
    await expect(group.getByText('yarn add quire-docs')).toBeVisible();
    await expect(group.getByText('npm install quire-docs')).toBeHidden();
  });

  test('a tooltip shows its text and its link on hover, and the link works', async ({ page }) => {
    await page.goto(`${base}/`);
    const term = page.locator('.tooltip').filter({ hasText: 'API' }).first();
    const link = term.getByRole('link', { name: 'Read the API guide' });
    await expect(link).toBeHidden();
    await term.hover();
    await expect(term.getByText('Application Programming Interface')).toBeVisible();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/changelog$/);
  });

  test('the tooltip opens on keyboard focus too', async ({ page }) => {
    await page.goto(`${base}/`);
    const term = page.locator('.tooltip').first();
    await term.focus();
    await expect(term.getByRole('link', { name: 'Read the API guide' })).toBeVisible();
  });

  test('arrow keys move through the file tree and fold folders', async ({ page }) => {
    await page.goto(`${base}/`);
    const tree = page.getByRole('tree');
    await expect(tree).toBeVisible();
    // The innermost item holding the name: folders contain their children's names too.
    const item = (name: string) => tree.getByRole('treeitem').filter({ has: page.getByText(name, { exact: true }) }).last();
    await item('app').focus();
    await expect(item('app')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(item('layout.tsx')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('api')).toBeFocused();
    // Right opens the closed folder; Down then enters it.
    await expect(page.getByText('route.ts', { exact: true })).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(item('api')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('route.ts', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(item('route.ts')).toBeFocused();
    // Left on a file goes to its folder; Left again folds it.
    await page.keyboard.press('ArrowLeft');
    await expect(item('api')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(item('api')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(item('package.json')).toBeFocused();
    // One tab stop for the whole tree: the focused item.
    await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  });

  test('clicking an image opens it full size; Esc and a click close it; linked and noZoom images do not zoom', async ({ page }) => {
    await page.goto(`${base}/`);
    const image = page.getByRole('button', { name: 'Zoom image: Dashboard diagram' });
    await image.click();
    const overlay = page.locator('dialog.image-zoom');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('img', { name: 'Dashboard diagram' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await image.click();
    await expect(overlay).toBeVisible();
    await overlay.getByRole('img').click();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Small logo' })).not.toHaveClass(/zoomable/);
    await expect(page.getByRole('img', { name: 'Linked logo' })).not.toHaveClass(/zoomable/);
  });

  test('tag buttons above the changelog filter its entries', async ({ page }) => {
    await page.goto(`${base}/changelog`);
    const filter = page.getByRole('toolbar', { name: 'Filter by tag' });
    await expect(filter.getByRole('button')).toHaveText(['All', 'Feature', 'API', 'Fix']);
    const entries = page.locator('section.update');
    await expect(entries).toHaveCount(3);
    await filter.getByRole('button', { name: 'Fix' }).click();
    await expect(filter.getByRole('button', { name: 'Fix' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Fixed pagination.')).toBeVisible();
    await expect(page.getByText('Added webhooks.')).toBeHidden();
    await expect(page.getByText('Added dark mode.')).toBeHidden();
    await filter.getByRole('button', { name: 'All' }).click();
    await expect(page.getByText('Added webhooks.')).toBeVisible();
    await expect(page.getByText('Added dark mode.')).toBeVisible();
  });

  test('clicking a colour swatch copies its value', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${base}/`);
    const swatch = page.getByRole('button', { name: 'Copy #1D4ED8' });
    await expect(swatch).toBeEnabled();
    await swatch.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#1D4ED8');
    await expect(page.locator('.color-item[data-copied]')).toHaveAttribute('data-copied', 'Copied');
  });

  test('Mermaid zoom controls sit in their corner and zoom the diagram; actions={false} has none', async ({ page }) => {
    await page.goto(`${base}/diagrams`);
    const [flow, plain] = [page.locator('figure.mermaid-diagram').nth(0), page.locator('figure.mermaid-diagram').nth(1)];
    await expect(flow.locator('svg').first()).toBeVisible({ timeout: 15_000 });
    await expect(plain.locator('pre.mermaid svg')).toBeVisible({ timeout: 15_000 });
    await expect(plain.getByRole('button')).toHaveCount(0);
    const zoomIn = flow.getByRole('button', { name: 'Zoom in' });
    await expect(zoomIn).toBeVisible();
    // top-left: the controls start at the diagram's left edge, above its middle.
    const [box, bar] = [await flow.boundingBox(), await flow.locator('.mermaid-controls').boundingBox()];
    expect(bar!.x - box!.x).toBeLessThan(20);
    expect(bar!.y - box!.y).toBeLessThan(box!.height / 2);
    const svg = flow.locator('pre.mermaid svg');
    const before = (await svg.boundingBox())!.width;
    const start = (await svg.boundingBox())!.x;
    await zoomIn.click();
    await expect.poll(async () => (await svg.boundingBox())!.width).toBeGreaterThan(before * 1.2);
    // The arrows pan: "Pan right" shows more of the right side, so the diagram moves left.
    const left = (await svg.boundingBox())!.x;
    await flow.getByRole('button', { name: 'Pan right' }).click();
    await expect.poll(async () => (await svg.boundingBox())!.x).toBeLessThan(left - 40);
    await flow.getByRole('button', { name: 'Pan down' }).click();
    await flow.getByRole('button', { name: 'Reset zoom' }).click();
    await expect.poll(async () => Math.round((await svg.boundingBox())!.width)).toBe(Math.round(before));
    await expect.poll(async () => Math.round((await svg.boundingBox())!.x)).toBe(Math.round(start));
  });

  test('Mermaid controls: by default only on a diagram taller than 120px; a bare actions forces them', async ({ page }) => {
    await page.goto(`${base}/diagrams`);
    const [small, forced] = [page.locator('figure.mermaid-diagram').nth(2), page.locator('figure.mermaid-diagram').nth(3)];
    await expect(small.locator('pre.mermaid svg')).toBeVisible({ timeout: 15_000 });
    await expect(forced.locator('pre.mermaid svg')).toBeVisible({ timeout: 15_000 });
    expect((await small.locator('pre.mermaid svg').boundingBox())!.height).toBeLessThanOrEqual(120);
    await expect(forced.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(small.getByRole('button')).toHaveCount(0);
  });

  test('a heading shows its # link on hover, pointing at its id', async ({ page }) => {
    await page.goto(`${base}/`);
    const heading = page.getByRole('heading', { name: 'Palette', level: 2 });
    const anchor = heading.locator('a.heading-anchor');
    await expect(anchor).toHaveAttribute('href', '#palette');
    await expect(anchor).toHaveCSS('opacity', '0');
    await heading.hover();
    await expect(anchor).toHaveCSS('opacity', '1');
  });
});

test.describe('without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'checks the page as served');

  test('every tab panel, changelog entry and folder link reads without scripts', async ({ page }) => {
    await page.goto(`${base}/`);
    for (const text of ['First group, Python.', 'Second group, JavaScript.', 'Unsynced group, Python.', 'yarn add quire-docs', 'pnpm add quire-docs']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    // Colour names and values are text; the swatch does nothing until a script enables it.
    await expect(page.getByText('#0D9373')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy #0D9373' })).toBeDisabled();
    await page.goto(`${base}/changelog`);
    await expect(page.getByRole('toolbar')).toHaveCount(0);
    for (const text of ['Added webhooks.', 'Fixed pagination.', 'Added dark mode.']) await expect(page.getByText(text)).toBeVisible();
  });

  test('the tooltip link shows on hover without scripts', async ({ page }) => {
    await page.goto(`${base}/`);
    const term = page.locator('.tooltip').first();
    await term.hover();
    await expect(term.getByRole('link', { name: 'Read the API guide' })).toBeVisible();
  });
});
