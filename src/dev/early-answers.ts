import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { prefersMarkdown } from './accept-markdown.js';
import type { DevSite } from './dev-site.js';
import { markLiveScript, PROVISIONAL_MARK, REVISION_MARK } from './live-client.js';
import type { ServedAnswers, StoredAnswer } from './served-answers.js';
import { quireCacheDir } from '../site/cache-dir.js';
import { mimeType } from './serve-utils.js';

/**
 * How long the site's load waits after an answer from the store for the next request: a browser
 * asks for a page's stylesheets a few milliseconds after its HTML arrives.
 */
const QUIET_MS = 100;
/**
 * How long the load waits for a first request when pages were open as the last session ended:
 * their Vite clients ping the new server once a second, then reload (bench/RESULTS.md, "Figures
 * behind code comments").
 */
const OPEN_PAGES_WAIT_MS = 1500;

/**
 * A restarted `quire dev` answering its first requests from the last session's store
 * (served-answers.ts) while the site loads, and the check of those answers once it has: the
 * server routes requests, this decides which can be answered before the site is up, when the
 * site's load starts and whether what was answered was fresh.
 */
export interface EarlyAnswers {
  /** Resolves when the site's load may start: once early requests pause, or one needs the site. */
  readonly quiet: Promise<void>;
  /** Lets the site's load start now (a request that needs the site, or the server closing). */
  startLoad(): void;
  /** A request is about to come (a page's reload): the load waits for it as for the next stylesheet. */
  expectRequest(): void;
  /**
   * Answers a GET or HEAD from the store if the site has not settled and the answer is kept;
   * `'page'` or `'file'` when it did, undefined when the site must answer.
   */
  answer(req: IncomingMessage, res: ServerResponse, key: string, revision: number): Promise<'page' | 'file' | undefined>;
  /**
   * Once the site is up: whether every answer given from the store is what it answers now, after
   * `beforeCompare` (applying files edited while no server ran). Marks the site settled as it
   * comes up: from then on every answer is rendered.
   */
  check(site: Promise<DevSite>, beforeCompare: () => Promise<void>): Promise<boolean>;
  /** Stores an answer for the next session's first requests (not one the store gave). */
  keep(key: string, answer: StoredAnswer, files: string[]): Promise<void>;
  /** The server closes with `openPages` pages connected: noted for the next session. */
  close(openPages: number): Promise<void>;
}

export function createEarlyAnswers(root: string): EarlyAnswers {
  const stored: Promise<ServedAnswers | undefined> =
    process.env.QUIRE_DEV_STORED_ANSWERS === '0'
      ? Promise.resolve(undefined)
      : Promise.all([import('./served-answers.js'), import('../build/render-cache.js').then((m) => m.codeFingerprint())]).then(
          ([m, code]) => m.openServedAnswers(root, quireCacheDir(root), code),
          () => undefined,
        );
  // On a restart the browser's first requests (a page, its stylesheets) are answered from the
  // store; the site's load, which keeps the one thread busy for most of a second at 27,000
  // pages, starts once they stop coming, or as soon as a request needs the site.
  let startLoad!: () => void;
  const quiet = new Promise<void>((resolve) => (startLoad = resolve));
  let quietTimer: NodeJS.Timeout | undefined;
  const quietFor = (ms: number) => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(startLoad, ms).unref();
  };
  void stored.then((s) => (s?.hasAny() ? quietFor(s.pagesWereOpen() ? OPEN_PAGES_WAIT_MS : QUIET_MS) : startLoad()), startLoad);

  /** The answers given from the store, by URL path, to compare with fresh ones. */
  const given = new Map<string, string>();
  let settled = false;

  /** What the loaded site answers at a stored answer's URL path: a page, `/`'s redirect or a generated stylesheet. */
  async function currentAnswer(site: DevSite, key: string): Promise<string | undefined> {
    const { base } = await site.info();
    if (base && key !== base && !key.startsWith(`${base}/`)) return undefined;
    const local = base ? key.slice(base.length) || '/' : key;
    if (!local.startsWith('/_quire/')) {
      const page = await site.renderPath(local);
      if (page) return page.status === 200 ? page.html : undefined;
      if (local !== '/') return undefined;
    }
    const file = await site.siteFile(local);
    return file?.status === 200 && typeof file.body === 'string' ? file.body : undefined;
  }

  return {
    quiet,
    startLoad: () => startLoad(),
    expectRequest: () => void stored.then((s) => (s?.hasAny() ? quietFor(QUIET_MS) : undefined)),
    async answer(req, res, key, revision) {
      if (settled || (req.method !== 'GET' && req.method !== 'HEAD') || prefersMarkdown(req.headers.accept)) return undefined;
      const answer = (await stored)?.lookup(key);
      if (!answer || settled) return undefined;
      const page = answer.file.endsWith('.html');
      // A docs file read just now is current; what was rendered is checked once the site is up.
      if (answer.source === undefined && !answer.unchecked) given.set(key, answer.body.toString());
      const body = page ? markLiveScript(answer.body.toString(), { [PROVISIONAL_MARK]: true, [REVISION_MARK]: revision }) : answer.body;
      res.writeHead(200, { 'content-type': mimeType(answer.file), 'cache-control': 'no-store', ...(page && { vary: 'Accept' }) }).end(req.method === 'HEAD' ? undefined : body);
      quietFor(QUIET_MS);
      return page ? 'page' : 'file';
    },
    check(loaded, beforeCompare) {
      const verdict = loaded.then(
        async (site) => {
          settled = true;
          if (given.size === 0) return true;
          await beforeCompare();
          for (const [key, body] of given) if ((await currentAnswer(site, key)) !== body) return false;
          return true;
        },
        () => {
          settled = true;
          return given.size === 0;
        },
      );
      verdict.catch(() => undefined);
      return verdict;
    },
    async keep(key, answer, files) {
      if (given.get(key) === answer.body) return;
      (await stored)?.save(key, answer, files);
    },
    async close(openPages) {
      clearTimeout(quietTimer);
      startLoad();
      (await stored)?.noteOpenPages(openPages);
    },
  };
}

/**
 * Completes the WebSocket handshake of Vite's client pinging for a restarted server (protocol
 * `vite-ping`), then closes: the ping only waits for the socket to open. False for any other
 * upgrade (left to Vite once it is up).
 */
export function acceptVitePing(req: IncomingMessage, socket: Duplex): boolean {
  const key = req.headers['sec-websocket-key'];
  if (req.headers['sec-websocket-protocol'] !== 'vite-ping' || typeof key !== 'string' || !/^[A-Za-z0-9+/]{22}==$/.test(key)) return false;
  const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
  // The handshake and a close frame (no status); then the connection goes, without waiting for the
  // browser's own close (a half-open socket would hold the server's close).
  const handshake = `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\nSec-WebSocket-Protocol: vite-ping\r\n\r\n`;
  socket.write(Buffer.concat([Buffer.from(handshake, 'latin1'), Buffer.from([0x88, 0x00])]), () => socket.destroy());
  return true;
}
