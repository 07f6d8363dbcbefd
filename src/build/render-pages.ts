import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { Page } from '../shared/site-model.js';
import { urlToOutputFile } from '../shared/page-paths.js';
import type { RenderedPageLinks } from './link-check.js';
import type { LoadedSite } from '../site/load-site.js';
import { mapLimit } from '../shared/map-limit.js';
import type { OutputDir } from './output-dir.js';
import { createPageJobRunner, type PageJob, type PageJobResult, type PageJobRunner, type RenderSettings, type SiteRendering } from './page-job.js';
import { hash, hashFiles, type ManifestPage, type OutputManifest, type PageRecord, type RenderCache } from './render-cache.js';
import { createRenderPool } from './render-pool.js';
import { isSearchable, searchDocumentFor, type SearchDocument, type SearchIndexer } from '../search/search-index.js';
import { createOrderedFeed } from '../search/ordered-feed.js';
import { planShards, shardKeys, type SearchPageRef, type ShardPlan } from '../search/search-shards.js';
import { htmlLang } from '../shared/language-names.js';
import { markdownPath } from '../site/site-url.js';
import { presenceOf, type OutputFilePresence } from './missing-files.js';

export interface RenderPagesInput {
  /** The site; its `sources` are moved into the page jobs (the map is left empty). */
  loaded: LoadedSite;
  output: OutputDir;
  /** The final output folder: where the previous build's files are. */
  out: string;
  settings: RenderSettings;
  rendering: SiteRendering;
  cache?: RenderCache;
  /** The previous output's manifest (cache on), as `cache.readManifest(out)` read it. */
  previous?: OutputManifest;
  /**
   * Which files of the previous output are there (missing-files.ts), checked on a worker thread
   * since the build began; files it did not look at are checked one by one when adopted.
   */
  presence?: Promise<OutputFilePresence | undefined>;
  /**
   * Pages feed this index, shard by shard, and each shard's bundle is written as soon as its last
   * page is in; shards that can be kept from the previous output are not fed (see `search` in the result).
   */
  search?: Pick<SearchIndexer, 'add' | 'room' | 'writeEarly'>;
  /** Render processes (0: render in this process); default: one per core when there are enough pages to pay for starting them. */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface RenderPagesResult {
  links: RenderedPageLinks[];
  diagnostics: Diagnostic[];
  needsVendor: boolean;
  /** Some page has rendered math: the output needs the KaTeX stylesheet and fonts. */
  needsKatex: boolean;
  /** Tailwind utility classes of every page, sorted (none: the site gets no utility CSS). */
  utilities: string[];
  /** The manifest to save once the output is committed (cache on). */
  manifest?: OutputManifest;
  /** What the previous output's manifest says of the folder as a whole (its size, site files' key, llms-full.txt spans, link check, which commit its file list is of). */
  previousOutput?: Pick<OutputManifest, 'bytes' | 'siteFiles' | 'siteFileKeys' | 'llmsFull' | 'linkCheck' | 'filesCommit'>;
  /**
   * The search index shards (see search-shards.ts); those in `reused` were taken from the previous
   * output (their pages are unchanged), the others were fed the pages and still need writing.
   */
  search: { plan: ShardPlan; reused: string[]; toWrite: string[] };
  stats: { rendered: number; reused: number; compiled: number; workers: number; workerFailures: string[]; missing: number };
}

/** Below this many pages to render, starting workers costs more than it saves. */
const MIN_JOBS_FOR_WORKERS = 48;

function defaultWorkers(jobs: number): number {
  const env = process.env.QUIRE_WORKERS;
  if (env !== undefined && /^\d+$/.test(env)) return Number(env);
  if (jobs < MIN_JOBS_FOR_WORKERS) return 0;
  return Math.max(1, Math.min(availableParallelism(), 8));
}

/**
 * Renders every page of the site into the output folder. With the cache on, a page whose key
 * (its content, snippets, layout, settings and Quire's code) matches the previous output's is
 * linked from it instead of rendered, and an MDX page whose content key matches a cached
 * compile only gets its layout rendered. The rest runs on a worker pool, one per core.
 */
export async function renderPages(input: RenderPagesInput): Promise<RenderPagesResult> {
  const { loaded, output, out, settings, rendering, cache, search } = input;
  const { pages } = loaded.site;
  const diagnostics: Diagnostic[] = [];
  const links: RenderedPageLinks[] = [];
  const manifest: OutputManifest | undefined = cache ? { pages: {} } : undefined;
  const previous = cache ? input.previous : undefined;
  const fileHashes = new Map<string, Promise<string>>();
  let needsVendor = false;
  let needsKatex = false;
  const utilities = new Set<string>();
  let done = 0;

  // Pass 1: keys of every page; which can be taken from the previous output as they are.
  interface Planned {
    page: Page;
    job: PageJob;
    /** Known when the content needs no compile (cached, or no MDX). */
    pageKey?: string;
    /** The snippets the content read, and their hash (known with the key for MDX content). */
    dependencies?: string[];
    dependenciesHash?: string;
    /** Hash of the MDX text the page renders from (its manifest entry records it). */
    sourceHash?: string;
  }
  // An unchanged page model means unchanged layouts: the manifest's keys stand (no route data to build).
  const siteLayout = cache ? rendering.siteLayoutKey() : '';
  const sameSite = cache !== undefined && siteLayout !== '' && previous?.site === siteLayout;
  if (manifest && siteLayout) manifest.site = siteLayout;
  const contentSettings = cache ? rendering.contentSettingsKey() : '';
  if (manifest && contentSettings) manifest.contentSettings = contentSettings;
  // Same page model and content settings: a page with the text it had has the keys it had.
  const sameContent = sameSite && contentSettings !== '' && previous?.contentSettings === contentSettings;
  const layoutKeyOf = (page: Page) => (sameSite ? previous!.pages[page.path]?.layout : undefined) ?? rendering.layoutKey(page);
  const planned = await mapLimit(pages, 32, async (page): Promise<Planned> => {
    const source = page.source.kind === 'mdx' ? loaded.sources.get(page.source.file) : undefined;
    const job: PageJob = { path: page.path, ...(source !== undefined && { source }) };
    if (!cache) return { page, job };
    // Unchanged files were not read (load-site.ts `pageHeads`): their hash stands for their text.
    const sourceHash = page.source.kind !== 'mdx' ? undefined : (loaded.sourceHashes?.get(page.source.file) ?? (source === undefined ? undefined : hash(source)));
    const before = previous?.pages[page.path];
    // A page the previous output lacks is rendered whatever its keys are, and its runner builds its
    // route data anyway: the layout key is made there. Made here, on a large cold build it held up
    // the first page by seconds and made hundreds of MB of short-lived route data.
    if (before) job.layoutKey = layoutKeyOf(page);
    if (sameContent && sourceHash !== undefined && before?.source === sourceHash && before.content !== undefined && before.dependenciesHash !== undefined) {
      const dependencies = before.dependencies ?? [];
      const dependenciesHash = await hashFiles(loaded.root, dependencies, fileHashes);
      if (dependenciesHash === before.dependenciesHash) {
        // The keys the previous build made of the same inputs (its layout key is the recorded one).
        job.contentKey = before.content;
        job.cachedContent = dependenciesHash;
        return { page, job, pageKey: before.key, dependencies, dependenciesHash, sourceHash };
      }
    }
    const keyOf = (content: string, dependencies: string) => (job.layoutKey === undefined ? undefined : hash(job.layoutKey, content, dependencies));
    const contentKey = rendering.contentKey(page, sourceHash);
    if (contentKey === undefined) return { page, job, pageKey: keyOf('', '') };
    job.contentKey = contentKey;
    const withSource = <T extends object>(planned: T) => (sourceHash === undefined ? planned : { ...planned, sourceHash });
    const sharedKey = rendering.sharedContentKey(page, sourceHash);
    if (sharedKey !== undefined) job.sharedKey = sharedKey;
    // The manifest knows the content's snippets: an unchanged page needs no cache read at all.
    if (before?.content !== undefined && (before.content === contentKey || before.content === sharedKey) && before.dependenciesHash !== undefined) {
      const dependencies = before.dependencies ?? [];
      const dependenciesHash = await hashFiles(loaded.root, dependencies, fileHashes);
      if (dependenciesHash === before.dependenciesHash) {
        // Only its layout changed, if anything: the previous build cached the compile.
        job.contentKey = before.content;
        job.cachedContent = dependenciesHash;
        return withSource({ page, job, pageKey: keyOf(before.content, dependenciesHash), dependencies, dependenciesHash });
      }
    }
    // A compile another page with the same text filed for both, else this file's own.
    for (const key of sharedKey === undefined ? [contentKey] : [sharedKey, contentKey]) {
      const content = await cache.readContent(key);
      if (!content || (await hashFiles(loaded.root, content.dependencies, fileHashes)) !== content.dependenciesHash) continue;
      // The job's runner reads the compile again rather than this process keeping it until then:
      // after a docs.json edit every page is such a job (~1 GB of HTML at 25,000 pages).
      const { dependencies, dependenciesHash } = content;
      job.contentKey = key;
      job.cachedContent = dependenciesHash;
      return withSource({ page, job, pageKey: keyOf(key, dependenciesHash), dependencies, dependenciesHash });
    }
    // Compiled again: the previous version's code blocks can spare the highlighting.
    if (before?.content && before.content !== contentKey && before.content !== sharedKey) job.previousContent = before.content;
    return withSource({ page, job });
  });
  // Each page's text is in its job now, and goes when the page is done: the main process does not
  // hold the whole site's MDX through the render (160 MB at 25,000 pages).
  loaded.sources.clear();
  const reusable = planned.filter((p) => p.pageKey !== undefined && previous?.pages[p.page.path]?.key === p.pageKey);
  const reusableSet = new Set(reusable);

  // Search shards whose pages all stay as they were keep their index (Pagefind has no updates).
  const base = settings.loc.base;
  const searchable = planned.filter((p) => isSearchable(p.page));
  const refOf = (page: Page): SearchPageRef => ({ path: page.path, lang: htmlLang(page.language), ...(page.version !== undefined && { version: page.version }) });
  const plan = planShards(searchable.map((p) => refOf(p.page)));
  const reusedShards = new Set<string>();
  if (search && previous?.searchShards) {
    const keys = shardKeys(base, plan, searchable.map((p) => [refOf(p.page), reusableSet.has(p) ? p.pageKey : undefined]));
    for (const [id, key] of keys) {
      if (key === undefined || key !== previous.searchShards[id]) continue;
      if (await output.adopt(plan.folder(id), join(out, plan.folder(id)))) reusedShards.add(id);
      // Half a folder of links into the old output must not be written through by Pagefind.
      else await rm(join(output.dir, plan.folder(id)), { recursive: true, force: true });
    }
  }

  /** The search shard a page feeds: none when there is no search, the page is not searchable, or its shard is kept. */
  const fed = new Map<Page, string | undefined>();
  const shardFed = (page: Page): string | undefined => {
    if (!search || !isSearchable(page)) return undefined;
    if (fed.has(page)) return fed.get(page);
    const shard = plan.shardOf(refOf(page));
    const feeds = reusedShards.has(shard) ? undefined : shard;
    fed.set(page, feeds);
    return feeds;
  };
  // Each shard gets its pages in navigation order whatever order they finish in (reproducible
  // bundles), and its bundle is written when the last one is in.
  const shardOrder = new Map<string, string[]>();
  for (const p of searchable) {
    const shard = shardFed(p.page);
    if (shard === undefined) continue;
    const list = shardOrder.get(shard);
    if (list) list.push(p.page.path);
    else shardOrder.set(shard, [p.page.path]);
  }
  const feed =
    search &&
    createOrderedFeed<SearchDocument>(shardOrder, (shard, doc, last) => {
      search.add(doc, shard);
      if (last) search.writeEarly(output.dir, shard, plan.folder);
    });
  const accept = (page: Page, record: PageRecord, entry: ManifestPage | undefined, unchanged = false) => {
    diagnostics.push(...record.diagnostics);
    if (record.mermaid) needsVendor = true;
    if (record.math) needsKatex = true;
    for (const name of record.utilities ?? []) utilities.add(name);
    links.push({ page, links: record.links, ids: record.ids, ...(unchanged && { unchanged }) });
    const shard = shardFed(page);
    if (feed && shard !== undefined) feed.offer(shard, page.path, searchDocumentFor(page, record.searchHtml, base));
    if (manifest && entry) manifest.pages[page.path] = entry;
    input.onProgress?.(++done, pages.length);
  };
  const entryOf = (record: PageRecord, key: string | undefined, p: Pick<Planned, 'dependencies' | 'dependenciesHash' | 'sourceHash'> & { contentKey?: string; layoutKey?: string }): ManifestPage | undefined => {
    if (!key) return undefined;
    const { searchHtml: _html, ...summary } = record;
    return {
      key,
      ...summary,
      ...(p.contentKey && p.dependenciesHash !== undefined && { content: p.contentKey, dependencies: p.dependencies ?? [], dependenciesHash: p.dependenciesHash }),
      layout: p.layoutKey,
      ...(p.contentKey && p.sourceHash !== undefined && { source: p.sourceHash }),
    };
  };

  // Pass 2: adopt unchanged pages from the previous output. The manifest says what they hold;
  // their content HTML is read only when their search shard is indexed again.
  const jobs: Planned[] = planned.filter((p) => !reusableSet.has(p));
  // Which of the previous output's files are still there: checked on another thread since the build began.
  const presence = output.incremental && reusable.length ? await input.presence : undefined;
  // Page files have plain relative names: joined by hand (path.join for each of 80,000 files showed in profiles).
  const adoptFile = (relative: string) => output.adoptSync(relative, `${out}/${relative}`, presenceOf(presence, relative));
  let reused = 0;
  /** Unchanged pages whose files were not all in the previous output (deleted by hand). */
  let missing = 0;
  await mapLimit(reusable, 32, async (p) => {
    const before = previous!.pages[p.page.path]!;
    const needsHtml = shardFed(p.page) !== undefined;
    const searchHtml = needsHtml ? (await cache!.readPage(p.pageKey!))?.searchHtml : '';
    const html = urlToOutputFile(p.page.path);
    const md = markdownPath(p.page.path).slice(1);
    const adopted = searchHtml !== undefined && adoptFile(html) && adoptFile(md) && (!before.ogImage || adoptFile(before.ogImage));
    if (!adopted) {
      missing++;
      // A half-adopted page is rendered afresh; its link must go first, or writing would change the old output's file.
      await rm(join(output.dir, html), { force: true });
      await rm(join(output.dir, md), { force: true });
      return void jobs.push(p);
    }
    reused++;
    delete p.job.source;
    const { key: _key, content: _content, dependencies: _deps, dependenciesHash: _hash, layout: _layout, ...summary } = before;
    accept(p.page, { ...summary, searchHtml }, before, true);
    if (needsHtml) await search?.room();
  });

  // Pass 3: render the rest on workers when there are enough of them: shard by shard, so that
  // each search bundle is written while later pages render (Pagefind writing them all after the
  // last page was a tenth of a cold build); pages no shard waits for last; navigation order
  // within each.
  const order = new Map(pages.map((p, i) => [p, i]));
  const shardRank = new Map(plan.ids.map((id, i) => [id, i]));
  const rankOf = (page: Page) => {
    const shard = shardFed(page);
    return shard === undefined ? plan.ids.length : shardRank.get(shard)!;
  };
  jobs.sort((a, b) => rankOf(a.page) - rankOf(b.page) || order.get(a.page)! - order.get(b.page)!);
  const count = input.workers ?? defaultWorkers(jobs.length);
  let local: Promise<PageJobRunner> | undefined;
  const inProcess = () => (local ??= Promise.resolve(createPageJobRunner(loaded, rendering, settings, cache)));
  const pool = count > 0 ? createRenderPool(count, { loaded: withoutSources(loaded), settings, cache: cache !== undefined }, inProcess) : undefined;
  const byPath = new Map(pages.map((p) => [p.path, p]));
  let compiled = 0;
  /**
   * The first job compiling each text (by shared key): a page with the same text waits for it
   * and takes its compile when it was filed for every file (a versioned site's pages repeat
   * across its versions).
   */
  const compiling = new Map<string, Promise<Pick<PageJobResult, 'contentKey' | 'dependenciesHash'> | undefined>>();
  try {
    await mapLimit(jobs, pool ? count * 4 : 8, async (p) => {
      // A page loaded from its recorded head only (its file unchanged) is read now that it renders.
      if (p.job.source === undefined && p.page.source.kind === 'mdx') {
        const text = readSource(loaded.root, p.page.source.file);
        p.job.source = text;
        // Edited since loading: the key must be the text's that renders, or its compile would be
        // cached under the old text's key (and served if the file went back to it).
        const textHash = hash(text);
        if (p.sourceHash !== undefined) p.sourceHash = textHash;
        if (cache && p.job.contentKey !== undefined && textHash !== loaded.sourceHashes?.get(p.page.source.file)) {
          p.job.contentKey = rendering.contentKey(p.page, textHash);
          const sharedKey = rendering.sharedContentKey(p.page, textHash);
          if (sharedKey === undefined) delete p.job.sharedKey;
          else p.job.sharedKey = sharedKey;
          delete p.job.cachedContent;
        }
      }
      let leader: ((result: Promise<Pick<PageJobResult, 'contentKey' | 'dependenciesHash'> | undefined>) => void) | undefined;
      const shared = p.job.cachedContent === undefined ? p.job.sharedKey : undefined;
      if (shared !== undefined) {
        const first = compiling.get(shared);
        if (!first) compiling.set(shared, new Promise((resolve) => (leader = resolve)));
        else {
          const made = await first;
          if (made?.contentKey === shared && made.dependenciesHash !== undefined) {
            p.job.contentKey = shared;
            p.job.cachedContent = made.dependenciesHash;
            delete p.job.previousContent;
          }
        }
      }
      const running = pool ? pool.run(p.job) : inProcess().then((runner) => runner.run(p.job));
      // A failed job leaves the pages waiting for it to compile on their own. Only the keys are
      // kept: the map lives as long as the render, and results hold their page's search HTML.
      leader?.(running.then(({ contentKey, dependenciesHash }) => ({ contentKey, dependenciesHash }), () => undefined));
      const result = await running;
      delete p.job.source;
      if (result.compiled) compiled++;
      accept(byPath.get(result.path)!, result.record, entryOf(result.record, result.pageKey, { ...result, contentKey: result.contentKey ?? p.job.contentKey, ...(p.sourceHash !== undefined && { sourceHash: p.sourceHash }) }));
      await search?.room();
    });
  } finally {
    await pool?.close();
  }
  if (manifest && search) {
    // A kept shard keeps its key; the others' are made of their pages' keys now.
    const keys = shardKeys(base, plan, searchable.filter((p) => shardFed(p.page) !== undefined).map((p) => [refOf(p.page), manifest.pages[p.page.path]?.key]));
    const keyOf = (id: string) => (reusedShards.has(id) ? previous?.searchShards?.[id] : keys.get(id));
    manifest.searchShards = Object.fromEntries(plan.ids.map((id) => [id, keyOf(id)] as const).filter((e): e is [string, string] => e[1] !== undefined));
  }
  return {
    links,
    diagnostics,
    needsVendor,
    needsKatex,
    utilities: [...utilities].sort(),
    ...(manifest && { manifest }),
    ...(previous && { previousOutput: { bytes: previous.bytes, siteFiles: previous.siteFiles, siteFileKeys: previous.siteFileKeys, llmsFull: previous.llmsFull, linkCheck: previous.linkCheck, filesCommit: previous.filesCommit } }),
    search: { plan, reused: plan.ids.filter((id) => reusedShards.has(id)), toWrite: plan.ids.filter((id) => !reusedShards.has(id)) },
    stats: { rendered: jobs.length, reused, compiled, workers: count, workerFailures: pool?.failures ?? [], missing },
  };
}

/**
 * A page's text for its render. '' when it is gone since loading: the page renders empty and the
 * next build, which no longer finds the file, reports it.
 */
function readSource(root: string, file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return '';
  }
}

/** The loaded site a render process needs: page sources travel with each job instead. */
function withoutSources(loaded: LoadedSite): Omit<LoadedSite, 'sources'> {
  const { sources: _sources, ...rest } = loaded;
  return rest;
}
