/**
 * Process measurement shared by the peer comparison (bench/peer.ts): runs a command under
 * `/usr/bin/time -v` (when present) and reports wall time, CPU time (user+sys), the largest
 * single process's peak RSS, and the peak summed RSS of the whole process tree and of its node
 * processes, sampled from /proc every 100 ms (PSS every second), for generators that spawn
 * helper processes. bench/run.ts and bench/peer.ts both measure with it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const TIME = '/usr/bin/time';
export const hasTime = existsSync(TIME);

export interface Measured {
  wallMs: number;
  /** user + sys seconds of the process and its waited-for children (from /usr/bin/time). */
  cpuS?: number;
  /** Largest single process's peak RSS (kB): /usr/bin/time's maxrss, else polled VmHWM. */
  rssKb?: number;
  /** Peak of the summed RSS of the process tree, sampled every 100 ms. */
  treeRssKb: number;
  /**
   * Peak of the summed RSS of the tree's node processes (a Quire build and its render
   * processes; not Pagefind). Each process counts the node binary's shared pages again.
   */
  nodeRssKb: number;
  /** The same as proportional set size (/proc/<pid>/smaps_rollup): shared pages split between the processes. */
  nodePssKb: number;
  /**
   * Peak of the summed PSS of the whole tree (Pagefind too), sampled once a second: what the
   * processes hold with the pages they share (the node binary, ~45 MB each) counted once.
   */
  treePssKb: number;
  stdout: string;
  stderr: string;
  code: number | null;
}

/*
 * The sampler must not slow what it measures. It reads /proc synchronously (a read through
 * fs/promises costs a thread-pool round trip each), RSS every 100 ms from /proc/<pid>/status
 * (~0.02 ms a process), the process tree every 500 ms (new processes start rarely), and PSS once a
 * second: /proc/<pid>/smaps_rollup walks every mapping, ~4 ms for a V8 process, and reading it
 * every 100 ms took ~15 s of CPU during a 50 s cold build (30 % of one of the 2 cores the build
 * renders on, while the one-process floor left a core free for it).
 */
const SAMPLE_MS = 100;
const TREE_EVERY = 5;
const PSS_EVERY = 10;

/** The process and all its descendants, from /proc/<pid>/stat (Linux only). */
function processTree(rootPid: number): number[] {
  const parents = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [rootPid];
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const text = readFileSync(`/proc/${e}/stat`, 'utf8');
      const ppid = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
      const list = parents.get(ppid) ?? [];
      list.push(Number(e));
      parents.set(ppid, list);
    } catch {
      // gone already
    }
  }
  const all = [rootPid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]!) ?? []));
  return all;
}

/**
 * Whether a process is node. A yes is remembered; a no is not, as a process caught between fork
 * and exec still has its parent's name.
 */
function isNode(pid: number, known: Set<number>): boolean {
  if (known.has(pid)) return true;
  let yes = false;
  try {
    yes = readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node';
  } catch {
    // gone already
  }
  if (yes) known.add(pid);
  return yes;
}

function pssOf(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function rssOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Runs `node <nodeArgs>` (under /usr/bin/time -v when available) and measures it. */
export function measureNode(nodeArgs: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Measured> {
  const argv = hasTime ? [TIME, '-v', process.execPath, ...nodeArgs] : [process.execPath, ...nodeArgs];
  const start = performance.now();
  const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd, env: options.env ?? process.env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let treeRssKb = 0;
  let nodeRssKb = 0;
  let nodePssKb = 0;
  let treePssKb = 0;
  const nodePids = new Set<number>();
  let polledHwm = 0;
  let pids: number[] = [];
  let tick = 0;
  const timer = setInterval(() => {
    if (!child.pid) return;
    if (tick % TREE_EVERY === 0) pids = processTree(child.pid);
    const rss = pids.map((p) => rssOf(p, 'VmRSS'));
    // Under /usr/bin/time the root is `time` itself: leave it out.
    treeRssKb = Math.max(treeRssKb, rss.reduce((a, b) => a + b, 0) - (hasTime ? rss[0] : 0)!);
    const nodeIndexes = pids.flatMap((p, i) => (rss[i] && isNode(p, nodePids) ? [i] : []));
    nodeRssKb = Math.max(nodeRssKb, nodeIndexes.reduce((a, i) => a + rss[i]!, 0));
    if (tick % PSS_EVERY === 0) {
      // Under /usr/bin/time the root is `time` itself: leave it out, as above.
      const pss = pids.map((p, i) => (rss[i] && !(hasTime && i === 0) ? pssOf(p) : 0));
      nodePssKb = Math.max(nodePssKb, nodeIndexes.reduce((a, i) => a + pss[i]!, 0));
      treePssKb = Math.max(treePssKb, pss.reduce((a, b) => a + b, 0));
    }
    if (!hasTime) polledHwm = Math.max(polledHwm, rssOf(child.pid, 'VmHWM'));
    tick++;
  }, SAMPLE_MS);
  return new Promise((resolveRun, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearInterval(timer);
      const wallMs = performance.now() - start;
      let cpuS: number | undefined;
      let rssKb: number | undefined = polledHwm || undefined;
      if (hasTime) {
        const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
        const sys = /System time \(seconds\): ([\d.]+)/.exec(stderr);
        const max = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
        if (user && sys) cpuS = Number(user[1]) + Number(sys[1]);
        if (max) rssKb = Number(max[1]);
        const exit = /Command exited with non-zero status (\d+)/.exec(stderr);
        stderr = stderr.replace(/\s*Command being timed:[\s\S]*$/, '');
        if (exit) code = Number(exit[1]);
      }
      resolveRun({ wallMs, cpuS, rssKb, treeRssKb, nodeRssKb, nodePssKb, treePssKb, stdout, stderr, code });
    });
  });
}

export function mustSucceed(what: string, m: Measured): Measured {
  if (m.code !== 0) throw new Error(`${what} failed (exit ${m.code}):\n${(m.stderr || m.stdout).slice(-4000)}`);
  return m;
}

export async function folderStats(folder: string): Promise<{ bytes: number; files: number; html: number }> {
  let bytes = 0;
  let files = 0;
  let html = 0;
  for (const e of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += (await stat(join(e.parentPath, e.name))).size;
    if (e.name.endsWith('.html')) html++;
  }
  return { bytes, files, html };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
export const fmtS = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const fmtMb = (kb?: number) => (kb ? `${Math.round(kb / 1024)} MB` : '–');
export const fmtKb = (b: number) => `${(b / 1024).toFixed(1)} kB`;

export function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
