import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { ApiEntry, ApiIndex } from '../openapi/api-index.js';
import { findApiEntry, findWebhook, lookupApiEntry, parseApiReference, type ApiReference } from '../openapi/plan-pages.js';
import { parseApiFrontmatter } from '../openapi/mdx-endpoint.js';
import { normaliseSpecSource } from '../openapi/spec-source.js';
import type { ApiSource } from '../shared/site-model.js';
import { findApi } from './openapi-expansion.js';

/** What an MDX page's `openapi:` / `openapi-schema:` frontmatter resolves to. */
export interface FrontmatterApi {
  /** The reference the page shows below its content; absent when the frontmatter names none that exists. */
  api?: ApiSource;
  /** The operation's title, description and deprecation (the page's own frontmatter wins), and its method pill. */
  info?: { title?: string; description?: string; deprecated?: boolean; method?: string };
  /** Why the frontmatter names nothing usable: located in the page file. */
  diagnostics: Diagnostic[];
}

/**
 * Resolves an MDX page's frontmatter `openapi: "[file] METHOD /path"` (or `webhook <name>`) and
 * `openapi-schema: "[file] Name"` once, for every reader of the page: the renderer, its Markdown
 * twin, llms-full.txt and search all take `Page.api`. The named document is used, else the first
 * that has the operation; paths match as Mintlify matches them (a trailing slash is ignored), and
 * the source records the path as the document writes it. Pure.
 */
export function resolveFrontmatterApi(
  fm: Record<string, unknown>,
  file: string,
  apis: ReadonlyMap<string, ApiIndex>,
  unavailableSpecs?: ReadonlySet<string>,
): FrontmatterApi {
  const pick = (token: string | undefined, has: (api: ApiIndex) => boolean) => {
    const candidates = token ? [findApi(apis, token)].filter((a) => a !== undefined) : [...apis.values()];
    return candidates.find(has);
  };
  if (typeof fm.openapi === 'string') {
    const ref = parseApiReference(fm.openapi);
    if (!ref) {
      return {
        diagnostics: [
          {
            severity: 'warning',
            code: 'content/openapi-frontmatter',
            message: `frontmatter openapi "${fm.openapi}" is not "METHOD /path" or "webhook <name>"`,
            file,
            hint: 'write it as openapi: "GET /users/{id}" (optionally prefixed with the spec file)',
          },
        ],
      };
    }
    const method = ref.kind === 'webhook' ? 'WEBHOOK' : ref.method;
    let entry: ApiEntry | undefined;
    const api = pick(ref.file, (a) => (entry = lookupApiEntry(a, ref)) !== undefined);
    if (!api || !entry) {
      const spec = ref.file && normaliseSpecSource(ref.file);
      if (spec && unavailableSpecs?.has(spec)) {
        const where = ref.kind === 'webhook' ? ref.name : ref.path;
        return { api: { kind: 'openapi', spec, method, path: where, file }, info: { method }, diagnostics: [] };
      }
      return { info: { method }, diagnostics: [frontmatterMismatch(fm.openapi, ref, file, apis)] };
    }
    const info = { title: entry.title, description: entry.description, deprecated: entry.deprecated, method: entry.method };
    const source: ApiSource =
      ref.kind === 'webhook'
        ? { kind: 'webhook', spec: api.id, name: ref.name, file }
        : { kind: 'openapi', spec: api.id, method: ref.method, path: entry.path ?? ref.path, file };
    return { api: source, info, diagnostics: [] };
  }
  if (typeof fm['openapi-schema'] === 'string') {
    const tokens = fm['openapi-schema'].trim().split(/\s+/);
    const name = tokens[tokens.length - 1] ?? '';
    const api = pick(tokens.length > 1 ? tokens[0] : undefined, (a) => a.schemas.includes(name));
    if (api) return { api: { kind: 'schema', spec: api.id, schema: name, file }, diagnostics: [] };
  }
  // An MDX API page (`api: "POST https://…"`): the renderer builds its playground; the sidebar shows its method.
  const endpoint = parseApiFrontmatter(fm.api);
  if (endpoint) return { info: { method: endpoint.method }, diagnostics: [] };
  return { diagnostics: [] };
}

/** Why a frontmatter `openapi:` reference found nothing, with the closest match when there is one. */
function frontmatterMismatch(value: string, ref: ApiReference, file: string, apis: ReadonlyMap<string, ApiIndex>): Diagnostic {
  if (ref.file && /^https?:/i.test(ref.file) && !findApi(apis, ref.file)) {
    return {
      severity: 'error',
      code: 'content/openapi-url-not-listed',
      message: `frontmatter openapi names ${ref.file}, which docs.json does not list`,
      file,
      hint: 'an external OpenAPI document must be listed by URL in docs.json (e.g. "openapi" on the tab or group)',
    };
  }
  const candidate = ref.file ? findApi(apis, ref.file) : [...apis.values()][0];
  const lookup = candidate && (ref.kind === 'webhook' ? findWebhook(candidate, ref.name) : findApiEntry(candidate, ref.method, ref.path));
  const why = lookup && 'message' in lookup ? ` ${lookup.message}${lookup.hint ? ` ${lookup.hint}` : ''}` : ' No OpenAPI document is loaded.';
  return {
    severity: 'warning',
    code: 'content/openapi-not-found',
    message: `frontmatter openapi "${value}" matches nothing, so the page shows no API reference.${why}`,
    file,
    hint: 'match the method and path exactly as the spec writes them, and list the spec in docs.json',
  };
}
