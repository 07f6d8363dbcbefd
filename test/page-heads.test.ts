import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { createDevSite } from '../src/dev/dev-site.js';
import { type PackedRows, packRows, unpackRows } from '../src/io/packed-rows.js';
import { loadSite } from '../src/site/load-site.js';
import { worthListingInWorker } from '../src/site/docs-listing.js';
import { openPageHeads, pageHeadsFile } from '../src/site/page-heads.js';
import { ageFiles } from './helpers/age-files.js';
import { outputSnapshot } from './helpers/output-snapshot.js';

/*
 * Page files unchanged since the last load are not read again (src/site/page-heads.ts). Files
 * are dated an hour back, as a checkout is: a file modified within the last two seconds is
 * never recorded (it could change again within the same timestamp).
 */

let tmp: string;
let root: string;

const page = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n${body}\n`;

async function writeSite(): Promise<void> {
  await mkdir(root, { recursive: true });
  await writeFile(
    join(root, 'docs.json'),
    JSON.stringify({ name: 'Heads', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Guide', pages: ['index', 'alpha', 'beta'] }] } }),
  );
  await writeFile(join(root, 'index.mdx'), page('Home', 'Welcome. See [Alpha](/alpha).'));
  await writeFile(join(root, 'alpha.mdx'), page('Alpha page', 'Alpha text, with a [link to beta](/beta#setup).'));
  await writeFile(join(root, 'beta.mdx'), page('Beta page', '## Setup\n\nBeta text.'));
  await ageFiles(root);
}

beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-heads-'));
  root = join(tmp, 'site');
  await writeSite();
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('page heads store', () => {
  it('answers only for the same file: size, modification and change time', async () => {
    const file = join(root, 'alpha.mdx');
    const cacheDir = join(tmp, 'cache');
    const store = openPageHeads(cacheDir, 'code-1');
    store.set('alpha.mdx', await stat(file), { data: { title: 'Alpha page', when: new Date('2024-05-01') }, diagnostics: [], variables: '{}', digest: 'd1', sourceHash: 'h1' });
    store.save(['alpha.mdx']);

    const again = openPageHeads(cacheDir, 'code-1').get('alpha.mdx', await stat(file));
    expect(again?.sourceHash).toBe('h1');
    // Dates stay dates (YAML timestamps), which JSON would have turned into strings.
    expect(again?.data.when).toBeInstanceOf(Date);
    // Another version of Quire made it: not trusted.
    expect(openPageHeads(cacheDir, 'code-2').get('alpha.mdx', await stat(file))).toBeUndefined();

    // Same size, modification time put back: the change time still tells.
    const before = await stat(file);
    await writeFile(file, (await readFile(file, 'utf8')).replace('Alpha text', 'Alpha TEXT'));
    await utimes(file, before.atime, before.mtime);
    const after = await stat(file);
    expect(after.size).toBe(before.size);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(openPageHeads(cacheDir, 'code-1').get('alpha.mdx', after)).toBeUndefined();
  });

  it('does not record a file modified within the last two seconds', async () => {
    const file = join(root, 'beta.mdx');
    await writeFile(file, page('Beta page', 'Just written.'));
    const cacheDir = join(tmp, 'cache');
    const store = openPageHeads(cacheDir, 'code-1');
    store.set('beta.mdx', await stat(file), { data: {}, diagnostics: [], variables: '{}', digest: 'd2' });
    store.save(['beta.mdx']);
    expect(openPageHeads(cacheDir, 'code-1').get('beta.mdx', await stat(file))).toBeUndefined();
  });

  // The second load lists the folder on a worker thread when the record is large (docs-listing.ts);
  // QUIRE_LISTING_MIN_BYTES=0 makes this small site's record large enough.
  it.each([
    ['walking the folder here', undefined],
    ['listing it on a worker thread', '0'],
  ])('loads an unchanged page from its record, without reading it, and a changed one from the file (%s)', async (_, minBytes) => {
    const opts = { cacheDir: join(tmp, 'cache'), pageHeads: { code: 'code-1' } };
    const first = (await loadSite(root, opts)).loaded!;
    const saved = process.env.QUIRE_LISTING_MIN_BYTES;
    if (minBytes === undefined) delete process.env.QUIRE_LISTING_MIN_BYTES;
    else process.env.QUIRE_LISTING_MIN_BYTES = minBytes;
    onTestFinished(() => {
      if (saved === undefined) delete process.env.QUIRE_LISTING_MIN_BYTES;
      else process.env.QUIRE_LISTING_MIN_BYTES = saved;
    });
    expect(worthListingInWorker(pageHeadsFile(opts.cacheDir))).toBe(minBytes !== undefined);
    expect([...first.sources.keys()].sort()).toEqual(['alpha.mdx', 'beta.mdx', 'index.mdx']);
    expect(first.sourceHashes?.size).toBe(3);

    await writeFile(join(root, 'beta.mdx'), page('Beta renamed', '## Setup\n\nBeta text.'));
    const second = (await loadSite(root, opts)).loaded!;
    // Only the edited file was read; the others' hashes came from the store.
    expect([...second.sources.keys()]).toEqual(['beta.mdx']);
    expect(second.sourceHashes?.get('alpha.mdx')).toBe(first.sourceHashes?.get('alpha.mdx'));
    expect(second.sourceHashes?.get('beta.mdx')).not.toBe(first.sourceHashes?.get('beta.mdx'));
    expect(second.site.pages.find((p) => p.path === '/beta')?.title).toBe('Beta renamed');
    expect(second.site.pages.find((p) => p.path === '/alpha')?.title).toBe('Alpha page');
  });

  it('is not written again for a few pages edited below their frontmatter; a changed head is written', async () => {
    const opts = { cacheDir: join(tmp, 'cache'), pageHeads: { code: 'code-1' } };
    await ageFiles(root);
    const first = (await loadSite(root, opts)).loaded!;
    const store = join(tmp, 'cache', 'page-heads.bin');
    const written = (await stat(store)).mtimeMs;
    await writeFile(join(root, 'beta.mdx'), page('Beta page', 'Beta text, edited.'));
    for (let i = 0; i < 2; i++) {
      // The stale record makes each load read the file again, and hash its new text.
      const loaded = (await loadSite(root, opts)).loaded!;
      expect([...loaded.sources.keys()]).toEqual(['beta.mdx']);
      expect(loaded.sourceHashes?.get('beta.mdx')).not.toBe(first.sourceHashes?.get('beta.mdx'));
    }
    expect((await stat(store)).mtimeMs).toBe(written);
    // quire dev takes heads as recorded without looking at the files: the head is still right.
    const trusted = (await loadSite(root, { ...opts, frontmatterOnly: true, pageHeads: { code: 'code-1', trust: true } })).loaded!;
    expect(trusted.site.pages.find((p) => p.path === '/beta')?.title).toBe('Beta page');
    // A new title is a head a reader of the record would see: written.
    await writeFile(join(root, 'beta.mdx'), page('Beta renamed', 'Beta text, edited.'));
    await loadSite(root, opts);
    expect((await stat(store)).mtimeMs).not.toBe(written);
  });
});

describe('rebuilds with unchanged pages taken from their records', () => {
  const build = (out: string, cache = true) => buildSite({ root, out: join(tmp, out), cacheDir: join(tmp, 'cache'), cache, workers: 0, search: false, offline: true, ogImages: false });

  it('puts an edited title in every page’s sidebar, as a fresh build does', async () => {
    expect((await build('out')).ok).toBe(true);
    await writeFile(join(root, 'beta.mdx'), page('Beta renamed', '## Setup\n\nBeta text.'));
    const rebuilt = await build('out');
    expect(rebuilt.ok).toBe(true);
    expect(rebuilt.stats?.reused).toBe(0); // every page's sidebar names the page
    for (const path of ['index.html', 'alpha/index.html', 'beta/index.html']) {
      expect(await readFile(join(tmp, 'out', path), 'utf8')).toContain('Beta renamed');
    }
    await build('fresh', false);
    const [a, b] = [await outputSnapshot(join(tmp, 'out')), await outputSnapshot(join(tmp, 'fresh'))];
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    expect([...a].filter(([f, text]) => b.get(f) !== text).map(([f]) => f)).toEqual([]);
  });

  it('lays every page out again when the logo file changes its size', async () => {
    const svg = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}"/></svg>`;
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, logo: '/logo.svg' }));
    await writeFile(join(root, 'logo.svg'), svg(120, 30));
    await ageFiles(root);
    expect((await build('out')).ok).toBe(true);
    expect(await readFile(join(tmp, 'out', 'alpha/index.html'), 'utf8')).toMatch(/src="\/logo\.svg"[^>]*width="120" height="30"/);
    // Only the picture changes: no page, no docs.json.
    await writeFile(join(root, 'logo.svg'), svg(200, 40));
    const rebuilt = await build('out');
    expect(rebuilt.stats?.reused).toBe(0);
    expect(await readFile(join(tmp, 'out', 'alpha/index.html'), 'utf8')).toMatch(/src="\/logo\.svg"[^>]*width="200" height="40"/);
  });

  it('renders the text a page has when it renders, when its file changes after loading', async () => {
    expect((await build('out')).ok).toBe(true);
    // A new site name lays every page out again; none is read at loading (all recorded).
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, name: 'Heads renamed' }));
    const edited = page('Alpha page', 'Changed while the build ran.');
    const rebuilt = await buildSite({
      root,
      out: join(tmp, 'out'),
      cacheDir: join(tmp, 'cache'),
      workers: 0,
      search: false,
      offline: true,
      ogImages: false,
      onPhase: (phase) => {
        if (phase === 'rendering') writeFileSync(join(root, 'alpha.mdx'), edited);
      },
    });
    expect(rebuilt.ok).toBe(true);
    // Not the compile cached for the text the record describes.
    expect(await readFile(join(tmp, 'out', 'alpha/index.html'), 'utf8')).toContain('Changed while the build ran.');
  });

  it('reports a link the edit broke, and renders an unchanged page from its file', async () => {
    expect((await build('out')).ok).toBe(true);
    // Beta loses its "Setup" heading: alpha, not edited, now links to a missing anchor.
    await writeFile(join(root, 'beta.mdx'), page('Beta page', '## Install\n\nBeta text.'));
    const rebuilt = await build('out');
    const broken = rebuilt.diagnostics.filter((d) => d.code === 'links/broken-anchor');
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({ file: 'alpha.mdx', line: 5 });
    expect(broken[0]!.message).toContain('/beta#setup');
    // An edited body of a page whose title stays: only it renders again, and shows its new text.
    await writeFile(join(root, 'index.mdx'), page('Home', 'Welcome back. See [Alpha](/alpha).'));
    const third = await build('out');
    expect(third.stats?.rendered).toBe(1);
    expect(await readFile(join(tmp, 'out', 'index.html'), 'utf8')).toContain('Welcome back.');
    // The broken anchor is still reported though alpha was neither read nor rendered.
    expect(third.diagnostics.filter((d) => d.code === 'links/broken-anchor')).toHaveLength(1);
  });
});

describe('docs.json validation kept between runs (src/site/config-memo.ts)', () => {
  const opts = () => ({ cacheDir: join(tmp, 'cache'), pageHeads: { code: 'code-1' } });
  const problems = (ds: { code: string; line?: number; column?: number; jsonPath?: string }[]) =>
    ds.filter((d) => d.code === 'config/unknown-key' || d.code === 'nav/missing-page').map((d) => `${d.code} ${d.jsonPath ?? ''} ${d.line}:${d.column}`).sort();

  it('gives the same located warnings from the record, and validates an edited docs.json again', async () => {
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    // An unknown key (a validation warning) and a missing page (found later, placed by the positions).
    config.navigation.groups[0].pages.push('gone');
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, sparkle: true }, null, 2));
    const first = await loadSite(root, opts());
    const expected = problems(first.diagnostics);
    expect(expected).toHaveLength(2);
    expect(expected.every((p) => /\d+:\d+$/.test(p))).toBe(true);
    expect((await readdir(join(tmp, 'cache'))).includes('docs-config.bin')).toBe(true);

    const second = await loadSite(root, opts());
    expect(problems(second.diagnostics)).toEqual(expected);
    expect(second.loaded?.config.name).toBe('Heads');

    // Another code fingerprint, or another text: validated afresh.
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, name: 'Heads renamed' }, null, 2));
    const third = await loadSite(root, opts());
    expect(third.loaded?.config.name).toBe('Heads renamed');
    expect(problems(third.diagnostics).filter((p) => p.startsWith('config/unknown-key'))).toEqual([]);
  });

  it('ignores a record it cannot read', async () => {
    await loadSite(root, opts());
    await writeFile(join(tmp, 'cache', 'docs-config.bin'), 'not a record');
    const again = await loadSite(root, opts());
    expect(again.loaded?.site.pages.map((p) => p.title).sort()).toEqual(['Alpha page', 'Beta page', 'Home']);
  });
});

describe('quire dev: page heads taken unseen on the first load, checked after', () => {
  const devSite = () =>
    createDevSite({ root, exclude: [], fetch, assets: { css: [], js: [] }, liveClient: '<script>live</script>' });
  const sidebarOf = async (site: ReturnType<typeof createDevSite>, path: string) => (await site.renderPath(path))?.html ?? '';

  beforeEach(() => {
    process.env.QUIRE_CACHE_HOME = join(tmp, 'cache-home');
  });
  afterEach(() => {
    delete process.env.QUIRE_CACHE_HOME;
  });

  it('applies a title edited while no Quire ran, once asked which files are stale', async () => {
    const before = devSite();
    expect(await sidebarOf(before, '/alpha')).toContain('Beta page');
    expect(await before.staleFiles()).toEqual([]);

    // Edited while the dev server was down (dated back, as a checkout or a copy keeps dates).
    await writeFile(join(root, 'beta.mdx'), page('Beta renamed', '## Setup\n\nBeta text.'));
    const past = new Date(Date.now() - 3600_000);
    await utimes(join(root, 'beta.mdx'), past, past);
    const after = devSite();
    const stale = await after.staleFiles();
    expect(stale).toEqual(['beta.mdx']);
    // Asked only once: the dev server applies them as the watcher's edits.
    expect(await after.staleFiles()).toEqual([]);
    expect((await after.applyChanges(stale)).kind).toBe('site');
    expect(await sidebarOf(after, '/alpha')).toContain('Beta renamed');
    expect(await sidebarOf(after, '/alpha')).not.toContain('Beta page');
    // The edited page itself always shows its file as it is now.
    expect(await sidebarOf(after, '/beta')).toContain('Beta renamed');
  });

  it('finds nothing stale, and serves the same pages, when nothing changed', async () => {
    const first = devSite();
    const html = await sidebarOf(first, '/beta');
    const second = devSite();
    expect(await second.staleFiles()).toEqual([]);
    expect(await sidebarOf(second, '/beta')).toBe(html);
  });
});

describe('navigation kept between runs (src/site/nav-memo.ts)', () => {
  const opts = () => ({ cacheDir: join(tmp, 'cache'), pageHeads: { code: 'code-1' } });
  const record = () => join(tmp, 'cache', 'navigation.bin');

  it('takes the resolved navigation from its record while docs.json and every frontmatter stay', async () => {
    const fresh = (await loadSite(root, {})).loaded!.site;
    const first = (await loadSite(root, opts())).loaded!.site;
    expect(first).toEqual(fresh);
    // The record is what the next load uses: a title changed inside it shows.
    const stored = deserialize(await readFile(record())) as { key: string; value: { site: { pages: PackedRows } } };
    const pages = unpackRows<(typeof fresh.pages)[number]>(stored.value.site.pages);
    pages.find((p) => p.path === '/alpha')!.title = 'From the record';
    stored.value.site.pages = packRows(pages);
    await writeFile(record(), serialize(stored));
    expect((await loadSite(root, opts())).loaded!.site.pages.find((p) => p.path === '/alpha')?.title).toBe('From the record');
    // A body edit keeps the frontmatter: still the record.
    await writeFile(join(root, 'alpha.mdx'), page('Alpha page', 'A new body.'));
    expect((await loadSite(root, opts())).loaded!.site.pages.find((p) => p.path === '/alpha')?.title).toBe('From the record');
  });

  it('stores pages without their frontmatter, and a load from the record has each page\'s own', async () => {
    const fresh = (await loadSite(root, {})).loaded!.site;
    await loadSite(root, opts());
    const stored = deserialize(await readFile(record())) as { value: { site: { pages: PackedRows } } };
    const pages = unpackRows(stored.value.site.pages);
    expect(pages.map((p) => p.path)).toEqual(fresh.pages.map((p) => p.path));
    for (const p of pages) expect(p).not.toHaveProperty('frontmatter');
    const fromRecord = (await loadSite(root, opts())).loaded!.site;
    expect(fromRecord).toEqual(fresh);
    expect(fromRecord.pages.find((p) => p.path === '/alpha')?.frontmatter.title).toBe('Alpha page');
  });

  it('resolves again when a title, the page files or docs.json change', async () => {
    await loadSite(root, opts());
    await writeFile(join(root, 'beta.mdx'), page('Beta renamed', 'Beta text.'));
    expect((await loadSite(root, opts())).loaded!.site.pages.find((p) => p.path === '/beta')?.title).toBe('Beta renamed');
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    config.navigation.groups[0].group = 'Handbook';
    await writeFile(join(root, 'docs.json'), JSON.stringify(config));
    expect((await loadSite(root, opts())).loaded!.site.pages.find((p) => p.path === '/beta')?.breadcrumbs).toEqual(['Handbook']);
    // A new page file the navigation names.
    config.navigation.groups[0].pages.push('gamma');
    await writeFile(join(root, 'docs.json'), JSON.stringify(config));
    const missing = await loadSite(root, opts());
    expect(missing.diagnostics.some((d) => d.code === 'nav/missing-page')).toBe(true);
    await writeFile(join(root, 'gamma.mdx'), page('Gamma page', 'New.'));
    expect((await loadSite(root, opts())).loaded!.site.pages.find((p) => p.path === '/gamma')?.title).toBe('Gamma page');
  });
});
