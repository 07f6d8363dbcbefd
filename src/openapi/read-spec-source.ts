import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isUrl } from './spec-source.js';

/** The text of a document, or why it could not be read (message + hint, no location). */
export type ReadResult = { text: string } | { code: string; message: string; hint?: string };

/** Limits for fetched documents (Stripe's spec is ~7 MB; 20 MB leaves room). */
export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/**
 * Reads a document from a docs-root-relative path or an http(s) URL. Paths that leave the
 * root, directly or through a symlink, are refused: a docs repo must not publish other files.
 */
export async function readSpecSource(root: string, location: string, fetchImpl: typeof fetch = fetch): Promise<ReadResult> {
  return isUrl(location) ? fetchSpec(location, fetchImpl) : readSpecFile(root, location);
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
    if (info.size > MAX_DOCUMENT_BYTES) return tooLarge(relative);
    return { text: await readFile(real, 'utf8') };
  } catch (err) {
    return { code: 'openapi/read', message: `Cannot read ${relative}: ${(err as Error).message}` };
  }
}

async function fetchSpec(url: string, fetchImpl: typeof fetch): Promise<ReadResult> {
  try {
    const res = await fetchImpl(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
    if (!res.ok) {
      return {
        code: 'openapi/fetch',
        message: `Cannot fetch OpenAPI document ${url}: HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''}`,
        hint: 'Check that the URL is public and returns the JSON or YAML document.',
      };
    }
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > MAX_DOCUMENT_BYTES) return tooLarge(url);
    if (!res.body) return { text: await res.text() };
    // Count bytes as they arrive so a huge or endless body cannot exhaust memory.
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_DOCUMENT_BYTES) return tooLarge(url);
      chunks.push(chunk);
    }
    return { text: Buffer.concat(chunks).toString('utf8') };
  } catch (err) {
    const e = err as Error;
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    return {
      code: 'openapi/fetch',
      message: timedOut
        ? `Cannot fetch OpenAPI document ${url}: no answer within ${FETCH_TIMEOUT_MS / 1000} s`
        : `Cannot fetch OpenAPI document ${url}: ${describeFetchError(e)}`,
      hint: 'Check the URL and your network connection, or commit a copy of the document to the docs folder.',
    };
  }
}

function describeFetchError(e: Error): string {
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? e.message;
}

function isInside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === '' ? false : !rel.startsWith('..') && !path.isAbsolute(rel);
}

function outside(relative: string): ReadResult {
  return {
    code: 'openapi/outside-root',
    message: `OpenAPI file ${relative} is outside the docs root`,
    hint: 'Move the file into the docs folder, or reference it by URL.',
  };
}

function tooLarge(where: string): ReadResult {
  return {
    code: 'openapi/too-large',
    message: `OpenAPI document ${where} is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
  };
}
