import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { DocsPage } from './docs-index.js';

/**
 * The Markdown twins of a built site (`quire build` writes `page.md` beside `page/index.html`),
 * as pages by URL path. Undefined when `dir` is no built site: missing, or no twin in it.
 */
export async function loadBuiltDocs(dir: string): Promise<DocsPage[] | undefined> {
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) return undefined;
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    // Quire's own folders (search index, cache) hold no pages.
    .filter((f) => !f.startsWith('_') && !f.startsWith('.') && !f.startsWith('pagefind/'))
    .sort();
  if (files.length === 0) return undefined;
  return Promise.all(
    files.map(async (f) => {
      const path = f === 'index.md' ? '/' : `/${f.slice(0, -'.md'.length)}`;
      return { path, markdown: await readFile(join(dir, f), 'utf8') };
    }),
  );
}
