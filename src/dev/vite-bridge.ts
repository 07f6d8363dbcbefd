import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { packageRoot } from '../render/package-root.js';
import { CSS_EVENT, VITE_BASE } from './live-client.js';

/** Vite in middleware mode, confined to Quire's client scripts and sharing the dev server's port. */
export interface ViteBridge {
  /** Handles requests under {@link VITE_BASE}; false for any other URL. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The module that `/_quire/quire.js` re-exports in dev, so the build's HTML stays unchanged. */
  clientEntryShim(): string | undefined;
  /** Sends a custom event to every open page over Vite's websocket. */
  send(event: string, data: unknown): void;
  /** Pages connected to Vite's websocket now. */
  openPages(): number;
  /** Watches files with Vite's watcher (the theme's stylesheets); a change sends a CSS update. */
  watchStylesheets(files: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * URL prefix of Vite's own browser client files (`/_quire/vite/@fs/…/vite/dist/client/`), the
 * one path under node_modules the dev server hands out.
 */
export function viteClientPrefix(): string {
  const dir = dirname(createRequire(import.meta.url).resolve('vite/package.json'));
  return `${VITE_BASE}@fs${join(dir, 'dist', 'client').split('\\').join('/')}/`;
}

/** Where the client scripts come from: the TypeScript sources (working on Quire) or the shipped bundle. */
export function clientSource(): { dir: string; entry: string } | undefined {
  const root = packageRoot();
  const sources = join(root, 'src', 'client');
  if (existsSync(join(sources, 'quire.ts'))) return { dir: sources, entry: 'quire.ts' };
  const bundle = join(root, 'client-dist');
  if (existsSync(join(bundle, 'quire.js'))) return { dir: bundle, entry: 'quire.js' };
  return undefined;
}

/**
 * Vite's root is the client folder and its base `/_quire/vite/`, so it can serve nothing but
 * Quire's client modules (and its own client); `server.fs` is strict on top of that.
 */
export async function createViteBridge(httpServer: Server): Promise<ViteBridge> {
  const { createServer } = await import('vite');
  const client = clientSource();
  const root = client?.dir ?? join(packageRoot(), 'client-dist');
  const vite: ViteDevServer = await createServer({
    configFile: false,
    envFile: false,
    root,
    base: VITE_BASE,
    appType: 'custom',
    logLevel: 'silent',
    clearScreen: false,
    publicDir: false,
    server: {
      middlewareMode: true,
      ws: { server: httpServer },
      fs: { strict: true, allow: [root] },
      watch: { ignored: ['**/*.test.ts'] },
    },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const stylesheets = new Set<string>();
  vite.watcher.on('change', (file) => {
    if (stylesheets.has(file)) vite.ws.send({ type: 'custom', event: CSS_EVENT, data: { file } });
  });
  return {
    handle(req, res) {
      if (!(req.url ?? '').startsWith(VITE_BASE)) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        vite.middlewares(req, res, () => {
          if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
          resolve(true);
        });
        res.once('finish', () => resolve(true));
        res.once('close', () => resolve(true));
      });
    },
    clientEntryShim() {
      return client ? `import ${JSON.stringify(VITE_BASE + client.entry)};\n` : undefined;
    },
    send(event, data) {
      vite.ws.send({ type: 'custom', event, data });
    },
    openPages() {
      return vite.ws.clients.size;
    },
    watchStylesheets(files) {
      for (const f of files) stylesheets.add(f);
      vite.watcher.add([...files]);
    },
    close: () => vite.close(),
  };
}
