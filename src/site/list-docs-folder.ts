import type * as Fs from 'node:fs';
import type * as Path from 'node:path';

/** What the listing leaves out (scan-docs.ts applies `.mintignore` to what it lists). */
export interface FolderListingRules {
  /** A folder holding a file of this name is a Quire output folder: skipped whole (not the root). */
  marker: string;
  /** Folder names skipped wherever they are (`node_modules`). */
  skipped: readonly string[];
  /** Paths under the root (`/`-separated) left out with everything below them. */
  excluded: readonly string[];
  /** Files whose size and times to take (a regular expression's source, matched without case). */
  statPattern?: string;
  /**
   * Folders (by path under the root) not to list: `.mintignore`'s, in place. A worker thread
   * cannot be given a function; there the caller drops what it lists below them instead.
   */
  skipFolder?: (rel: string) => boolean;
}

/**
 * The docs folder's files, relative to `root` with `/` separators, in walk order: dot entries,
 * skipped folders, output folders and excluded paths left out; symlinks are not followed, so
 * nothing outside the root is reached. With `statPattern`, `times` holds size, mtime and ctime
 * (ms) for every file listed, NaN for the files not matching it or gone by their stat;
 * without it, `times` is empty.
 *
 * A folder deleted (or replaced by a file) since its parent was listed has no files; any other
 * error reading a folder is thrown.
 *
 * This one function lists the folder both in place (scan-docs.ts) and on a worker thread
 * (docs-listing.ts), which runs it from its source text. So it is self-contained: what it uses
 * comes in as arguments, and it defines no named function inside it (a transpiler that keeps
 * names would wrap one in a helper the worker does not have). Synchronous, with relative paths
 * built from the parent's: a promise per folder and a path.relative per entry cost far more CPU
 * on large sites (bench/RESULTS.md, "Where a large site's rebuild and `quire dev` start went").
 */
export function listDocsFolder(fs: typeof Fs, path: typeof Path, root: string, rules: FolderListingRules): { files: string[]; times: number[] } {
  const timed = rules.statPattern ? new RegExp(rules.statPattern, 'i') : null;
  const files: string[] = [];
  const times: number[] = [];
  // Depth first in listing order, as a recursive walk goes (readdir's order is mostly sorted, and
  // callers sort: a list in that order sorts fastest). A stack of folders being listed, each
  // with its entries and the next one to look at.
  const open: { dir: string; relDir: string; entries: Fs.Dirent[]; next: number }[] = [];
  let folder: { dir: string; relDir: string } | undefined = { dir: root, relDir: '' };
  while (folder || open.length > 0) {
    if (folder) {
      const { dir, relDir } = folder;
      folder = undefined;
      let entries: Fs.Dirent[];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') continue;
        throw err;
      }
      // A Quire output folder (e.g. an old dist/ built with another --out) is not content.
      if (relDir && entries.some((e) => e.name === rules.marker)) continue;
      open.push({ dir, relDir, entries, next: 0 });
    }
    const top = open[open.length - 1] as (typeof open)[number];
    if (top.next === top.entries.length) {
      open.pop();
      continue;
    }
    const entry = top.entries[top.next++] as Fs.Dirent;
    if (entry.name.startsWith('.')) continue;
    const rel = top.relDir ? `${top.relDir}/${entry.name}` : entry.name;
    if (rules.excluded.some((e) => rel === e || rel.startsWith(`${e}/`))) continue;
    if (entry.isDirectory()) {
      if (!rules.skipped.includes(entry.name) && !rules.skipFolder?.(rel)) folder = { dir: path.join(top.dir, entry.name), relDir: rel };
    } else if (entry.isFile()) {
      files.push(rel);
      if (!timed) continue;
      const s = timed.test(rel) ? fs.statSync(path.join(top.dir, entry.name), { throwIfNoEntry: false }) : undefined;
      times.push(s ? s.size : Number.NaN, s ? s.mtimeMs : Number.NaN, s ? s.ctimeMs : Number.NaN);
    }
  }
  return { files, times };
}
