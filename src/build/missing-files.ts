import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/**
 * A rebuild takes every unchanged page's files (HTML, Markdown twin, social image) from the
 * previous output, and must know that each is still there: a file deleted by hand is made again.
 * At 27,000 pages that is 80,000 existence checks, ~0.45 s of system calls. They run on a worker
 * thread from the start of the build, over the file list the last build left beside its manifest
 * (render-cache.ts `outputFilesListPath`), while the main thread loads the site: by the time pages
 * are adopted the answer is in. The worker is a few lines of plain Node, so the bundled CLI needs
 * no separate file for it.
 */
const CHECK_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { existsSync, readFileSync } = require('node:fs');
const pageFile = new RegExp(workerData.pageFile);
let listed = '';
try { listed = readFileSync(workerData.list, 'utf8'); } catch {}
const missing = [];
if (listed) for (const relative of listed.split('\\0')) if (pageFile.test(relative) && !existsSync(workerData.out + '/' + relative)) missing.push(relative);
parentPort.postMessage({ listed, missing: missing.join('\\0') });
`;

/**
 * The files a page has in the output: HTML, Markdown twin, social image. The search index's
 * files (a third of the list at 27,000 pages) are not checked: whole kept shards are adopted
 * as folders, with a check of their own.
 */
const PAGE_FILE = /\.(?:html|md|png)$/;

/** A list this long names ~2,000 files (a few hundred pages): below it, no thread is started. */
const MIN_LIST_BYTES = 64 * 1024;

/** What a check of the previous output's listed files found. */
export interface OutputFilePresence {
  /** Every file of the list, in its order. */
  all: readonly string[];
  /** Files the check looked at: the list's page files (paths under the output folder, `/`-separated). */
  listed: ReadonlySet<string>;
  /** Those of them that were not there. */
  missing: ReadonlySet<string>;
}

/**
 * Checks, on a worker thread, which files of the list at `listFile` (paths under `out`, separated
 * by NUL characters) exist. Resolves to undefined, never rejects, when there is no list, a short
 * one, or the thread fails: the caller then checks each file itself. Whatever the list holds, the answer for
 * a file in it is the file system's, so a stale list costs only checks, never a wrong answer.
 */
export function checkListedFiles(out: string, listFile: string): Promise<OutputFilePresence | undefined> {
  // No list (a first build), or one of a small site: checking each file as it is adopted costs
  // less than a thread.
  // (QUIRE_FILE_CHECK_MIN_BYTES lowers the bar for tests of small sites.)
  const min = Number(process.env.QUIRE_FILE_CHECK_MIN_BYTES ?? MIN_LIST_BYTES);
  if ((statSync(listFile, { throwIfNoEntry: false })?.size ?? 0) < min) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    try {
      const worker = new Worker(CHECK_IN_WORKER, { eval: true, workerData: { out, list: listFile, pageFile: PAGE_FILE.source } });
      worker.once('message', ({ listed, missing }: { listed: string; missing: string }) => {
        const all = listed ? listed.split('\0') : [];
        const checked = all.filter((file) => PAGE_FILE.test(file));
        resolve(checked.length ? { all, listed: new Set(checked), missing: new Set(missing ? missing.split('\0') : []) } : undefined);
      });
      worker.once('error', () => resolve(undefined));
      worker.once('exit', () => resolve(undefined));
    } catch {
      resolve(undefined);
    }
  });
}

/** Whether `relative` exists by the check (true/false), or undefined when the check did not look at it. */
export function presenceOf(presence: OutputFilePresence | undefined, relative: string): boolean | undefined {
  if (!presence?.listed.has(relative)) return undefined;
  return presence.missing.size === 0 || !presence.missing.has(relative);
}
