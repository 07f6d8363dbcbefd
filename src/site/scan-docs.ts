import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { DocsListing } from './docs-listing.js';
import type { FileTimes } from './page-heads.js';
import { createIgnoreMatcher, isPageFile } from './page-files.js';
import { relativeWithin } from '../io/relative-within.js';

export interface DocsScan {
  /** Page files (.mdx/.md), relative to the root with `/` separators, sorted. */
  pageFiles: string[];
  /** Every other file (images, specs, snippets…), relative, sorted. */
  otherFiles: string[];
  /** Page files' sizes and times, when a listing on a worker took them (docs-listing.ts). */
  pageTimes?: ReadonlyMap<string, FileTimes>;
}

export const SKIPPED_DIRS = new Set(['node_modules']);
const GONE = new Set(['ENOENT', 'ENOTDIR']);

/** Written into every built site, so a later scan never mistakes an old build for docs. */
export const OUTPUT_MARKER = '.quire-output';

/**
 * Lists the docs folder. Dot files and folders, `node_modules`, the output folder and
 * `.mintignore` matches are skipped. Symlinks are not followed, so nothing outside the
 * root is reached.
 */
export async function scanDocs(root: string, opts: { exclude?: string[]; listing?: DocsListing } = {}): Promise<DocsScan> {
  let ignored: (file: string) => boolean = () => false;
  try {
    ignored = createIgnoreMatcher(await readFile(join(root, '.mintignore'), 'utf8'));
  } catch {
    // no .mintignore
  }
  const excluded = excludedPaths(root, opts.exclude);
  const pageFiles: string[] = [];
  const otherFiles: string[] = [];
  if (opts.listing) {
    // Listed on a worker with every rule but .mintignore's, which applies here: a file goes when
    // it or a folder above it is ignored, as the walk below skips an ignored folder whole.
    const ignoredFolder = new Map<string, boolean>();
    const inIgnoredFolder = (file: string): boolean => {
      const slash = file.lastIndexOf('/');
      if (slash < 0) return false;
      const folder = file.slice(0, slash);
      let answer = ignoredFolder.get(folder);
      if (answer === undefined) {
        answer = inIgnoredFolder(folder) || ignored(`${folder}/`);
        ignoredFolder.set(folder, answer);
      }
      return answer;
    };
    for (const file of opts.listing.files) {
      if (inIgnoredFolder(file) || ignored(file)) continue;
      (isPageFile(file) ? pageFiles : otherFiles).push(file);
    }
    pageFiles.sort();
    otherFiles.sort();
    return { pageFiles, otherFiles, pageTimes: opts.listing.times };
  }

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

/** `exclude` as paths under the root, `/`-separated (those outside it name nothing). */
export function excludedPaths(root: string, exclude: readonly string[] | undefined): string[] {
  return (exclude ?? []).map((p) => relativeWithin(root, p)?.split(sep).join('/')).filter((p): p is string => Boolean(p));
}
