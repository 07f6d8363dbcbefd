import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';

const fixtures = join(import.meta.dirname, 'fixtures');
let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-seo-'));
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

describe('seo-site: sitemap, robots, redirects, llms files, Markdown twins, head tags', () => {
  let out: string;
  let result: BuildResult;
  const read = (file: string) => readFile(join(out, file), 'utf8');
  beforeAll(async () => {
    out = join(tmp, 'seo');
    result = await buildSite({ root: join(fixtures, 'seo-site'), out });
  });

  it('builds without warnings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('lists indexable pages in sitemap.xml with absolute URLs from seo.metatags.canonical', async () => {
    const locs = [...(await read('sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/guides/alpha',
      'https://docs.example.com/guides/beta',
      'https://docs.example.com/api-reference/get-a-widget',
    ]);
    expect(await read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');
  });

  it('writes canonical, Open Graph and Twitter tags from frontmatter and seo.metatags', async () => {
    const head = (await read('guides/alpha/index.html')).split('</head>')[0];
    expect(head).toContain('<link rel="canonical" href="https://docs.example.com/guides/alpha">');
    expect(head).toContain('<meta property="og:title" content="Alpha for social">');
    expect(head).toContain('<meta property="og:url" content="https://docs.example.com/guides/alpha">');
    expect(head).toContain('<meta property="og:image" content="https://docs.example.com/og.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="keywords" content="alpha, fixture">');
    expect(head).toContain('<link rel="alternate" type="text/markdown" href="/guides/alpha.md">');
    expect(head).not.toMatch(/noindex/);
  });

  it('marks hidden, orphan and x-hidden pages noindex', async () => {
    for (const file of ['guides/secret/index.html', 'orphan/index.html', 'api-reference/internal-thing/index.html', '404.html']) {
      expect(await read(file), file).toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  it('writes redirect pages for fixed, :param and * sources, and a _redirects file', async () => {
    expect(await read('start/index.html')).toContain('content="0; url=/guides/alpha"');
    expect(await read('v1/beta/index.html')).toContain('content="0; url=/guides/beta"');
    expect(await read('old/alpha/index.html')).toContain('content="0; url=/guides/alpha"');
    expect(await read('_redirects')).toBe('/start /guides/alpha 301\n/v1/:slug /guides/:slug 301\n/old/* /guides/:splat 302\n');
  });

  it('writes llms.txt with one link list per navigation section, without hidden pages', async () => {
    expect(await read('llms.txt')).toBe(
      [
        '# Seo Fixture',
        '',
        '> A fixture for search, SEO and AI outputs',
        '',
        '## Guides',
        '',
        '- [Home](https://docs.example.com/index.md): Welcome to the fixture.',
        '- [Alpha guide](https://docs.example.com/guides/alpha.md): All about alpha.',
        '- [Beta guide](https://docs.example.com/guides/beta.md)',
        '',
        '## API',
        '',
        '- [Get a widget](https://docs.example.com/api-reference/get-a-widget.md): Returns one widget.',
        '',
        '## OpenAPI Specs',
        '',
        '- [spec](https://docs.example.com/api/spec.json)',
        '',
      ].join('\n'),
    );
    // The listed spec is served there: the document, bundled as JSON.
    expect(JSON.parse(await read('api/spec.json')).paths['/widgets/{widgetId}']).toBeDefined();
    const full = await read('llms-full.txt');
    expect(full).toContain('Source: https://docs.example.com/guides/beta\n\n# Beta guide');
    expect(full).toContain('`GET /widgets/{widgetId}`');
    expect(full).not.toMatch(/xylophonic|orphanword|Internal thing/);
  });

  it('writes each page as Markdown at <url>.md, components reduced', async () => {
    const alpha = await read('guides/alpha.md');
    expect(alpha).toBe(
      [
        '# Alpha guide',
        '',
        '> All about alpha.',
        '',
        '> **Note:** Alpha needs **care**.',
        '',
        '## Installing alpha',
        '',
        'Run the zephyrine installer. See [the beta setup](./beta#setup) and [home](/).',
        '',
        '**Step 1: Download**',
        '',
        'Get it.',
        '',
        '**Step 2: Run**',
        '',
        'Run it.',
        '',
      ].join('\n'),
    );
    const api = await read('api-reference/get-a-widget.md');
    expect(api).toContain('## Path parameters\n\n- `widgetId` (string, required) — The widget id.');
    expect(api).toContain('- `frobnicateLevel` (integer)');
    expect(api).toContain('### 200 — The widget.');
    expect(await read('index.md')).toMatch(/^# Home\n/);
  });

  it('indexes visible pages for search (Pagefind) and writes the /search page and a 404 with search', async () => {
    expect(result.stats?.searchPages).toBe(4);
    expect(existsSync(join(out, 'pagefind/pagefind.js'))).toBe(true);
    expect((await readdir(join(out, 'pagefind/fragment'))).length).toBe(4);
    const search = await read('search/index.html');
    expect(search).toContain('data-search-results');
    expect(search).toContain('<a href="/guides/alpha">Alpha guide</a>');
    expect(search).not.toContain('Secret page');
    expect(await read('404.html')).toMatch(/<form[^>]*action="\/search"[^>]*data-quire-search/);
  });
});

describe('link check', () => {
  it('warns about a broken link, naming page, link and the closest page; --strict fails', async () => {
    const root = join(fixtures, 'seo-broken-link');
    const lenient = await buildSite({ root, out: join(tmp, 'bl'), search: false });
    expect(lenient.ok).toBe(true);
    expect(lenient.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'links/broken-link',
        message: 'broken link "/guides/instal" on page /: no page or file /guides/instal',
        file: 'index.mdx',
        line: 5,
        column: 15,
        hint: 'did you mean /guides/install?',
      },
    ]);
    const strict = await buildSite({ root, out: join(tmp, 'bl-strict'), strict: true, search: false });
    expect(strict.ok).toBe(false);
    expect(existsSync(join(tmp, 'bl-strict'))).toBe(false);
  });

  it('warns about a broken anchor with the closest heading id; --strict fails', async () => {
    const root = join(fixtures, 'seo-broken-anchor');
    const lenient = await buildSite({ root, out: join(tmp, 'ba'), search: false });
    expect(lenient.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'links/broken-anchor',
        message: 'broken link "/guides/install#requirement" on page /: page /guides/install has no heading or element with id "requirement"',
        file: 'index.mdx',
        line: 5,
        column: 20,
        hint: 'did you mean /guides/install#requirements?',
      },
    ]);
    expect((await buildSite({ root, out: join(tmp, 'ba-strict'), strict: true, search: false })).ok).toBe(false);
  });
});

describe('base path', () => {
  it('serves every link, asset and script from under --base, and all internal links resolve', async () => {
    const out = join(tmp, 'based');
    const result = await buildSite({ root: join(fixtures, 'seo-site'), out, base: '/docs/', search: false });
    expect(result.ok).toBe(true);
    const files = new Set<string>();
    for (const e of await readdir(out, { recursive: true, withFileTypes: true })) if (e.isFile()) files.add(join(e.parentPath, e.name).slice(out.length));
    const resolves = (url: string) => {
      const path = decodeURI(url.split(/[?#]/)[0]!);
      if (!path.startsWith('/docs/') && path !== '/docs') return false;
      const rel = path.slice('/docs'.length) || '/';
      return files.has(rel) || files.has(`${rel.replace(/\/$/, '')}/index.html`);
    };
    let checked = 0;
    for (const file of files) {
      if (!file.endsWith('.html')) continue;
      const html = await readFile(join(out, file), 'utf8');
      // Where a browser shows this file: /docs/guides/alpha for guides/alpha/index.html.
      const pageUrl = `/docs${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      for (const m of html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)) {
        if (/^[a-z]+:|^\/\/|^#/.test(m[1]!) || m[1] === '') continue;
        const url = new URL(m[1]!, `http://host${pageUrl}`).pathname;
        expect(resolves(url), `${url} in ${file}`).toBe(true);
        checked++;
      }
      const refresh = /url=([^"]+)"/.exec(html);
      if (html.includes('http-equiv="refresh"') && refresh) expect(resolves(refresh[1]!), `redirect in ${file}`).toBe(true);
    }
    expect(checked).toBeGreaterThan(50);
    const head = await readFile(join(out, 'guides/alpha/index.html'), 'utf8');
    expect(head).toContain('<link rel="canonical" href="https://docs.example.com/docs/guides/alpha">');
    expect(head).toContain('<meta name="quire:base" content="/docs">');
    expect(await readFile(join(out, '_redirects'), 'utf8')).toContain('/docs/v1/:slug /docs/guides/:slug 301');
    expect(await readFile(join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://docs.example.com/docs/guides/beta</loc>');
  });
});

describe('page paths that are not URL-safe as written (a space, accents)', () => {
  let out: string;
  const read = (file: string) => readFile(join(out, file), 'utf8');
  beforeAll(async () => {
    const root = join(tmp, 'spaces-docs');
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(join(root, 'guides'), { recursive: true });
    await writeFile(
      join(root, 'docs.json'),
      JSON.stringify({
        theme: 'mint',
        name: 'Spaces',
        colors: { primary: '#0D9373' },
        seo: { metatags: { canonical: 'https://docs.example.com' } },
        navigation: { pages: ['index', 'guides/getting started', 'guides/añadir'] },
      }),
    );
    await writeFile(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    await writeFile(join(root, 'guides/getting started.mdx'), '---\ntitle: Getting started\n---\n\nStart here.\n');
    await writeFile(join(root, 'guides/añadir.mdx'), '---\ntitle: Añadir\n---\n\nAñade.\n');
    out = join(tmp, 'spaces-out');
    const result = await buildSite({ root, out, search: false });
    expect(result.ok).toBe(true);
  });

  it('writes the pages where the path says, and percent-encodes them in sitemap, canonical and llms.txt', async () => {
    const locs = [...(await read('sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://docs.example.com/', 'https://docs.example.com/guides/getting%20started', 'https://docs.example.com/guides/a%C3%B1adir']);
    // Every sitemap URL is one a strict parser accepts unchanged.
    for (const loc of locs) expect(new URL(loc!).href).toBe(loc);
    const head = (await read('guides/getting started/index.html')).split('</head>')[0];
    expect(head).toContain('<link rel="canonical" href="https://docs.example.com/guides/getting%20started">');
    const llms = await read('llms.txt');
    expect(llms).toContain('[Getting started](https://docs.example.com/guides/getting%20started.md)');
    expect(llms).toContain('[Añadir](https://docs.example.com/guides/a%C3%B1adir.md)');
  });
});
