import { MAX_DOCUMENT_BYTES, readBodyLimited, requestedMaxBytes } from '../openapi/read-spec-source.js';

/** A fetch that answers each successful GET once per session from memory: remote OpenAPI documents. */
export interface SessionFetch {
  fetch: typeof fetch;
  /** URLs fetched so far (cached or not). */
  urls(): string[];
  /** Forgets every cached response, so the next load fetches again. */
  clear(): void;
}

interface CachedResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * Remote specs are fetched once per dev session and reused on every re-resolve (a docs.json
 * edit must not refetch a 7 MB spec). Failures are not cached: the next change retries.
 */
export function createSessionFetch(inner: typeof fetch = fetch, maxBytes = MAX_DOCUMENT_BYTES): SessionFetch {
  const cache = new Map<string, Promise<CachedResponse>>();
  const cachedFetch = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let pending = cache.get(url);
    if (!pending) {
      pending = inner(input, init).then(async (res) => {
        if (!res.ok) throw Object.assign(new Error('not cached'), { response: res });
        const headers: [string, string][] = [];
        res.headers.forEach((value, key) => headers.push([key, value]));
        // Read with the size limit (the caller's, docs.json's), so a huge body is neither buffered whole nor kept.
        const body = await readBodyLimited(res, requestedMaxBytes(init, maxBytes));
        return { status: res.status, statusText: res.statusText, headers: headers.filter(([k]) => k !== 'content-encoding' && k !== 'content-length'), body: body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer };
      });
      cache.set(url, pending);
      pending.catch(() => cache.delete(url));
    }
    try {
      const hit = await pending;
      return new Response(hit.body.slice(0), { status: hit.status, statusText: hit.statusText, headers: hit.headers });
    } catch (err) {
      const response = (err as { response?: Response }).response;
      if (response) return response;
      throw err;
    }
  }) as typeof fetch;
  return {
    fetch: cachedFetch,
    urls: () => [...cache.keys()],
    clear: () => cache.clear(),
  };
}
