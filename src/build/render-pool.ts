import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LoadedSite } from '../site/load-site.js';
import type { PageJob, PageJobResult, PageJobRunner, RenderSettings } from './page-job.js';

/** What a render process is started with (its first message; structured-cloned). */
export interface RenderInit {
  /**
   * The main process's loaded site, without page sources (each job carries its own): page
   * model, docs.json, file scan and OpenAPI documents, cloned into the render process, so every
   * page is laid out from the same navigation and specs even when a file changed since, and
   * nothing is read, parsed or validated twice (that took a render process ~0.3 s to start).
   */
  loaded: Omit<LoadedSite, 'sources'>;
  settings: RenderSettings;
  /** Use the render cache. */
  cache: boolean;
}

export type RenderRequest = { type: 'init'; init: RenderInit } | { type: 'job'; id: number; job: PageJob };

export type RenderReply =
  | { type: 'ready' }
  | { type: 'fatal'; message: string }
  | { type: 'result'; id: number; result: PageJobResult }
  | { type: 'error'; id: number; message: string; stack?: string };

interface Pending {
  id: number;
  job: PageJob;
  resolve: (r: PageJobResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  child: ChildProcess;
  inFlight: Map<number, Pending>;
  alive: boolean;
  /** The end of the process's stderr, for the reason it died. */
  stderr: string;
  /**
   * V8 said it ran out of memory. Noted as stderr arrives: the report ends with a native stack
   * trace of ~30 long lines, which can push the message itself out of the kept end.
   */
  outOfMemory: boolean;
}

export interface RenderPool {
  run(job: PageJob): Promise<PageJobResult>;
  close(): Promise<void>;
  /** Render processes that died or never started; their jobs were rendered in the main process. */
  readonly failures: string[];
}

/**
 * Old space of one render process. V8 lets a heap grow far past what it needs before
 * collecting; a page needs a few MB, so a small old space keeps the build's memory low. A page
 * that needs more (a huge generated page) kills its process, and the main process, with its
 * larger heap, renders it instead.
 */
const oldSpaceMb = () => Number(process.env.QUIRE_WORKER_HEAP_MB) || 384;

/**
 * Young generation of one render process (V8 makes it 3 × the semi-space, and keeps two
 * semi-spaces resident). V8 sizes it from the old space, which for 384 MB gives a nursery of a
 * few MB: compiling a page allocates far more than that, so each page's parse trees were
 * promoted and swept by major collections. 48 MB holds a typical page's allocations, and the
 * process collects it between pages (render-process.ts); twice that was no faster and cost
 * memory, half of it cost time (bench/RESULTS.md, "Figures behind code comments").
 * `QUIRE_WORKER_YOUNG_MB` overrides it; V8 rounds the semi-space up to a power of two, so only
 * 24, 48, 96… differ.
 */
const youngMb = () => Number(process.env.QUIRE_WORKER_YOUNG_MB) || 48;

/**
 * How far a render process's old space may grow past what a full collection left live before
 * the next one: 20 %. V8's own factor (1.1–4×, chosen from its collection speed) let the old
 * space of a render process reach ~78 MB over ~45 MB live on the 1,000-page bench; at 20 % each
 * process held 10–25 MB less and the build was no slower (bench/RESULTS.md, "Figures behind code
 * comments"). `QUIRE_WORKER_HEAP_GROWING` overrides it (0: V8's own).
 */
const heapGrowingPercent = () => Number(process.env.QUIRE_WORKER_HEAP_GROWING ?? 20);

/**
 * Whether V8 may place objects of an allocation site straight in the old space once most of
 * them survived a scavenge (pretenuring): no. What survives a scavenge in a render process is
 * mostly a page's trees caught in mid-page (a long page, the first pages), so V8 took sites that
 * make per-page objects for long-lived ones, and later pages allocated those in the old space,
 * where only a full collection frees them, though each dies with its page. Without it a cold build
 * runs far fewer full collections and takes less time, in the same memory (bench/RESULTS.md,
 * "Figures behind code comments"). `QUIRE_WORKER_PRETENURING=1` keeps V8's.
 */
const pretenuring = () => process.env.QUIRE_WORKER_PRETENURING === '1';

/**
 * Jobs sent to a render process at once: two. It runs them one at a time (render-process.ts
 * explains why), so the second waits there and the next page starts without a round trip to
 * this process.
 */
const JOBS_PER_PROCESS = 2;

/**
 * Why processes and not worker threads: V8 flags are per process. A build keeps every core busy
 * with render processes, so V8's parallel and concurrent collector threads only compete with
 * them; collecting on the thread that allocated (`--single-threaded-gc`) is cheaper overall, in
 * wall time and CPU (bench/RESULTS.md, "Figures behind code comments"). The flag cannot be set for worker threads alone, and flipping it at run time in a process whose
 * heap is running crashed V8.
 */
export function renderFlags(): string[] {
  // `--expose-gc`: a render process collects its young generation between pages (render-process.ts).
  const flags = [`--max-old-space-size=${oldSpaceMb()}`, `--max-semi-space-size=${Math.max(1, Math.round(youngMb() / 3))}`, '--expose-gc'];
  const growing = heapGrowingPercent();
  if (Number.isInteger(growing) && growing > 0) flags.push(`--heap-growing-percent=${growing}`);
  if (!process.env.QUIRE_PARALLEL_GC) flags.push('--single-threaded-gc');
  if (!pretenuring()) flags.push('--no-allocation-site-pretenuring');
  // `node --cpu-prof` on the build profiles its render processes too (bench --profile).
  const inherited = process.execArgv;
  for (let i = 0; i < inherited.length; i++) {
    if (!/^--cpu-prof/.test(inherited[i]!)) continue;
    flags.push(inherited[i]!);
    if (/^--cpu-prof-(dir|name|interval)$/.test(inherited[i]!) && i + 1 < inherited.length) flags.push(inherited[++i]!);
  }
  return flags;
}

/** The compiled render process entry beside this module, or its TypeScript source when running from src/ (tests). */
function renderProcessEntry(): { file: string; ts: boolean } | undefined {
  const js = fileURLToPath(new URL('./render-process.js', import.meta.url));
  if (existsSync(js)) return { file: js, ts: false };
  const ts = fileURLToPath(new URL('./render-process.ts', import.meta.url));
  if (existsSync(ts)) return { file: ts, ts: true };
  return undefined;
}

function startRenderProcess(init: RenderInit): ChildProcess | undefined {
  const entry = renderProcessEntry();
  if (!entry) return undefined;
  // From src/ (vitest): tsx's loader runs the TypeScript entry.
  const execArgv = entry.ts ? [...renderFlags(), '--import', import.meta.resolve('tsx')] : renderFlags();
  // stderr is kept (not shown): V8's out-of-memory report is a stack trace the user must not see.
  const child = fork(entry.file, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  child.send({ type: 'init', init } satisfies RenderRequest);
  return child;
}

const OUT_OF_MEMORY = /out of memory|Reached heap limit/i;
/** A native stack frame of a V8 crash report (` 3: 0xb8d0a3 node::… [node]`): no reason to show. */
const NATIVE_FRAME = /^\s*\d+: 0x[0-9a-f]+\b/i;

/** Adds a chunk of a render process's stderr: keeps the end, and notes an out-of-memory report. */
export function noteStderr(slot: Pick<Slot, 'stderr' | 'outOfMemory'>, chunk: string): void {
  // The kept end's last characters too, in case the message is split between two chunks.
  if (OUT_OF_MEMORY.test(slot.stderr.slice(-100) + chunk)) slot.outOfMemory = true;
  slot.stderr = (slot.stderr + chunk).slice(-4000);
}

/** A one-line reason from a dead render process's exit and the end of its stderr. */
export function exitReason(code: number | null, signal: NodeJS.Signals | null, stderr: string, outOfMemory = false): string {
  if (outOfMemory || OUT_OF_MEMORY.test(stderr)) return `a render process ran out of memory (its old space is ${oldSpaceMb()} MB; QUIRE_WORKER_HEAP_MB raises it)`;
  // The report's message, not the stack trace after it (native frames, `at …` lines, `#` rules).
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !NATIVE_FRAME.test(line) && !/^at /.test(line) && !/^[-#<>\s]*$/.test(line) && !/^-+ .* -+$/.test(line));
  const last = lines.findLast((line) => /error|failed|fatal|abort/i.test(line)) ?? lines.at(-1);
  return `a render process exited (${signal ?? `code ${code}`})${last ? `: ${last.slice(0, 200)}` : ''}`;
}

/**
 * Renders page jobs in `count` render processes. One that cannot start or dies (a crash, running
 * out of memory on one huge page) hands its jobs to `fallback`, a runner in the main process, so
 * the build still finishes; an error thrown while rendering a page fails that job.
 */
export function createRenderPool(count: number, init: RenderInit, fallback: () => Promise<PageJobRunner>): RenderPool {
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  const failures: string[] = [];
  let nextId = 0;
  let closing = false;

  const toFallback = (p: Pending) => {
    fallback()
      .then((r) => r.run(p.job))
      .then(p.resolve, p.reject);
  };
  const dispatch = () => {
    while (queue.length) {
      const live = slots.filter((s) => s.alive);
      if (!live.length) {
        for (const p of queue.splice(0)) toFallback(p);
        return;
      }
      const slot = live.reduce((a, b) => (b.inFlight.size < a.inFlight.size ? b : a));
      if (slot.inFlight.size >= JOBS_PER_PROCESS) return;
      const p = queue.shift()!;
      slot.inFlight.set(p.id, p);
      send(slot, { type: 'job', id: p.id, job: p.job });
    }
  };
  const fail = (slot: Slot, why: string) => {
    if (!slot.alive) return;
    slot.alive = false;
    if (!closing) failures.push(why);
    for (const p of slot.inFlight.values()) toFallback(p);
    slot.inFlight.clear();
    slot.child.kill('SIGKILL');
    dispatch();
  };
  const send = (slot: Slot, message: RenderRequest) => {
    // The callback reports a channel that closed under us (the process just died).
    slot.child.send(message, (err) => err && fail(slot, exitReason(slot.child.exitCode, slot.child.signalCode, slot.stderr || err.message, slot.outOfMemory)));
  };

  for (let i = 0; i < count; i++) {
    const child = startRenderProcess(init);
    if (!child) {
      failures.push('the render process file (render-process.js) is missing; run `npm run build:lib`');
      break;
    }
    const slot: Slot = { child, inFlight: new Map(), alive: true, stderr: '', outOfMemory: false };
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => noteStderr(slot, chunk));
    child.on('message', (reply: RenderReply) => {
      if (reply.type === 'ready') return;
      if (reply.type === 'fatal') return fail(slot, `a render process could not start: ${reply.message}`);
      const p = slot.inFlight.get(reply.id);
      if (!p) return;
      slot.inFlight.delete(reply.id);
      if (reply.type === 'result') p.resolve(reply.result);
      else p.reject(Object.assign(new Error(reply.message), { stack: reply.stack ?? reply.message }));
      dispatch();
    });
    child.on('error', (err) => fail(slot, `a render process failed: ${err.message}`));
    child.on('exit', (code, signal) => fail(slot, exitReason(code, signal, slot.stderr, slot.outOfMemory)));
    slots.push(slot);
  }

  return {
    failures,
    run(job) {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((s) => stopProcess(s)));
    },
  };
}

/** Lets a render process exit on its own (it exits when its channel closes); kills it if it hangs. */
async function stopProcess(slot: Slot): Promise<void> {
  slot.alive = false;
  const { child } = slot;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.disconnect();
  else child.kill('SIGKILL');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
