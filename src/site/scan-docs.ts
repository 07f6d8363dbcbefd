import * as fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { DocsListing } from './docs-listing.js';
import { listDocsFolder } from './list-docs-folder.js';
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

/** Written into every built site, so a later scan never mistakes an old build for docs. */
export const OUTPUT_MARKER = '.quire-output';

/**
 * Lists the docs folder. Dot files and folders, `node_modules`, the output folder and
 * `.mintignore` matches are skipped. Symlinks are not followed, so nothing outside the
 * root is reached.
 */
export async function scanDocs(root: string, opts: { exclude?: string[]; listing?: DocsListing } = {}): Promise<DocsScan> {
  const ignored = await mintignore(root);
  // Listed in place unless a worker listed it already (docs-listing.ts), by the same rules but
  // .mintignore's, which apply here: a file goes when it or a folder above it is ignored (in
  // place, an ignored folder is not listed at all).
  const skipFolder = ignored && ((rel: string) => ignored(`${rel}/`));
  const files = opts.listing?.files ?? listDocsFolder(fs, path, root, { marker: OUTPUT_MARKER, skipped: [...SKIPPED_DIRS], excluded: excludedPaths(root, opts.exclude), ...(skipFolder && { skipFolder }) }).files;
  const ignoredFolder = new Map<string, boolean>();
  const inIgnoredFolder = (file: string): boolean => {
    const slash = file.lastIndexOf('/');
    if (slash < 0 || !skipFolder) return false;
    const folder = file.slice(0, slash);
    let answer = ignoredFolder.get(folder);
    if (answer === undefined) {
      answer = inIgnoredFolder(folder) || skipFolder(folder);
      ignoredFolder.set(folder, answer);
    }
    return answer;
  };
  const pageFiles: string[] = [];
  const otherFiles: string[] = [];
  for (const file of files) {
    if (ignored && (inIgnoredFolder(file) || ignored(file))) continue;
    (isPageFile(file) ? pageFiles : otherFiles).push(file);
  }
  pageFiles.sort();
  otherFiles.sort();
  return { pageFiles, otherFiles, ...(opts.listing && { pageTimes: opts.listing.times }) };
}

/** The docs folder's `.mintignore` as a matcher of root-relative paths (folders end in `/`); undefined without one. */
async function mintignore(root: string): Promise<((file: string) => boolean) | undefined> {
  try {
    return createIgnoreMatcher(await readFile(path.join(root, '.mintignore'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** `exclude` as paths under the root, `/`-separated (those outside it name nothing). */
export function excludedPaths(root: string, exclude: readonly string[] | undefined): string[] {
  return (exclude ?? []).map((p) => relativeWithin(root, p)?.split(path.sep).join('/')).filter((p): p is string => Boolean(p));
}
