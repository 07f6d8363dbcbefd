import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { MARKDOWN_HEADERS, prefersMarkdown } from './accept-markdown.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mimeType, safeJoin } from './serve-utils.js';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A file's bytes, or `undefined` when it went away after it was found (a rebuild, a deleted folder). */
async function readIfThere(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/**
 * Serves a built site as a static host does: `/x` → `x/index.html` (or `x.html`), `/x/` too,
 * files as they are, `404.html` with status 404 for anything else.
 */
export function createStaticHandler(dir: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    // `Accept: text/markdown` (agents): a page's Markdown twin (`/x` → `x.md`, `/` → `index.md`).
    const twinPath = urlPath === '/' || urlPath === '' ? '/index.md' : `${urlPath.replace(/\/+$/, '')}.md`;
    const twin = !urlPath.endsWith('.md') && prefersMarkdown(req.headers.accept) ? safeJoin(dir, twinPath) : null;
    if (twin && (await isFile(twin))) {
      const body = await readIfThere(twin);
      if (body !== undefined) {
        res.writeHead(200, { ...MARKDOWN_HEADERS, 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    const base = safeJoin(dir, urlPath);
    const candidates = base ? [base, join(base, 'index.html'), `${base}.html`] : [];
    for (const file of candidates) {
      if (!(await isFile(file))) continue;
      const body = req.method === 'HEAD' ? undefined : await readIfThere(file);
      if (req.method !== 'HEAD' && body === undefined) continue;
      // A page (its index.html) could also have been answered as Markdown: caches key on Accept.
      const page = file.endsWith(`${sep}index.html`);
      res.writeHead(200, { 'content-type': mimeType(file), 'cache-control': 'no-cache', ...(page && { vary: 'Accept' }) });
      res.end(body);
      return;
    }
    const notFound = (await readIfThere(join(dir, '404.html'))) ?? '<h1>404 — page not found</h1>';
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : notFound);
  };
}
