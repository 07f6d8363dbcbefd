import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWithBoost, type PagefindSearcher, type RankedResult } from '../src/client/search/boost-ranking.js';
import { startHarness, type DevHarness } from './helpers/dev-harness.js';

/** Search in `quire dev`: the Pagefind index is built on first request, and again after edits. */
const FIXTURE = fileURLToPath(new URL('./fixtures/dev/site', import.meta.url));

interface Result extends RankedResult {
  data(): Promise<{ url: string; meta: Record<string, string> }>;
}
interface Pagefind extends PagefindSearcher<Result> {
  options(o: Record<string, unknown>): Promise<void>;
}

describe('search in quire dev', () => {
  let h: DevHarness;
  let scratch: string;
  let instances = 0;
  beforeAll(async () => {
    h = await startHarness(FIXTURE);
    scratch = await mkdtemp(join(tmpdir(), 'quire-dev-search-'));
  });
  afterAll(async () => {
    await h?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  /** Pagefind's own client, as the browser loads it from the dev server (a fresh instance each time). */
  async function client(): Promise<Pagefind> {
    const js = await h.get('/pagefind/pagefind.js');
    const file = join(scratch, `pagefind-${instances++}.js`);
    await writeFile(file, js.text);
    const pagefind = (await import(pathToFileURL(file).href)) as Pagefind;
    await pagefind.options({ basePath: new URL('/pagefind/', h.server.url).href });
    return pagefind;
  }
  const titles = async (pagefind: Pagefind, query: string) =>
    Promise.all((await searchWithBoost(pagefind, query)).map(async (r) => (await r.data()).meta.title ?? ''));

  it('serves the index the built site has, built on the first request', async () => {
    const entry = await h.get('/pagefind/pagefind-entry.json');
    expect(entry.status).toBe(200);
    expect(entry.type).toContain('application/json');
    expect(JSON.parse(entry.text).languages.en.page_count).toBe(3);
    const js = await h.get('/pagefind/pagefind.js');
    expect([js.status, js.type]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await h.get('/pagefind/no-such-file')).status).toBe(404);
    // The search client first asks which index folders to load: the one in memory.
    const list = await h.get('/pagefind/quire-shards.json');
    expect([list.status, JSON.parse(list.text)]).toEqual([200, { languages: { '*': ['/pagefind/'] } }]);
  });

  it('finds pages by their content, API pages included', async () => {
    const pagefind = await client();
    expect(await titles(pagefind, 'heading')).toEqual(['Writing pages']);
    expect(await titles(pagefind, 'things')).toContain('List things');
  });

  it('rebuilds after an edit, in the background', async () => {
    const file = join(h.root, 'guides/writing.mdx');
    const t = performance.now();
    await writeFile(file, (await readFile(file, 'utf8')).replace('Write pages in MDX.', 'Write pages in MDX about the quokka.'));
    await h.nextReload(t, (e) => e.files.includes('guides/writing.mdx'));
    // The old index keeps answering while the new one builds.
    expect((await h.get('/pagefind/pagefind-entry.json')).status).toBe(200);
    let found: string[] = [];
    for (let i = 0; i < 50 && found.length === 0; i++) {
      await h.server.searchIdle();
      found = await titles(await client(), 'quokka');
      if (!found.length) await new Promise((r) => setTimeout(r, 200));
    }
    expect(found).toEqual(['Writing pages']);
  });
});
