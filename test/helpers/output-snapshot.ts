import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every output file by relative path, except the search index's (Pagefind's hashes depend on indexing order). */
export async function outputSnapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const file = relative(dir, join(e.parentPath, e.name));
    if (file.startsWith('pagefind/') || file.startsWith('_quire/search/')) continue;
    files.set(file, await readFile(join(dir, file), 'utf8'));
  }
  return files;
}
