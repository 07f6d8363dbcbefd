import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { codeFingerprint, createRenderCache } from '../build/render-cache.js';
import { createApiReferenceCache } from '../build/api-reference-cache.js';
import { frontmatterWithVariables, loadSite, readPageHead, type LoadedSite, type LoadSiteOptions } from '../site/load-site.js';
import type { SiteRenderer } from '../render/site-renderer.js';
import type { SiteFile } from '../outputs/site-files.js';
import { markdownPath, resolveSiteLocation } from '../site/site-url.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { mapLimit } from '../shared/map-limit.js';
import type { SearchDocument } from '../search/search-index.js';
import { isPageFile, isSnippetFile, isStaticAsset } from '../site/page-files.js';
import type { ThemeDefinition } from '../render/theme-types.js';
import type { Page } from '../shared/site-model.js';
import { ogCardInput, ogImagePath, wantsOgImage } from '../render/og-card.js';
import type { ogCardImages as ogCardImagesOf } from '../build/og-image.js';
import { frameAll, type FramedDiagnostic } from './code-frame.js';
import { errorOverlay, errorOverlayPage, withOverlay } from './error-overlay.js';
import { isFileRange, readFileRange } from '../io/file-range.js';
import { lastParseStore } from './last-parses.js';
import { devContentCache, type DevContentCache } from './dev-content-cache.js';

/** Options of {@link createDevSite}. */
export interface DevSiteOptions {
  /** Absolute docs root. */
  root: string;
  /** Folders never scanned (the build output). */
  exclude: string[];
  /** Fetches remote OpenAPI documents (a session cache). */
  fetch: typeof fetch;
  /** The same asset URLs as the build. */
  assets: { css: string[]; js: string[] };
  /** The live-reload client, added to the end of every HTML answer (see {@link withLiveClient}). */
  liveClient: string;
  /** Problems found, with code frames: printed by the CLI. */
  onDiagnostics?: (problems: FramedDiagnostic[]) => void;
}

/** An HTML answer of the dev server. */
export interface DevPage {
  status: number;
  html: string;
  /** The page's own file (docs-root-relative), for an MDX page. */
  file?: string;
}

/** A site file as the dev server answers it (see outputs/site-files.ts). */
export interface DevFile {
  status: number;
  /** Where the build writes it (its type follows from the name). */
  file: string;
  body: string | Uint8Array;
  /** Made from the pages rendered so far this session (the utility CSS), not from the site alone. */
  fromPages?: boolean;
}

/** What a batch of file changes did: the pages to reload (null: every open page). */
export interface ChangeResult {
  kind: 'none' | 'page' | 'content' | 'site' | 'asset';
  paths: string[] | null;
}

interface State {
  loaded?: LoadedSite;
  renderer?: SiteRenderer;
  /** Compiled pages shared with the build's render cache. */
  contents?: DevContentCache;
  theme?: ThemeDefinition;
  /** Sub-path the site is served under (`/docs`), as the build computes it; '' for none. */
  base: string;
  /** Page by the URL of its Markdown twin (`/guides/intro.md`). */
  byMarkdownPath: Map<string, Page>;
  /** Errors of docs.json, navigation and specs: shown on every page. */
  siteErrors: Diagnostic[];
  /** Load errors located in a page file (its frontmatter): shown on that page. */
  pageErrors: Map<string, Diagnostic[]>;
  byPath: Map<string, Page>;
  html: Map<string, Promise<DevPage>>;
  /** Content HTML of pages rendered (the search index's input), beside `html`. */
  content: Map<string, string>;
  /** Markdown twins of pages rendered, beside `html`. */
  markdown: Map<string, string>;
  /** Tailwind utility classes of pages rendered, beside `html` (the utility CSS is made from them). */
  utilities: Map<string, string[]>;
  /** The site's other URLs (outputs/site-files.ts), listed on first request. */
  files?: Promise<Map<string, SiteFile>>;
}

/** Changed pages rendered ahead of the browsers' reload. */
const PRERENDER_LIMIT = 4;

/**
 * The dev server's view of a docs folder: the SiteModel (resolved from frontmatter alone),
 * pages rendered on request and cached until one of their inputs changes, and the rules that
 * map a changed file to the least work that keeps every page correct.
 */
export function createDevSite(opts: DevSiteOptions) {
  const { root } = opts;
  const frontmatterCache: NonNullable<LoadSiteOptions['frontmatterCache']> = new Map();
  /** The last page that rendered without errors, per URL: what the overlay covers after a break. */
  const lastGood = new Map<string, string>();
  const report = async (diagnostics: Diagnostic[]) => {
    if (diagnostics.length && opts.onDiagnostics) opts.onDiagnostics(await frameAll(root, diagnostics));
  };

  /** Page files the first load took from the store unseen (see {@link DevSite.staleFiles}). */
  let unverified: (() => string[]) | undefined;
  /**
   * The first load's diagnostics, printed once the first page is out (reportStartup): framing a
   * large site's hundreds of warnings took the one thread on the way to that page.
   */
  let startupDiagnostics: Diagnostic[] | undefined;

  async function load(first = false): Promise<State> {
    let result: Awaited<ReturnType<typeof loadSite>>;
    try {
      // Page files unchanged since the last build or dev run are not read (site/page-heads.ts);
      // the first load does not even stat them: staleFiles() does, once the first page is out.
      const pageHeads = process.env.QUIRE_PAGE_HEADS !== '0' && { pageHeads: { code: await codeFingerprint(), trust: first } };
      result = await loadSite(root, { exclude: opts.exclude, frontmatterOnly: true, frontmatterCache, fetch: opts.fetch, ...pageHeads });
      if (first) unverified = result.unverified;
    } catch (err) {
      // A loader bug must not take the server down: show it, and retry on the next change.
      result = { diagnostics: [{ severity: 'error', code: 'dev/load-crash', message: `internal error while loading the site (a bug in Quire): ${(err as Error).stack ?? err}` }] };
    }
    const { loaded, diagnostics } = result;
    if (first) startupDiagnostics = diagnostics;
    else {
      // A later load's report supersedes the first one's, if that is still waiting.
      startupDiagnostics = undefined;
      await report(diagnostics);
    }
    const pageFiles = new Set(loaded?.scan.pageFiles ?? []);
    const state: State = { base: '', siteErrors: [], pageErrors: new Map(), byPath: new Map(), byMarkdownPath: new Map(), ...emptyRenders() };
    // An OpenAPI document that cannot be used fails alone: its error is shown on its own pages
    // (over their notice, see renderPage), every other page renders.
    const specErrors = new Set([...(loaded?.unusableSpecs.values() ?? [])].map((u) => u.diagnostic));
    for (const d of diagnostics.filter((x) => x.severity === 'error')) {
      if (specErrors.has(d)) continue;
      if (d.file && pageFiles.has(d.file)) state.pageErrors.set(d.file, [...(state.pageErrors.get(d.file) ?? []), d]);
      else state.siteErrors.push(d);
    }
    if (!loaded) return state;
    for (const page of loaded.site.pages) {
      state.byPath.set(page.path, page);
      state.byMarkdownPath.set(markdownPath(page.path), page);
    }
    return { ...state, loaded, ...(await rendererFor(loaded)) };
  }

  /** The renderer with the build's options (head tags, base path): a page must be the same HTML. */
  async function rendererFor(loaded: LoadedSite): Promise<Pick<State, 'renderer' | 'theme' | 'base' | 'contents'>> {
    // The MDX and highlighting stack loads here, off the path to printing the URL.
    const { createSiteRenderer } = await import('../render/site-renderer.js');
    // Social images as the build makes them (its default), drawn when asked for (ogImageFiles).
    // The build's render cache: compiled pages and generated API references, under the build's
    // keys. QUIRE_DEV_CONTENT_CACHE=0 compiles and makes everything, for measuring the difference
    // (bench/RESULTS.md). A cache that cannot be opened only makes every page render in full.
    const code = await codeFingerprint();
    const cache = process.env.QUIRE_DEV_CONTENT_CACHE === '0' ? undefined : await createRenderCache(loaded.cacheDir, { prune: false }).catch(() => undefined);
    const apiCache = cache && createApiReferenceCache(cache, code, loaded.config);
    const renderer = createSiteRenderer(loaded, { assets: opts.assets, loc: resolveSiteLocation(loaded.config, {}), ogImages: true, ...(apiCache && { apiCache }) });
    const contents = cache && devContentCache(loaded, code, cache);
    return { renderer, theme: renderer.theme, base: renderer.loc.base, ...(contents && { contents }) };
  }

  async function renderPage(state: State, page: Page): Promise<DevPage> {
    let rendered: { html: string; diagnostics: Diagnostic[] };
    try {
      // The page's text as it is now: the site was loaded from frontmatter alone.
      const file = page.source.kind === 'mdx' ? page.source.file : undefined;
      const source = file === undefined ? undefined : await readFile(join(root, file), 'utf8');
      // A page rendered before in this session renders again because its text or an input changed:
      // its new text was not compiled before, so only a first render looks in the cache.
      const content = source !== undefined && !lastGood.has(page.path) ? await state.contents?.get(page, source) : undefined;
      const parseMemo = file !== undefined && source !== undefined && !content ? lastParses.memoFor(file, source) : undefined;
      const result = await state.renderer!.render(page, { ...(source !== undefined && { source }), ...(content && { content }), ...(parseMemo && { parseMemo }) });
      if (file !== undefined && parseMemo) lastParses.keep(file, parseMemo);
      if (source !== undefined && content) warmCompilerLater(state, page, source);
      // Kept a moment later: the write is for later sessions and builds, not this request.
      else if (source !== undefined && result.content) state.contents?.keepLater(page, source, result.content);
      state.content.set(page.path, result.contentHtml);
      if (result.markdown !== undefined) state.markdown.set(page.path, result.markdown);
      if (result.content?.utilities) state.utilities.set(page.path, result.content.utilities);
      else state.utilities.delete(page.path);
      rendered = result;
    } catch (err) {
      // A renderer bug must not take the server down; show it like any other problem.
      const message = `internal error while rendering ${page.path} (a bug in Quire): ${(err as Error).stack ?? err}`;
      rendered = { html: '', diagnostics: [{ severity: 'error', code: 'dev/render-crash', message }] };
    }
    await report(rendered.diagnostics);
    if (rendered.html) rendered.html = withLiveClient(state.renderer!.finish(rendered.html), opts.liveClient);
    // A page whose MDX does not parse is a warning in a build (it shows a notice, as on Mintlify);
    // in dev it is the page being edited, so its error overlay shows as for an error.
    const renderErrors = rendered.diagnostics.filter((d) => d.severity === 'error' || (d.code === 'content/mdx-syntax' && d.file === page.source.file));
    const file = page.source.kind === 'mdx' ? page.source.file : undefined;
    const specError = page.source.kind === 'mdx' ? undefined : state.loaded?.unusableSpecs.get(page.source.spec)?.diagnostic;
    const errors = [...renderErrors, ...((file && state.pageErrors.get(file)) || []), ...(specError ? [specError] : []), ...state.siteErrors];
    if (errors.length === 0) {
      lastGood.set(page.path, rendered.html);
      return { status: 200, html: rendered.html, ...(file && { file }) };
    }
    const base = renderErrors.length ? (lastGood.get(page.path) ?? rendered.html) : rendered.html;
    const overlay = errorOverlay(await frameAll(root, errors));
    return base ? { status: 500, html: withOverlay(base, overlay) } : { status: 500, html: errorOverlayPage(await frameAll(root, errors), opts.liveClient) };
  }

  /**
   * A page laid out from a kept compile leaves the compiler cold (its code not yet optimised, no
   * highlighting grammar loaded), and the first save then took ~0.4 s more to show. The first
   * such page is compiled once more in the background, after its answer and its assets.
   */
  let compilerWarmed = false;
  function warmCompilerLater(state: State, page: Page, source: string): void {
    if (compilerWarmed) return;
    compilerWarmed = true;
    setTimeout(() => void state.renderer?.render(page, { source }).catch(() => undefined), WARM_COMPILER_AFTER_MS).unref();
  }

  /** The pieces of the long pages last rendered: a save reparses only those it changed. */
  const lastParses = lastParseStore();
  let current: Promise<State> = load(true);
  /** The state last resolved, for synchronous readers (the playground proxy's allow-list). */
  let latest: State | undefined;
  const track = (p: Promise<State>) => p.then((s) => (latest = s));
  void track(current);
  /** Changes apply one batch at a time; requests wait for the batch in progress. */
  let queue: Promise<unknown> = current;

  async function renderPath(path: string): Promise<DevPage | undefined> {
    const state = await current;
    if (!state.loaded || !state.renderer) {
      const problems = await frameAll(root, state.siteErrors);
      const good = lastGood.get(path);
      return { status: 500, html: good ? withOverlay(good, errorOverlay(problems)) : errorOverlayPage(problems, opts.liveClient) };
    }
    const page = state.byPath.get(path);
    return page && cachedRender(state, page);
  }

  function cachedRender(state: State, page: Page): Promise<DevPage> {
    let hit = state.html.get(page.path);
    if (!hit) {
      hit = renderPage(state, page);
      state.html.set(page.path, hit);
    }
    return hit;
  }

  /** A page's Markdown twin, rendering the page if it was not yet (or undefined when it cannot render). */
  async function markdownOf(state: State, page: Page): Promise<string | undefined> {
    await cachedRender(state, page);
    return state.markdown.get(page.path);
  }

  /** The state's site files by URL, listed once per state (and after page edits: llms-full.txt changes). */
  function filesOf(state: State): Promise<Map<string, SiteFile>> {
    state.files ??= (async () => {
      const { siteFiles, siteFilesByUrl } = await import('../outputs/site-files.js');
      const listed = await siteFiles(state.loaded!, state.renderer!, { markdown: (page) => markdownOf(state, page), html: async (page) => (await cachedRender(state, page)).html, utilityClasses: () => [...new Set([...state.utilities.values()].flat())] });
      return siteFilesByUrl([...listed.files, ...ogImageFiles(state.loaded!)]);
    })();
    return state.files;
  }

  async function frontmatterUnchanged(file: string, variables: LoadedSite['config']['variables']): Promise<boolean> {
    const before = frontmatterCache.get(file);
    if (!before) return false;
    try {
      const after = frontmatterWithVariables(await readPageHead(join(root, file)), file, variables);
      return JSON.stringify([after.data, after.diagnostics]) === JSON.stringify([before.data, before.diagnostics]);
    } catch {
      return false;
    }
  }

  /** Classifies changed files (root-relative, `/`-separated) and does the least work that covers them. */
  async function apply(state: State, files: string[]): Promise<{ state: State; result: ChangeResult; open?: string[] }> {
    let site = false;
    let content = false;
    let asset = false;
    const pages = new Set<string>();
    const known = new Set(state.loaded?.scan.pageFiles ?? []);
    const others = new Set(state.loaded?.scan.otherFiles ?? []);
    for (const file of files) {
      if (file === 'docs.json' || file === '.mintignore') site = true;
      else if (isPageFile(file)) {
        if (known.has(file) && (await exists(join(root, file))) && (await frontmatterUnchanged(file, state.loaded?.config.variables))) pages.add(file);
        else {
          frontmatterCache.delete(file);
          site = true;
        }
      } else if (/\.(css|js)$/i.test(file) && isStaticAsset(file)) {
        // The site's own stylesheets and scripts are linked from every page (site/custom-assets.ts):
        // one added or removed changes every page's head; an edited one reloads the pages.
        if (others.has(file) && (await exists(join(root, file)))) asset = true;
        else site = true;
      } else if (isSnippetFile(file) || /\.(mdx?|jsx?|tsx?)$/i.test(file)) content = true;
      else if (/\.(json|ya?ml)$/i.test(file)) site = true;
      else if (isStaticAsset(file)) asset = true;
    }
    if (site || !state.loaded) return { state: await load(), result: { kind: 'site', paths: null } };
    if (content) {
      // Snippets are cached inside the content compiler and pages do not know their importers:
      // a fresh compiler (and empty page cache) is both correct and cheap.
      return { state: { ...state, ...(await rendererFor(state.loaded)), ...emptyRenders() }, result: { kind: 'content', paths: null } };
    }
    if (pages.size) {
      const paths = state.loaded.site.pages.filter((p) => p.source.kind === 'mdx' && pages.has(p.source.file)).map((p) => p.path);
      // Pages served before are the ones likely open in a browser.
      const open = paths.filter((p) => state.html.has(p));
      for (const p of paths) {
        state.html.delete(p);
        state.content.delete(p);
        state.markdown.delete(p);
        state.utilities.delete(p);
      }
      // llms-full.txt holds every page's Markdown.
      state.files = undefined;
      return { state, result: { kind: 'page', paths }, open };
    }
    return { state, result: { kind: asset ? 'asset' : 'none', paths: asset ? null : [] } };
  }

  return {
    /** Resolves once the first SiteModel is ready. */
    ready: current.then(() => undefined),
    /** The page at a URL path (`/guides/intro`), or undefined when no page has that URL. */
    renderPath,
    /** Applies a batch of changed files; resolves when the affected pages can be asked for again (open ones are already rendering). */
    applyChanges(files: string[]): Promise<ChangeResult> {
      const previous = current;
      const next = queue.then(() => previous).then((state) => apply(state, files));
      current = next.then((r) => r.state, () => previous);
      void track(current);
      queue = next.catch(() => undefined);
      return next.then((r) => {
        // Render the changed pages that were open without making the caller wait: browsers
        // are told first (setImmediate: after the caller's reload message is written), and
        // their request for the page (a fetch to swap it in place, or a reload) joins this
        // render instead of following it. Only a few: a checkout that changes hundreds of pages must
        // not make the open one wait behind all of them.
        const open = (r.open ?? []).slice(0, PRERENDER_LIMIT);
        if (open.length) setImmediate(() => open.forEach((p) => void renderPath(p)));
        return r.result;
      });
    },
    /** Prints the first load's diagnostics (once; the server calls it after the first page). */
    async reportStartup(): Promise<void> {
      await current;
      const diagnostics = startupDiagnostics;
      startupDiagnostics = undefined;
      if (diagnostics) await report(diagnostics);
    },
    /**
     * Page files that changed since the store recorded them, which the first load took as
     * recorded (an edit or checkout while no Quire ran): the caller applies them as edits.
     * Once; empty afterwards.
     */
    async staleFiles(): Promise<string[]> {
      await current;
      const check = unverified;
      unverified = undefined;
      return check ? check() : [];
    },
    /** Re-resolves everything (after forgetting fetched specs). */
    reloadAll(): Promise<ChangeResult> {
      return this.applyChanges(['docs.json']);
    },
    /** The site as last resolved (undefined while the first load runs or when docs.json is invalid). */
    latestLoaded(): LoadedSite | undefined {
      return latest?.loaded;
    },
    /** Details the server needs: home URL, base path, whether the site has its own 404 page, the theme. */
    async info(): Promise<{ home?: string; base: string; hasNotFound: boolean; theme?: ThemeDefinition }> {
      const s = await current;
      return { home: s.loaded?.site.home, base: s.base, hasNotFound: s.byPath.has('/404'), theme: s.theme };
    },
    /** The Markdown twin of a page (`/guides/intro.md`), as the build writes it: from the page's render. */
    async markdown(path: string): Promise<string | undefined> {
      const s = await current;
      const page = s.byMarkdownPath.get(path);
      if (!page || !s.loaded || !s.renderer) return undefined;
      return markdownOf(s, page);
    },
    /**
     * What the search index holds for every searchable page, as the build indexes it. Pages
     * render through the same cache as requests (a page rendered for one is not rendered again
     * for the other), a few at a time so requests keep being answered.
     */
    async searchDocuments(): Promise<SearchDocument[]> {
      const s = await current;
      if (!s.loaded || !s.renderer) return [];
      const { isSearchable, searchDocumentFor } = await import('../search/search-index.js');
      const pages = s.loaded.site.pages.filter(isSearchable);
      await mapLimit(pages, 4, (page) => cachedRender(s, page));
      return pages.flatMap((page) => {
        const html = s.content.get(page.path);
        return html === undefined ? [] : [searchDocumentFor(page, html, s.base)];
      });
    },
    /**
     * A site file by its URL (`/sitemap.xml`, `/llms-full.txt`, `/404`…), as the build writes
     * it: the same list (outputs/site-files.ts), the same bytes; HTML gets the live client.
     */
    async siteFile(url: string): Promise<DevFile | undefined> {
      const s = await current;
      if (!s.loaded || !s.renderer) return undefined;
      // The first URL a browser asks for, answered without listing every site file (a large
      // site's list costs a good part of the first answer: bench/RESULTS.md, "Run of 2026-11-29").
      if (url === '/') {
        const { rootRedirectPage } = await import('../outputs/site-files.js');
        const redirect = rootRedirectPage(s.loaded.site, s.renderer.loc);
        if (redirect !== undefined) return { status: 200, file: 'index.html', body: withLiveClient(redirect, opts.liveClient) };
      }
      const entry = (await filesOf(s)).get(url);
      if (!entry) return undefined;
      const content = await entry.produce();
      let body: string | Uint8Array;
      if (typeof content === 'string' || content instanceof Uint8Array) body = content;
      else {
        const parts: string[] = [];
        for await (const part of content) parts.push(typeof part === 'string' ? part : Buffer.from(isFileRange(part) ? readFileRange(part) : part).toString('utf8'));
        body = parts.join('');
      }
      if (typeof body === 'string' && entry.file.endsWith('.html')) body = withLiveClient(body, opts.liveClient);
      return { status: entry.status ?? 200, file: entry.file, body, ...(entry.fromPages && { fromPages: true }) };
    },
  };
}

export type DevSite = ReturnType<typeof createDevSite>;

/**
 * The social image of every page that gets one in the build (build/page-job.ts writes them there),
 * drawn on request: the page's head names it, so dev serves what the build serves. The docs
 * folder's logo and background are read once per site state.
 */
function ogImageFiles(loaded: LoadedSite): SiteFile[] {
  let images: ReturnType<typeof ogCardImagesOf> | undefined;
  return loaded.site.pages
    .filter((page) => wantsOgImage(page, loaded.config))
    .map((page) => {
      const file = ogImagePath(page.path).slice(1);
      return {
        url: `/${file}`,
        file,
        produce: async () => {
          const { ogCardImages, renderOgImage } = await import('../build/og-image.js');
          images ??= ogCardImages(loaded.root, loaded.config);
          return (await renderOgImage(ogCardInput(page, loaded.config, await images))).png;
        },
      };
    });
}

function emptyRenders(): Pick<State, 'html' | 'content' | 'markdown' | 'utilities'> {
  return { html: new Map(), content: new Map(), markdown: new Map(), utilities: new Map() };
}

/**
 * An HTML answer with the live-reload client at the end of its body, where a theme layout once
 * placed it: the renderer is the build's, so the client is added on the way out.
 */
export function withLiveClient(html: string, liveClient: string): string {
  const at = html.lastIndexOf('</body>');
  // A fragment (a large section's full sidebar) is not a document: it gets no client.
  return at < 0 ? html : `${html.slice(0, at)}<div hidden>${liveClient}</div>${html.slice(at)}`;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** How long after a page answered from a kept compile the compiler is warmed: its stylesheets and scripts load first. */
const WARM_COMPILER_AFTER_MS = 1000;
