import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { customAssets } from '../src/site/custom-assets.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/custom-assets-site', import.meta.url));

describe('custom CSS and JS of the docs folder (Mintlify "Custom scripts")', () => {
  let tmp: string;
  let root: string;
  const read = (file: string, out = 'out') => readFile(join(tmp, out, file), 'utf8');
  const head = async (file: string, out = 'out') => (await read(file, out)).split('</head>')[0]!;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-custom-assets-'));
    root = join(tmp, 'docs');
    await cp(FIXTURE, root, { recursive: true, filter: (src) => !src.includes('node_modules') });
    const result = await buildSite({ root, out: join(tmp, 'out'), search: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('links every stylesheet and script on every page, after the theme, in path order', async () => {
    for (const page of ['index.html', 'second/index.html', '404.html']) {
      const h = await head(page);
      const tags = [...h.matchAll(/<link rel="stylesheet" href="([^"]+)"|<script defer src="([^"]+)"><\/script>/g)].map((m) => m[1] ?? m[2]);
      expect(tags.slice(-3), page).toEqual(['/css/more.css', '/style.css', '/scripts/hello.js']);
      // The theme's stylesheet comes first, so the site's rules win.
      expect(h.indexOf('/_quire/theme')).toBeLessThan(h.indexOf('/css/more.css'));
    }
    // The theme's component and code sheets too: the site's CSS comes after every theme sheet.
    const second = [...(await head('second/index.html')).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(second).toEqual(['/_quire/theme.css', '/_quire/theme-components.css', '/_quire/theme-code.css', '/css/more.css', '/style.css']);
    for (const file of ['style.css', 'css/more.css', 'scripts/hello.js']) expect(existsSync(join(tmp, 'out', file)), file).toBe(true);
  });

  it('does not load snippet modules as scripts', async () => {
    expect(await head('index.html')).not.toContain('snippets/');
    expect(customAssets(['snippets/helper.js', 'a.js', 'b.CSS', 'openapi.yaml', 'logo.svg'])).toEqual({ css: ['/b.CSS'], js: ['/a.js'] });
  });

  it('under a base path, the URLs carry it', async () => {
    const result = await buildSite({ root, out: join(tmp, 'based'), search: false, base: '/docs' });
    expect(result.ok).toBe(true);
    const h = await head('index.html', 'based');
    expect(h).toContain('<link rel="stylesheet" href="/docs/style.css">');
    expect(h).toContain('<script defer src="/docs/scripts/hello.js"></script>');
  });

  it('a stylesheet added later reaches every page on the next (cached) build', async () => {
    await writeFile(join(root, 'late.css'), '.late { color: red; }\n');
    const result = await buildSite({ root, out: join(tmp, 'out'), search: false });
    expect(result.ok).toBe(true);
    expect(await head('second/index.html')).toContain('<link rel="stylesheet" href="/late.css">');
    await rm(join(root, 'late.css'));
  });
});

describe('custom CSS and JS in quire dev', () => {
  it('serves them, links a stylesheet added while it runs, and reloads pages when one is edited', async () => {
    const { startHarness } = await import('./helpers/dev-harness.js');
    const h = await startHarness(FIXTURE);
    try {
      const page = await h.get('/');
      expect(page.text).toContain('<link rel="stylesheet" href="/style.css">');
      expect(page.text).toContain('<script defer src="/scripts/hello.js"></script>');
      const css = await h.get('/style.css');
      expect(css.status).toBe(200);
      expect(css.text).toContain('.brand-box');

      let since = performance.now();
      await writeFile(join(h.root, 'added.css'), '.added { color: blue; }\n');
      await h.nextReload(since, (e) => e.files.includes('added.css'));
      expect((await h.get('/second')).text).toContain('<link rel="stylesheet" href="/added.css">');

      since = performance.now();
      await writeFile(join(h.root, 'style.css'), '.brand-box { color: green; }\n');
      const edited = await h.nextReload(since, (e) => e.files.includes('style.css'));
      expect(edited.paths).toBeNull();
      expect((await h.get('/style.css')).text).toContain('green');
    } finally {
      await h.close();
    }
  }, 60_000);
});
