import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function mimeType(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a request path to a file under `base`, or null when it would leave the folder, names a
 * dot file or folder, or goes through node_modules. Decodes first, so `%2e%2e` is caught too.
 */
export function safeJoin(base: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s.startsWith('.') || s === 'node_modules')) return null;
  const full = normalize(join(base, ...segments));
  if (full !== base && !full.startsWith(base.endsWith(sep) ? base : base + sep)) return null;
  return full;
}

/**
 * The decoded path of a request, or why it is refused: `400` when it cannot be decoded, `403`
 * when a segment (raw or percent-encoded) is `..`, `.`, a dot file or folder, or node_modules,
 * or the path holds a backslash or NUL. Works on the raw URL, before any normalisation could
 * quietly resolve `..` away.
 */
export function requestPath(
  rawUrl: string | undefined,
  /** Decoded path prefixes where node_modules is allowed (Vite's own client files). */
  allowNodeModulesUnder: readonly string[] = [],
): { path: string; raw: string } | { status: 400 | 403 } {
  let raw = rawUrl ?? '/';
  // Absolute-form request targets (`GET http://host/x`) carry their path after the authority.
  if (!raw.startsWith('/')) {
    const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(raw);
    if (!m) return { status: 400 };
    raw = m[1] || '/';
  }
  raw = raw.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  if (/[\\\0]/.test(decoded)) return { status: 403 };
  const segments = decoded.split('/');
  if (segments.some((s) => s.startsWith('.'))) return { status: 403 };
  if (segments.includes('node_modules') && !allowNodeModulesUnder.some((p) => decoded.startsWith(p))) return { status: 403 };
  return { path: decoded.replace(/\/{2,}/g, '/'), raw };
}

/** A URL path without its trailing slashes (`/` stays): `/guides/` asks for the same page as `/guides`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Listens on `port`, or the next free one when it is taken; says which it got. */
export async function listen(handler: Handler, port: number, host: string, tries = 20): Promise<{ server: Server; port: number }> {
  for (let p = port; p < port + tries; p++) {
    const server = createServer((req, res) => {
      Promise.resolve(handler(req, res)).catch((err) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Internal error: ${(err as Error).message}`);
      });
    });
    const ok = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve(false) : reject(err)));
      server.listen(p, host, () => resolve(true));
    });
    if (ok) return { server, port: (server.address() as { port: number }).port };
  }
  throw new Error(`no free port between ${port} and ${port + tries - 1}`);
}

export function parsePort(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new RangeError(`--port must be a number between 0 and 65535, got "${String(value)}"`);
  return n;
}
