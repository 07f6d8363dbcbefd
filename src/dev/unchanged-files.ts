import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Files larger than this are always taken as changed: hashing them would cost more than the reload. */
const HASHED_UP_TO = 4 * 1024 * 1024;

/**
 * Drops, from each batch the watcher reports, the files whose bytes are those of the last batch
 * that had them. One save is often seen as two batches: an editor's write, rename and chmod, or a
 * write's truncate and data, more than the watcher's pause apart when the machine is busy. The
 * second batch then finds the same bytes, and open pages would reload twice. (mtime and size are
 * not enough: a file written twice within the clock's tick keeps both, and `v1`→`v2` its size.)
 *
 * Batches are filtered in the order they come, each after the one before, so the bytes compared
 * with are those of the batch applied just before. A file seen for the first time always counts.
 */
export function createUnchangedFilter(root: string): (files: string[]) => Promise<string[]> {
  /** The last bytes seen per file: a hash, `missing`, or none (not hashable: always changed). */
  const seen = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  return (files) => {
    const next = queue.then(async () => {
      const prints = await Promise.all(files.map((file) => fingerprint(join(root, file))));
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

/** The file's bytes as a hash, `missing` when it is not there, undefined when it is not hashed (a folder, a large file). */
async function fingerprint(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path);
    if (!info.isFile() || info.size > HASHED_UP_TO) return undefined;
    return createHash('sha1').update(await readFile(path)).digest('base64');
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : undefined;
  }
}
