import { MCP_NEEDS_SITE_URL } from '../shared/contextual-options.js';
import { resolve } from 'node:path';
import { hasFailures, type Diagnostic } from '../diagnostics/quire-error.js';
import type { BuildPhase } from './progress.js';
import { createSearchIndexer, type SearchIndexResult } from '../search/search-index.js';
import { SHARD_LIST_FILE } from '../search/search-shards.js';
import { resolveSiteLocation } from '../site/site-url.js';
import { writeQuireAssets } from './site-assets.js';
import { loadSite, type LoadedSite } from '../site/load-site.js';
import { createOutputDir, folderSize } from './output-dir.js';
import { createSiteRendering, type RenderSettings } from './page-job.js';
import { codeFingerprint, createRenderCache, outputFilesListPath } from './render-cache.js';
import { checkListedFiles } from './missing-files.js';
import { quireCacheDir } from '../site/cache-dir.js';
import { renderPages } from './render-pages.js';
import { writeExtras } from './write-extras.js';
import { checkSiteLinks } from './site-link-check.js';

export interface BuildOptions {
  root: string;
  /** Output folder; default `<root>/dist`. */
  out?: string;
  strict?: boolean;
  /** Called as the current phase advances: pages rendered, then pages whose links were checked (for progress output). */
  onProgress?: (done: number, total: number) => void;
  /** Called as the build enters each phase (for progress output). */
  onPhase?: (phase: BuildPhase) => void;
  /** Sub-path the site is served under (`/docs/`); default: the path of the site URL, else none. */
  base?: string;
  /** Public URL of the site (`https://docs.example.com`); default: docs.json `seo.metatags.canonical`. */
  baseUrl?: string;
  /** Generate social images for pages without their own og:image (default true). */
  ogImages?: boolean;
  /** Build the Pagefind search index (default true). */
  search?: boolean;
  /** No network: cached or missing remote OpenAPI documents are warnings (see LoadSiteOptions). */
  offline?: boolean;
  /** Reuse unchanged pages through the render cache (default true). */
  cache?: boolean;
  /** Folder for caches; default: `<root>/node_modules/.cache/quire` in an npm project, else the user's cache folder (site/cache-dir.ts). */
  cacheDir?: string;
  /** Render processes (0: render in this process); default one per core for large builds. */
  workers?: number;
  /**
   * Delete the previous output from a detached process instead of waiting for it (the CLI: at
   * 10,000 pages that is 30,000 files and seconds of the build).
   */
  backgroundCleanup?: boolean;
}

export interface BuildStats {
  /** Generated API reference pages among `pages`. */
  apiPages: number;
  /** Pagefind indexing time (ms), mostly overlapping the render; undefined when search is off. */
  searchMs?: number;
  searchPages?: number;
  /** The public URL is unknown: sitemap.xml and canonical links could not be absolute. */
  noSiteUrl: boolean;
  /** Pages rendered this time; the others were taken unchanged from the previous output. */
  rendered: number;
  reused: number;
  /** Pages whose MDX was compiled (not found in the cache). */
  compiled: number;
  /** Render processes used (0: rendered in the main process). */
  workers: number;
  /** Search index shards, and how many were kept from the previous output (their pages were unchanged). */
  searchShards?: { count: number; reused: number };
  /** Bytes of the output folder once committed. */
  bytes?: number;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  out: string;
  pages: number;
  loaded?: LoadedSite;
  stats?: BuildStats;
}

/**
 * Below this many pages the previous output is deleted in-process: a few thousand unlinks take
 * ~0.2 s, about what starting the detached process costs.
 */
const BACKGROUND_CLEANUP_PAGES = 1000;

/**
 * Builds the site into a temporary folder beside `out` and swaps it in only when every page
 * rendered without errors: a failed build never touches the previous output.
 */
export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const root = resolve(opts.root);
  const out = resolve(opts.out ?? `${root}/dist`);
  const strict = opts.strict ?? false;
  const diagnostics: Diagnostic[] = [];

  const guard = outputGuard(root, out);
  if (guard) return { ok: false, diagnostics: [guard], out, pages: 0 };

  opts.onPhase?.('loading');
  // With the cache, unchanged page files are not read again (site/page-heads.ts).
  // QUIRE_PAGE_HEADS=0 reads every file, as before, for measuring the difference (bench/RESULTS.md).
  const pageHeads = opts.cache === false || process.env.QUIRE_PAGE_HEADS === '0' ? undefined : { code: await codeFingerprint() };
  const cacheDir = quireCacheDir(root, { ...(opts.cacheDir && { cacheDir: opts.cacheDir }) });
  // Which of the previous output's files are still there, on another thread while the site loads;
  // started once the docs folder is listed, when that runs on a thread too: on two cores the two
  // threads slowed each other, and the listing is needed first (bench/RESULTS.md).
  const listFile = outputFilesListPath(cacheDir, await codeFingerprint(), out);
  let presence: ReturnType<typeof checkListedFiles> | undefined;
  const checkPresence = () => {
    if (opts.cache !== false) presence ??= checkListedFiles(out, listFile);
  };
  // The previous output's manifest is read from now on: on a large site its parse (~0.2 s at
  // 27,000 pages) takes the moments the site's load waits for the folder listing's thread.
  const renderCache = opts.cache === false ? undefined : createRenderCache(cacheDir);
  const previousManifest = renderCache?.then((cache) => cache.readManifest(out));
  // Awaited below; a build that stops before then must not leave them unhandled.
  for (const early of [renderCache, previousManifest]) early?.catch(() => undefined);
  const { loaded, diagnostics: loadDiagnostics } = await loadSite(root, {
    exclude: [out],
    offline: opts.offline ?? false,
    cacheDir,
    ...(pageHeads && { pageHeads }),
    onFolderListed: checkPresence,
  });
  checkPresence();
  diagnostics.push(...loadDiagnostics);
  // Problems found while loading (a spec that cannot be used, a broken navigation entry) fail
  // the build at the end: every page is still rendered, so one run reports every problem.
  if (!loaded) return { ok: false, diagnostics, out, pages: 0 };

  let output;
  try {
    // With the cache, a rebuild updates the previous output in place (output-dir.ts).
    output = await createOutputDir(out, { incremental: opts.cache !== false });
  } catch (err) {
    if (!isOutputFsError(err)) throw err;
    return { ok: false, diagnostics: [...diagnostics, outputDiagnostic(err, out)], out, pages: 0, loaded };
  }
  const search = opts.search === false ? undefined : createSearchIndexer();
  let indexing: Promise<SearchIndexResult> | undefined;
  try {
    const { config, site } = loaded;
    const loc = resolveSiteLocation(config, opts);
    // docs.json alone did not give the site's URL, `--base-url` does: the MCP options are shown after all.
    if (loc.origin) removeWhere(diagnostics, (d) => d.hint?.endsWith(MCP_NEEDS_SITE_URL) === true);
    const cache = await renderCache;
    const previous = await previousManifest;
    // A manifest in this version's cache: this same Quire wrote the previous output, whose copies of its own files stand.
    const ownOutput = previous && output.incremental ? out : undefined;
    const assets = await writeQuireAssets(output, ownOutput);
    const settings: RenderSettings = { assets, loc, outDir: output.dir, code: cache ? await codeFingerprint() : '', ogImages: opts.ogImages ?? true };
    const rendering = createSiteRendering(loaded, settings, cache);
    const { pages } = site;
    opts.onPhase?.('rendering');
    const renderedPages = await renderPages({
      loaded,
      output,
      out,
      settings,
      rendering,
      ...(cache && { cache }),
      ...(previous && { previous }),
      ...(presence && { presence }),
      ...(search && { search }),
      ...(opts.workers !== undefined && { workers: opts.workers }),
      ...(opts.onProgress && { onProgress: opts.onProgress }),
    });
    diagnostics.push(...renderedPages.diagnostics);
    // Pagefind indexes in its own process while this one writes the extras and checks links.
    const shards = renderedPages.search;
    indexing = search && shards.toWrite.length ? search.write(output.dir, shards.plan.folder, shards.toWrite) : undefined;
    indexing?.catch(() => undefined); // awaited below; a failure before then must not go unhandled
    opts.onPhase?.('writing extras');
    const extras = await writeExtras({ loaded, output, out, rendering, renderedPages, cached: cache !== undefined, ownOutput });
    diagnostics.push(...extras.diagnostics);

    opts.onPhase?.('checking links');
    const rendered = renderedPages.links;
    const linkCheck = checkSiteLinks({ loaded, rendered, written: extras.written, cached: cache !== undefined, previous: renderedPages.previousOutput?.linkCheck, ...(opts.onProgress && { onProgress: opts.onProgress }) });
    for (const p of rendered) diagnostics.push(...(linkCheck.findings.get(p.page.path) ?? []));

    let indexed: SearchIndexResult | undefined;
    if (indexing) {
      opts.onPhase?.('indexing search');
      indexed = await indexing;
      for (const e of indexed.errors) diagnostics.push({ severity: 'warning', code: 'build/search-index', message: `search index: ${e}` });
    }
    if (search) await output.write(SHARD_LIST_FILE, shards.plan.listJson());
    opts.onPhase?.('finishing');
    const stats: BuildStats = {
      apiPages: pages.filter((p) => p.source.kind !== 'mdx').length,
      noSiteUrl: !loc.origin,
      ...(indexed && { searchMs: Math.round(indexed.ms), searchPages: indexed.pages }),
      ...(search && { searchShards: { count: shards.plan.ids.length, reused: shards.reused.length } }),
      rendered: renderedPages.stats.rendered,
      reused: renderedPages.stats.reused,
      compiled: renderedPages.stats.compiled,
      workers: renderedPages.stats.workers,
    };
    for (const why of renderedPages.stats.workerFailures) {
      diagnostics.push({ severity: 'warning', code: 'build/worker', message: `${why}; its pages were rendered in the main process instead` });
    }
    if (hasFailures(diagnostics, strict)) {
      await output.discard();
      return { ok: false, diagnostics, out, pages: 0, loaded, stats };
    }
    // Updating in place, the old manifest goes first: if the commit were cut short, it would
    // describe files that are no longer there, and a later build would keep them on its word.
    if (cache && output.incremental) await cache.removeManifest(out);
    // The file list the last commit left, when the output is still that commit's (output-dir.ts checks).
    const filesCommit = renderedPages.previousOutput?.filesCommit;
    const listed = filesCommit && cache ? ((await presence)?.all ?? cache.readFileList(out)) : undefined;
    const previousFiles = filesCommit && listed ? { commit: filesCommit, files: listed } : undefined;
    const { bytesDelta, bytes: swappedBytes, files: outputFiles } = await output.commit({ background: (opts.backgroundCleanup ?? false) && pages.length >= BACKGROUND_CLEANUP_PAGES, ...(previousFiles && { previousFiles }) });
    const previousBytes = renderedPages.previousOutput?.bytes;
    // Files deleted by hand since the last build were in its total: then the folder is measured.
    const repaired = renderedPages.stats.missing + extras.statics.missing > 0;
    const bytes = swappedBytes ?? (bytesDelta !== undefined && previousBytes !== undefined && !repaired ? previousBytes + bytesDelta : folderSize(out));
    if (cache && renderedPages.manifest) {
      const { siteFilesKey, siteFileKeys, llmsFullSpans } = extras;
      const manifest = { ...renderedPages.manifest, staticFiles: extras.statics.stamps, bytes, ...(siteFilesKey && { siteFiles: siteFilesKey }), ...(Object.keys(siteFileKeys).length > 0 && { siteFileKeys }), ...(llmsFullSpans && { llmsFull: llmsFullSpans }), linkCheck: linkCheck.record, ...(outputFiles && { filesCommit: outputFiles.commit }) };
      await cache.writeManifest(out, manifest, outputFiles && { files: outputFiles.files, changed: outputFiles.changed });
    }
    return { ok: true, diagnostics, out, pages: pages.length, loaded, stats: { ...stats, bytes } };
  } catch (err) {
    // Pagefind may still be writing into the temporary folder: let it finish before removing it.
    await indexing?.catch(() => undefined);
    await search?.close();
    await output.discard().catch(() => undefined);
    if (isOutputFsError(err)) return { ok: false, diagnostics: [...diagnostics, outputDiagnostic(err, out)], out, pages: 0, loaded };
    throw err;
  }
}

/** File-system failures of the output folder (permissions, full disk…): the user's to fix, not a bug. */
const OUTPUT_FS_ERRORS = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EEXIST', 'EISDIR', 'EIO', 'EMFILE', 'ENAMETOOLONG']);

function isOutputFsError(err: unknown): err is NodeJS.ErrnoException {
  return OUTPUT_FS_ERRORS.has((err as NodeJS.ErrnoException)?.code ?? '');
}

function outputDiagnostic(err: NodeJS.ErrnoException, out: string): Diagnostic {
  const full = err.code === 'ENOSPC' || err.code === 'EDQUOT';
  return {
    severity: 'error',
    code: 'build/output-write',
    message: `cannot write the output folder ${out}: ${err.code}${err.path ? ` (${err.path})` : ''}${full ? ' — the disk is full' : ''}; the previous output was left as it was`,
    hint: full ? 'free some disk space, or build into another folder with --out' : 'check that the folder and its parent are writable, or choose another folder with --out',
  };
}

/** Refuses output folders that would overwrite the docs themselves. */
function outputGuard(root: string, out: string): Diagnostic | undefined {
  if (out === root || root.startsWith(`${out}/`)) {
    return {
      severity: 'error',
      code: 'build/out-contains-root',
      message: `the output folder ${out} contains the docs folder; building there would delete your docs`,
      hint: 'choose another folder with --out, e.g. --out dist',
    };
  }
  return undefined;
}

/** Removes, in place, the items of `list` that `drop` picks. */
function removeWhere<T>(list: T[], drop: (item: T) => boolean): void {
  let kept = 0;
  for (const item of list) if (!drop(item)) list[kept++] = item;
  list.length = kept;
}

