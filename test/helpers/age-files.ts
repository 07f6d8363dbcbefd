import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Dates every file under `root` an hour back, as a checkout's files are: the page-head store
 * never records a file modified within the last two seconds (src/site/page-heads.ts).
 */
export async function ageFiles(root: string): Promise<void> {
  const past = new Date(Date.now() - 3600_000);
  for (const e of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) await utimes(join(e.parentPath, e.name), past, past);
  }
}
