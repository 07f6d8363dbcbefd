import { watch, type FSWatcher } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getTheme } from '../../themes/index.js';
import { loadSite, type LoadedSite } from '../build/load-site.js';
import { createPageRenderer, type PageRenderer } from '../build/render-site-page.js';
import { isStaticAsset, themeCss } from '../build/site-assets.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { packageRoot } from '../render/package-root.js';
import { errorOverlayPage } from './error-overlay.js';
import { listen, mimeType, safeJoin } from './serve-utils.js';

export interface DevServerOptions {
  root: string;
  port: number;
  host: string;
  onDiagnostics?: (diagnostics: Diagnostic[]) => void;
  onReload?: (changed: string) => void;
}

export interface DevServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const LIVE_PATH = '/_quire/live';
const LIVE_CLIENT = `<script>(()=>{const s=new EventSource(${JSON.stringify(LIVE_PATH)});s.onmessage=()=>location.reload();})()</script>`;

interface State {
  loaded?: LoadedSite;
  renderer?: PageRenderer;
  diagnostics: Diagnostic[];
  cache: Map<string, { status: number; html: string }>;
}

/**
 * A first dev server: resolves the SiteModel at start and after each change, renders a page
 * when it is requested (cached until something changes) and reloads open pages.
 */
export async function startDevServer(opts: DevServerOptions): Promise<DevServer> {
  const { root } = opts;
  const clients = new Set<ServerResponse>();
  let state: State = { diagnostics: [], cache: new Map() };

  async function reload(): Promise<void> {
    const { loaded, diagnostics } = await loadSite(root, { exclude: [join(root, 'dist')] });
    const next: State = { loaded, diagnostics, cache: new Map() };
    if (loaded) {
      const theme = getTheme(loaded.config.theme);
      const clientJs = (await exists(join(packageRoot(), 'client-dist', 'quire.js'))) ? ['/_quire/quire.js'] : [];
      next.renderer = createPageRenderer({
        loaded,
        theme,
        assets: { css: ['/_quire/theme.css'], js: clientJs },
        bodyEnd: LIVE_CLIENT,
        readSource: (file) => readFile(join(root, file), 'utf8'),
      });
    }
    state = next;
    opts.onDiagnostics?.(diagnostics);
  }
  await reload();

  const { server, port } = await listen(
    async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === LIVE_PATH) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        res.write(': connected\n\n');
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return;
      }
      if (path.startsWith('/_quire/')) return serveQuireAsset(path, res, state);
      const blocking = state.diagnostics.filter((d) => d.severity === 'error');
      if (!state.loaded || !state.renderer || blocking.length > 0) {
        return send(res, 500, errorOverlayPage(blocking.length ? blocking : state.diagnostics, LIVE_CLIENT));
      }
      const url = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const page = state.loaded.site.pages.find((p) => p.path === url);
      if (page) {
        let hit = state.cache.get(url);
        if (!hit) {
          const { html, diagnostics } = await state.renderer.render(page);
          const errors = diagnostics.filter((d) => d.severity === 'error');
          hit = errors.length ? { status: 500, html: errorOverlayPage(errors, LIVE_CLIENT) } : { status: 200, html };
          if (diagnostics.length) opts.onDiagnostics?.(diagnostics);
          state.cache.set(url, hit);
        }
        return send(res, hit.status, hit.html);
      }
      if (url === '/' && state.loaded.site.home !== '/') {
        res.writeHead(302, { location: state.loaded.site.home }).end();
        return;
      }
      const file = safeJoin(root, path);
      if (file && isStaticAsset(path.slice(1)) && (await exists(file))) {
        res.writeHead(200, { 'content-type': mimeType(file) });
        res.end(await readFile(file));
        return;
      }
      send(res, 404, `<!doctype html><title>Not found</title><h1>404 — no page at ${escapeHtml(path)}</h1><p><a href="/">Home</a></p>${LIVE_CLIENT}`);
    },
    opts.port,
    opts.host,
  );

  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(root, { recursive: true }, (_event, name) => {
      const file = String(name ?? '');
      if (file.split(/[\\/]/).some((s) => s.startsWith('.') || s === 'node_modules' || s === 'dist')) return;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        await reload();
        opts.onReload?.(file);
        for (const c of clients) c.write('data: reload\n\n');
      }, 60);
    });
  } catch {
    // recursive watching unsupported here: the server still serves, without live reload
  }

  const hostForUrl = opts.host === '0.0.0.0' || opts.host === '::' ? 'localhost' : opts.host;
  return {
    url: `http://${hostForUrl}:${port}/`,
    port,
    async close() {
      watcher?.close();
      clearTimeout(timer);
      for (const c of clients) c.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function serveQuireAsset(path: string, res: ServerResponse, state: State): Promise<void> {
  const name = path.slice('/_quire/'.length);
  if (name === 'theme.css' && state.loaded) {
    res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(await themeCss(getTheme(state.loaded.config.theme)));
    return;
  }
  const file = safeJoin(join(packageRoot(), 'client-dist'), name);
  if (file && (await exists(file))) {
    res.writeHead(200, { 'content-type': mimeType(file), 'cache-control': 'no-cache' });
    res.end(await readFile(file));
    return;
  }
  res.writeHead(404).end();
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
