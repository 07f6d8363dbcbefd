import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../io/write-file-atomically.js';
import { isRedirectStatus, MAX_DOCUMENT_BYTES, readBodyLimited, requestedMaxBytes } from './read-spec-source.js';

/** Thrown by the offline fetch when a URL has no cached copy. */
export class OfflineError extends Error {
  override name = 'OfflineError';
}

export interface SpecCacheOptions {
  /** Folder for cached documents, e.g. `<root>/node_modules/.cache/quire/openapi`. */
  dir: string;
  /** Never touch the network: serve cached copies, fail with OfflineError otherwise. */
  offline: boolean;
  fetch?: typeof fetch;
  /**
   * Bodies bigger than this are not read (nor cached): DocumentTooLargeError. Default: the
   * limit the caller passes with the request (readSpecSource does), else 100 MB.
   */
  maxBytes?: number;
}

function cacheFile(dir: string, url: string): string {
  return join(dir, `${createHash('sha256').update(url).digest('hex').slice(0, 24)}.txt`);
}

/**
 * A `fetch` for OpenAPI documents that remembers every successful download on disk, so a
 * later `--offline` build (or a CI runner without network) can use the copy. Online, the
 * network always wins; offline, only the cache is read.
 */
export function createSpecFetch(opts: SpecCacheOptions): { fetch: typeof fetch; usedCache: Set<string> } {
  const usedCache = new Set<string>();
  const realFetch = opts.fetch ?? fetch;
  const specFetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const file = cacheFile(opts.dir, url);
    // Redirects are followed by the caller (readSpecSource counts them), so they are cached as
    // records of their own: offline, the chain is replayed up to the cached document.
    const redirectFile = `${file.slice(0, -'.txt'.length)}.redirect.json`;
    if (opts.offline) {
      const cached = await readFile(file, 'utf8').catch(() => undefined);
      if (cached !== undefined) {
        usedCache.add(url);
        return new Response(cached, { status: 200 });
      }
      const redirect = await readFile(redirectFile, 'utf8').then((t) => JSON.parse(t) as { status: number; location: string }, () => undefined);
      if (redirect && isRedirectStatus(redirect.status) && typeof redirect.location === 'string') {
        return new Response(null, { status: redirect.status, headers: { location: redirect.location } });
      }
      throw new OfflineError('offline build and no cached copy from an earlier online build');
    }
    const res = await realFetch(input, init);
    if (isRedirectStatus(res.status) && res.headers.get('location')) {
      await store(redirectFile, JSON.stringify({ status: res.status, location: res.headers.get('location') }), file);
      return res;
    }
    if (!res.ok) return res;
    // Read with the size limit: a huge body is abandoned here, not buffered whole.
    const body = await readBodyLimited(res, opts.maxBytes ?? requestedMaxBytes(init, MAX_DOCUMENT_BYTES));
    await store(file, body, redirectFile);
    const headers = new Headers(res.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(body, { status: res.status, statusText: res.statusText, headers });
  }) as typeof fetch;

  /** Writes a cache entry atomically and drops the other kind of entry for the same URL. */
  async function store(target: string, content: string | Uint8Array, stale: string): Promise<void> {
    try {
      await mkdir(opts.dir, { recursive: true });
      await writeFileAtomically(target, content);
      await rm(stale, { force: true });
    } catch {
      // The cache is a convenience: an unwritable folder must not fail the build.
    }
  }
  return { fetch: specFetch, usedCache };
}
