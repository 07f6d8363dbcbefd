import { quireCacheDir } from '../src/site/cache-dir.js';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus, type Corpus } from '../bench/gen-corpus.js';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { folderSize } from '../src/build/output-dir.js';
import { codeFingerprint, outputFilesListPath } from '../src/build/render-cache.js';
import { createRenderPool } from '../src/build/render-pool.js';
import { loadSite } from '../src/site/load-site.js';
import { outputSnapshot } from './helpers/output-snapshot.js';


function diffFiles(a: Map<string, string>, b: Map<string, string>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((n) => a.get(n) !== b.get(n)).sort();
}

function ok(result: BuildResult): BuildResult {
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  expect(errors).toEqual([]);
  expect(result.ok).toBe(true);
  return result;
}

// Builds here go without social images (ogImages: false): ~30 ms a page over a dozen builds,
// and their caching and drawing are tested in og-images.test.ts.
describe('worker pool and render cache', () => {
  let tmp: string;
  let corpus: Corpus;
  let reference: Map<string, string>;
  const root = () => corpus.root;
  /** Sets the site name in docs.json: every page shows it, so every page must be laid out again. */
  const renameSite = async (name: string) => {
    const configFile = join(root(), 'docs.json');
    const config = JSON.parse(await readFile(configFile, 'utf8'));
    config.name = name;
    await writeFile(configFile, JSON.stringify(config, null, 2));
  };

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-cache-'));
    // Small search shards, so the 68 pages make 8 of them and an edit re-indexes one.
    process.env.QUIRE_SEARCH_SHARD_PAGES = '10';
    corpus = await generateCorpus(join(tmp, 'site'), { pages: 60, operations: 8, seed: 7 });
    // A snippet imported by one page, to prove snippet edits reach the pages that use them.
    await mkdir(join(root(), 'snippets'), { recursive: true });
    await writeFile(join(root(), 'snippets/shared-note.mdx'), 'Shared snippet text version one.\n');
    const first = join(root(), corpus.pageFiles[0]!);
    const text = await readFile(first, 'utf8');
    const end = text.indexOf('\n---', 3) + 4;
    await writeFile(first, `${text.slice(0, end)}\nimport SharedNote from '/snippets/shared-note.mdx';\n\n<SharedNote />\n${text.slice(end)}`);
    // The reference: one thread, no cache.
    ok(await buildSite({ ogImages: false, root: root(), out: join(tmp, 'reference'), workers: 0, cache: false, search: false }));
    reference = await outputSnapshot(join(tmp, 'reference'));
  }, 240_000);

  afterAll(async () => {
    delete process.env.QUIRE_SEARCH_SHARD_PAGES;
    await rm(tmp, { recursive: true, force: true });
  });

  it('renders the same site in two render processes as in the main process', async () => {
    const result = ok(await buildSite({ ogImages: false, root: root(), out: join(tmp, 'workers'), workers: 2, cache: false, search: false }));
    expect(result.stats?.workers).toBe(2);
    expect(result.stats?.rendered).toBe(result.pages);
    expect(result.diagnostics.filter((d) => d.code === 'build/worker')).toEqual([]);
    expect(diffFiles(reference, await outputSnapshot(join(tmp, 'workers')))).toEqual([]);
  }, 240_000);

  it('renders in the main process, with a warning and no stack trace, when a render process runs out of memory', async () => {
    const saved = process.env.QUIRE_WORKER_HEAP_MB;
    process.env.QUIRE_WORKER_HEAP_MB = '8';
    try {
      const result = ok(await buildSite({ ogImages: false, root: root(), out: join(tmp, 'oom'), workers: 2, cache: false, search: false }));
      const warnings = result.diagnostics.filter((d) => d.code === 'build/worker');
      expect(warnings.length).toBe(2);
      for (const w of warnings) {
        expect(w.severity).toBe('warning');
        expect(w.message).toMatch(/^a render process ran out of memory \(its old space is 8 MB; QUIRE_WORKER_HEAP_MB raises it\); its pages were rendered in the main process instead$/);
      }
      expect(diffFiles(reference, await outputSnapshot(join(tmp, 'oom')))).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.QUIRE_WORKER_HEAP_MB;
      else process.env.QUIRE_WORKER_HEAP_MB = saved;
    }
  }, 240_000);

  it('reuses every page of an unchanged site, and the output stays the same', async () => {
    const out = join(tmp, 'cached');
    const cold = ok(await buildSite({ ogImages: false, root: root(), out, workers: 2 }));
    expect(cold.stats?.reused).toBe(0);
    const coldFiles = await outputSnapshot(out);
    expect(diffFiles(reference, coldFiles).filter((f) => f !== 'pagefind/quire-shards.json')).toEqual([]);
    expect(cold.stats?.searchShards).toEqual({ count: 8, reused: 0 });

    const warm = ok(await buildSite({ ogImages: false, root: root(), out }));
    expect(warm.stats?.reused).toBe(warm.pages);
    expect(warm.stats?.rendered).toBe(0);
    expect(warm.stats?.searchShards).toEqual({ count: 8, reused: 8 });
    expect(diffFiles(coldFiles, await outputSnapshot(out))).toEqual([]);
    // The kept search index is complete: each listed shard's entry file and fragments came along.
    const folders = JSON.parse(await readFile(join(out, 'pagefind/quire-shards.json'), 'utf8')).languages.en as string[];
    expect(folders).toHaveLength(8);
    for (const folder of folders) {
      const files = await readdir(join(out, folder));
      expect(files).toContain('pagefind-entry.json');
      expect((await readdir(join(out, folder, 'fragment'))).length).toBeGreaterThan(0);
    }
  }, 240_000);

  it('renders only the edited page again when its title is unchanged', async () => {
    const out = join(tmp, 'cached');
    const file = join(root(), corpus.pageFiles[5]!);
    const before = await readFile(file, 'utf8');
    const fragments = async () => {
      const folders = JSON.parse(await readFile(join(out, 'pagefind/quire-shards.json'), 'utf8')).languages.en as string[];
      return Promise.all(folders.map(async (f) => (await readdir(join(out, f, 'fragment'))).length));
    };
    const fragmentsBefore = await fragments();
    const sitemapBefore = await stat(join(out, 'sitemap.xml'));
    await writeFile(file, `${before}\n\nA freshly added closing paragraph.\n`);
    const result = ok(await buildSite({ ogImages: false, root: root(), out }));
    expect(result.stats?.rendered).toBe(1);
    expect(result.stats?.compiled).toBe(1);
    // Only the edited page's search shard was indexed again, with every page it holds (the
    // unchanged ones' content read back from the cache).
    expect(result.stats?.searchShards).toEqual({ count: 8, reused: 7 });
    expect(await fragments()).toEqual(fragmentsBefore);
    // The size the summary prints is the last build's plus this commit's change, and true.
    expect(result.stats?.bytes).toBe(folderSize(out));
    const html = await readFile(join(out, corpus.pagePaths[5]!.slice(1), 'index.html'), 'utf8');
    expect(html).toContain('A freshly added closing paragraph.');
    const md = await readFile(join(out, `${corpus.pagePaths[5]!.slice(1)}.md`), 'utf8');
    expect(md).toContain('A freshly added closing paragraph.');
    // Site files made from the site model alone were kept as they were (the same file, not
    // written again); those made from pages' content were made again.
    expect((await stat(join(out, 'sitemap.xml'))).ino).toBe(sitemapBefore.ino);
    const llmsFull = await readFile(join(out, 'llms-full.txt'), 'utf8');
    expect(llmsFull).toContain('A freshly added closing paragraph.');
    // llms-full.txt took the other pages' text from the previous file: the same as a fresh build's.
    const fresh = join(tmp, 'fresh-after-edit');
    ok(await buildSite({ ogImages: false, root: root(), out: fresh, cache: false, search: false }));
    expect(llmsFull).toBe(await readFile(join(fresh, 'llms-full.txt'), 'utf8'));
  }, 240_000);

  it('keeps llms-full.txt as it is when no page changed, and takes pages from it at the next edit', async () => {
    const out = join(tmp, 'cached');
    const llmsFile = join(out, 'llms-full.txt');
    const before = await stat(llmsFile);
    const unchanged = ok(await buildSite({ ogImages: false, root: root(), out }));
    expect(unchanged.stats?.rendered).toBe(0);
    expect((await stat(llmsFile)).ino).toBe(before.ino);

    const file = join(root(), corpus.pageFiles[6]!);
    const text = await readFile(file, 'utf8');
    try {
      await writeFile(file, `${text}\n\nAnother paragraph, added after a build that kept llms-full.txt.\n`);
      ok(await buildSite({ ogImages: false, root: root(), out }));
      const llmsFull = await readFile(llmsFile, 'utf8');
      expect((await stat(llmsFile)).ino).not.toBe(before.ino);
      expect(llmsFull).toContain('Another paragraph, added after a build that kept llms-full.txt.');
      const fresh = join(tmp, 'fresh-after-kept-llms');
      ok(await buildSite({ ogImages: false, root: root(), out: fresh, cache: false, search: false }));
      expect(llmsFull).toBe(await readFile(join(fresh, 'llms-full.txt'), 'utf8'));
    } finally {
      await writeFile(file, text);
      ok(await buildSite({ ogImages: false, root: root(), out }));
    }
  }, 240_000);

  it('renders a page again when a snippet it imports changes', async () => {
    const out = join(tmp, 'cached');
    await writeFile(join(root(), 'snippets/shared-note.mdx'), 'Shared snippet text version two.\n');
    const result = ok(await buildSite({ ogImages: false, root: root(), out }));
    expect(result.stats?.compiled).toBe(1);
    const html = await readFile(join(out, corpus.pagePaths[0]!.slice(1), 'index.html'), 'utf8');
    expect(html).toContain('Shared snippet text version two.');
    expect(html).not.toContain('version one');
  }, 240_000);

  it('lays out cached content again, without compiling, when the navigation changes', async () => {
    const out = join(tmp, 'cached');
    await renameSite('Renamed Docs');
    const result = ok(await buildSite({ ogImages: false, root: root(), out }));
    // Every page shows the site name, so every page is laid out again, but none is compiled.
    expect(result.stats?.rendered).toBe(result.pages);
    expect(result.stats?.compiled).toBe(0);
    expect(await readFile(join(out, corpus.pagePaths[3]!.slice(1), 'index.html'), 'utf8')).toContain('Renamed Docs');
  }, 240_000);

  it('compiles a page again when its cached compile is gone, and lays it out the same', async () => {
    const out = join(tmp, 'cached');
    // The manifest in the output still says every compile is cached; the cache says otherwise.
    const render = join(quireCacheDir(root()), 'render');
    for (const code of await readdir(render)) await rm(join(render, code, 'content'), { recursive: true, force: true });
    await renameSite('Renamed Again');
    const result = ok(await buildSite({ ogImages: false, root: root(), out }));
    expect(result.stats?.rendered).toBe(result.pages);
    expect(result.stats?.compiled).toBe(corpus.pageFiles.length);
    const fresh = join(tmp, 'fresh-renamed');
    ok(await buildSite({ ogImages: false, root: root(), out: fresh, cache: false, search: false }));
    const diff = diffFiles(await outputSnapshot(fresh), await outputSnapshot(out)).filter((f) => f !== 'pagefind/quire-shards.json');
    expect(diff).toEqual([]);
    // Compiled again into the cache: the next layout change needs no compile.
    await renameSite('Renamed Docs');
    expect(ok(await buildSite({ ogImages: false, root: root(), out })).stats?.compiled).toBe(0);
  }, 240_000);

  it('never writes through a file taken from the previous output', async () => {
    const out = join(tmp, 'cached');
    const page = join(out, corpus.pagePaths[10]!.slice(1), 'index.html');
    const kept = await readFile(page, 'utf8');
    const inode = (await stat(page)).ino;
    // An edit elsewhere: the page stays where it is in the output, which is updated in place.
    const file = join(root(), corpus.pageFiles[11]!);
    await writeFile(file, `${await readFile(file, 'utf8')}\n\nAnother edit.\n`);
    ok(await buildSite({ ogImages: false, root: root(), out }));
    expect(await readFile(page, 'utf8')).toBe(kept);
    expect((await stat(page)).ino).toBe(inode);
  }, 240_000);

  it('makes again the page files deleted from the output by hand', async () => {
    const out = join(tmp, 'cached');
    const before = await outputSnapshot(out);
    const html = `${corpus.pagePaths[10]!.slice(1)}/index.html`;
    const md = `${corpus.pagePaths[11]!.slice(1)}.md`;
    // The last build listed its files beside its manifest; the rebuild checks them all on a
    // worker thread (missing-files.ts), and makes again those that are gone.
    const list = (await readFile(outputFilesListPath(quireCacheDir(root()), await codeFingerprint(), out), 'utf8')).split('\0');
    expect(list).toEqual(expect.arrayContaining([html, md]));
    const listed = new Set(list);
    expect([...before.keys()].filter((file) => !listed.has(file))).toEqual([]);
    await rm(join(out, html));
    await rm(join(out, md));
    // This site's list is short: the bar for starting the thread is lowered so that it runs.
    process.env.QUIRE_FILE_CHECK_MIN_BYTES = '1';
    let result: BuildResult;
    try {
      result = ok(await buildSite({ ogImages: false, root: root(), out }));
    } finally {
      delete process.env.QUIRE_FILE_CHECK_MIN_BYTES;
    }
    expect(result.stats?.rendered).toBe(2);
    expect(result.stats?.reused).toBe(result.pages - 2);
    expect(diffFiles(before, await outputSnapshot(out))).toEqual([]);
    // The last build's size counted the deleted files: this one measured the folder.
    expect(result.stats?.bytes).toBe(folderSize(out));
  }, 240_000);

  it('updates the output in place to exactly what a fresh build writes: a new title, a removed page', async () => {
    const out = join(tmp, 'cached');
    // A title change reaches other pages (sidebars, prev/next), so layouts are keyed again.
    const titled = join(root(), corpus.pageFiles[20]!);
    await writeFile(titled, (await readFile(titled, 'utf8')).replace(/^title: "[^"]*"/m, 'title: "A brand new title"'));
    // A page leaves the site: out of docs.json and off the disk.
    const gone = corpus.pagePaths[30];
    const configFile = join(root(), 'docs.json');
    const config = await readFile(configFile, 'utf8');
    await writeFile(configFile, config.replace(`"${gone!.slice(1)}",`, '').replace(`,\n              "${gone!.slice(1)}"`, ''));
    expect(await readFile(configFile, 'utf8')).not.toContain(`"${gone!.slice(1)}"`);
    await rm(join(root(), corpus.pageFiles[30]!));

    const result = ok(await buildSite({ ogImages: false, root: root(), out }));
    // Every page of this small site lists every page of its tab: laid out again, compiled once.
    expect(result.stats?.compiled).toBe(1);
    await expect(stat(join(out, gone!.slice(1), 'index.html'))).rejects.toThrow();
    await expect(stat(join(out, `${gone!.slice(1)}.md`))).rejects.toThrow();
    expect(result.stats?.bytes).toBe(folderSize(out));
    const fresh = join(tmp, 'fresh');
    ok(await buildSite({ ogImages: false, root: root(), out: fresh, cache: false, search: false }));
    const diff = diffFiles(await outputSnapshot(fresh), await outputSnapshot(out)).filter((f) => f !== 'pagefind/quire-shards.json');
    expect(diff).toEqual([]);
    expect(await readFile(join(out, corpus.pagePaths[20]!.slice(1), 'index.html'), 'utf8')).toContain('A brand new title');
  }, 240_000);

  it("keeps the other tabs' pages when a title changes in one tab", async () => {
    // A first build's render processes make the layout keys; the rebuild has too few pages to
    // render for render processes, so it makes them here, and they must be the same.
    const out = join(tmp, 'tabs');
    expect(ok(await buildSite({ ogImages: false, root: root(), out })).stats?.workers).toBe(2);
    const titled = join(root(), corpus.pageFiles[2]!);
    await writeFile(titled, (await readFile(titled, 'utf8')).replace(/^title: "[^"]*"/m, 'title: "Another new title"'));
    const result = ok(await buildSite({ ogImages: false, root: root(), out }));
    expect(result.stats?.workers).toBe(0);
    expect(result.stats?.compiled).toBe(1);
    // The first tab's pages show the title (sidebar, prev/next); the three other tabs' do not.
    expect(result.stats?.rendered).toBeLessThan(20);
    expect(result.stats?.reused).toBeGreaterThan(40);
  }, 240_000);
});

describe('render pool', () => {
  it('goes on with the next pages after one fails in a render process', async () => {
    const tmp = await mkdtemp(join(tmpdir(), 'quire-pool-'));
    try {
      const corpus = await generateCorpus(join(tmp, 'site'), { pages: 4, operations: 0, seed: 5 });
      const { loaded } = await loadSite(corpus.root);
      const fallback = async () => {
        throw new Error('the render process must render these pages itself');
      };
      const settings = { assets: { css: [], js: [] }, loc: { base: '' }, outDir: join(tmp, 'out'), code: '' };
      const { sources, ...rest } = loaded!;
      const pool = createRenderPool(1, { loaded: rest, settings, cache: false }, fallback);
      const fileOf = new Map(rest.site.pages.map((p) => [p.path, p.source.kind === 'mdx' ? p.source.file : '']));
      const job = (path: string) => pool.run({ path, layoutKey: '', source: sources.get(fileOf.get(path) ?? '') });
      const results = await Promise.allSettled(['/no-such-page', ...corpus.pagePaths].map(job));
      await pool.close();
      expect(pool.failures).toEqual([]);
      expect(results[0]).toMatchObject({ status: 'rejected', reason: { message: 'no page /no-such-page in this site' } });
      expect(results.slice(1).map((r) => (r.status === 'fulfilled' ? r.value.path : String(r.reason)))).toEqual(corpus.pagePaths);
      for (const path of corpus.pagePaths) expect(await readFile(join(tmp, 'out', path.slice(1), 'index.html'), 'utf8')).toContain('<!doctype html>');
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }, 60_000);

  it('renders in the main process when its render processes cannot start', async () => {
    const tmp = await mkdtemp(join(tmpdir(), 'quire-pool-'));
    try {
      const corpus = await generateCorpus(join(tmp, 'site'), { pages: 3, operations: 0, seed: 3 });
      const { loaded } = await loadSite(corpus.root);
      let ran = 0;
      const fallback = async () => ({
        async run(job: { path: string }) {
          ran++;
          return { path: job.path, record: { searchHtml: '', links: [], ids: [], diagnostics: [], mermaid: false } };
        },
      });
      const settings = { assets: { css: [], js: [] }, loc: { base: '' }, outDir: join(tmp, 'out'), code: '' };
      // An init without a page model: each render process fails to start and reports so.
      const { sources: _sources, ...rest } = loaded!;
      const pool = createRenderPool(2, { loaded: { ...rest, site: undefined as never }, settings, cache: false }, fallback);
      const results = await Promise.all(corpus.pagePaths.map((path) => pool.run({ path, layoutKey: '' })));
      await pool.close();
      expect(results.map((r) => r.path)).toEqual(corpus.pagePaths);
      expect(ran).toBe(3);
      expect(pool.failures.length).toBeGreaterThan(0);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
