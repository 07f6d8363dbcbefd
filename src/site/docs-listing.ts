import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FileTimes } from './page-heads.js';

/**
 * The docs folder listed, and its page files' sizes and times taken, on a worker thread. On a
 * large site the folder walk and a stat of every page file are a few hundred milliseconds of
 * system calls at the start of every rebuild and of `quire dev`, while the main thread reads
 * docs.json's and the page heads' records: done beside them, they leave the main thread's way
 * (bench/RESULTS.md, "Figures behind code comments"). The worker is a few lines of plain Node, as
 * in missing-files.ts, so the bundled CLI needs no separate file for it.
 *
 * It applies only the rules that need no docs-folder file: dot entries, `node_modules`, Quire
 * output folders and `exclude`. scan-docs.ts applies `.mintignore` to what it lists.
 */
const LIST_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { root, marker, skipped, excluded, statPattern } = workerData;
const timed = statPattern ? new RegExp(statPattern, 'i') : null;
const files = [];
const times = [];
const gone = new Set(['ENOENT', 'ENOTDIR']);
function walk(dir, relDir) {
  let entries;
  try { entries = readdirSync(dir, { withFileTypes: true }); }
  catch (err) { if (gone.has(err.code)) return; throw err; }
  if (relDir && entries.some((e) => e.name === marker)) return;
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const rel = relDir ? relDir + '/' + entry.name : entry.name;
    if (excluded.some((e) => rel === e || rel.startsWith(e + '/'))) continue;
    if (entry.isDirectory()) {
      if (!skipped.includes(entry.name)) walk(join(dir, entry.name), rel);
    } else if (entry.isFile()) {
      files.push(rel);
      const s = timed && timed.test(rel) ? statSync(join(dir, entry.name), { throwIfNoEntry: false }) : undefined;
      times.push(s ? s.size : NaN, s ? s.mtimeMs : NaN, s ? s.ctimeMs : NaN);
    }
  }
}
try {
  walk(root, '');
  const buffer = Float64Array.from(times);
  parentPort.postMessage({ files: files.join('\\0'), times: buffer }, [buffer.buffer]);
} catch (err) {
  parentPort.postMessage({ failed: String(err && err.message) });
}
`;

/** What the worker listed: every file it did not skip, in walk order, and the times of those asked for. */
export interface DocsListing {
  files: string[];
  /** By file, for the files matching `timesOf` when listed (absent: not asked, or gone by its stat). */
  times: Map<string, FileTimes>;
}

export interface DocsListingOptions {
  /** Folder and output-marker names, as scan-docs.ts skips them. */
  marker: string;
  skipped: readonly string[];
  /** Paths under the root (`/`-separated) left out with everything below them. */
  excluded: readonly string[];
  /** Files whose size and times to take (a regular expression's source, matched without case). */
  timesOf?: string;
}

/**
 * Starts listing `root` on a worker thread. Resolves to undefined, never rejects, when the thread
 * fails or the walk does (a folder that cannot be read): the caller then walks the folder itself,
 * and meets the error there with its usual message.
 */
export function startDocsListing(root: string, opts: DocsListingOptions): Promise<DocsListing | undefined> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(LIST_IN_WORKER, {
        eval: true,
        workerData: { root, marker: opts.marker, skipped: [...opts.skipped], excluded: [...opts.excluded], statPattern: opts.timesOf },
      });
      worker.once('message', (answer: { files: string; times: Float64Array } | { failed: string }) => {
        if ('failed' in answer) return resolve(undefined);
        const files = answer.files ? answer.files.split('\0') : [];
        const times = new Map<string, FileTimes>();
        const t = answer.times;
        for (let i = 0; i < files.length; i++) {
          const size = t[i * 3] as number;
          if (!Number.isNaN(size)) times.set(files[i] as string, { size, mtimeMs: t[i * 3 + 1] as number, ctimeMs: t[i * 3 + 2] as number });
        }
        resolve({ files, times });
      });
      worker.once('error', () => resolve(undefined));
      worker.once('exit', () => resolve(undefined));
    } catch {
      resolve(undefined);
    }
  });
}

/**
 * A record this large (a few thousand pages) tells a site whose listing is worth a thread; below
 * it, or on a first run, the folder is walked in place.
 */
const MIN_RECORD_BYTES = 256 * 1024;

/** Whether the site whose page-head record is `recordFile` is large enough for `startDocsListing`. */
export function worthListingInWorker(recordFile: string): boolean {
  const min = Number(process.env.QUIRE_LISTING_MIN_BYTES ?? MIN_RECORD_BYTES);
  return (statSync(recordFile, { throwIfNoEntry: false })?.size ?? 0) >= min;
}
