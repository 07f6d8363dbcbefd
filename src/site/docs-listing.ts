import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FileTimes } from './page-heads.js';
import { listDocsFolder, type FolderListingRules } from './list-docs-folder.js';

/**
 * The docs folder listed, and its page files' sizes and times taken, on a worker thread. On a
 * large site the folder walk and a stat of every page file are a few hundred milliseconds of
 * system calls at the start of every rebuild and of `quire dev`, while the main thread reads
 * docs.json's and the page heads' records: done beside them, they leave the main thread's way
 * (bench/RESULTS.md, "Figures behind code comments"). The worker runs list-docs-folder.ts's
 * function from its source text, so the bundled CLI needs no separate file for it, and the rules
 * are those of a listing in place: dot entries, `node_modules`, Quire output folders and
 * `exclude`. scan-docs.ts applies `.mintignore` to what either lists.
 */
const LIST_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const listDocsFolder = ${listDocsFolder.toString()};
try {
  const { files, times } = listDocsFolder(require('node:fs'), require('node:path'), workerData.root, workerData.rules);
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

export interface DocsListingOptions extends Omit<FolderListingRules, 'statPattern' | 'skipFolder'> {
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
        workerData: { root, rules: { marker: opts.marker, skipped: [...opts.skipped], excluded: [...opts.excluded], ...(opts.timesOf && { statPattern: opts.timesOf }) } satisfies FolderListingRules },
      });
      worker.once('message', (answer: { files: string; times: Float64Array } | { failed: string }) => {
        if ('failed' in answer) return resolve(undefined);
        const files = answer.files ? answer.files.split('\0') : [];
        const times = new Map<string, FileTimes>();
        const t = answer.times;
        for (let i = 0; i < t.length / 3; i++) {
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
