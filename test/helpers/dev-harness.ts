import { cp, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FramedDiagnostic } from '../../src/dev/code-frame.js';
import type { ChangeResult } from '../../src/dev/dev-site.js';
import { startDevServer, type DevServer, type DevServerOptions } from '../../src/dev/dev-server.js';

export type ReloadEvent = ChangeResult & { files: string[]; at: number };

/** A dev server on a free loopback port over a temp copy of a fixture, with its reload events. */
export interface DevHarness {
  server: DevServer;
  root: string;
  /** The temp folder holding `root` (to put files beside the docs root). */
  parent: string;
  reloads: ReloadEvent[];
  problems: FramedDiagnostic[];
  get(path: string): Promise<{ status: number; text: string; type: string | null }>;
  /** Sends a raw request path, exactly as written (no `..` normalisation). */
  raw(path: string): Promise<{ status: number; text: string }>;
  /** The next reload event after `since` that matches `pred`. */
  nextReload(since: number, pred?: (e: ReloadEvent) => boolean, timeoutMs?: number): Promise<ReloadEvent>;
  close(): Promise<void>;
}

export async function startHarness(fixture: string, opts: Partial<DevServerOptions> = {}): Promise<DevHarness> {
  const parent = await mkdtemp(join(tmpdir(), 'quire-dev-'));
  const root = join(parent, 'site');
  await cp(fixture, root, { recursive: true });
  const reloads: ReloadEvent[] = [];
  const problems: FramedDiagnostic[] = [];
  const waiters = new Set<() => void>();
  const server = await startDevServer({
    root,
    port: 0,
    host: '127.0.0.1',
    onDiagnostics: (p) => problems.push(...p),
    onReload: (e) => {
      reloads.push({ ...e, at: performance.now() });
      for (const w of waiters) w();
    },
    ...opts,
  });
  await server.ready;
  const base = server.url;
  return {
    server,
    root,
    parent,
    reloads,
    problems,
    async get(path) {
      const res = await fetch(new URL(path, base), { redirect: 'manual' });
      return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
    },
    raw(path) {
      return new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: server.port, path, method: 'GET' }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.end();
      });
    },
    nextReload(since, pred = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = reloads.find((e) => e.at >= since && pred(e));
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no reload event within ${timeoutMs} ms (got ${JSON.stringify(reloads)})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async close() {
      await server.close();
      await rm(parent, { recursive: true, force: true });
    },
  };
}

/** Removes the live-reload client: what remains must equal the built page. */
export function withoutLiveClient(html: string): string {
  return html.replace(/<div hidden(?:="")?><script type="module" data-quire-live[^>]*>[\s\S]*?<\/script>\s*<\/div>/, '');
}
