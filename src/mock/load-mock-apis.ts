import { stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { loadSite } from '../site/load-site.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { ApiIndex } from '../openapi/api-index.js';
import { loadOpenApiDocuments } from '../openapi/load-openapi.js';

/**
 * The documents `quire mock` serves: one OpenAPI file (or URL), or every document a docs root's
 * docs.json (and its pages' frontmatter) references. A document that breaks OpenAPI rules is
 * served (its problems are warnings); one that cannot be used at all is left out, with an error.
 */
export async function loadMockApis(target: string): Promise<{ apis: ApiIndex[]; diagnostics: Diagnostic[] }> {
  if (/^https?:\/\//i.test(target)) {
    const { apis, diagnostics } = await loadOpenApiDocuments(process.cwd(), [{ source: target, file: target }]);
    return { apis: [...apis.values()], diagnostics };
  }
  const path = resolve(target);
  const info = await stat(path);
  if (info.isDirectory()) {
    const { loaded, diagnostics } = await loadSite(path);
    // Only the specs' (and docs.json's) problems concern a mock; pages and navigation do not.
    return { apis: loaded ? [...loaded.apis.values()] : [], diagnostics: diagnostics.filter((d) => d.code.startsWith('openapi') || (d.severity === 'error' && d.code.startsWith('config'))) };
  }
  const { apis, diagnostics } = await loadOpenApiDocuments(dirname(path), [{ source: basename(path), file: basename(path) }]);
  return { apis: [...apis.values()], diagnostics };
}
