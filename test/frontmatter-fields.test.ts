/**
 * Page frontmatter fields in a built site (issue 29): `url`, `hideFooterPagination`,
 * `keywords`, `lastUpdatedDate`, `iconType`, `related`, `hideApiMarker`, `mode: assistant`,
 * `public`/`groups`; and the never-silent warnings for unknown and ignored fields (issue 28).
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { runCli } from './helpers/run-cli.js';

const fixture = join(import.meta.dirname, 'fixtures/frontmatter-fields');
let tmp: string;
let root: string;
let result: BuildResult;
const out = () => join(tmp, 'out');
const page = (url: string) => readFile(join(out(), url === '/' ? 'index.html' : `${url.slice(1)}/index.html`), 'utf8');
/** The sidebar entry (`<a>` and its content) linking to `href`. */
const sidebarEntry = (html: string, href: string) => new RegExp(`<a href="${href.replace(/[.?/]/g, '\\$&')}" class="nav-link"[^>]*>([\\s\\S]*?)</a>`).exec(html)?.[0];

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-frontmatter-'));
  root = join(tmp, 'docs');
  // A copy: the build keeps its cache in the docs folder.
  await cp(fixture, root, { recursive: true });
  result = await buildSite({ root, out: out(), search: false });
}, 120_000);
afterAll(async () => rm(tmp, { recursive: true, force: true }));

describe('frontmatter fields', () => {
  it('warns, located, about unknown fields only', () => {
    expect(result.ok).toBe(true);
    const shown = result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.message} | ${d.hint}`).sort();
    expect(shown).toEqual([
      expect.stringMatching(/^content\/unknown-frontmatter related\.mdx:7:1 unknown frontmatter field "related-note"/),
      'content/unknown-frontmatter typos.mdx:3:1 unknown frontmatter field "descripton"; it has no effect | did you mean "description"?',
      expect.stringMatching(/^content\/unknown-frontmatter typos\.mdx:5:1 unknown frontmatter field "slug".*\| a page's URL comes from its file path/),
    ]);
    // `product` is read by the page body ({frontmatter.product}); `public` and `groups` are accepted.
    expect(shown.join('\n')).not.toMatch(/"(product|public|groups|mode|keywords|related|iconType)"/);
  });

  it('url: the sidebar entry links out; the file\'s URL only redirects there', async () => {
    const home = await page('/');
    expect(sidebarEntry(home, 'https://status.example.com')).toMatch(/target="_blank"[\s\S]*Status/);
    expect(result.loaded?.site.pages.some((p) => p.path === '/status') ?? true).toBe(false);
    const stub = await page('/status');
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=https://status.example.com">');
    expect(stub).not.toContain('Never built');
    expect(existsSync(join(out(), 'status.md'))).toBe(false);
  });

  it('hideFooterPagination: no previous/next links on that page only', async () => {
    expect(await page('/no-pager')).not.toContain('class="pager"');
    expect(await page('/keywords')).toContain('class="pager"');
  });

  it('keywords: one meta tag with every keyword', async () => {
    expect(await page('/keywords')).toContain('<meta name="keywords" content="alpha, beta gamma">');
  });

  it('lastUpdatedDate: the page shows that date, without git', async () => {
    expect(await page('/dated')).toContain('<time datetime="2024-03-05T00:00:00.000Z">');
    expect(await page('/keywords')).not.toContain('<time');
  });

  it('iconType: the sidebar draws the icon in that style', async () => {
    const home = await page('/');
    const solid = /<path d="([^"]+)"/.exec(sidebarEntry(home, '/solid-star') ?? '')?.[1];
    const regular = /<path d="([^"]+)"/.exec(sidebarEntry(home, '/regular-star') ?? '')?.[1];
    expect(solid).toBeDefined();
    expect(regular).toBeDefined();
    expect(solid).not.toBe(regular);
  });

  it('related: a list of links at the end, titled from the linked page or the entry', async () => {
    const html = await page('/related');
    const list = /<nav class="related-pages"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const links = [...list.matchAll(/<a href="([^"]+)"([^>]*)>([^<]+)<\/a>/g)].map((m) => [m[1], m[3], m[2]!.includes('_blank')]);
    expect(links).toEqual([
      ['/keywords', 'Keywords', false],
      ['https://example.org/guide', 'https://example.org/guide', true],
      ['/dated', 'Custom label', false],
    ]);
    expect(list).toContain('Related pages');
    expect(await page('/keywords')).not.toContain('related-pages');
  });

  it('hideApiMarker: no method pill beside that page in the sidebar', async () => {
    const home = await page('/');
    expect(sidebarEntry(home, '/users')).not.toContain('method-pill');
    expect(sidebarEntry(home, '/users-plain')).toContain('method-pill');
  });

  it('mode: assistant renders as a default page', async () => {
    const html = await page('/assistant');
    expect(html).toContain('<h1 class="page-title">Assistant');
    expect(html).toContain('data-toc');
  });

  it('--strict turns the frontmatter warnings into errors', async () => {
    const r = await runCli('check', root, '--strict', '--offline');
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/typos\.mdx:3:1: unknown frontmatter field "descripton"/);
  });
});
