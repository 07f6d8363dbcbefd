import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
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

/** Types a static host compresses (Pagefind's index files are gzipped already: octet-stream). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Sends `body` gzipped when the client accepts it and the type is text, as static hosts (and the
 * generated nginx config) do; Lighthouse on `quire preview` then measures what readers get.
 */
function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer | string | undefined): void {
  const type = headers['content-type'] ?? '';
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const gzip = bytes !== undefined && bytes.length >= 1024 && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const vary = [headers.vary, COMPRESSIBLE.test(type) ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
  const out = gzip ? gzipSync(bytes) : bytes;
  res.writeHead(status, { ...headers, ...(vary && { vary }), ...(gzip && { 'content-encoding': 'gzip' }) });
  res.end(req.method === 'HEAD' ? undefined : out);
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
        send(req, res, 200, { ...MARKDOWN_HEADERS, 'cache-control': 'no-cache' }, body);
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
      send(req, res, 200, { 'content-type': mimeType(file), 'cache-control': 'no-cache', ...(page && { vary: 'Accept' }) }, body);
      return;
    }
    const notFound = (await readIfThere(join(dir, '404.html'))) ?? '<h1>404 — page not found</h1>';
    send(req, res, 404, { 'content-type': 'text/html; charset=utf-8' }, notFound);
  };
}
