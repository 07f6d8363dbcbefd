import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { searchWithBoost, type PagefindSearcher, type RankedResult } from '../src/client/search/boost-ranking.js';
import { shardFolders } from '../src/client/search/pagefind.js';
import { createStaticHandler } from '../src/dev/static-server.js';

/**
 * The built Pagefind index of test/fixtures/search-scopes, queried in Node with Pagefind's own
 * client (pagefind.js and its WebAssembly) and the ranking the browser uses.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/search-scopes', import.meta.url));

interface Result extends RankedResult {
  data(): Promise<{ url: string }>;
}
interface Pagefind extends PagefindSearcher<Result> {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, o?: Record<string, unknown>): Promise<void>;
}

/**
 * The fixture built twice: as one index, and spread over shards of one page or two per language
 * (most without the filters other shards have), which the client merges.
 */
const layouts = [
  { name: 'one index', shardPages: undefined },
  { name: 'sharded index', shardPages: '1' },
] as const;

interface Built {
  dir: string;
  server: Server;
  origin: string;
  list: unknown;
}
const built = new Map<string, Built>();

beforeAll(async () => {
  for (const layout of layouts) {
    const dir = await mkdtemp(join(tmpdir(), 'quire-search-scopes-'));
    if (layout.shardPages) process.env.QUIRE_SEARCH_SHARD_PAGES = layout.shardPages;
    try {
      const result = await buildSite({ root: FIXTURE, out: join(dir, 'site') });
      expect(result.diagnostics).toEqual([]);
    } finally {
      delete process.env.QUIRE_SEARCH_SHARD_PAGES;
    }
    const server = createServer(createStaticHandler(join(dir, 'site')));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const list = JSON.parse(await readFile(join(dir, 'site/pagefind/quire-shards.json'), 'utf8')) as unknown;
    if (layout.shardPages) {
      expect(shardFolders(list, 'en').length).toBeGreaterThan(4);
      expect(shardFolders(list, 'fr').length).toBeGreaterThanOrEqual(1);
      expect(shardFolders(list, 'fr')).not.toEqual(shardFolders(list, 'en'));
    } else expect(shardFolders(list, 'en')).toEqual(['/pagefind/']);
    built.set(layout.name, { dir, server, origin, list });
  }
}, 120_000);

afterAll(async () => {
  for (const b of built.values()) {
    await new Promise((done) => b.server.close(done));
    await rm(b.dir, { recursive: true, force: true });
  }
});

let instances = 0;

/**
 * Pagefind's client as a page with `<html lang>` loads it: a fresh module instance per language,
 * which picks its index from the document's language (a stub of `document` here), with the
 * other shards merged in as the browser client does (src/client/search/pagefind.ts).
 */
async function openLayoutIndex(layout: string, lang: string, version?: string): Promise<Pagefind> {
  const { dir, origin, list } = built.get(layout)!;
  const [first, ...others] = shardFolders(list, lang, version);
  const url = `${pathToFileURL(join(dir, 'site', first!, 'pagefind.js')).href}?${lang}-${instances++}`;
  const pagefind = (await import(url)) as Pagefind;
  await pagefind.options({ basePath: `${origin}${first}` });
  const g = globalThis as { document?: unknown };
  g.document = { querySelector: (s: string) => (s === 'html' ? { getAttribute: (a: string) => (a === 'lang' ? lang : null) } : null) };
  try {
    await pagefind.init();
    for (const folder of others) await pagefind.mergeIndex(`${origin}${folder}`);
    await pagefind.filters(); // loads the indexes while the stub is in place
  } finally {
    delete g.document;
  }
  return pagefind;
}

const paths = async (results: Result[]) => Promise.all(results.map(async (r) => new URL((await r.data()).url, 'http://x').pathname));

describe.each(layouts.map((l) => l.name))('%s', (layout) => {
const openIndex = (lang: string, version?: string) => openLayoutIndex(layout, lang, version);
const dir = () => built.get(layout)!.dir;
describe('search is scoped to the reader\'s version and language', () => {
  it('pages carry their version and language, as the client reads them', async () => {
    const v1 = await readFile(join(dir(), 'site/v1/wombats/index.html'), 'utf8');
    expect(v1).toContain('<meta name="quire:version" content="v1">');
    expect(v1).toMatch(/<html lang="en"/);
    const fr = await readFile(join(dir(), 'site/fr/wombats/index.html'), 'utf8');
    expect(fr).toMatch(/<html lang="fr"/);
    expect(fr).not.toContain('quire:version');
  });

  it('a query from a v2 page finds v2 pages only, from a v1 page v1 pages only', async () => {
    const en = await openIndex('en');
    expect((await paths(await searchWithBoost(en, 'wombats'))).sort()).toEqual(['/v1/wombats', '/v2/wombats']);
    expect(await paths(await searchWithBoost(en, 'wombats', { version: 'v2' }))).toEqual(['/v2/wombats']);
    expect(await paths(await searchWithBoost(en, 'wombats', { version: 'v1' }))).toEqual(['/v1/wombats']);
    // A v2 reader's client loads the v2 shards only (one bundle when the index is not sharded):
    // every v2 page is in them, no v1 page is.
    const v2 = await openIndex('en', 'v2');
    expect(await paths(await searchWithBoost(v2, 'wombats', { version: 'v2' }))).toEqual(['/v2/wombats']);
    if (layout === 'sharded index') expect(await paths(await searchWithBoost(v2, 'wombats'))).toEqual(['/v2/wombats']);
  });

  it('a French page searches the French index, an English page the English one', async () => {
    const fr = await openIndex('fr');
    expect(await paths(await searchWithBoost(fr, 'wombats'))).toEqual(['/fr/wombats']);
    expect(await paths(await searchWithBoost(fr, 'terriers'))).toEqual(['/fr/wombats']);
    const en = await openIndex('en');
    expect(await paths(await searchWithBoost(en, 'terriers'))).toEqual([]);
  });
});

describe('boost', () => {
  it('ranks a boosted page above a page that matches as well or better, and a boost below 1 sinks one', async () => {
    const en = await openIndex('en');
    const plain = await en.search('burrow', { filters: { version: 'v2' } });
    const unboosted = await paths(plain!.results);
    // Without boost: the page saying "burrow" most leads, the featured page trails the plain one.
    // (Shards of one page each score terms with their own statistics, so only the single index
    // shows the fixture's intended raw order.)
    if (layout === 'one index') {
      expect(unboosted[0]).toBe('/v2/legacy-burrows');
      expect(unboosted.indexOf('/v2/featured-burrows')).toBeGreaterThan(unboosted.indexOf('/v2/plain-burrows'));
    } else expect(unboosted.sort()).toEqual(['/v2/featured-burrows', '/v2/legacy-burrows', '/v2/plain-burrows']);
    // With it: featured (group boost 3) first, legacy (frontmatter boost 0.1) last.
    expect(await paths(await searchWithBoost(en, 'burrow', { version: 'v2' }))).toEqual(['/v2/featured-burrows', '/v2/plain-burrows', '/v2/legacy-burrows']);
  });

  it('is written into the index as a filter only for pages whose boost is not 1', async () => {
    const en = await openIndex('en');
    expect((await en.filters()).boost).toEqual({ '3': 1, '0.1': 1 });
  });
});
});
