import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { createIgnoreMatcher, isPageFile } from './page-files.js';
import { relativeWithin } from '../io/relative-within.js';

export interface DocsScan {
  /** Page files (.mdx/.md), relative to the root with `/` separators, sorted. */
  pageFiles: string[];
  /** Every other file (images, specs, snippets…), relative, sorted. */
  otherFiles: string[];
}

const SKIPPED_DIRS = new Set(['node_modules']);
const GONE = new Set(['ENOENT', 'ENOTDIR']);

/** Written into every built site, so a later scan never mistakes an old build for docs. */
export const OUTPUT_MARKER = '.quire-output';

/**
 * Lists the docs folder. Dot files and folders, `node_modules`, the output folder and
 * `.mintignore` matches are skipped. Symlinks are not followed, so nothing outside the
 * root is reached.
 */
export async function scanDocs(root: string, opts: { exclude?: string[] } = {}): Promise<DocsScan> {
  let ignored: (file: string) => boolean = () => false;
  try {
    ignored = createIgnoreMatcher(await readFile(join(root, '.mintignore'), 'utf8'));
  } catch {
    // no .mintignore
  }
  const excluded = (opts.exclude ?? []).map((p) => relativeWithin(root, p)?.split(sep).join('/')).filter((p): p is string => Boolean(p));
  const pageFiles: string[] = [];
  const otherFiles: string[] = [];

  // Synchronous, and the relative path built from the parent's: on a 5,442-page site the
  // promise per folder and a path.relative per entry took ~0.9 s of CPU (readdir round trips,
  // relative's normalisation); nothing else needs this thread while the site loads.
  function walk(dir: string, relDir: string): void {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      // A folder deleted (or replaced by a file) since its parent was listed has no files.
      if (GONE.has((err as NodeJS.ErrnoException).code ?? '')) return;
      throw err;
    }
    // A Quire output folder (e.g. an old dist/ built with another --out) is not content.
    if (dir !== root && entries.some((e) => e.name === OUTPUT_MARKER)) return;
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      if (excluded.some((e) => rel === e || rel.startsWith(`${e}/`))) continue;
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name) || ignored(`${rel}/`)) continue;
        walk(join(dir, entry.name), rel);
      } else if (entry.isFile()) {
        if (ignored(rel)) continue;
        (isPageFile(rel) ? pageFiles : otherFiles).push(rel);
      }
    }
  }
  walk(root, '');
  pageFiles.sort();
  otherFiles.sort();
  return { pageFiles, otherFiles };
}
