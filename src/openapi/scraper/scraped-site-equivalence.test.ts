import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../build/build-site.js';
import { parseCommand, type ParsedCommand } from '../../cli/main.js';
import { runOpenApi } from '../../cli/openapi-command.js';
import { urlToOutputFile } from '../../shared/page-paths.js';
import { makeDocs } from '../../../test/helpers/temp-docs.js';

/**
 * The promise of `quire openapi`: a site built from the scraped stubs and the printed
 * navigation has the same pages (URLs, titles, content) as one generating them from `openapi`.
 */
const spec = join(import.meta.dirname, '../../../test/fixtures/scraper/shop-3.1.yaml');
const config = { theme: 'mint', name: 'Shop docs', colors: { primary: '#0D9373' } };
const cleanups: (() => Promise<void>)[] = [];
let generated: BuildResult;
let scraped: BuildResult;

beforeAll(async () => {
  const a = await makeDocs({
    'docs.json': { ...config, navigation: { tabs: [{ tab: 'Docs', pages: ['index'] }, { tab: 'API', openapi: 'shop.yaml' }] } },
    'index.mdx': '# Home',
  });
  cleanups.push(a.cleanup);
  await copyFile(spec, join(a.root, 'shop.yaml'));

  const b = await makeDocs({ 'index.mdx': '# Home' });
  cleanups.push(b.cleanup);
  await copyFile(spec, join(b.root, 'shop.yaml'));
  let stdout = '';
  const parsed = parseCommand(['openapi', 'shop.yaml', '-o', 'api-reference']) as ParsedCommand;
  const code = await runOpenApi(parsed, { stdout: (t) => (stdout += t), stderr: () => {}, color: false }, b.root);
  expect(code).toBe(0);
  const { writeFile } = await import('node:fs/promises');
  await writeFile(
    join(b.root, 'docs.json'),
    JSON.stringify({
      ...config,
      api: { openapi: 'shop.yaml' },
      navigation: { tabs: [{ tab: 'Docs', pages: ['index'] }, { tab: 'API', groups: JSON.parse(stdout) }] },
    }),
  );

  const out = await mkdtemp(join(tmpdir(), 'quire-scraped-'));
  cleanups.push(() => rm(out, { recursive: true, force: true }));
  [generated, scraped] = await Promise.all([
    buildSite({ root: a.root, out: join(out, 'a') }),
    buildSite({ root: b.root, out: join(out, 'b') }),
  ]);
}, 120_000);
afterAll(async () => Promise.all(cleanups.map((c) => c())));

/** The page's `<main>`; `withoutDescription` drops the description under the title. */
async function mainContent(result: BuildResult, url: string, withoutDescription = false): Promise<string> {
  const html = await readFile(join(result.out, urlToOutputFile(url)), 'utf8');
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return withoutDescription ? main.replace(/<(p|div) class="page-description">[\s\S]*?<\/header>/, '</header>') : main;
}

describe('scraped stubs build like generated pages', () => {
  it('both builds succeed', () => {
    expect(generated.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(scraped.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(generated.ok && scraped.ok).toBe(true);
  });

  it('have the same URLs and titles', () => {
    const pages = (r: BuildResult) =>
      r.loaded!.site.pages.map((p) => ({ path: p.path, title: p.title, deprecated: p.deprecated ?? false })).sort((x, y) => x.path.localeCompare(y.path));
    expect(pages(scraped)).toEqual(pages(generated));
    expect(pages(generated).map((p) => p.path)).toContain('/api-reference/plants/get-plant-by-id-1');
  });

  it('have the same sidebar entries', () => {
    const nav = (r: BuildResult) => JSON.stringify(r.loaded!.site.navigation);
    expect(nav(scraped)).toBe(nav(generated));
  });

  it('render the same content below the title', async () => {
    // An x-hidden page is in no navigation group in the scraped site, so it has no group eyebrow.
    const eyebrowIfHidden = (html: string, hidden: boolean) => (hidden ? html.replace(/<p class="eyebrow">[^<]*<\/p>/, '') : html);
    for (const page of generated.loaded!.site.pages) {
      const hidden = page.hidden === true;
      expect(eyebrowIfHidden(await mainContent(scraped, page.path, true), hidden), page.path).toBe(
        eyebrowIfHidden(await mainContent(generated, page.path, true), hidden),
      );
    }
  });

  // A stub's description comes from the spec, so it renders as Markdown like a generated page's.
  it('render the spec description the same way (Markdown)', async () => {
    expect(await mainContent(scraped, '/api-reference/plants/list-plants')).toBe(await mainContent(generated, '/api-reference/plants/list-plants'));
  });
});
