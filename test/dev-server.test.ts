import { mkdir, mkdtemp, readFile, rm, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { requestPath } from '../src/dev/serve-utils.js';
import { startDevServer } from '../src/dev/dev-server.js';
import { startHarness, withoutLiveClient, type DevHarness } from './helpers/dev-harness.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/dev/site', import.meta.url));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('quire dev', () => {
  let h: DevHarness;
  beforeAll(async () => {
    h = await startHarness(FIXTURE);
  });
  afterAll(() => h?.close());

  const edit = async (file: string, change: (text: string) => string) => {
    const path = join(h.root, file);
    await writeFile(path, change(await readFile(path, 'utf8')));
  };

  it('serves the first page with the live-reload client, on loopback', async () => {
    expect(h.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const home = await h.get('/');
    expect(home.status).toBe(200);
    expect(home.type).toContain('text/html');
    expect(home.text).toContain('Welcome to the <strong>dev fixture</strong>');
    expect(home.text).toContain('snippet badge v1');
    expect(home.text).toContain('data-quire-live');
    expect((await h.get('/guides/writing/')).status).toBe(200);
  });

  it('serves theme CSS, the client entry through Vite, and docs images', async () => {
    const css = await h.get('/_quire/theme.css');
    expect(css.status).toBe(200);
    expect(css.type).toContain('text/css');
    const entry = await h.get('/_quire/quire.js');
    expect(entry.text).toMatch(/^import "\/_quire\/vite\/quire\.(ts|js)";/);
    const module = await h.get(entry.text.match(/"([^"]+)"/)![1]!);
    expect(module.status).toBe(200);
    expect(module.text).toContain('enhanceMenus');
    expect((await h.get('/_quire/vite/@vite/client')).status).toBe(200);
    const logo = await h.get('/images/logo.svg');
    expect([logo.status, logo.type]).toEqual([200, 'image/svg+xml']);
  });

  it('editing a page serves the change and reloads only that page, well under a second', async () => {
    const latencies: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const t = performance.now();
      await edit('guides/writing.mdx', (s) => s.replace(/Write pages in MDX\.( v\d+)?/, `Write pages in MDX. v${i}`));
      const event = await h.nextReload(t, (e) => e.files.includes('guides/writing.mdx'));
      latencies.push(event.at - t);
      expect(event.kind).toBe('page');
      expect(event.paths).toEqual(['/guides/writing']);
      expect((await h.get('/guides/writing')).text).toContain(`Write pages in MDX. v${i}`);
    }
    console.log(`edit → reload event: median ${median(latencies)!.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (${latencies.map((l) => l.toFixed(0)).join(', ')})`);
    expect(median(latencies)).toBeLessThan(500);
  });

  it('a save seen twice (the same bytes again) reloads open pages once', async () => {
    let t = performance.now();
    await edit('guides/writing.mdx', (s) => s.replace(/Write pages in MDX\.( v\d+)?/, 'Write pages in MDX. twice'));
    await h.nextReload(t, (e) => e.files.includes('guides/writing.mdx'));
    const count = h.reloads.length;
    // The same bytes written again, as a busy machine's watcher reports one save in two batches.
    await edit('guides/writing.mdx', (s) => s);
    await new Promise((r) => setTimeout(r, 400));
    expect(h.reloads.slice(count)).toEqual([]);
    // A real change after it is told as before.
    t = performance.now();
    await edit('guides/writing.mdx', (s) => s.replace('MDX. twice', 'MDX. thrice'));
    expect(await h.nextReload(t)).toMatchObject({ kind: 'page', paths: ['/guides/writing'] });
    expect((await h.get('/guides/writing')).text).toContain('Write pages in MDX. thrice');
  });

  it('a save seen as its truncate, then its data, reloads open pages once with the new text', async () => {
    const path = join(h.root, 'guides/writing.mdx');
    const text = await readFile(path, 'utf8');
    const count = h.reloads.length;
    const t = performance.now();
    // As a busy machine's watcher reports a save: the emptied file, then its data in a later batch.
    await truncate(path);
    await new Promise((r) => setTimeout(r, 80));
    await writeFile(path, text.replace(/MDX\. (twice|thrice)/, 'MDX. torn'));
    const event = await h.nextReload(t, (e) => e.files.includes('guides/writing.mdx'));
    expect(event).toMatchObject({ kind: 'page', paths: ['/guides/writing'] });
    expect((await h.get('/guides/writing')).text).toContain('Write pages in MDX. torn');
    await new Promise((r) => setTimeout(r, 400));
    expect(h.reloads.slice(count)).toHaveLength(1);
  });

  it('a frontmatter title change re-resolves the navigation', async () => {
    const t = performance.now();
    await edit('guides/writing.mdx', (s) => s.replace('title: Writing pages', 'title: Authoring pages'));
    const event = await h.nextReload(t);
    expect(event).toMatchObject({ kind: 'site', paths: null });
    expect((await h.get('/')).text).toContain('Authoring pages');
  });

  it('editing a snippet re-renders the pages that import it', async () => {
    const t = performance.now();
    await edit('snippets/badge.mdx', (s) => s.replace('v1', 'v2'));
    expect(await h.nextReload(t)).toMatchObject({ kind: 'content', paths: null });
    expect((await h.get('/')).text).toContain('snippet badge v2');
  });

  it('editing docs.json updates the navigation of open pages', async () => {
    const t = performance.now();
    await edit('docs.json', (s) => s.replace('"group": "Start"', '"group": "Getting going"'));
    expect(await h.nextReload(t)).toMatchObject({ kind: 'site', paths: null });
    const page = await h.get('/guides/writing');
    expect(page.text).toContain('Getting going');
    expect(page.text).not.toContain('>Start<');
  });

  it('editing a local OpenAPI document re-resolves its pages', async () => {
    const t = performance.now();
    await edit('api/openapi.yaml', (s) => s.replace('Returns every thing.', 'Returns every single thing.'));
    expect(await h.nextReload(t)).toMatchObject({ kind: 'site' });
    expect((await h.get('/api-reference/list-things')).text).toContain('Returns every single thing.');
  });

  it('adding and removing page files updates pages and navigation', async () => {
    let t = performance.now();
    await writeFile(join(h.root, 'guides/new-page.mdx'), '---\ntitle: Brand new page\n---\n\nFresh content.\n');
    await h.nextReload(t, (e) => e.files.includes('guides/new-page.mdx'));
    expect((await h.get('/guides/new-page')).text).toContain('Fresh content.');

    t = performance.now();
    await edit('docs.json', (s) => s.replace('"guides/writing"]', '"guides/writing", "guides/new-page"]'));
    await h.nextReload(t, (e) => e.files.includes('docs.json'));
    expect((await h.get('/')).text).toContain('Brand new page');

    t = performance.now();
    await edit('docs.json', (s) => s.replace(', "guides/new-page"]', ']'));
    await rm(join(h.root, 'guides/new-page.mdx'));
    await h.nextReload(t, (e) => e.files.includes('guides/new-page.mdx'));
    expect((await h.get('/guides/new-page')).status).toBe(404);
    expect((await h.get('/')).text).not.toContain('Brand new page');
  });

  it('broken MDX shows an overlay with file:line:col and a code frame, and recovers when fixed', async () => {
    let t = performance.now();
    await edit('guides/writing.mdx', (s) => s.replace('Each heading gets an id.', 'Each heading gets <Broken an id.'));
    await h.nextReload(t, (e) => e.files.includes('guides/writing.mdx'));
    const broken = await h.get('/guides/writing');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('id="quire-error-overlay"');
    expect(broken.text).toMatch(/guides\/writing\.mdx:\d+:\d+/);
    expect(broken.text).toMatch(/(&gt;|&#62;) +\d+ \| Each heading gets (&lt;|&#60;)Broken an id\./);
    // The overlay covers the last good version of the page, which stays readable below it.
    expect(broken.text).toContain('Write pages in MDX.');
    // …and the terminal got the same problem, located.
    expect(h.problems.some((p) => p.diagnostic.file === 'guides/writing.mdx' && p.diagnostic.line !== undefined && p.frame)).toBe(true);
    // Other pages are unaffected.
    expect((await h.get('/')).status).toBe(200);

    t = performance.now();
    await edit('guides/writing.mdx', (s) => s.replace('<Broken an id.', 'an id.'));
    await h.nextReload(t, (e) => e.files.includes('guides/writing.mdx'));
    const fixed = await h.get('/guides/writing');
    expect(fixed.status).toBe(200);
    expect(fixed.text).not.toContain('quire-error-overlay');
  });

  it('after an edit, pages already served render again at once; others wait to be asked for', async () => {
    let t = performance.now();
    await writeFile(join(h.root, 'guides/unopened.mdx'), '---\ntitle: Never opened\n---\n\nQuiet page.\n');
    await h.nextReload(t, (e) => e.files.includes('guides/unopened.mdx'));
    expect((await h.get('/guides/writing')).status).toBe(200);

    // One batch breaks a page a browser has open and one nobody has asked for.
    const before = h.problems.length;
    const broke = (file: string) => h.problems.slice(before).some((p) => p.diagnostic.file === file);
    t = performance.now();
    await Promise.all([
      edit('guides/writing.mdx', (s) => s.replace('Each heading gets an id.', 'Each heading gets <Broken an id.')),
      writeFile(join(h.root, 'guides/unopened.mdx'), '---\ntitle: Never opened\n---\n\nQuiet <Broken page.\n'),
    ]);
    const event = await h.nextReload(t, (e) => e.files.includes('guides/writing.mdx') && e.files.includes('guides/unopened.mdx'));
    expect(event.kind).toBe('page');
    // The open page was rendered without a request (its problem reaches the terminal)…
    const deadline = performance.now() + 5000;
    while (!broke('guides/writing.mdx') && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(broke('guides/writing.mdx')).toBe(true);
    // …the other one only when asked for.
    expect(broke('guides/unopened.mdx')).toBe(false);
    expect((await h.get('/guides/unopened')).status).toBe(500);
    expect(broke('guides/unopened.mdx')).toBe(true);

    t = performance.now();
    await edit('guides/writing.mdx', (s) => s.replace('<Broken an id.', 'an id.'));
    await rm(join(h.root, 'guides/unopened.mdx'));
    await h.nextReload(t, (e) => e.files.includes('guides/unopened.mdx'));
    expect((await h.get('/guides/writing')).status).toBe(200);
  });

  it('invalid docs.json shows an overlay on every page and recovers when fixed', async () => {
    const original = await readFile(join(h.root, 'docs.json'), 'utf8');
    let t = performance.now();
    await writeFile(join(h.root, 'docs.json'), original.replace('"theme": "mint",', '"theme": "mint",,'));
    await h.nextReload(t, (e) => e.files.includes('docs.json'));
    for (const path of ['/', '/guides/writing']) {
      const page = await h.get(path);
      expect(page.status).toBe(500);
      expect(page.text).toContain('id="quire-error-overlay"');
      expect(page.text).toMatch(/docs\.json:\d+:\d+/);
      expect(page.text).toContain('data-quire-live');
    }
    t = performance.now();
    await writeFile(join(h.root, 'docs.json'), original);
    await h.nextReload(t, (e) => e.files.includes('docs.json'));
    expect((await h.get('/')).status).toBe(200);
  });

  it('a broken spec shows an overlay and recovers when fixed', async () => {
    const original = await readFile(join(h.root, 'api/openapi.yaml'), 'utf8');
    let t = performance.now();
    await writeFile(join(h.root, 'api/openapi.yaml'), original.replace('paths:', 'paths: [oops'));
    await h.nextReload(t, (e) => e.files.includes('api/openapi.yaml'));
    // Only the document's own pages fail (with its located error over their notice); the others render.
    expect((await h.get('/')).status).toBe(200);
    const page = await h.get('/api-reference/get-things');
    expect(page.status).toBe(500);
    expect(page.text).toMatch(/api\/openapi\.yaml:\d+:\d+/);
    expect(page.text).toContain('Specification unavailable.');
    t = performance.now();
    await writeFile(join(h.root, 'api/openapi.yaml'), original);
    await h.nextReload(t, (e) => e.files.includes('api/openapi.yaml'));
    expect((await h.get('/')).status).toBe(200);
    expect((await h.get('/api-reference/list-things')).status).toBe(200);
  });

  it('refuses paths that leave the docs root, dot files and node_modules', async () => {
    await writeFile(join(h.parent, 'secret.txt'), 'TOP SECRET');
    await mkdir(join(h.root, '.git'), { recursive: true });
    await writeFile(join(h.root, '.git/config'), '[core] SECRET');
    await mkdir(join(h.root, 'node_modules/x'), { recursive: true });
    await writeFile(join(h.root, 'node_modules/x/index.js'), 'SECRET');
    await writeFile(join(h.root, '.env'), 'SECRET=1');
    const attempts = [
      '/../secret.txt',
      '/images/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/images/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/.git/config',
      '/%2egit/config',
      '/.env',
      '/node_modules/x/index.js',
      `/${h.parent}/secret.txt`,
      `//${h.parent}/secret.txt`,
      '/_quire/../../secret.txt',
      '/_quire/vite/@fs/etc/passwd',
      `/_quire/vite/@fs${h.parent}/secret.txt`,
      `/_quire/vite/@fs${h.root}/.git/config`,
      '/_quire/vite/@fs/work/main/package.json',
      '/_quire/vite/../../secret.txt',
      '/docs.json',
      '/index.mdx',
      '/snippets/badge.mdx',
    ];
    for (const path of attempts) {
      const res = await h.raw(path);
      expect.soft([path, res.status], path).toEqual([path, expect.toSatisfy((s: number) => s === 400 || s === 403 || s === 404)]);
      expect.soft(res.text, path).not.toMatch(/SECRET|root:x:0/);
    }
  });

  it('a remote OpenAPI document is fetched once per session, and again on request', async () => {
    const spec = await readFile(join(FIXTURE, 'api/openapi.yaml'), 'utf8');
    let calls = 0;
    const fakeFetch = (async () => {
      calls++;
      return new Response(spec.replace('Returns every thing.', `Fetched ${calls}.`), { status: 200, headers: { 'content-type': 'application/yaml' } });
    }) as typeof fetch;
    const remote = await startHarness(FIXTURE, { fetch: fakeFetch });
    try {
      const cfg = join(remote.root, 'docs.json');
      let t = performance.now();
      await writeFile(cfg, (await readFile(cfg, 'utf8')).replace('"api/openapi.yaml"', '"https://specs.example.com/things.yaml"'));
      await remote.nextReload(t);
      expect((await remote.get('/api-reference/list-things')).text).toContain('Fetched 1.');
      t = performance.now();
      await writeFile(cfg, (await readFile(cfg, 'utf8')).replace('"group": "Start"', '"group": "Begin"'));
      await remote.nextReload(t);
      expect(calls).toBe(1);
      await remote.server.refetchRemote();
      expect(calls).toBe(2);
      expect((await remote.get('/api-reference/list-things')).text).toContain('Fetched 2.');
      const viaEndpoint = await fetch(new URL('/_quire/refetch-openapi', remote.server.url), { method: 'POST' });
      expect(viaEndpoint.status).toBe(204);
      expect(calls).toBe(3);
    } finally {
      await remote.close();
    }
  });
});

describe('quire dev: ports and parity with the build', () => {
  it('takes the next free port when the one asked for is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const taken = (blocker.address() as { port: number }).port;
    const h = await startHarness(FIXTURE, { port: taken });
    try {
      expect(h.server.port).not.toBe(taken);
      expect(h.server.port).toBeGreaterThan(taken);
      expect((await h.get('/')).status).toBe(200);
    } finally {
      await h.close();
      blocker.close();
    }
  });

  it('serves the same HTML as the build, apart from the live-reload client', async () => {
    const h = await startHarness(FIXTURE);
    try {
      const out = join(h.parent, 'built');
      const build = await buildSite({ root: h.root, out });
      expect(build.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      for (const [path, file] of [
        ['/', 'index.html'],
        ['/guides/writing', 'guides/writing/index.html'],
        ['/api-reference/list-things', 'api-reference/list-things/index.html'],
        ['/search', 'search/index.html'],
      ]) {
        const dev = await h.get(path!);
        expect(dev.status).toBe(200);
        expect(dev.text).toContain('data-quire-live');
        expect(withoutLiveClient(dev.text), path).toBe(await readFile(join(out, file!), 'utf8'));
      }
      const markdown = await h.get('/guides/writing.md');
      expect([markdown.status, markdown.text]).toEqual([200, await readFile(join(out, 'guides/writing.md'), 'utf8')]);
      // The social image the head names is drawn on request, the same picture as the build's.
      const card = await fetch(new URL('/_quire/og/index.png', h.server.url));
      expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await card.arrayBuffer()).equals(await readFile(join(out, '_quire/og/index.png')))).toBe(true);
      const missing = await h.get('/no/such/page');
      expect(missing.status).toBe(404);
      expect(withoutLiveClient(missing.text)).toBe(await readFile(join(out, '404.html'), 'utf8'));
    } finally {
      await h.close();
    }
  });
});

describe('quire dev on a site whose home page is not at /', () => {
  it('answers / with the build\'s redirect to the home page, then serves that page', async () => {
    const fixture = await mkdtemp(join(tmpdir(), 'quire-dev-home-'));
    await mkdir(join(fixture, 'guides'), { recursive: true });
    await writeFile(join(fixture, 'docs.json'), JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Home elsewhere', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Guides', pages: ['guides/start', 'guides/next'] }] } }));
    await writeFile(join(fixture, 'guides/start.mdx'), '---\ntitle: Start here\n---\n\nThe first page.\n');
    await writeFile(join(fixture, 'guides/next.mdx'), '---\ntitle: Next\n---\n\nThe second page.\n');
    const h = await startHarness(fixture);
    try {
      const root = await h.get('/');
      expect(root.status).toBe(200);
      expect(root.text).toContain('url=/guides/start');
      const out = join(h.parent, 'built');
      expect((await buildSite({ root: h.root, out, ogImages: false, search: false })).ok).toBe(true);
      expect(withoutLiveClient(root.text)).toBe(await readFile(join(out, 'index.html'), 'utf8'));
      const home = await h.get('/guides/start');
      expect(home.status).toBe(200);
      expect(home.text).toContain('The first page.');
    } finally {
      await h.close();
      await rm(fixture, { recursive: true, force: true });
    }
  });
});

describe('quire dev: the first load\'s warnings', () => {
  it('prints them once and framed, the first page served meanwhile', async () => {
    const fixture = await mkdtemp(join(tmpdir(), 'quire-dev-warn-'));
    await writeFile(join(fixture, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Warned', colors: { primary: '#0D9373' }, colour: 'teal', navigation: { groups: [{ group: 'Guides', pages: ['index', 'next'] }] } }, null, 2));
    await writeFile(join(fixture, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    await writeFile(join(fixture, 'next.mdx'), '---\ntitle: Next\n---\n\nThe second page.\n');
    const seen: { message: string; frame: string }[] = [];
    const server = await startDevServer({ root: fixture, port: 0, host: '127.0.0.1', onDiagnostics: (p) => seen.push(...p.map((f) => ({ message: f.diagnostic.message, frame: f.frame }))) });
    try {
      const page = await fetch(new URL('/next', server.url));
      expect([page.status, (await page.text()).includes('The second page.')]).toEqual([200, true]);
      await server.ready;
      const unknown = seen.filter((d) => d.message.includes('"colour"'));
      expect(unknown).toHaveLength(1);
      expect(unknown[0]!.frame).toContain('"colour": "teal"');
      expect((await fetch(new URL('/', server.url))).status).toBe(200);
      expect(seen.filter((d) => d.message.includes('"colour"'))).toHaveLength(1);
    } finally {
      await server.close();
      await rm(fixture, { recursive: true, force: true });
    }
  });
});

describe('requestPath', () => {
  it.each([
    ['/guides/intro', { path: '/guides/intro', raw: '/guides/intro' }],
    ['/a%20b?x=1', { path: '/a b', raw: '/a%20b' }],
    ['http://evil.example/x/y', { path: '/x/y', raw: '/x/y' }],
    ['/../x', { status: 403 }],
    ['/%2e%2e/x', { status: 403 }],
    ['/a/./b', { status: 403 }],
    ['/.well-known/x', { status: 403 }],
    ['/node_modules/x', { status: 403 }],
    ['/a%5cb', { status: 403 }],
    ['/a%00b', { status: 403 }],
    ['/%E0%A4%A', { status: 400 }],
    ['*', { status: 400 }],
  ])('%s', (url, expected) => {
    expect(requestPath(url)).toEqual(expected);
  });
});

describe('quire dev started again after pages changed (page heads taken unseen, then checked)', () => {
  it('puts a title edited while no server ran into the sidebar, with a reload', async () => {
    const cacheHome = await mkdtemp(join(tmpdir(), 'quire-dev-cache-'));
    process.env.QUIRE_CACHE_HOME = cacheHome;
    const first = await startHarness(FIXTURE);
    await first.server.close();
    const past = new Date(Date.now() - 3600_000);
    // Dated back, as a checkout keeps dates: files modified in the last two seconds are never
    // recorded in the store, so these would be read on every start.
    const age = async (files: string[]) => {
      for (const f of files) await utimes(join(first.root, f), past, past);
    };
    await age(['index.mdx', 'guides/writing.mdx']);
    const servers: Awaited<ReturnType<typeof startDevServer>>[] = [];
    const reloads: string[][] = [];
    const start = async () => {
      const server = await startDevServer({ root: first.root, port: 0, host: '127.0.0.1', onReload: (e) => reloads.push(e.files) });
      servers.push(server);
      await server.ready;
      return async () => (await fetch(new URL('/', server.url))).text();
    };
    try {
      // This start records both pages in the store.
      const home = await start();
      expect(await home()).toContain('Writing pages');
      await servers[0]!.close();
      const file = join(first.root, 'guides/writing.mdx');
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: Writing renamed'));
      await age(['guides/writing.mdx']);

      const again = await start();
      let html = await again();
      for (let i = 0; i < 100 && !html.includes('Writing renamed'); i++) {
        await new Promise((r) => setTimeout(r, 100));
        html = await again();
      }
      expect(html).toContain('Writing renamed');
      expect(html).not.toContain('Writing pages');
      // Found after the start and applied as an edit (the watcher's way): open pages reload.
      expect(reloads).toContainEqual(['guides/writing.mdx']);
    } finally {
      for (const s of servers) await s.close().catch(() => undefined);
      await rm(first.parent, { recursive: true, force: true });
      await rm(cacheHome, { recursive: true, force: true });
      delete process.env.QUIRE_CACHE_HOME;
    }
  });
});
