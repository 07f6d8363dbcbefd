import { availableParallelism } from 'node:os';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { Page } from '../shared/site-model.js';
import { urlToOutputFile } from '../shared/page-paths.js';
import type { RenderedPageLinks } from './link-check.js';
import type { LoadedSite } from '../site/load-site.js';
import { mapLimit } from '../shared/map-limit.js';
import type { OutputDir } from './output-dir.js';
import { createPageJobRunner, type PageJobResult, type PageJobRunner, type RenderSettings, type SiteRendering } from './page-job.js';
import type { ManifestPage, OutputManifest, PageRecord, PageSummary, RenderCache } from './render-cache.js';
import { createRenderPool } from './render-pool.js';
import type { SearchIndexer } from '../search/search-index.js';
import type { ShardPlan } from '../search/search-shards.js';
import { createPagePlanner, readPlannedSource, type PlannedPage } from './page-plan.js';
import { planPageShards, type PageShards } from './page-search-shards.js';
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
  /** What the previous output's manifest says of the folder as a whole (its size, site files' key, llms-full.txt spans, link check, which commit its file list is of, static files' stamps). */
  previousOutput?: Pick<OutputManifest, 'bytes' | 'siteFiles' | 'siteFileKeys' | 'llmsFull' | 'linkCheck' | 'filesCommit' | 'staticFiles'>;
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
  const previous = cache ? input.previous : undefined;

  // Pass 1: keys of every page; which can be taken from the previous output as they are.
  const planner = createPagePlanner(loaded, rendering, cache, previous);
  const planned = await mapLimit(pages, 32, planner.plan);
  // Each page's text is in its job now, and goes when the page is done: the main process does not
  // hold the whole site's MDX through the render (160 MB at 25,000 pages).
  loaded.sources.clear();
  const reusable = planned.filter((p) => p.pageKey !== undefined && previous?.pages[p.page.path]?.key === p.pageKey);
  const reusableSet = new Set(reusable);
  const shards = await planPageShards({ search, output, out, base: settings.loc.base, previous, pages: planned.map((p) => ({ page: p.page, keptKey: reusableSet.has(p) ? p.pageKey : undefined })) });

  // The new manifest starts with the keys every page entry is made under.
  const manifest: OutputManifest | undefined = cache ? { pages: {}, ...(planner.siteLayout && { site: planner.siteLayout }), ...(planner.contentSettings && { contentSettings: planner.contentSettings }) } : undefined;
  const collected = collectPages(pages.length, shards, manifest, input.onProgress);

  // Pass 2: adopt unchanged pages from the previous output. The manifest says what they hold;
  // their content HTML is read only when their search shard is indexed again.
  const jobs: PlannedPage[] = planned.filter((p) => !reusableSet.has(p));
  // Which of the previous output's files are still there: checked on another thread since the build began.
  const presence = output.incremental && reusable.length ? await input.presence : undefined;
  // Reusable pages exist only with the cache on and a previous manifest.
  const adopted = previous && cache && reusable.length ? await adoptUnchanged({ reusable, previous, cache, output, presence, shards, collected, search }) : { reused: 0, missed: [] };
  jobs.push(...adopted.missed);

  // Pass 3: render the rest.
  const count = input.workers ?? defaultWorkers(jobs.length);
  const { compiled, workerFailures } = await renderJobs({ jobs, count, loaded, rendering, settings, cache, shards, collected, search });

  if (manifest && search) manifest.searchShards = shards.keys((page) => manifest.pages[page.path]?.key);
  return {
    links: collected.links,
    diagnostics: collected.diagnostics,
    needsVendor: collected.needs.vendor,
    needsKatex: collected.needs.katex,
    utilities: [...collected.utilities].sort(),
    ...(manifest && { manifest }),
    ...(previous && { previousOutput: { bytes: previous.bytes, siteFiles: previous.siteFiles, siteFileKeys: previous.siteFileKeys, llmsFull: previous.llmsFull, linkCheck: previous.linkCheck, filesCommit: previous.filesCommit, staticFiles: previous.staticFiles } }),
    search: { plan: shards.plan, reused: shards.plan.ids.filter((id) => shards.reused.has(id)), toWrite: shards.plan.ids.filter((id) => !shards.reused.has(id)) },
    stats: { rendered: jobs.length, reused: adopted.reused, compiled, workers: count, workerFailures, missing: adopted.missed.length },
  };
}

/** What the pages of a render add up to, as each is taken or rendered. */
interface CollectedPages {
  links: RenderedPageLinks[];
  diagnostics: Diagnostic[];
  needs: { vendor: boolean; katex: boolean };
  utilities: Set<string>;
  manifest: OutputManifest | undefined;
  /** Takes a finished page: its findings, its search text and its manifest entry (none: not kept for the next build). */
  accept(page: Page, summary: PageSummary, searchHtml: string, entry: ManifestPage | undefined, unchanged?: boolean): void;
}

function collectPages(total: number, shards: PageShards, manifest: OutputManifest | undefined, onProgress: RenderPagesInput['onProgress']): CollectedPages {
  let done = 0;
  const collected: CollectedPages = {
    links: [],
    diagnostics: [],
    needs: { vendor: false, katex: false },
    utilities: new Set(),
    manifest,
    accept(page, summary, searchHtml, entry, unchanged = false) {
      collected.diagnostics.push(...summary.diagnostics);
      if (summary.mermaid) collected.needs.vendor = true;
      if (summary.math) collected.needs.katex = true;
      for (const name of summary.utilities ?? []) collected.utilities.add(name);
      collected.links.push({ page, links: summary.links, ids: summary.ids, ...(unchanged && { unchanged }) });
      shards.offer(page, searchHtml);
      if (collected.manifest && entry) collected.manifest.pages[page.path] = entry;
      onProgress?.(++done, total);
    },
  };
  return collected;
}

/**
 * Links unchanged pages' files from the previous output. A page whose files are not all there
 * (deleted by hand) is returned in `missed`, to be rendered afresh.
 */
async function adoptUnchanged(input: {
  reusable: PlannedPage[];
  previous: OutputManifest;
  cache: RenderCache;
  output: OutputDir;
  presence: OutputFilePresence | undefined;
  shards: PageShards;
  collected: CollectedPages;
  search: RenderPagesInput['search'];
}): Promise<{ reused: number; missed: PlannedPage[] }> {
  const { previous, cache, output, presence, shards, collected, search } = input;
  const adoptFile = (relative: string) => output.keepSync(relative, presenceOf(presence, relative));
  let reused = 0;
  const missed: PlannedPage[] = [];
  await mapLimit(input.reusable, 32, async (p) => {
    const before = previous.pages[p.page.path]!;
    const needsHtml = shards.fed(p.page) !== undefined;
    const searchHtml = needsHtml ? (await cache.readPage(p.pageKey!))?.searchHtml : '';
    const html = urlToOutputFile(p.page.path);
    const md = markdownPath(p.page.path).slice(1);
    const adopted = searchHtml !== undefined && adoptFile(html) && adoptFile(md) && (!before.ogImage || adoptFile(before.ogImage));
    if (!adopted) {
      // A half-adopted page is rendered afresh; its link must go first, or writing would change the old output's file.
      await rm(join(output.dir, html), { force: true });
      await rm(join(output.dir, md), { force: true });
      return void missed.push(p);
    }
    reused++;
    delete p.job.source;
    // The entry is the page's summary as it is (no copy per page of 27,000).
    collected.accept(p.page, before, searchHtml, before, true);
    if (needsHtml) await search?.room();
  });
  return { reused, missed };
}

/**
 * Renders the pages that could not be taken as they were: on `count` render processes, else in
 * this one. Shard by shard, so that each search bundle is written while later pages render
 * (Pagefind writing them all after the last page was a tenth of a cold build); pages no shard
 * waits for last; navigation order within each.
 */
async function renderJobs(input: {
  jobs: PlannedPage[];
  count: number;
  loaded: LoadedSite;
  rendering: SiteRendering;
  settings: RenderSettings;
  cache: RenderCache | undefined;
  shards: PageShards;
  collected: CollectedPages;
  search: RenderPagesInput['search'];
}): Promise<{ compiled: number; workerFailures: string[] }> {
  const { jobs, count, loaded, rendering, settings, cache, shards, collected, search } = input;
  const order = new Map(loaded.site.pages.map((p, i) => [p, i]));
  const shardRank = new Map(shards.plan.ids.map((id, i) => [id, i]));
  const rankOf = (page: Page) => {
    const shard = shards.fed(page);
    return shard === undefined ? shards.plan.ids.length : shardRank.get(shard)!;
  };
  jobs.sort((a, b) => rankOf(a.page) - rankOf(b.page) || order.get(a.page)! - order.get(b.page)!);
  let local: Promise<PageJobRunner> | undefined;
  const inProcess = () => (local ??= Promise.resolve(createPageJobRunner(loaded, rendering, settings, cache)));
  const pool = count > 0 ? createRenderPool(count, { loaded: withoutSources(loaded), settings, cache: cache !== undefined }, inProcess) : undefined;
  const byPath = new Map(loaded.site.pages.map((p) => [p.path, p]));
  let compiled = 0;
  /**
   * The first job compiling each text (by shared key): a page with the same text waits for it
   * and takes its compile when it was filed for every file (a versioned site's pages repeat
   * across its versions).
   */
  const compiling = new Map<string, Promise<Pick<PageJobResult, 'contentKey' | 'dependenciesHash'> | undefined>>();
  try {
    await mapLimit(jobs, pool ? count * 4 : 8, async (p) => {
      readPlannedSource(p, loaded, rendering, cache);
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
      collected.accept(byPath.get(result.path)!, result.record, result.record.searchHtml, manifestEntry(result.record, result.pageKey, { ...result, contentKey: result.contentKey ?? p.job.contentKey, ...(p.sourceHash !== undefined && { sourceHash: p.sourceHash }) }));
      await search?.room();
    });
  } finally {
    await pool?.close();
  }
  return { compiled, workerFailures: pool?.failures ?? [] };
}

/** A rendered page's manifest entry: its record without the search HTML, and the keys it was made under (none: not kept). */
function manifestEntry(record: PageRecord, key: string | undefined, p: Pick<PlannedPage, 'dependencies' | 'dependenciesHash' | 'sourceHash'> & { contentKey?: string; layoutKey?: string }): ManifestPage | undefined {
  if (!key) return undefined;
  const { searchHtml: _html, ...summary } = record;
  return {
    key,
    ...summary,
    ...(p.contentKey && p.dependenciesHash !== undefined && { content: p.contentKey, dependencies: p.dependencies ?? [], dependenciesHash: p.dependenciesHash }),
    layout: p.layoutKey,
    ...(p.contentKey && p.sourceHash !== undefined && { source: p.sourceHash }),
  };
}

/** The loaded site a render process needs: page sources travel with each job instead. */
function withoutSources(loaded: LoadedSite): Omit<LoadedSite, 'sources'> {
  const { sources: _sources, ...rest } = loaded;
  return rest;
}
