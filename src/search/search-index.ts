import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { plainDescription } from '../openapi/page-description.js';
import { htmlLang } from '../shared/language-names.js';
import { pageKeywords } from '../shared/page-keywords.js';
import { pageApi, type Page } from '../shared/site-model.js';
import { withBase } from '../site/base-path.js';
import { searchableHtml } from './searchable-html.js';
import { canonicalBundle } from './canonical-bundle.js';

/** One page as the search index sees it: its content without the layout's chrome. */
export interface SearchDocument {
  /** Result URL, base path included. */
  url: string;
  /** BCP 47 language of the page: Pagefind keeps one index per language. */
  lang: string;
  title: string;
  /** Breadcrumb trail shown with results. */
  section?: string;
  description?: string;
  /** Content HTML (headings keep their ids, so results can point at the matching section); code token spans may already be removed (searchableHtml). */
  html: string;
  /** The version the page belongs to (results are filtered to the reader's version). */
  version?: string;
  /** Operation pages: `GET /users/{id}`, weighted high so paths find their page. */
  endpoint?: string;
  /** Relevance multiplier (`boost`); the client ranks results by score × boost. */
  boost?: number;
  /** Frontmatter `keywords`: words that find the page though its text may not use them. */
  keywords?: string[];
}

/** Whether a page goes into the search index (not hidden, not `searchable: false`). */
export function isSearchable(page: Page): boolean {
  return !page.hidden && page.searchable !== false;
}

/** `GET /users/{id}` or `WEBHOOK name` for a page that documents an operation (generated, or MDX with `openapi:`). */
function endpointOf(page: Page): string | undefined {
  const api = pageApi(page);
  if (api?.kind === 'openapi') return `${api.method} ${api.path}`;
  if (api?.kind === 'webhook') return `WEBHOOK ${api.name}`;
  return undefined;
}

/** The search document of a rendered page; `contentHtml` is its content without the layout. */
export function searchDocumentFor(page: Page, contentHtml: string, base: string): SearchDocument {
  return {
    url: withBase(base, page.path),
    lang: htmlLang(page.language),
    title: page.title,
    html: contentHtml,
    ...(page.breadcrumbs.length && { section: page.breadcrumbs.join(' › ') }),
    ...(plainDescription(page) && { description: plainDescription(page) }),
    ...(page.version && { version: page.version }),
    ...(endpointOf(page) && { endpoint: endpointOf(page) }),
    ...(page.boost !== undefined && page.boost !== 1 && Number.isFinite(page.boost) && page.boost >= 0 && { boost: page.boost }),
    ...(pageKeywords(page.frontmatter).length > 0 && { keywords: pageKeywords(page.frontmatter) }),
  };
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The HTML Pagefind indexes for one page (not the page itself: no sidebar, header or footer). */
export function searchDocumentHtml(doc: SearchDocument): string {
  const filter = doc.version ? ` data-pagefind-filter="version:${esc(doc.version)}"` : '';
  const meta = doc.section ? ` data-pagefind-meta="section:${esc(doc.section)}"` : '';
  // One filter per element: Pagefind reads `name:value` up to the first colon.
  const boost = doc.boost !== undefined ? `<span data-pagefind-filter="boost:${doc.boost}"></span>` : '';
  return [
    `<!doctype html><html lang="${esc(doc.lang)}"><head><title>${esc(doc.title)}</title></head><body>`,
    `<main data-pagefind-body${filter}${meta}>`,
    boost,
    `<h1 data-pagefind-meta="title">${esc(doc.title)}</h1>`,
    doc.endpoint ? `<p data-pagefind-weight="8">${esc(doc.endpoint)}</p>` : '',
    doc.description ? `<p data-pagefind-weight="4">${esc(doc.description)}</p>` : '',
    doc.keywords?.length ? `<p data-pagefind-weight="6">${esc(doc.keywords.join(', '))}</p>` : '',
    // Idempotent: a build's records are stripped already; `quire dev` hands full content HTML.
    searchableHtml(doc.html),
    '</main></body></html>',
  ].join('');
}

export interface SearchIndexResult {
  pages: number;
  errors: string[];
  /** Wall time the index adds after rendering: waiting for queued pages, then writing the bundle. */
  ms: number;
}

export interface SearchIndexer {
  /**
   * Queues a page for index `shard` (default `'0'`); indexing runs in Pagefind's own process while
   * the build renders on. Each shard is an independent index (see search-shards.ts).
   */
  add(doc: SearchDocument, shard?: string): void;
  /**
   * Resolves once fewer than a few hundred queued pages wait for Pagefind. A build that renders
   * faster than Pagefind indexes (laying out cached pages after a docs.json edit) waits here, so
   * that its queue does not hold thousands of pages' HTML.
   */
  room(): Promise<void>;
  /**
   * Writes shard `shard`'s bundle now, while the build renders on: every page it will hold has
   * been added. Pagefind builds one bundle at a time, so bundles written during the render are
   * off the build's tail (`write` only waits for them).
   */
  writeEarly(outDir: string, shard: string, folder?: (shard: string) => string): void;
  /**
   * Waits for queued pages and writes each shard's bundle (the files the browser client
   * fetches) to `<outDir>/<folder(shard)>/`, or waits for the one `writeEarly` started; the
   * shards in `shards` are written even when empty.
   */
  write(outDir: string, folder?: (shard: string) => string, shards?: readonly string[]): Promise<SearchIndexResult>;
  /** Waits for queued pages and returns shard `'0'`'s files in memory, by path below `pagefind/` (the dev server). */
  files(): Promise<SearchIndexResult & { files: Map<string, Uint8Array> }>;
  /** Stops the service without writing (a failed build). */
  close(): Promise<void>;
}

const PAGEFIND_UI = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/** Pages queued for Pagefind beyond which `room` waits (~10 MB of HTML: pages are ~10–40 kB). */
const MAX_QUEUED = 256;

/*
 * Pagefind's Node API runs one service per process, and `pagefind.close()` ends it for every
 * index in the process. Two builds in one process (tests, a tool running Quire twice) closed it
 * under each other: the later build's indexes were gone and its bundle came back without files.
 * So each indexer holds a lease on the service while it has indexes, the last one out closes
 * it, and an index created while it is closing waits for a fresh service.
 */
let leases = 0;
let closing: Promise<void> = Promise.resolve();
async function releaseService(): Promise<void> {
  if (--leases > 0) return;
  closing = pagefind.close().then(() => undefined);
  await closing;
}

/**
 * Pagefind indexes fed page by page during the build (Pagefind's binary runs as one service for
 * all of them, started by the first page: an unchanged site never starts it).
 */
export function createSearchIndexer(): SearchIndexer {
  const errors: string[] = [];
  let pages = 0;
  const indexes = new Map<string, Promise<pagefind.PagefindIndex | undefined>>();
  let leased = false;
  const release = async () => {
    if (!leased) return;
    leased = false;
    await releaseService();
  };
  const indexFor = (shard: string) => {
    let index = indexes.get(shard);
    if (!index) {
      if (!leased) {
        leased = true;
        leases++;
      }
      index = closing.then(() => pagefind.createIndex({ includeCharacters: '_' })).then(({ index: created, errors: e }) => {
        errors.push(...e);
        return created;
      });
      indexes.set(shard, index);
    }
    return index;
  };
  const pending = new Map<string, Promise<void>[]>();
  let queued = 0;
  let waiting: (() => void)[] = [];
  /** Bundles written (or being written) by `writeEarly`, by shard. */
  const early = new Map<string, Promise<void>>();

  /** Waits for a shard's queued pages, runs `output` on its index, then drops the index. */
  async function outputShard<T>(shard: string, output: (index: pagefind.PagefindIndex, shard: string) => Promise<T>): Promise<T | undefined> {
    await Promise.all(pending.get(shard) ?? []);
    const index = await indexes.get(shard);
    if (!index) return undefined;
    try {
      return await output(index, shard);
    } finally {
      await index.deleteIndex().catch(() => undefined);
    }
  }

  /** Waits for the queued pages and early bundles, runs `output` on each other index, then ends the service. */
  async function finish<T>(output: (index: pagefind.PagefindIndex, shard: string) => Promise<T>): Promise<{ result: SearchIndexResult; values: Map<string, T> }> {
    const started = performance.now();
    const values = new Map<string, T>();
    try {
      await Promise.all(early.values());
      for (const shard of [...indexes.keys()].sort()) {
        if (early.has(shard)) continue;
        const value = await outputShard(shard, output);
        if (value !== undefined) values.set(shard, value);
      }
    } finally {
      await release();
    }
    return { result: { pages, errors, ms: performance.now() - started }, values };
  }

  /** Writes a shard's bundle into `<outDir>/<folder(shard)>/`. */
  const writeBundle = (outDir: string, folder: (shard: string) => string) => async (index: pagefind.PagefindIndex, shard: string) => {
    // Pagefind's own search UIs (~430 kB a bundle): Quire's dialog uses only pagefind.js.
    const files = canonicalBundle(bundleFiles(await index.getFiles(), errors).filter((f) => !PAGEFIND_UI.test(f.path)));
    const dir = join(outDir, folder(shard));
    const dirs = new Set(files.map((f) => dirname(join(dir, f.path))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    // In batches: a shard holds one fragment file per page, too many to open at once.
    for (let i = 0; i < files.length; i += 64) {
      await Promise.all(files.slice(i, i + 64).map((f) => writeFile(join(dir, f.path), f.content)));
    }
  };

  return {
    add(doc, shard = '0') {
      if (early.has(shard)) return void errors.push(`${doc.url}: came after its search shard ${shard} was written, so it is not searchable (a Quire bug: please report it)`);
      queued++;
      const job = indexFor(shard)
        .then(async (index) => {
          if (!index) return;
          const res = await index.addHTMLFile({ url: doc.url, content: searchDocumentHtml(doc) });
          if (res.errors.length) errors.push(...res.errors.map((e) => `${doc.url}: ${e}`));
          else pages++;
        })
        .finally(() => {
          if (--queued >= MAX_QUEUED) return;
          for (const wake of waiting) wake();
          waiting = [];
        });
      const jobs = pending.get(shard);
      if (jobs) jobs.push(job);
      else pending.set(shard, [job]);
    },
    room() {
      return queued < MAX_QUEUED ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
    },
    writeEarly(outDir, shard, folder = () => 'pagefind') {
      if (early.has(shard)) return;
      indexFor(shard);
      const written = outputShard(shard, writeBundle(outDir, folder)).then(() => undefined);
      written.catch(() => undefined); // awaited by write(); a failure before then must not go unhandled
      early.set(shard, written);
    },
    async write(outDir, folder = () => 'pagefind', shards = ['0']) {
      for (const shard of shards) indexFor(shard);
      // The files come back in memory and Node writes them: Pagefind's own writeFiles answers
      // before its writes are flushed, so closing the service right after it could ship a
      // truncated file under load (Pagefind issue #1271; seen here once as an empty
      // pagefind-entry.json in CI).
      const { result } = await finish(writeBundle(outDir, folder));
      return result;
    },
    async files() {
      if (!indexes.size) indexFor('0');
      const { result, values } = await finish(async (index) => {
        return new Map(canonicalBundle(bundleFiles(await index.getFiles(), errors)).map((f) => [f.path.replace(/\\/g, '/'), f.content]));
      });
      return { ...result, files: values.get('0') ?? new Map() };
    },
    async close() {
      await Promise.allSettled([...pending.values()].flat());
      await Promise.allSettled(early.values());
      await release();
    },
  };
}

/** A bundle's files; Pagefind answers an error with its message and no files at all. */
function bundleFiles(got: Awaited<ReturnType<pagefind.PagefindIndex['getFiles']>>, errors: string[]): { path: string; content: Uint8Array }[] {
  errors.push(...got.errors);
  if (!got.files && !got.errors.length) errors.push('Pagefind returned no search bundle');
  return got.files ?? [];
}
