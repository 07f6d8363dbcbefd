import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
// Only its version (the cache key): the parser itself is loaded on a cache miss.
import parserPackage from '@asyncapi/parser/package.json' with { type: 'json' };
import { writeFileAtomically } from '../../io/write-file-atomically.js';
import type { ParsedAsyncApi } from './parse-asyncapi.js';

/** Bump when what is stored (or how parser diagnostics become Quire's) changes. */
const FORMAT = 'quire-asyncapi@2';

/**
 * The parser's verdict on a document by hash. Loading @asyncapi/parser takes ~0.3 s and its
 * Spectral rules compile the AsyncAPI JSON Schema again for every document (~0.5–1 s each,
 * bench/RESULTS.md); the result depends only on the document's text, the files and URLs it
 * references (`documentKey` covers both) and the parser's version.
 */
export function asyncApiParseCache(dir: string, documentKey: string) {
  const key = createHash('sha256').update(`${parserPackage.version}\0${FORMAT}\0${documentKey}`).digest('hex').slice(0, 32);
  const file = join(dir, `${key}.json`);
  return {
    async read(): Promise<ParsedAsyncApi | undefined> {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      try {
        const value = JSON.parse(text) as ParsedAsyncApi;
        return typeof value.usable === 'boolean' && Array.isArray(value.diagnostics) ? value : undefined;
      } catch {
        return undefined; // a torn entry: parse again, and rewrite it
      }
    },
    async write(parsed: ParsedAsyncApi): Promise<void> {
      // Best effort (a read-only docs folder still builds); renamed into place, never torn.
      try {
        await mkdir(dir, { recursive: true });
        await writeFileAtomically(file, JSON.stringify(parsed));
      } catch {
        /* not cached */
      }
    },
  };
}
