import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Files larger than this are always taken as changed: hashing them would cost more than the reload. */
const HASHED_UP_TO = 4 * 1024 * 1024;

/**
 * How long an emptied file is watched for the data of its save, and how often it is looked at
 * again. A save that truncates the file and then writes it can come as two batches more than the
 * watcher's pause apart on a busy machine: the page would render empty (or docs.json fail to
 * parse) for a moment, and open pages reload twice. A file that stays empty counts once this is
 * over, so emptying a page on purpose costs its reload this long.
 */
const EMPTIED_WAIT_MS = 300;
const EMPTIED_POLL_MS = 25;

export interface UnchangedFilterOptions {
  /** Overrides EMPTIED_WAIT_MS (tests). */
  emptiedWaitMs?: number;
}

/**
 * Drops, from each batch the watcher reports, the files whose bytes are those of the last batch
 * that had them. One save is often seen as two batches: an editor's write, rename and chmod, or a
 * write's truncate and data, more than the watcher's pause apart when the machine is busy. The
 * second batch then finds the same bytes, and open pages would reload twice. (mtime and size are
 * not enough: a file written twice within the clock's tick keeps both, and `v1`→`v2` its size.)
 * A file found empty is looked at again for a moment first (EMPTIED_WAIT_MS): a truncate's data
 * that follows is taken with it, as one change.
 *
 * Batches are filtered in the order they come, each after the one before, so the bytes compared
 * with are those of the batch applied just before. A file seen for the first time always counts.
 */
export function createUnchangedFilter(root: string, opts: UnchangedFilterOptions = {}): (files: string[]) => Promise<string[]> {
  const emptiedWait = opts.emptiedWaitMs ?? EMPTIED_WAIT_MS;
  /** The last bytes seen per file: a hash, `missing`, or none (not hashable: always changed). */
  const seen = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  return (files) => {
    const next = queue.then(async () => {
      const prints = await Promise.all(files.map((file) => fingerprint(join(root, file))));
      await untilFilled(root, files, prints, emptiedWait);
      return files.filter((file, i) => {
        const print = prints[i];
        const same = print !== undefined && seen.get(file) === print;
        if (print === undefined) seen.delete(file);
        else seen.set(file, print);
        return !same;
      });
    });
    queue = next.catch(() => undefined);
    return next;
  };
}

/** Looks at the batch's empty files again until they have bytes or `wait` is over; `prints` gets their last print. */
async function untilFilled(root: string, files: string[], prints: (string | undefined)[], wait: number): Promise<void> {
  let empty = prints.flatMap((print, i) => (print === EMPTY ? [i] : []));
  for (let waited = 0; empty.length && waited < wait; waited += EMPTIED_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(EMPTIED_POLL_MS, wait - waited)));
    for (const i of empty) prints[i] = await fingerprint(join(root, files[i]!));
    empty = empty.filter((i) => prints[i] === EMPTY);
  }
}

const digest = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64');
/** The print of an empty file. */
const EMPTY = digest(new Uint8Array(0));

/** The file's bytes as a hash, `missing` when it is not there, undefined when it is not hashed (a folder, a large file). */
async function fingerprint(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path);
    if (!info.isFile() || info.size > HASHED_UP_TO) return undefined;
    return info.size === 0 ? EMPTY : digest(await readFile(path));
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : undefined;
  }
}
