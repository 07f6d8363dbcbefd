import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/quire-error.js';
import type { ApiIndex } from '../api-index.js';
import { loadOpenApiDocuments, type LoadOpenApiOptions } from '../load-openapi.js';
import { isUrl } from '../spec-source.js';
import { relativeWithin } from '../../io/relative-within.js';

/**
 * Loads and validates one document named on the command line (a file or an http(s) URL) with
 * the same loader as the build. A file inside `cwd` is read with `cwd` as the root, so its
 * relative external `$ref`s may reach sibling folders; a file elsewhere uses its own folder.
 */
export async function loadSingleSpec(
  source: string,
  cwd: string,
  options: LoadOpenApiOptions = {},
): Promise<{ api?: ApiIndex; diagnostics: Diagnostic[] }> {
  let root = cwd;
  let ref = source;
  if (!isUrl(source)) {
    const absolute = path.resolve(cwd, source);
    const realCwd = await realpath(cwd).catch(() => cwd);
    const realFile = await realpath(absolute).catch(() => absolute);
    const rel = relativeWithin(realCwd, realFile);
    if (rel) {
      root = realCwd;
      ref = rel.split(path.sep).join('/');
    } else {
      root = path.dirname(realFile);
      ref = path.basename(realFile);
    }
  }
  const { apis, diagnostics } = await loadOpenApiDocuments(root, [{ source: ref, file: ref }], options);
  const api = [...apis.values()][0];
  return api ? { api, diagnostics } : { diagnostics };
}
