import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '../shared/site-model.js';
import { createSearchIndexer, searchDocumentFor, searchDocumentHtml, type SearchDocument } from './search-index.js';

const doc = (slug: string, words: string): SearchDocument => ({ url: `/${slug}`, lang: 'en', title: slug, html: `<h1>${slug}</h1><p>${words}</p>` });
const folder = (shard: string) => `search/${shard}`;

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('search indexer', () => {
  it('writes a shard early, while pages of other shards still come, and the rest at the end', async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-search-index-'));
    const indexer = createSearchIndexer();
    indexer.add(doc('alpha', 'falcon'), 'a');
    indexer.add(doc('beta', 'heron'), 'a');
    indexer.writeEarly(dir, 'a', folder);
    indexer.add(doc('gamma', 'osprey'), 'b');
    // Too late for shard a: reported, not silently lost or written into a deleted index.
    indexer.add(doc('delta', 'kestrel'), 'a');
    const result = await indexer.write(dir, folder, ['a', 'b', 'c']);

    expect(result.pages).toBe(3);
    expect(result.errors).toEqual(['/delta: came after its search shard a was written, so it is not searchable (a Quire bug: please report it)']);
    for (const shard of ['a', 'b', 'c']) expect(await readdir(join(dir, 'search', shard))).toContain('pagefind-entry.json');
    const pagesIn = async (shard: string) => JSON.parse(await readFile(join(dir!, 'search', shard, 'pagefind-entry.json'), 'utf8')).languages.en?.page_count ?? 0;
    expect([await pagesIn('a'), await pagesIn('b'), await pagesIn('c')]).toEqual([2, 1, 0]);
  });

  it('makes a build wait while hundreds of pages are queued for Pagefind, and lets it on when they are indexed', async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-search-index-'));
    const indexer = createSearchIndexer();
    await indexer.room(); // nothing queued: no wait
    for (let i = 0; i < 300; i++) indexer.add(doc(`page-${i}`, `word${i} falcon`));
    let roomy = false;
    const room = indexer.room().then(() => {
      roomy = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(roomy).toBe(false);
    await room;
    const result = await indexer.write(dir, folder);
    expect(result.pages).toBe(300);
    expect(result.errors).toEqual([]);
  });

  it('lets two builds in one process share the Pagefind service: the first to finish does not end it under the other', async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-search-index-'));
    const first = createSearchIndexer();
    const second = createSearchIndexer();
    first.add(doc('alpha', 'falcon'));
    second.add(doc('beta', 'heron'));
    const firstResult = await first.write(join(dir, 'first'));
    second.add(doc('gamma', 'osprey'));
    const secondResult = await second.write(join(dir, 'second'));

    expect(firstResult).toMatchObject({ pages: 1, errors: [] });
    expect(secondResult).toMatchObject({ pages: 2, errors: [] });
    const entry = JSON.parse(await readFile(join(dir, 'second', 'pagefind', 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages.en.page_count).toBe(2);
    // And a build after both starts the service again.
    const third = createSearchIndexer();
    third.add(doc('delta', 'kestrel'));
    expect(await third.write(join(dir, 'third'))).toMatchObject({ pages: 1, errors: [] });
  });
});

describe('searchDocumentFor: frontmatter keywords', () => {
  const page = (frontmatter: Record<string, unknown>): Page => ({
    path: '/auth',
    title: 'Sign in',
    source: { kind: 'mdx', file: 'auth.mdx' },
    breadcrumbs: [],
    section: [],
    frontmatter,
  });

  it('indexes the keywords, weighted above the body, so a search for one finds the page', () => {
    const doc = searchDocumentFor(page({ keywords: ['login', 'SSO'] }), '<p>How to sign in.</p>', '');
    expect(doc.keywords).toEqual(['login', 'SSO']);
    expect(searchDocumentHtml(doc)).toContain('<p data-pagefind-weight="6">login, SSO</p>');
  });

  it('reads a comma-separated string too, and adds nothing without keywords', () => {
    expect(searchDocumentFor(page({ keywords: 'login, sso ,' }), '', '').keywords).toEqual(['login', 'sso']);
    const plain = searchDocumentFor(page({}), '<p>x</p>', '');
    expect(plain.keywords).toBeUndefined();
    expect(searchDocumentHtml(plain)).not.toContain('pagefind-weight="6"');
  });
});
