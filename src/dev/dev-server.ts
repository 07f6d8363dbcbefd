import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { Duplex } from 'node:stream';
import { join, relative } from 'node:path';
import { isStaticAsset } from '../site/page-files.js';
import { markdownPath } from '../site/site-url.js';
import { MARKDOWN_HEADERS, prefersMarkdown } from './accept-markdown.js';
import { packageRoot } from '../render/package-root.js';
import { themeStylesheetFiles } from '../render/theme-css.js';
import type { FramedDiagnostic } from './code-frame.js';
import type { DevSearch } from './dev-search.js';
import type { ChangeResult, DevFile, DevSite } from './dev-site.js';
import { createChangeLog } from './change-log.js';
import { acceptVitePing, createEarlyAnswers } from './early-answers.js';
import { CHANGES_PATH, LIVE_CLIENT, markLiveScript, PROVISIONAL_PATH, RELOAD_EVENT, REVISION_MARK, VITE_BASE, type ReloadPayload } from './live-client.js';
import { listen, mimeType, requestPath, safeJoin, withoutTrailingSlash } from './serve-utils.js';
import { createSessionFetch } from './session-fetch.js';
import { clientSource, createViteBridge, viteClientPrefix, type ViteBridge } from './vite-bridge.js';
import { createUnchangedFilter } from './unchanged-files.js';
import { watchDocs } from './watch-docs.js';

export interface DevServerOptions {
  /** Absolute docs root (the folder holding docs.json). */
  root: string;
  /** Preferred port; the next free one is taken when it is in use. */
  port: number;
  /** Interface to bind: `127.0.0.1` unless `--host`. */
  host: string;
  /** Problems found while loading or rendering, with code frames. */
  onDiagnostics?: (problems: FramedDiagnostic[]) => void;
  /** Called after a batch of changed files was applied and open pages were told to reload. */
  onReload?: (event: ChangeResult & { files: string[] }) => void;
  /** Fetch used for remote OpenAPI documents (cached for the session); tests inject one. */
  fetch?: typeof fetch;
  /** The site starts loading once this resolves (tests hold it, to see what is answered before the site is up). */
  loadAfter?: Promise<unknown>;
}

export interface DevServer {
  url: string;
  port: number;
  /** Other addresses to reach the server at (with `--host`). */
  networkUrls: string[];
  /** Resolves once the SiteModel is resolved and Vite is up (the URL works before: requests wait). */
  ready: Promise<void>;
  /** Fetches remote OpenAPI documents again and reloads open pages. */
  refetchRemote(): Promise<void>;
  /** Resolves when the search index (once asked for) is up to date with the docs (tests). */
  searchIdle(): Promise<void>;
  close(): Promise<void>;
}

const REFETCH_PATH = '/_quire/refetch-openapi';

/**
 * `quire dev`: listens first (so the URL prints at once), then resolves the SiteModel and starts
 * Vite in the background. Pages render on request through the build's renderer and are cached
 * until an input changes; file changes reach open pages over Vite's HMR websocket.
 */
export async function startDevServer(opts: DevServerOptions): Promise<DevServer> {
  const root = opts.root;
  const exclude = [join(root, 'dist')];
  const remote = createSessionFetch(opts.fetch);
  const client = clientSource();
  let bridge: ViteBridge | undefined;
  let closed = false;

  const viteClient = viteClientPrefix();
  const PROXY_PATH = '/_quire/proxy';

  const { server, port } = await listen((req, res) => handle(req, res), opts.port, opts.host);
  // A page left open while the server restarted pings Vite's websocket each second and reloads
  // once a ping is accepted. Vite comes up only after the site has loaded, so until then the
  // ping is answered here: the page reloads at once, and is answered from the store.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    if (server.listenerCount('upgrade') > 1) return; // Vite's own listener takes it
    if (!acceptVitePing(req, socket)) socket.destroy();
    else early.expectRequest();
  });
  // Until the site has loaded, a page asked for again after a restart is answered as the last
  // session answered it (served-answers.ts), then checked against a fresh render.
  const early = createEarlyAnswers(root);
  // What open pages were told, so that a page whose websocket connected late asks for it.
  const changes = createChangeLog();
  // Everything heavy (config and OpenAPI loaders, MDX, Vite) loads after the port is bound, so
  // the URL prints at once; requests wait for what they need.
  const loading = Promise.all([opts.loadAfter, early.quiet]).then(() => import('./dev-site.js')).then(({ createDevSite }) =>
    createDevSite({
      root,
      exclude,
      fetch: remote.fetch,
      assets: { css: ['/_quire/theme.css'], js: client ? ['/_quire/quire.js'] : [] },
      liveClient: LIVE_CLIENT,
      onDiagnostics: opts.onDiagnostics,
    }),
  );
  let site!: DevSite;
  const siteReady = loading.then(async (s) => {
    site = s;
    await s.ready;
  });
  // Pages edited while no server ran count: the first load took them as the store recorded them.
  const verdict = early.check(
    siteReady.then(() => site),
    () => applyStale(),
  );
  // The API playground's proxy, allowing the servers of the specs as they are right now.
  let proxyReady: Promise<(req: IncomingMessage, res: ServerResponse) => Promise<boolean>> | undefined;
  const loadProxy = () => (proxyReady ??= import('./playground-proxy.js').then((m) => {
    if (m.PROXY_PATH !== PROXY_PATH) throw new Error(`playground proxy moved to ${m.PROXY_PATH}`);
    return m.createPlaygroundProxy(() => {
      const loaded = site?.latestLoaded();
      return loaded ? m.siteProxyServers(loaded) : [];
    });
  }));
  // Warm the renderer (MDX, highlighter) on the home page first: it is what the writer opens.
  // Vite starts after it, since the browser asks for client scripts only once it has the HTML.
  // Search: the Pagefind index is built the first time the browser asks for it, not before.
  let searchReady: Promise<DevSearch> | undefined;
  const loadSearch = () =>
    (searchReady ??= import('./dev-search.js').then((m) =>
      m.createDevSearch(site, {
        onError: (message) => opts.onDiagnostics?.([{ diagnostic: { severity: 'warning', code: 'dev/search-index', message }, frame: '' }]),
      }),
    ));
  // A page asked for while the site loads is the first one rendered, on its own: warming the
  // home page beside it, or loading Vite, would share the one thread with it (bench/RESULTS.md,
  // "Run of 2026-11-28"). It warms the renderer as well.
  let firstPage: Promise<unknown> | undefined;
  const warm = siteReady.then(async () => {
    // The requests that came in first get to name their page (their handlers resume after this).
    await new Promise((resolve) => setImmediate(resolve));
    // …unless what they asked for is no page: `/` redirecting to the home page, which comes next.
    if (firstPage && (await firstPage)) return;
    const { home } = await site.info();
    if (home) await site.renderPath(home);
  });
  // The first load's warnings print once that page is out, before Vite loads.
  const warmed = warm.catch(() => undefined).then(() => site?.reportStartup());
  const vite = warmed.catch(() => undefined).then(() => createViteBridge(server)).then((b) => (bridge = b));
  const ready = Promise.all([siteReady, vite]).then(async () => {
    const theme = (await site.info()).theme;
    if (theme) bridge!.watchStylesheets(themeStylesheetFiles(theme));
  });

  // A save seen as two batches reloads open pages once: the second finds the same bytes.
  const changedFiles = createUnchangedFilter(root);
  const onChange = (reported: string[]): Promise<void> =>
    changedFiles(reported).then(async (files) => {
      if (files.length === 0) return;
      const result = await siteReady.then(() => site.applyChanges(files));
      if (closed || (result.paths && result.paths.length === 0)) return;
      if (result.kind !== 'asset') void searchReady?.then((search) => search.invalidate());
      // Content and snippet edits leave the navigation as it is: open pages may swap in place.
      await notify(result.paths, result.kind === 'page' || result.kind === 'content');
      opts.onReload?.({ ...result, files });
    });
  const watcher = watchDocs(root, { exclude, onChange });
  // Pages edited while no Quire ran were taken from the page-head store as recorded: found
  // after the first page is served, they are applied like edits seen by the watcher.
  let staleApplied: Promise<void> | undefined;
  const applyStale = () => (staleApplied ??= site.staleFiles().then((files) => (files.length && !closed ? onChange(files) : undefined)));
  void ready.then(applyStale).catch(() => undefined);

  async function notify(paths: string[] | null, inPlace = false): Promise<void> {
    // Pages know themselves by their address: under the site's base path when it has one.
    const { base } = await site.info();
    const urls = paths && base ? paths.map((p) => (p === '/' ? base : `${base}${p}`)) : paths;
    const revision = changes.record(urls, inPlace);
    bridge?.send(RELOAD_EVENT, { paths: urls, inPlace, revision } satisfies ReloadPayload);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = requestPath(req.url, [viteClient]);
    if ('status' in target) {
      res.writeHead(target.status, { 'content-type': 'text/plain; charset=utf-8' }).end(target.status === 403 ? 'Forbidden' : 'Bad request');
      return;
    }
    const { path } = target;
    /** The URL path answers are stored under (a trailing slash asks for the same page). */
    const key = withoutTrailingSlash(path);
    /** The changes the page answered now has seen: any later one is told to it. */
    const revision = changes.revision;
    if (path === CHANGES_PATH) {
      const query = new URL(req.url ?? '/', 'http://dev').searchParams;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(changes.since(Number(query.get('since')), query.get('path') ?? '')));
      return;
    }
    if (path === PROVISIONAL_PATH) {
      early.startLoad();
      // The live client of a page answered from the store: whether everything so answered was fresh.
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify({ fresh: await verdict.catch(() => false) }));
      return;
    }
    const answered = await early.answer(req, res, key, revision);
    // A page so answered is checked first, before the home page's warm-up, as a page asked for is.
    if (answered === 'page') firstPage ??= verdict.then(() => true);
    if (answered) return;
    early.startLoad();
    if (path === REFETCH_PATH && req.method === 'POST') {
      await refetchRemote();
      res.writeHead(204).end();
      return;
    }
    if (path.endsWith(PROXY_PATH)) {
      const proxy = await loadProxy();
      await siteReady;
      if (await proxy(req, res)) return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path.startsWith(VITE_BASE)) {
      // Vite's routes stay at the root: only the live client (an inline script) uses them.
      await vite;
      await bridge!.handle(req, res);
      return;
    }
    await siteReady;
    let info = await site.info();
    // A site with a base path (from its canonical URL) is served under it, as it will be hosted.
    if (info.base && path !== info.base && !path.startsWith(`${info.base}/`)) {
      res.writeHead(302, { location: `${info.base}${path === '/' ? '/' : path}` }).end();
      return;
    }
    const local = info.base ? path.slice(info.base.length) || '/' : path;
    if (local.startsWith('/_quire/')) return serveQuireAsset(local, res, key);
    if (local.startsWith('/pagefind/')) return (await loadSearch()).serve(local.slice('/pagefind/'.length), res);

    const url = info.base ? key.slice(info.base.length) || '/' : key;
    // `Accept: text/markdown` (agents): the page's Markdown twin instead of its HTML.
    if (prefersMarkdown(req.headers.accept) && !url.endsWith('.md')) {
      const markdown = await site.markdown(markdownPath(url));
      if (markdown !== undefined) {
        res.writeHead(200, { ...MARKDOWN_HEADERS, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : markdown);
        return;
      }
    }
    const rendering = site.renderPath(url);
    firstPage ??= rendering.catch(() => undefined);
    const page = await rendering;
    if (page) {
      if (page.status === 200) void early.keep(key, { file: 'page.html', body: page.html }, page.file ? [page.file] : []);
      return sendHtml(res, page.status, page.html, revision, page.status === 200);
    }
    info = await site.info();
    // Every other URL the build writes (sitemap, llms files, redirects, the search page…).
    const generated = await site.siteFile(url);
    // `/` redirecting to the home page is what a browser opening the site asks for first.
    if (generated && url === '/' && generated.status === 200 && typeof generated.body === 'string') void early.keep(key, { file: generated.file, body: generated.body }, []);
    if (generated) return sendFile(res, generated);
    if (url.endsWith('.md')) {
      const markdown = await site.markdown(url);
      if (markdown !== undefined) {
        res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'no-store' }).end(markdown);
        return;
      }
    }
    const file = safeJoin(root, info.base ? target.raw.slice(info.base.length) : target.raw);
    if (file && isStaticAsset(local.slice(1)) && (await isFile(file))) {
      // The site's own stylesheets block a page's first paint as much as its HTML.
      if (/\.css$/i.test(file)) void early.keep(key, { file, body: '', source: relative(root, file) }, []);
      res.writeHead(200, { 'content-type': mimeType(file), 'cache-control': 'no-cache' });
      res.end(await readFile(file));
      return;
    }
    const notFound = info.hasNotFound ? await site.renderPath('/404') : undefined;
    const fallback = notFound ? undefined : await site.siteFile('/404');
    const html = notFound?.html ?? (typeof fallback?.body === 'string' ? fallback.body : `<!doctype html><title>Not found</title><h1>404 — page not found</h1>${LIVE_CLIENT}`);
    sendHtml(res, 404, html, revision);
  }

  async function serveQuireAsset(path: string, res: ServerResponse, key: string): Promise<void> {
    const name = path.slice('/_quire/'.length);
    if (name === 'quire.js') {
      await vite;
      const shim = bridge!.clientEntryShim();
      if (shim) {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(shim);
        return;
      }
    }
    // The theme's stylesheet, large sections' full sidebars, KaTeX's stylesheet and fonts.
    const generated = await site.siteFile(path);
    // A page answered from the store needs its stylesheets as early, or it paints no sooner.
    if (generated?.status === 200 && generated.file.endsWith('.css') && typeof generated.body === 'string') void early.keep(key, { file: generated.file, body: generated.body, ...(generated.fromPages && { unchecked: true }) }, []);
    if (generated) return sendFile(res, generated);
    // Other built client files (chunks other features add to client-dist).
    const file = safeJoin(join(packageRoot(), 'client-dist'), `/${name}`);
    if (file && (await isFile(file))) {
      res.writeHead(200, { 'content-type': mimeType(file), 'cache-control': 'no-cache' });
      res.end(await readFile(file));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  async function refetchRemote(): Promise<void> {
    await siteReady;
    remote.clear();
    const result = await site.reloadAll();
    await notify(result.paths);
    void searchReady?.then((search) => search.invalidate());
  }

  const shownHost = opts.host === '0.0.0.0' || opts.host === '::' ? 'localhost' : opts.host;
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    networkUrls: opts.host === '0.0.0.0' || opts.host === '::' ? lanAddresses().map((a) => `http://${a}:${port}/`) : [],
    ready,
    refetchRemote,
    async searchIdle() {
      await (await searchReady)?.idle();
    },
    async close() {
      closed = true;
      await early.close(bridge?.openPages() ?? 0);
      await searchReady?.then((search) => search.close()).catch(() => undefined);
      watcher.close();
      await vite.then((b) => b.close()).catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendFile(res: ServerResponse, file: DevFile): void {
  res.writeHead(file.status, { 'content-type': mimeType(file.file), 'cache-control': 'no-cache' }).end(file.body);
}

/** `revision`: the changes it was rendered after; `negotiated`: a page that also answers as Markdown, so caches must key on Accept. */
function sendHtml(res: ServerResponse, status: number, html: string, revision: number, negotiated = false): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...(negotiated && { vary: 'Accept' }) });
  res.end(markLiveScript(html, { [REVISION_MARK]: revision }));
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}
