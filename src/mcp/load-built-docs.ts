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
  // A twin sits beside its page's HTML; other Markdown files of the output (skill.md, a copied
  // README.md) are no pages.
  const twins = (await Promise.all(files.map(async (f) => ((await hasPageHtml(dir, f)) ? f : undefined)))).filter((f) => f !== undefined);
  if (twins.length === 0) return undefined;
  return Promise.all(
    twins.map(async (f) => {
      const path = f === 'index.md' ? '/' : `/${f.slice(0, -'.md'.length)}`;
      return { path, markdown: await readFile(join(dir, f), 'utf8') };
    }),
  );
}

async function hasPageHtml(dir: string, twin: string): Promise<boolean> {
  const base = twin.slice(0, -'.md'.length);
  const candidates = twin === 'index.md' ? ['index.html'] : [`${base}/index.html`, `${base}.html`];
  for (const html of candidates) if ((await stat(join(dir, html)).catch(() => undefined))?.isFile()) return true;
  return false;
}
