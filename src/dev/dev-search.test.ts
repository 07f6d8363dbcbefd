import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../search/search-index.js';
import { createDevSearch } from './dev-search.js';

/** A ServerResponse that records what was sent. */
function response() {
  const sent = { status: 0, type: '', body: Buffer.alloc(0) };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.type = headers['content-type'] ?? '';
      return res;
    },
    end(body?: Uint8Array | string) {
      sent.body = Buffer.from(body ?? '');
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

function fakeSite(word: () => string) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async searchDocuments(): Promise<SearchDocument[]> {
      calls++;
      return [{ url: '/a', lang: 'en', title: 'A', html: `<p>${word()}</p>` }];
    },
  };
}

async function get(search: ReturnType<typeof createDevSearch>, name: string) {
  const { res, sent } = response();
  await search.serve(name, res);
  return sent;
}

describe('createDevSearch', () => {
  it('builds nothing until the index is asked for, then once for concurrent requests', async () => {
    const site = fakeSite(() => 'wombat');
    const search = createDevSearch(site, { debounceMs: 10 });
    search.invalidate(); // a change before anyone searched: still nothing to do
    await search.idle();
    expect(site.calls).toBe(0);
    const [entry, js] = await Promise.all([get(search, 'pagefind-entry.json'), get(search, 'pagefind.js')]);
    expect(site.calls).toBe(1);
    expect([entry.status, entry.type]).toEqual([200, 'application/json; charset=utf-8']);
    expect(JSON.parse(entry.body.toString()).languages.en.page_count).toBe(1);
    expect(js.type).toBe('text/javascript; charset=utf-8');
    expect((await get(search, 'missing.js')).status).toBe(404);
    await search.close();
  });

  it('rebuilds once for a burst of changes; files of the previous index stay reachable', async () => {
    let word = 'wombat';
    const site = fakeSite(() => word);
    const search = createDevSearch(site, { debounceMs: 30 });
    const before = JSON.parse((await get(search, 'pagefind-entry.json')).body.toString());
    word = 'quokka';
    search.invalidate();
    search.invalidate();
    search.invalidate();
    await search.idle();
    expect(site.calls).toBe(2);
    const after = JSON.parse((await get(search, 'pagefind-entry.json')).body.toString());
    expect(after.languages.en.hash).not.toBe(before.languages.en.hash);
    // A client that loaded the old entry file can still fetch the old metadata.
    expect((await get(search, `pagefind.${before.languages.en.hash}.pf_meta`)).status).toBe(200);
    expect((await get(search, `pagefind.${after.languages.en.hash}.pf_meta`)).status).toBe(200);
    await search.close();
  });

  it('a failed build answers 503 and is tried again on the next request', async () => {
    let fail = true;
    const site = {
      async searchDocuments(): Promise<SearchDocument[]> {
        if (fail) throw new Error('renderer broke');
        return [{ url: '/a', lang: 'en', title: 'A', html: '<p>ok</p>' }];
      },
    };
    const errors: string[] = [];
    const search = createDevSearch(site, { onError: (m) => errors.push(m) });
    const first = await get(search, 'pagefind.js');
    expect(first.status).toBe(503);
    expect(first.body.toString()).toContain('renderer broke');
    expect(errors).toEqual(['search index: renderer broke']);
    fail = false;
    expect((await get(search, 'pagefind.js')).status).toBe(200);
    await search.close();
  });
});
