import { thumbnailDiagnostics } from '../render/og-card.js';
import { type ImageSize, readLogoSizes } from './image-size.js';
import { quireCacheDir } from './cache-dir.js';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { hash } from '../io/hash.js';
import { startDocsListing, worthListingInWorker } from './docs-listing.js';
import { type FileTimes, openPageHeads, pageHeadsFile } from './page-heads.js';
import { join } from 'node:path';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { CONFIG_FILE } from '../config/load-config.js';
import { frontmatterEnd, parseFrontmatter, type FrontmatterResult } from '../content/frontmatter.js';
import { frontmatterFieldDiagnostics } from '../content/frontmatter-fields.js';
import { isSnippetFile } from './page-files.js';
import { locateInSource, substituteVariables, variablesConfigDiagnostics, type Variables } from '../content/substitute-variables.js';
import { parseJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';
import type { ApiIndex } from '../openapi/api-index.js';
import { loadOpenApiDocuments, type UnusableSpec } from '../openapi/load-openapi.js';
import { createSpecFetch } from '../openapi/spec-cache.js';
import { isUrl, normaliseSpecSource } from '../openapi/spec-source.js';
import { collectOpenApiRefs } from '../navigation/collect-openapi-refs.js';
import { resolveNavigation } from '../navigation/resolve-navigation.js';
import type { SiteModel } from '../shared/site-model.js';
import { findOpenApiFiles } from './find-openapi-files.js';
import { readGitInfo, type GitInfo } from './git-dates.js';
import { inputChanged } from './input-changed.js';
import { mapLimit } from '../shared/map-limit.js';
import { configuredAsyncApiSources, parseAsyncApiFrontmatter } from '../openapi/asyncapi/asyncapi-model.js';
import { navigationAsyncApiSources } from '../navigation/asyncapi-expansion.js';
import { loadAsyncApiDocuments, type AsyncApiDocument, type AsyncApiRef } from '../openapi/asyncapi/load-asyncapi.js';
import { historyDiagnostics, ownDate, withPageHistory, wantsGitDates } from './page-history.js';
import { excludedPaths, OUTPUT_MARKER, SKIPPED_DIRS, scanDocs, type DocsScan } from './scan-docs.js';
import { loadCheckedConfig } from './config-memo.js';
import { frontmatterDigest, memoisedNavigation, navigationKey, readNavigationRecord } from './nav-memo.js';

/** Everything the commands need about a docs folder, loaded once. */
export interface LoadedSite {
  root: string;
  config: DocsConfig;
  site: SiteModel;
  scan: DocsScan;
  apis: Map<string, ApiIndex>;
  /**
   * Page sources read during loading, so the build does not read them twice. Loaded with
   * `pageHeads`, only the files that changed since the last load are here (`readSource` reads the others).
   */
  sources: Map<string, string>;
  /** Hash of each page file's whole text (`pageHeads` without `frontmatterOnly`; src/io/hash.ts of the text). */
  sourceHashes?: Map<string, string>;
  /**
   * Documents whose pages show a notice instead of the reference (normalised sources): remote
   * ones an offline build could not get, and those that cannot be used at all (`unusableSpecs`).
   */
  unavailableSpecs: Set<string>;
  /**
   * Documents that cannot be used at all (unreadable, unparseable, not OpenAPI 3.x): the reason
   * their pages show, and the error (the dev server shows it on those pages only).
   */
  unusableSpecs: Map<string, UnusableSpec>;
  /** Where this site's caches live (site/cache-dir.ts): OpenAPI downloads and validations, rendered pages. */
  cacheDir: string;
  /** AsyncAPI documents (docs.json `api.asyncapi`, frontmatter `asyncapi:`), by normalised source. */
  asyncapis?: Map<string, AsyncApiDocument>;
  /** Intrinsic sizes of the docs.json logo files, by the path docs.json gives (site/image-size.ts). */
  logoSizes?: Record<string, ImageSize>;
  /**
   * Key of everything `site` was made from, when that is known without serialising the model
   * (the navigation memo's key, and no page dates from git): build/page-job.ts keys layouts with
   * it instead of hashing a 27,000-page model's JSON.
   */
  siteKey?: string;
}

export interface LoadSiteOptions {
  /** Folders left out of the scan (the output folder). */
  exclude?: string[];
  /** Called once the docs folder is listed (the build starts its own thread's work then). */
  onFolderListed?: () => void;
  /**
   * Read only the head of each page, up to its closing frontmatter fence (the dev server,
   * which reads a page's body when the page is requested). `sources` then stays empty.
   */
  frontmatterOnly?: boolean;
  /**
   * Parsed frontmatter by page file, reused for files still in it and filled for the others;
   * the caller deletes the entries of files that changed (the dev server). An entry made with
   * other docs.json `variables` is parsed again.
   */
  frontmatterCache?: Map<string, CachedFrontmatter>;
  /** Skip git (edit links, dates): a render process takes the page model from the main process. */
  noHistory?: boolean;
  /** Fetches remote OpenAPI documents (the dev server passes a session cache). */
  fetch?: typeof fetch;
  /**
   * No network: remote OpenAPI documents come from the copy an earlier online build cached;
   * one without a copy is a warning, and its pages show a "specification unavailable" notice.
   */
  offline?: boolean;
  /** Folder for caches (`--cache-dir`); default: see quireCacheDir. */
  cacheDir?: string;
  /**
   * Remember each page file's frontmatter (and, reading whole files, its hash) in the cache
   * folder, and take it from there while the file's size and times are unchanged (page-heads.ts):
   * an unchanged page is not read. `code` is Quire's code fingerprint. Unchanged pages' texts are
   * then not in `sources`.
   */
  pageHeads?: {
    code: string;
    /**
     * Take each recorded head without a stat of its file (`quire dev`'s first load: 27,000 stats
     * were a fifth of a second before the first page). The result's `unverified` then tells
     * which of those files changed since they were recorded, for the caller to apply as edits.
     */
    trust?: boolean;
  };
}

/** A page's parsed frontmatter, with the docs.json `variables` it was substituted with. */
export type CachedFrontmatter = Pick<FrontmatterResult, 'data' | 'diagnostics'> & { variables?: string; digest?: string };

export interface LoadSiteResult {
  loaded?: LoadedSite;
  diagnostics: Diagnostic[];
  /** With `pageHeads.trust`: the page files taken from the store that changed since (one stat each, when called). */
  unverified?: () => string[];
}

/** Files whose times the listing takes: page files (and snippets, which cost a stat each and are skipped later). */
const PAGE_FILE_PATTERN = '\\.mdx?$';

/**
 * config → scan → frontmatter → OpenAPI → SiteModel. Stops early only when docs.json itself
 * is unusable; otherwise collects every problem it finds.
 */
export async function loadSite(root: string, opts: LoadSiteOptions = {}): Promise<LoadSiteResult> {
  const cacheDir = quireCacheDir(root, { ...(opts.cacheDir && { cacheDir: opts.cacheDir }) });
  // A large site's folder is listed (and, unless the heads are trusted, its page files' times
  // taken) on a worker thread, while this one reads the records below (docs-listing.ts).
  const listing =
    opts.pageHeads && worthListingInWorker(pageHeadsFile(cacheDir))
      ? startDocsListing(root, { marker: OUTPUT_MARKER, skipped: [...SKIPPED_DIRS], excluded: excludedPaths(root, opts.exclude), ...(!opts.pageHeads.trust && { timesOf: PAGE_FILE_PATTERN }) })
      : undefined;
  // With the page-head store on, docs.json's validation is kept beside it (config-memo.ts).
  const { config, diagnostics, locate, iconDiagnostics, memoKey } = await loadCheckedConfig(root, opts.pageHeads && { cacheDir, code: opts.pageHeads.code });
  if (!config) return { diagnostics };

  diagnostics.push(...variablesConfigDiagnostics(config.variables), ...iconDiagnostics);
  const variablesKey = JSON.stringify(config.variables ?? {});
  const heads = opts.pageHeads ? openPageHeads(cacheDir, opts.pageHeads.code) : undefined;
  // Read now, its key checked once the pages are known: while a worker lists the folder, this
  // thread would otherwise wait.
  const navRecord = opts.pageHeads && memoKey ? readNavigationRecord(cacheDir) : undefined;
  const listed = await listing;
  const scan = await scanDocs(root, { ...(opts.exclude && { exclude: opts.exclude }), ...(listed && { listing: listed }) });
  opts.onFolderListed?.();
  const sources = new Map<string, string>();
  const frontmatter = new Map<string, Record<string, unknown>>();
  const cache = opts.frontmatterCache;
  const vanished = new Set<string>();
  const sourceHashes = heads && !opts.frontmatterOnly ? new Map<string, string>() : undefined;
  const trusted: string[] = [];
  const digests = new Map<string, string>();
  await mapLimit(scan.pageFiles, 64, async (file) => {
    let fm: CachedFrontmatter | undefined = cache?.get(file);
    if (fm && fm.variables !== variablesKey) fm = undefined;
    let stat: FileTimes | undefined;
    if (!fm && heads && opts.pageHeads?.trust) {
      const head = heads.recorded(file);
      if (head && head.variables === variablesKey && (head.sourceHash !== undefined || !sourceHashes)) {
        fm = head;
        trusted.push(file);
        if (head.sourceHash !== undefined) sourceHashes?.set(file, head.sourceHash);
        cache?.set(file, fm);
      }
    }
    if (!fm && heads) {
      stat = scan.pageTimes?.get(file) ?? statSync(join(root, file), { throwIfNoEntry: false });
      const head = stat && heads.get(file, stat);
      // A record made from the head only (the dev server) has no hash: a build reads the file.
      if (head && head.variables === variablesKey && (head.sourceHash !== undefined || !sourceHashes)) {
        fm = head;
        if (head.sourceHash !== undefined) sourceHashes?.set(file, head.sourceHash);
        cache?.set(file, fm);
      }
    }
    if (!fm) {
      let text: string;
      try {
        // Synchronous reads: ten times faster than promise-based ones for thousands of small files
        // (no thread-pool round trips), and nothing else needs this thread while the site loads.
        text = opts.frontmatterOnly ? readPageHeadSync(join(root, file)) : readFileSync(join(root, file), 'utf8');
      } catch (err) {
        // Deleted or replaced since the scan: a located error, and no page for it.
        vanished.add(file);
        diagnostics.push((err as NodeJS.ErrnoException).code === 'ERR_STRING_TOO_LONG' ? pageTooLarge(file) : inputChanged(file, err));
        return;
      }
      const tooLarge = !opts.frontmatterOnly && text.length > MAX_PAGE_CHARS;
      if (tooLarge) {
        // Compiling it would take gigabytes (then the process dies of heap exhaustion): say so.
        diagnostics.push(pageTooLarge(file));
        sources.set(file, '');
      } else if (!opts.frontmatterOnly) sources.set(file, text);
      const parsed = frontmatterWithVariables(text, file, config.variables);
      // The digest keys the navigation memo, which only loads with the page-head store make.
      fm = { ...parsed, variables: variablesKey, ...(heads && { digest: frontmatterDigest(parsed.data, variablesKey) }) };
      cache?.set(file, fm);
      if (heads && !tooLarge) {
        const sourceHash = sourceHashes ? hash(text) : undefined;
        if (sourceHash !== undefined) sourceHashes!.set(file, sourceHash);
        // The times were taken before the read: an edit during it leaves a record that no longer
        // matches the file, which the next load reads again.
        if (stat) heads.set(file, stat, { data: fm.data, diagnostics: fm.diagnostics, variables: variablesKey, digest: fm.digest!, ...(sourceHash !== undefined && { sourceHash }) });
      }
    }
    diagnostics.push(...fm.diagnostics);
    frontmatter.set(file, fm.data);
    if (heads) digests.set(file, (fm.digest ??= frontmatterDigest(fm.data, fm.variables)));
  });
  if (vanished.size) scan.pageFiles = scan.pageFiles.filter((f) => !vanished.has(f));
  heads?.save(scan.pageFiles);
  // Keep file order stable (the map was filled concurrently).
  const files = new Map(scan.pageFiles.map((f) => [f, frontmatter.get(f) ?? {}]));
  // Git runs beside the OpenAPI loading; only when docs.json asks for edit links or dates.
  const datesWanted = opts.noHistory ? new Set<string>() : wantsGitDates(config, files);
  const git: Promise<GitInfo | undefined> =
    (config.repository && !opts.noHistory) || datesWanted.size ? readGitInfo(root, { dates: datesWanted.size > 0, wanted: datesWanted }) : Promise.resolve(undefined);

  const { refs, unresolved } = collectOpenApiRefs(config, files, scan.otherFiles);
  // Pages may name an operation without a file when the repository has one spec that docs.json
  // does not list: find it, as Mintlify does.
  const bareReference = [...files.values()].some(
    (fm) => (typeof fm.openapi === 'string' && !/^\S+\s+\S+\s+\S+/.test(fm.openapi.trim())) || (typeof fm['openapi-schema'] === 'string' && !fm['openapi-schema'].trim().includes(' ')),
  );
  if (bareReference && refs.length === 0) {
    for (const source of await findOpenApiFiles(root, scan.otherFiles)) refs.push({ source, file: source });
  }
  for (const ref of unresolved) {
    diagnostics.push({
      severity: 'warning',
      code: 'content/openapi-file-missing',
      message: `OpenAPI document "${ref.source}" named in ${ref.jsonPath} does not exist; the page renders without the API reference`,
      file: ref.file,
      hint: 'fix the file name in the frontmatter, or list the document under "openapi" in docs.json',
    });
  }
  // Every online download is kept, so a later --offline build can use the copy.
  const specFetch = createSpecFetch({ dir: join(cacheDir, 'openapi'), offline: opts.offline ?? false, fetch: opts.fetch });
  const fetchLimits = config.api?.openapiFetch;
  const { apis, unusable, diagnostics: apiDiagnostics } = await loadOpenApiDocuments(root, refs, {
    fetch: specFetch.fetch,
    validationCache: join(cacheDir, 'openapi-validation'),
    limits: {
      ...(fetchLimits?.maxSizeMB !== undefined && { maxBytes: Math.round(fetchLimits.maxSizeMB * 1024 * 1024) }),
      ...(fetchLimits?.timeoutSeconds !== undefined && { timeoutMs: Math.round(fetchLimits.timeoutSeconds * 1000) }),
    },
  });
  const unavailableSpecs = new Set<string>();
  for (const d of apiDiagnostics) {
    const url = opts.offline && d.code === 'openapi/fetch' ? refs.map((r) => normaliseSpecSource(r.source)).find((id) => isUrl(id) && !apis.has(id) && d.message.includes(id)) : undefined;
    if (url) {
      unavailableSpecs.add(url);
      diagnostics.push({ ...d, severity: 'warning', message: `${d.message}; its pages show a "specification unavailable" notice`, hint: 'run one online build to cache the document, or commit a copy to the docs folder' });
    } else diagnostics.push(d);
  }
  // A document that cannot be used fails alone: its pages are still placed, with a notice
  // (the error above makes the build exit 1), and every other page builds.
  const unusableSpecs = new Map<string, UnusableSpec>();
  for (const [id, why] of unusable) {
    if (unavailableSpecs.has(id)) continue;
    unavailableSpecs.add(id);
    unusableSpecs.set(id, why);
  }
  for (const url of specFetch.usedCache) {
    diagnostics.push({ severity: 'warning', code: 'openapi/cached-copy', message: `offline: using the cached copy of ${url} from an earlier online build`, file: 'docs.json' });
  }

  // AsyncAPI: docs.json's documents (api.asyncapi, navigation) and those pages name (`asyncapi: "file channel"`).
  const asyncRefs: AsyncApiRef[] = configuredAsyncApiSources(config.api?.asyncapi).map((source) => ({ source, file: CONFIG_FILE, jsonPath: 'api.asyncapi' }));
  for (const { source, jsonPath } of navigationAsyncApiSources(config.navigation)) asyncRefs.push({ source, file: CONFIG_FILE, jsonPath });
  for (const [file, fm] of files) {
    const named = parseAsyncApiFrontmatter(fm.asyncapi)?.file;
    if (named) asyncRefs.push({ source: named, file });
  }
  const { docs: asyncapis, diagnostics: asyncDiagnostics } = asyncRefs.length ? await loadAsyncApiDocuments(root, asyncRefs, { fetch: specFetch.fetch, cacheDir: join(cacheDir, 'asyncapi-validation') }) : { docs: undefined, diagnostics: [] };
  diagnostics.push(...asyncDiagnostics);

  const resolve = () => resolveNavigation({ config, files, apis, unavailableSpecs, ...(asyncapis && { asyncapis }) });
  // With the page-head store, the resolved navigation is kept too (nav-memo.ts).
  const navKey = opts.pageHeads && memoKey ? navigationKey({ code: opts.pageHeads.code, config: memoKey, files: [...files.keys()].map((f) => [f, digests.get(f)!] as const), apis, unavailableSpecs, ...(asyncapis && { asyncapis }) }) : undefined;
  const resolved = navKey !== undefined ? memoisedNavigation(cacheDir, navKey, resolve, files, navRecord) : resolve();
  diagnostics.push(...resolved.diagnostics, ...thumbnailDiagnostics(config, scan.otherFiles));
  const gitInfo = await git;
  diagnostics.push(...historyDiagnostics(datesWanted, gitInfo));
  // Dates a page gives itself (`lastUpdatedDate`, `timestamp: 2024-05-01`) need no git.
  const ownDates = [...files.values()].some((fm) => ownDate(fm) !== undefined);
  const dated = (config.repository && !opts.noHistory) || datesWanted.size > 0 || ownDates;
  const site = dated ? { ...resolved.site, pages: resolved.site.pages.map((p) => withPageHistory(p, config, gitInfo)) } : resolved.site;
  // The resolver and the spec loader know JSON paths; docs.json's positions add line:column.
  for (const d of diagnostics) {
    if (d.file === CONFIG_FILE && d.jsonPath && d.line === undefined && locate) Object.assign(d, locate(parseJsonPath(d.jsonPath)));
  }
  const logoSizes = await readLogoSizes(root, config.logo);
  const siteKey = navKey !== undefined && !dated ? navKey : undefined;
  const loaded: LoadedSite = { root, config, site, scan, apis, sources, unavailableSpecs, unusableSpecs, cacheDir, ...(sourceHashes && { sourceHashes }), ...(asyncapis && { asyncapis }), logoSizes, ...(siteKey && { siteKey }) };
  return { loaded, diagnostics, ...(heads && opts.pageHeads?.trust && { unverified: () => heads.changed(trusted, root) }) };
}

/**
 * A page's frontmatter with docs.json `variables` substituted into its text before the YAML is
 * read (so an unquoted `title: {{product}}` works). Only the frontmatter's unknown names are
 * reported here; the page renderer reports the body's.
 */
export function frontmatterWithVariables(text: string, file: string, variables: Variables | undefined): Pick<FrontmatterResult, 'data' | 'diagnostics'> {
  const head = variables ? text.slice(0, frontmatterEnd(text)) : '';
  if (!head.includes('{{')) {
    const fm = parseFrontmatter(text, file);
    return { data: fm.data, diagnostics: [...fm.diagnostics, ...fieldDiagnostics(fm.data, text, file)] };
  }
  const sub = substituteVariables(head, variables, { file, format: file.endsWith('.md') ? 'md' : 'mdx' });
  const fm = parseFrontmatter(sub.text, file);
  return { data: fm.data, diagnostics: [...sub.diagnostics, ...fm.diagnostics.map((d) => locateInSource(d, sub)), ...fieldDiagnostics(fm.data, text, file)] };
}

/** Unknown and ignored fields of a page's frontmatter (snippets are not pages: theirs is their own). */
function fieldDiagnostics(data: Record<string, unknown>, text: string, file: string): Diagnostic[] {
  return isSnippetFile(file) ? [] : frontmatterFieldDiagnostics(data, text, file);
}

/** Pages up to 64 MB build (a 64 MB code block: ~3 GB, minutes); bigger ones are an error. */
export const MAX_PAGE_CHARS = 64 * 1024 * 1024;

function pageTooLarge(file: string): Diagnostic {
  return {
    severity: 'error',
    code: 'content/page-too-large',
    message: `${file} is larger than ${MAX_PAGE_CHARS / 1024 / 1024} MB; pages this big are not built (compiling one takes several GB of memory)`,
    file,
    hint: 'move large code or data into a file in the docs folder (e.g. /downloads/data.txt) and link to it, or split the page',
  };
}

const HEAD_BYTES = 8192;

/**
 * The start of a page, complete up to the end of its frontmatter: one small read for nearly
 * every page, the whole file only when its frontmatter is longer than the first read.
 */
export async function readPageHead(file: string): Promise<string> {
  return readPageHeadSync(file);
}

/** One buffer for every head read: the reads are synchronous, and a zero-filled buffer per page was measurably slower on large sites. */
const headBuffer = Buffer.allocUnsafe(HEAD_BYTES);

function readPageHeadSync(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = headBuffer;
    const bytesRead = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    if (bytesRead < HEAD_BYTES) return buffer.toString('utf8', 0, bytesRead);
    const text = buffer.toString('utf8');
    // Only whole lines count: a fence cut in half must not end the frontmatter early.
    const head = text.slice(0, text.lastIndexOf('\n') + 1);
    if (!/^(\uFEFF)?---[ \t]*\r?\n/.test(head) || /\n---[ \t]*\r?\n/.test(head)) return head;
  } finally {
    closeSync(fd);
  }
  return readFileSync(file, 'utf8');
}
