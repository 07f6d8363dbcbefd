import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { withLiveClient } from '../src/dev/dev-site.js';
import { LIVE_CLIENT } from '../src/dev/live-client.js';
import { siteFiles, type SiteFile } from '../src/outputs/site-files.js';
import { createSiteRenderer } from '../src/render/site-renderer.js';
import { loadSite } from '../src/site/load-site.js';
import { resolveSiteLocation } from '../src/site/site-url.js';
import { startHarness, type DevHarness } from './helpers/dev-harness.js';

/*
 * test/fixtures/site-files has every kind of generated URL: redirects (fixed, with a parameter,
 * with a wildcard, a page whose frontmatter `url` links out), no page at `/`, an MCP-enabled operation, math, a utility class, llms files. Each run adds a
 * large section (its full sidebar is a nav fragment), and the second a base path.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/site-files', import.meta.url));

/** The fixture with a 125-page section (a large sidebar), and a canonical URL when `base` is given. */
async function makeSite(dir: string, base: string): Promise<string> {
  const root = join(dir, 'docs');
  await cp(FIXTURE, root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
  const many = Array.from({ length: 125 }, (_, i) => `many/page-${i}`);
  await mkdir(join(root, 'many'));
  for (const page of many) await writeFile(join(root, `${page}.mdx`), `---\ntitle: Page ${page.slice(10)}\n---\n\nOne of many.\n`);
  config.navigation.tabs.push({ tab: 'Many', groups: [{ group: 'All', pages: many }] });
  if (base) config.seo = { metatags: { canonical: `https://docs.example.com${base}` } };
  await writeFile(join(root, 'docs.json'), JSON.stringify(config, null, 2));
  return root;
}

describe.each([
  ['at the root', ''],
  ['under a base path', '/docs'],
])('every site file, %s', (_what, base) => {
  let dir: string;
  let out: string;
  let files: SiteFile[];
  let h: DevHarness;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-site-files-'));
    const root = await makeSite(dir, base);
    out = join(dir, 'out');
    const build = await buildSite({ root, out, search: false });
    expect(build.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { loaded } = await loadSite(root, { exclude: [out] });
    const renderer = createSiteRenderer(loaded!, { assets: { css: [], js: [] }, loc: resolveSiteLocation(loaded!.config, {}) });
    files = (await siteFiles(loaded!, renderer, { markdown: () => undefined, html: () => undefined, utilityClasses: () => [] })).files;
    h = await startHarness(root);
  });
  afterAll(async () => {
    await h?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists every kind of generated URL', () => {
    const urls = files.map((f) => f.url);
    for (const url of ['/_quire/theme.css', '/_quire/theme-components.css', '/_quire/theme-code.css', '/_quire/utilities.css', '/_quire/katex/katex.min.css', '/mcp.json', '/404', '/search', '/', '/sitemap.xml', '/robots.txt', '/old-intro', '/v1/intro', '/_redirects', '/vercel.json', '/quire-nginx.conf', '/.nojekyll', '/llms.txt', '/llms-full.txt', '/openapi.json', '/_quire/oauth-callback.html']) {
      expect(urls).toContain(url);
    }
    expect(urls.some((u) => u.startsWith('/_quire/katex/fonts/'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/_quire/nav/'))).toBe(true);
  });

  it('dev answers every URL the build writes with the built file (HTML with the live client added)', async () => {
    // Pages first, as a browser asks for a page before its stylesheets: dev's utility CSS holds
    // the classes of the pages it has rendered.
    for (const page of ['/guides/intro', '/guides/math', '/guides/users', '/guides/changelog']) await fetch(new URL(`${base}${page}`, h.server.url));
    for (const file of files) {
      const built = await readFile(join(out, file.file));
      const res = await fetch(new URL(`${base}${file.url}`, h.server.url), { redirect: 'manual' });
      // Dev refuses every dot file (`.nojekyll` only matters to GitHub Pages' Jekyll step).
      if (file.url.split('/').some((s) => s.startsWith('.'))) {
        expect(res.status, file.url).toBe(403);
        continue;
      }
      expect(res.status, file.url).toBe(file.status ?? 200);
      const answer = Buffer.from(await res.arrayBuffer());
      const expected = file.file.endsWith('.html') ? Buffer.from(withLiveClient(built.toString('utf8'), LIVE_CLIENT)) : built;
      expect(answer.equals(expected), `${file.url}: dev's answer differs from ${file.file}`).toBe(true);
    }
  });
});

describe('frontmatter openapi with a trailing slash (GET /users/ for /users)', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-frontmatter-api-'));
    const root = join(dir, 'docs');
    await cp(FIXTURE, root, { recursive: true });
    out = join(dir, 'out');
    const build = await buildSite({ root, out, search: false });
    expect(build.diagnostics.filter((d) => d.code.startsWith('content/openapi'))).toEqual([]);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('shows the reference in the HTML, the Markdown twin and llms-full.txt alike', async () => {
    const html = await readFile(join(out, 'guides/users/index.html'), 'utf8');
    expect(html).toContain('data-operation-id="listUsers"');
    const twin = await readFile(join(out, 'guides/users.md'), 'utf8');
    expect(twin).toContain('`GET /users`');
    expect(twin).toContain("`name` (string) — The user's name.");
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    const start = full.indexOf('# Users');
    const section = full.slice(start, full.indexOf('\n---\n', start));
    expect(section).toContain('`GET /users`');
    expect(section).toContain('- `limit` (integer) — How many to return.');
  });
});
