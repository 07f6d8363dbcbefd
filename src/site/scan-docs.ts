import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { createIgnoreMatcher, isPageFile } from './page-files.js';

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
  const excluded = (opts.exclude ?? []).map((p) => relative(root, p).split(sep).join('/')).filter((p) => p && !p.startsWith('..'));
  const pageFiles: string[] = [];
  const otherFiles: string[] = [];

  async function walk(dir: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      // A folder deleted (or replaced by a file) since its parent was listed has no files.
      if (GONE.has((err as NodeJS.ErrnoException).code ?? '')) return;
      throw err;
    }
    // A Quire output folder (e.g. an old dist/ built with another --out) is not content.
    if (dir !== root && entries.some((e) => e.name === OUTPUT_MARKER)) return;
    await Promise.all(
      entries.map(async (entry) => {
        if (entry.name.startsWith('.')) return;
        const abs = join(dir, entry.name);
        const rel = relative(root, abs).split(sep).join('/');
        if (excluded.some((e) => rel === e || rel.startsWith(`${e}/`))) return;
        if (entry.isDirectory()) {
          if (SKIPPED_DIRS.has(entry.name) || ignored(`${rel}/`)) return;
          await walk(abs);
        } else if (entry.isFile()) {
          if (ignored(rel)) return;
          (isPageFile(rel) ? pageFiles : otherFiles).push(rel);
        }
      }),
    );
  }
  await walk(root);
  pageFiles.sort();
  otherFiles.sort();
  return { pageFiles, otherFiles };
}
