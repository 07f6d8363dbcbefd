import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocsConfig } from '../config/docs-config-schema.js';
import type { SiteModel } from '../shared/site-model.js';
import type { PageJob, PageJobResult, PageJobRunner, RenderSettings } from './page-job.js';

/** What a worker is started with (structured-cloned). */
export interface WorkerInit {
  root: string;
  /** The main thread's page model and docs.json (plain data, cloned into the worker). */
  site: SiteModel;
  config: DocsConfig;
  exclude: string[];
  settings: RenderSettings;
  /** Use the render cache. */
  cache: boolean;
}

export type WorkerReply =
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
  worker: Worker;
  inFlight: Map<number, Pending>;
  alive: boolean;
}

export interface RenderPool {
  run(job: PageJob): Promise<PageJobResult>;
  close(): Promise<void>;
  /** Workers that died or never started; their jobs were rendered in the main thread. */
  readonly failures: string[];
}

/**
 * Heap of one worker. V8 lets a heap grow far past what it needs before collecting; a page
 * needs a few MB, so a small old space keeps the build's memory low. A page that needs more
 * (a huge generated page) kills its worker, and the main thread, with its larger heap,
 * renders it instead.
 */
const OLD_SPACE_MB = Number(process.env.QUIRE_WORKER_HEAP_MB) || 384;

/**
 * Young generation of one worker. V8 sizes it from the old space, which for 384 MB gives a
 * nursery of a few MB: compiling a page allocates far more than that, so each page's parse trees
 * were promoted and swept by major collections. On the 1,000-page bench, 3 cold builds each
 * (noisy 2-core VM): V8's size 44.8 s median, peak RSS ~600 MB; 96 MB 42.8 s, ~665 MB; 192 MB
 * 41.1 s, ~800 MB. 96 MB takes most of the gain for a third of the memory. `QUIRE_WORKER_YOUNG_MB`
 * overrides it.
 */
const YOUNG_MB = Number(process.env.QUIRE_WORKER_YOUNG_MB) || 96;

/** Jobs a worker holds at once: enough to overlap its file writes with the next compile. */
const PER_WORKER = 3;

/** The compiled worker beside this module, or its TypeScript source when running from src/ (tests). */
function workerEntry(): { url: URL; ts: boolean } | undefined {
  const js = new URL('./render-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return { url: js, ts: false };
  const ts = new URL('./render-worker.ts', import.meta.url);
  if (existsSync(fileURLToPath(ts))) return { url: ts, ts: true };
  return undefined;
}

function startWorker(init: WorkerInit): Worker | undefined {
  const entry = workerEntry();
  if (!entry) return undefined;
  const resourceLimits = { maxOldGenerationSizeMb: OLD_SPACE_MB, maxYoungGenerationSizeMb: YOUNG_MB };
  if (!entry.ts) return new Worker(entry.url, { workerData: init, resourceLimits });
  // From src/ (vitest): register tsx's loader inside the worker, then load the TypeScript entry.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.url.href)}); });`;
  return new Worker(boot, { eval: true, workerData: init, resourceLimits });
}

/**
 * Renders page jobs on `count` worker threads. A worker that cannot start or dies (a crash,
 * running out of memory on one huge page) hands its jobs to `fallback`, a runner in the main
 * thread, so the build still finishes; an error thrown while rendering a page fails that job.
 */
export function createRenderPool(count: number, init: WorkerInit, fallback: () => Promise<PageJobRunner>): RenderPool {
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
      if (slot.inFlight.size >= PER_WORKER) return;
      const p = queue.shift()!;
      slot.inFlight.set(p.id, p);
      slot.worker.postMessage({ id: p.id, job: p.job });
    }
  };
  const fail = (slot: Slot, why: string) => {
    if (!slot.alive) return;
    slot.alive = false;
    if (!closing) failures.push(why);
    for (const p of slot.inFlight.values()) toFallback(p);
    slot.inFlight.clear();
    void slot.worker.terminate();
    dispatch();
  };

  for (let i = 0; i < count; i++) {
    const worker = startWorker(init);
    if (!worker) {
      failures.push('the render worker file is missing');
      break;
    }
    const slot: Slot = { worker, inFlight: new Map(), alive: true };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') return;
      if (reply.type === 'fatal') return fail(slot, reply.message);
      const p = slot.inFlight.get(reply.id);
      if (!p) return;
      slot.inFlight.delete(reply.id);
      if (reply.type === 'result') p.resolve(reply.result);
      else p.reject(Object.assign(new Error(reply.message), { stack: reply.stack ?? reply.message }));
      dispatch();
    });
    worker.on('error', (err) => fail(slot, err.message));
    worker.on('exit', (code) => fail(slot, `a render worker exited (code ${code})`));
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
      await Promise.all(
        slots.map(async (s) => {
          s.alive = false;
          await s.worker.terminate();
        }),
      );
    },
  };
}
