import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildOptions } from '../src/build/build-site.js';

/**
 * Two builds of the same docs give the same bytes, search index included, so a deploy uploads
 * only what changed and CDNs keep their caches (issue 31). The fixture has three languages,
 * two versions and a boosted page: several Pagefind filters and languages, whose order Pagefind
 * takes from a randomly seeded hash map, in one bundle and spread over shards.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/search-scopes', import.meta.url));

let tmp: string;
let docs: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-reproducible-'));
  docs = join(tmp, 'docs');
  await cp(FIXTURE, docs, { recursive: true, filter: (src) => !src.includes('node_modules') });
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Every file of an output folder by its path, as a content hash. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), createHash('sha256').update(await readFile(path)).digest('hex'));
  }
  return new Map([...files].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
}

async function build(out: string, opts: Partial<BuildOptions> = {}, shardPages?: string): Promise<Map<string, string>> {
  if (shardPages) process.env.QUIRE_SEARCH_SHARD_PAGES = shardPages;
  try {
    const result = await buildSite({ root: docs, out: join(tmp, out), cacheDir: join(tmp, 'cache'), ...opts });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  } finally {
    delete process.env.QUIRE_SEARCH_SHARD_PAGES;
  }
  return snapshot(join(tmp, out));
}

/** The paths whose bytes differ (or exist in one only). */
function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((path) => a.get(path) !== b.get(path)).sort();
}

describe('reproducible output', () => {
  it('gives byte-identical output, search bundle included, when one index holds every language', async () => {
    const first = await build('one-a', { cache: false, workers: 0 });
    const second = await build('one-b', { cache: false, workers: 0 });
    // The filter and meta files are the ones Pagefind wrote in hash-map order.
    expect([...first.keys()].filter((p) => /^pagefind\/(filter\/.+\.pf_filter|pagefind\..+\.pf_meta)$/.test(p)).length).toBeGreaterThanOrEqual(4);
    expect(differences(first, second)).toEqual([]);
  });

  it('gives byte-identical output from render processes finishing in any order, over shards', async () => {
    const first = await build('shards-a', { cache: false, workers: 2 }, '1');
    const second = await build('shards-b', { cache: false, workers: 2 }, '1');
    expect([...first.keys()].filter((p) => p.startsWith('_quire/search/') && p.endsWith('pagefind-entry.json')).length).toBeGreaterThan(4);
    expect(differences(first, second)).toEqual([]);
  });

  it('gives a cold build’s bytes after an edit is made and undone through the render cache', async () => {
    const cold = await build('cold', { cache: false, workers: 0 });
    await build('warm', { workers: 0 });
    const page = join(docs, 'v2/wombats.mdx');
    const original = await readFile(page, 'utf8');
    await writeFile(page, `${original}\n\nA paragraph about burrow ventilation.\n`);
    try {
      const edited = await build('warm', { workers: 0 });
      expect(differences(cold, edited).length).toBeGreaterThan(0);
    } finally {
      await writeFile(page, original);
    }
    const undone = await build('warm', { workers: 0 });
    expect(differences(cold, undone)).toEqual([]);
  });
});
