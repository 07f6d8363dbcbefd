import { createHash } from 'node:crypto';
import type { Diagnostic } from '../../diagnostics/quire-error.js';
import { bundleExternalRefs, type SourceDocument } from '../bundle-external-refs.js';
import { readAndParse } from '../load-openapi.js';
import { normaliseSpecSource } from '../spec-source.js';
import { asyncApiParseCache } from './asyncapi-parse-cache.js';
import type { AsyncApiParser, ParsedAsyncApi } from './parse-asyncapi.js';

/** A loaded AsyncAPI document: every `$ref` internal (external files bundled like OpenAPI's). */
export interface AsyncApiDocument {
  id: string;
  /** The document's `asyncapi` version, e.g. `3.0.0`. */
  version: string;
  document: any;
}

export interface AsyncApiRef {
  source: string;
  /** Where it is named: docs.json or a page file. */
  file: string;
  jsonPath?: string;
}

export interface LoadAsyncApiOptions {
  /** Fetches documents and `$ref`s by URL (load-site passes the spec fetch: cache only when offline). */
  fetch?: typeof fetch;
  /** Where the parser's verdicts are kept between runs (asyncapi-parse-cache.ts); none: parse every time. */
  cacheDir?: string;
}

/**
 * Loads AsyncAPI 2.x / 3.x documents. @asyncapi/parser (the official parser) validates each one
 * and resolves its `$ref`s (parse-asyncapi.ts): its problems are located warnings, and a
 * document it cannot read at all is left out with an error (its pages render without the
 * reference). The pages render from the document's own tree, read and bundled with the OpenAPI
 * loader's reader and `$ref` bundler, which keep the names of referenced schemas and messages
 * that the parser's resolved tree loses. The parser is imported only here, on first need.
 */
export async function loadAsyncApiDocuments(root: string, refs: AsyncApiRef[], opts: LoadAsyncApiOptions = {}): Promise<{ docs: Map<string, AsyncApiDocument>; diagnostics: Diagnostic[] }> {
  const fetchImpl = opts.fetch;
  let parser: AsyncApiParser | undefined;
  const docs = new Map<string, AsyncApiDocument>();
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const id = normaliseSpecSource(ref.source);
    if (seen.has(id)) continue;
    seen.add(id);
    const loaded = await readAndParse(root, id, fetchImpl);
    if (!('value' in loaded)) {
      diagnostics.push(loaded.diagnostic ?? { severity: 'error', code: loaded.code, message: loaded.message, file: ref.file, ...(ref.jsonPath && { jsonPath: ref.jsonPath }), ...(loaded.hint && { hint: loaded.hint }) });
      continue;
    }
    const value = loaded.value as Record<string, unknown> | null;
    const version = value && typeof value === 'object' ? String(value.asyncapi ?? '') : '';
    if (!/^[23]\./.test(version)) {
      diagnostics.push({
        severity: 'error',
        code: 'asyncapi/not-asyncapi',
        message: `${id} is not an AsyncAPI 2.x or 3.x document (its "asyncapi" field is ${version ? `"${version}"` : 'missing'})`,
        file: id,
        hint: 'name an AsyncAPI document here; OpenAPI documents go under "openapi"',
      });
      continue;
    }
    const bundled = await bundleExternalRefs(loaded as SourceDocument, (location) => readAndParse(root, location, fetchImpl));
    for (const p of bundled.problems) {
      diagnostics.push({ severity: 'warning', code: p.code, message: p.message, file: p.location, ...(p.hint && { hint: p.hint }) });
    }
    const parsed = await parseCached(opts.cacheDir, loaded as SourceDocument, async () => {
      // Its own chunk in lib/bundle: sites without AsyncAPI never load it.
      parser ??= (await import('./parse-asyncapi.js')).createAsyncApiParser(root, fetchImpl);
      return parser(id, loaded.text);
    });
    diagnostics.push(...parsed.diagnostics);
    if (!parsed.usable) {
      diagnostics.push({ severity: 'error', code: 'asyncapi/unusable', message: `${id} cannot be read as an AsyncAPI document; its channel pages are left out`, file: id, hint: 'fix the errors above (the AsyncAPI parser\'s); the other pages still build' });
      continue;
    }
    docs.set(id, { id, version, document: value });
  }
  return { docs, diagnostics };
}

/** The parser's verdict, from the cache when this text and everything it references were parsed before. */
async function parseCached(cacheDir: string | undefined, doc: SourceDocument, parse: () => Promise<ParsedAsyncApi>): Promise<ParsedAsyncApi> {
  // The bundled tree carries every referenced file's content, so it stands for them in the key.
  const cache = cacheDir ? asyncApiParseCache(cacheDir, createHash('sha256').update(doc.location).update('\0').update(doc.text).update('\0').update(JSON.stringify(doc.value)).digest('hex')) : undefined;
  const hit = await cache?.read();
  if (hit) return hit;
  const parsed = await parse();
  await cache?.write(parsed);
  return parsed;
}
