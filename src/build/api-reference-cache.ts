import type { ApiIndex } from '../openapi/api-index.js';
import type { ApiReferenceCache } from '../render/render-page.js';
import type { LoadedSite } from '../site/load-site.js';
import { hash, type RenderCache } from './render-cache.js';

/**
 * Generated API references in the render cache, for builds and `quire dev` alike: the same key
 * in both, so a reference a build highlighted is what dev shows on its first visit, and the
 * other way round. What one is made of besides its document and operation: the page's language
 * (interface strings) and docs.json's `api` and `playground` settings and code block themes,
 * the same for every page of a site.
 *
 * `digests`: documents' hashes already made (by API id); any other is hashed on first use.
 */
export function createApiReferenceCache(cache: RenderCache, code: string, config: LoadedSite['config'], digests: ReadonlyMap<string, string> = new Map()): ApiReferenceCache {
  const settingsKey = hash(code, JSON.stringify({ api: config.api, playground: config.playground, codeblocks: config.styling?.codeblocks }));
  // By document object: a reload that changes a spec brings a new one, never the old one changed.
  const hashed = new WeakMap<object, string>();
  const digestOf = (api: ApiIndex): string => {
    const known = digests.get(api.id);
    if (known !== undefined) return known;
    const document = api.document as object;
    let digest = hashed.get(document);
    if (digest === undefined) hashed.set(document, (digest = documentHash(document)));
    return digest;
  };
  return {
    async get(api, source, language, render) {
      // Not the MDX file that names the operation: every version's page of it shares the entry.
      const { file: _file, ...operation } = source;
      const key = hash(settingsKey, api.id, digestOf(api), JSON.stringify(operation), language ?? '');
      const kept = await cache.readApiHtml(key);
      if (kept !== undefined) return kept;
      const html = await render();
      await cache.writeApiHtml(key, html);
      return html;
    },
  };
}

/** A spec document's hash; one that cannot be serialised (never seen) gets a key no other build shares. */
export function documentHash(document: unknown): string {
  try {
    return hash(JSON.stringify(document));
  } catch {
    return `${Date.now()}:${Math.random()}`;
  }
}
