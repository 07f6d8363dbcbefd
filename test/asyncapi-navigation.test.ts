import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { toNavJson } from '../src/navigation/nav-json.js';
import { loadSite } from '../src/site/load-site.js';

/**
 * test/fixtures/asyncapi-nav: `asyncapi` on a tab (a path) and on a group (`{ source, directory }`,
 * AsyncAPI 2.x) generates one page per channel; `asyncapi: 42` on another group is a warning.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/asyncapi-nav', import.meta.url));

describe('asyncapi on navigation elements generates channel pages', () => {
  let tmp: string;
  let result: BuildResult;
  const out = (file: string) => readFile(join(tmp, 'out', file), 'utf8');
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-asyncapi-nav-'));
    await cp(FIXTURE, join(tmp, 'docs'), { recursive: true });
    result = await buildSite({ root: join(tmp, 'docs'), out: join(tmp, 'out'), search: true, offline: true });
  }, 90_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('builds with one located warning, for the value that is not a document', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.jsonPath}`)).toEqual([
      'nav/asyncapi-value docs.json:14:44 navigation.tabs[2].groups[1].asyncapi',
    ]);
    expect(result.diagnostics[0]!.message).toBe('asyncapi here is 42; no channel pages are generated from it');
  });

  it('nav --json lists the channels as Mintlify does: grouped by first tag (else Websockets), after a group\'s pages', async () => {
    const loaded = (await loadSite(join(tmp, 'docs'), { offline: true })).loaded!;
    const nav = toNavJson(loaded.site) as { navigation: { title: string; children: { title: string; children: { title: string; path: string; method?: string }[] }[] }[] };
    const [, streams, chat] = nav.navigation;
    // The same titles, groups and URLs as Mintlify's prebuild (mint 4.2.941) gives this tab.
    expect(streams!.children.map((g) => g.title)).toEqual(['Websockets', 'Market data']);
    expect(streams!.children.map((g) => g.children.map((p) => `${p.method} ${p.title} ${p.path}`))).toEqual([
      ['CHANNEL Ticker prices /api-reference/websockets/ticker-prices'],
      ['CHANNEL Order book /api-reference/market-data/orderbook'],
    ]);
    // In a group, the generated group follows the group's own pages; `directory` replaces api-reference.
    const websockets = chat!.children[0]!.children as unknown as { title: string; path: string; children?: { title: string; path: string }[] }[];
    expect(websockets.map((n) => `${n.title} ${n.path}`)).toEqual(['Chat overview /chat-intro', 'Websockets /websockets/websockets/chatrooms']);
    expect(websockets[1]!.children!.map((p) => `${p.title} ${p.path}`)).toEqual(['Chat/rooms /websockets/websockets/chatrooms']);
    const page = loaded.site.pages.find((p) => p.path === '/api-reference/websockets/ticker-prices')!;
    expect(page.breadcrumbs).toEqual(['Streams', 'Websockets']);
  });

  it('a channel page: summary as subtitle, address, parameters, operation, payload; a sidebar entry with its pill', async () => {
    const page = await out('api-reference/websockets/ticker-prices/index.html');
    expect(page).toContain('<h1 class="page-title">Ticker prices</h1><div class="page-description"><div class="api-md"><p>Last trade price of one symbol.</p>');
    expect(page).toContain('<span class="api-method api-method-channel">CHANNEL</span> <code class="api-url"><span class="api-path">/ws/ticker/{symbol}</span>');
    expect(page).toMatch(/data-name="symbol">.*The ticker symbol\./s);
    expect(page).toMatch(/data-action="receive" data-operation="receiveTick"><h2><span class="api-method api-method-receive">RECEIVE<\/span> Receive a tick/);
    expect(page).toMatch(/asyncapi-payload.*data-name="price".*api-required.*Price in cents\./s);
    expect(page).toMatch(/<a[^>]*href="\/api-reference\/market-data\/orderbook"[^>]*>\s*<span class="method-pill method-channel">CHAN<\/span>/);
  });

  it('without a summary the first paragraph is the subtitle and the body shows the rest, once', async () => {
    const page = await out('api-reference/market-data/orderbook/index.html');
    const body = page.slice(page.indexOf('asyncapi-channel'));
    expect(page).toContain('<div class="page-description"><div class="api-md"><p>Depth updates of the order book.</p>');
    expect(body).toContain('Snapshots come first, then deltas.');
    expect(body).not.toContain('Depth updates of the order book.');
  });

  it('llms.txt lists the channel pages; their Markdown twins carry the reference', async () => {
    const llms = await out('llms.txt');
    expect(llms).toContain('## Streams › Websockets\n\n- [Ticker prices](/api-reference/websockets/ticker-prices.md): Last trade price of one symbol.');
    expect(llms).toContain('## Streams › Market data\n\n- [Order book](/api-reference/market-data/orderbook.md)');
    expect(llms).toContain('- [Chat/rooms](/websockets/websockets/chatrooms.md): Messages of a room.');
    const md = await out('api-reference/websockets/ticker-prices.md');
    expect(md).toContain('Channel: `/ws/ticker/{symbol}`');
    expect(md).toContain('- `symbol` — The ticker symbol.');
    expect(md).toContain('## Receive: Receive a tick');
    expect(md).toContain('- `price` (number, required) — Price in cents.');
    expect(await out('llms-full.txt')).toContain('Channel: `chat/rooms`');
  });

  it('the search index holds each channel page', async () => {
    const dir = join(tmp, 'out', 'pagefind', 'fragment');
    const fragments = await Promise.all((await readdir(dir)).map(async (f) => gunzipSync(await readFile(join(dir, f))).toString('utf8')));
    const urls = fragments.map((f) => JSON.parse(f.slice(f.indexOf('{'))).url).sort();
    expect(urls).toEqual(['/', '/api-reference/market-data/orderbook', '/api-reference/websockets/ticker-prices', '/chat-intro', '/websockets/websockets/chatrooms']);
  });
});
