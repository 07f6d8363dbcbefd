import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
    if (opts.offline) {
      const cached = await readFile(file, 'utf8').catch(() => undefined);
      if (cached === undefined) throw new OfflineError('offline build and no cached copy from an earlier online build');
      usedCache.add(url);
      return new Response(cached, { status: 200 });
    }
    const res = await realFetch(input, init);
    if (!res.ok) return res;
    const text = await res.text();
    try {
      await mkdir(opts.dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, text);
      await rename(tmp, file);
    } catch {
      // The cache is a convenience: an unwritable folder must not fail the build.
    }
    return new Response(text, { status: res.status, headers: res.headers });
  }) as typeof fetch;
  return { fetch: specFetch, usedCache };
}
