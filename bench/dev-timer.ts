/**
 * Times `quire dev` start-up: spawns the compiled CLI (bin/quire.js, as a writer would) on a
 * docs folder and measures the time until the URL is printed, until the home page answers,
 * and until a second, never-requested page answers (a cold render). Shared by dev-start.ts and
 * run.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// QUIRE_BIN=<path to quire.js> runs another copy of the CLI, e.g. one frozen by bench/snapshot-cli.sh
// (a checkout's render cache is keyed by its src/ too, so editing sources during a run would void it).
export const quireBin = process.env.QUIRE_BIN ?? fileURLToPath(new URL('../bin/quire.js', import.meta.url));

export interface DevTiming {
  /** ms until the URL is printed. */
  url: number;
  /** ms until the home page answered (followed from / when / redirects to it). */
  first: number;
  /**
   * The home page was the last session's answer, from the store (src/dev/served-answers.ts): a
   * restart of `quire dev` on a site it served before. `checked` is then the ms until the
   * loaded site's own render of it was compared (what a stale page waits for before it reloads).
   */
  stored: boolean;
  checked?: number;
  /** ms the other page took (rendered on request). */
  cold: number;
  /** Peak RSS of the dev server process (kB, VmHWM) once both pages were served; undefined without /proc. */
  rssKb?: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** VmHWM (peak resident set) of a live process in kB, from /proc. */
export async function peakRssKb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const m = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** A running `quire dev` (the compiled CLI, as a writer starts it). */
export interface DevServer {
  child: ChildProcess;
  /** The URL it printed. */
  url: string;
  /** ms from spawning it until the URL was printed. */
  urlMs: number;
  /** ms since it was spawned. */
  since(): number;
  stop(): Promise<void>;
}

/**
 * Spawns `quire dev` on `root` on `port` (default: a free one) and waits until it prints its URL. `storedAnswers:
 * false` turns off the answers kept from the last session (QUIRE_DEV_STORED_ANSWERS=0): every
 * page is rendered, as on a first start.
 */
export async function startDev(root: string, opts: { storedAnswers?: boolean; port?: number } = {}): Promise<DevServer> {
  const port = opts.port ?? (await freePort());
  const start = performance.now();
  const env = opts.storedAnswers === false ? { ...process.env, QUIRE_DEV_STORED_ANSWERS: '0' } : process.env;
  const child = spawn(process.execPath, [quireBin, 'dev', root, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d) => {
        out += d;
        const m = /(http:\/\/[^\s]+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`quire dev exited with ${code}\n${stderr}`)));
    });
    return { child, url, urlMs: performance.now() - start, since: () => performance.now() - start, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * `quire dev` started on `root`: its first page (`firstPath`, default the home page) requested as
 * soon as the URL prints, then `otherPath`, a page not requested before.
 */
export async function timeDevStart(root: string, otherPath: string, opts: { storedAnswers?: boolean; firstPath?: string } = {}): Promise<DevTiming> {
  const dev = await startDev(root, opts);
  try {
    let home = await fetch(new URL(opts.firstPath ?? '/', dev.url));
    if (!home.ok) throw new Error(`${opts.firstPath ?? 'home page'} answered ${home.status}`);
    let html = await home.text();
    // A site without a page at / answers it with a redirect to its home page (a meta refresh, as
    // the build's index.html): the first page is that page, as a browser follows it.
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html);
    if (refresh) {
      home = await fetch(new URL(refresh[1]!, dev.url));
      if (!home.ok) throw new Error(`home page ${refresh[1]} answered ${home.status}`);
      html = await home.text();
    }
    const firstAt = dev.since();
    const stored = /\sdata-quire-provisional[\s>]/.test(html);
    const checked = stored ? await fetch(new URL('/_quire/provisional', dev.url)).then((r) => r.text()).then(() => dev.since()) : undefined;
    const t = performance.now();
    const other = await fetch(new URL(otherPath, dev.url));
    if (!other.ok) throw new Error(`${otherPath} answered ${other.status}`);
    await other.text();
    const cold = performance.now() - t;
    return { url: dev.urlMs, first: firstAt, stored, ...(checked !== undefined && { checked }), cold, rssKb: dev.child.pid ? await peakRssKb(dev.child.pid) : undefined };
  } finally {
    await dev.stop();
  }
}
