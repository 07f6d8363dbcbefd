import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { relativeWithin } from '../io/relative-within.js';
import { isUrl } from './spec-source.js';

/** The text of a document, or why it could not be read (message + hint, no location). */
export type ReadResult = { text: string } | { code: string; message: string; hint?: string };

/**
 * Default limits for fetched documents (docs.json `api.openapiFetch` changes them). Real
 * descriptions reach ~50 MB (issue 32 names a 47 MB one; Stripe's is ~7 MB); 100 MB leaves
 * room while still stopping a URL that serves an archive or an endless stream. Files in the
 * docs folder have no limit but memory: the user put them there.
 */
export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;
/** Redirects followed per document; more is a loop or a misconfigured host. */
export const MAX_REDIRECTS = 5;

/** How long, how big and how many redirects a fetched document may take (tests lower them). */
export interface FetchLimits {
  /** For the whole fetch: every redirect and the body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/**
 * What {@link readSpecSource} passes to `fetch`: the standard options plus the size limit, so
 * that fetch wrappers which buffer bodies (the spec caches) stop at the same size as the reader.
 */
export type SpecFetchInit = RequestInit & { maxBytes?: number };

/** The size limit a spec fetch wrapper applies: the caller's (see {@link SpecFetchInit}), else `fallback`. */
export function requestedMaxBytes(init: RequestInit | undefined, fallback: number): number {
  const wanted = (init as SpecFetchInit | undefined)?.maxBytes;
  return typeof wanted === 'number' && wanted > 0 ? wanted : fallback;
}

/** The largest text V8 can hold in one string (2^29 - 24 characters); a document beyond it cannot be parsed. */
export const MAX_STRING_BYTES = 2 ** 29 - 24;

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_DOCUMENT_BYTES, maxRedirects: MAX_REDIRECTS };

/** Thrown by {@link readBodyLimited} (and the fetch wrappers that use it) when a body is too big. */
export class DocumentTooLargeError extends Error {
  override name = 'DocumentTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`larger than ${formatLimit(maxBytes)}`);
  }
}

/**
 * A response body, read as it arrives and abandoned as soon as it passes `maxBytes`, so a
 * huge or endless body cannot exhaust memory. Fetch wrappers that keep bodies (the spec
 * caches) read through this too.
 */
export async function readBodyLimited(res: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new DocumentTooLargeError(maxBytes);
  }
  if (!res.body) return new Uint8Array(await res.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new DocumentTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function isRedirectStatus(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/**
 * Reads a document from a docs-root-relative path or an http(s) URL. Paths that leave the
 * root, directly or through a symlink, are refused: a docs repo must not publish other files.
 * URLs are fetched with a time limit, a size limit and at most a few redirects.
 */
export async function readSpecSource(root: string, location: string, fetchImpl: typeof fetch = fetch, limits: Partial<FetchLimits> = {}): Promise<ReadResult> {
  return isUrl(location) ? fetchSpec(location, fetchImpl, { ...DEFAULT_FETCH_LIMITS, ...limits }) : readSpecFile(root, location);
}

async function readSpecFile(root: string, relative: string): Promise<ReadResult> {
  const rootReal = await realpath(root).catch(() => path.resolve(root));
  const absolute = path.resolve(rootReal, relative);
  if (!isInside(rootReal, absolute)) return outside(relative);
  let real: string;
  try {
    real = await realpath(absolute);
  } catch {
    return {
      code: 'openapi/missing-file',
      message: `OpenAPI file ${relative} does not exist`,
      hint: 'Paths are relative to the docs root (the folder with docs.json); a leading / also means the docs root.',
    };
  }
  if (!isInside(rootReal, real)) return outside(relative);
  try {
    const info = await stat(real);
    if (!info.isFile()) return { code: 'openapi/missing-file', message: `OpenAPI source ${relative} is not a file` };
    // No size limit: the file is the user's own description, and a 50 MB one must build.
    return { text: await readFile(real, 'utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // Only what no JavaScript string can hold (~512 MB) cannot be read.
    if (code === 'ERR_STRING_TOO_LONG' || code === 'ERR_FS_FILE_TOO_LARGE') return tooLarge(relative, MAX_STRING_BYTES, false);
    return { code: 'openapi/read', message: `Cannot read ${relative}: ${(err as Error).message}` };
  }
}

async function fetchSpec(url: string, fetchImpl: typeof fetch, limits: FetchLimits): Promise<ReadResult> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const maxBytes = Math.min(limits.maxBytes, MAX_STRING_BYTES);
  let current = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const init: SpecFetchInit = {
        signal,
        // Followed here, so each hop is counted and the whole chain shares the time limit.
        redirect: 'manual',
        headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
        maxBytes,
      };
      const res = await fetchImpl(current, init);
      if (isRedirectStatus(res.status)) {
        await res.body?.cancel().catch(() => undefined);
        const location = res.headers.get('location');
        let next: URL | undefined;
        try {
          next = location ? new URL(location, current) : undefined;
        } catch {
          next = undefined;
        }
        if (!next || (next.protocol !== 'http:' && next.protocol !== 'https:')) {
          return fetchFailure(url, `HTTP ${res.status} from ${current} redirects to ${location ? `"${location}", which is not an http(s) URL` : 'nowhere (no Location header)'}`, 'Put the final address of the document in docs.json.');
        }
        if (redirects >= limits.maxRedirects) {
          return fetchFailure(
            url,
            `more than ${limits.maxRedirects} redirects (the last one, from ${current}, goes to ${next.href})`,
            'The server redirects in a loop or through too many hops: open the URL in a browser and put the final address of the document in docs.json.',
          );
        }
        current = next.href;
        continue;
      }
      const via = current === url ? '' : ` (redirected to ${current})`;
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        return fetchFailure(url, `HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''}${via}`, 'Check that the URL is public and returns the JSON or YAML document.');
      }
      const body = await readBodyLimited(res, maxBytes);
      return { text: Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8') };
    }
  } catch (err) {
    if (err instanceof DocumentTooLargeError) return tooLarge(url, err.maxBytes, err.maxBytes < MAX_STRING_BYTES);
    const e = err as Error;
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError' || signal.aborted;
    return timedOut
      ? fetchFailure(
          url,
          `no complete answer within ${formatSeconds(limits.timeoutMs)}`,
          'The server is slow or does not answer: try again later, allow more time for a big document with "api": { "openapiFetch": { "timeoutSeconds": … } } in docs.json, or commit a copy of the document to the docs folder and reference the file.',
        )
      : fetchFailure(url, describeFetchError(e), 'Check the URL and your network connection, or commit a copy of the document to the docs folder.');
  }
}

function fetchFailure(url: string, why: string, hint: string): ReadResult {
  return { code: 'openapi/fetch', message: `Cannot fetch OpenAPI document ${url}: ${why}`, hint };
}

function formatSeconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} kB` : `${bytes} bytes`;
}

function describeFetchError(e: Error): string {
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? e.message;
}

function isInside(root: string, file: string): boolean {
  return Boolean(relativeWithin(root, file));
}

function outside(relative: string): ReadResult {
  return {
    code: 'openapi/outside-root',
    message: `OpenAPI file ${relative} is outside the docs root`,
    hint: 'Move the file into the docs folder, or reference it by URL.',
  };
}

/** `configurable`: the limit is docs.json's fetch limit (else the size no string can exceed). */
function tooLarge(where: string, maxBytes: number, configurable: boolean): ReadResult {
  return {
    code: 'openapi/too-large',
    message: configurable
      ? `OpenAPI document ${where} is larger than ${formatLimit(maxBytes)}, the limit for fetched documents; stopped reading it`
      : `OpenAPI document ${where} is larger than ${formatLimit(maxBytes)}, more than one JavaScript string can hold`,
    hint: configurable
      ? 'Check that the URL serves the OpenAPI document itself (not an archive or an endless stream); if it really is this big, raise the limit with "api": { "openapiFetch": { "maxSizeMB": … } } in docs.json.'
      : 'Split the document into files joined by $ref.',
  };
}
