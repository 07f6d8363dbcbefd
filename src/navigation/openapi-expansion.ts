import type { NavFields, OpenApiRefConfig, PageEntry } from '../config/navigation-schema.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { ApiEntry, ApiIndex } from '../openapi/api-index.js';
import { findApiEntry, findWebhook, parseApiReference, planApiPages, planDiagnostics, type PlannedApiPage } from '../openapi/plan-pages.js';
import { normaliseSpecSource } from '../openapi/spec-source.js';
import { capUrl, slugify } from '../openapi/slugify.js';
import type { NavNode, Page } from '../shared/site-model.js';

/** The OpenAPI document in force at a navigation element (own or inherited). */
export interface OpenApiScope {
  source: string;
  directory: string;
  /** Where it was set, for messages. */
  jsonPath: string;
}

/** A generated page without the fields its place in the navigation adds. */
export type ApiPageDraft = Omit<Page, 'breadcrumbs' | 'section'>;

const DEFAULT_DIRECTORY = 'api-reference';

/** Finds a loaded document by the token a page or entry names: path, bare file name or URL. */
export function findApi(apis: ReadonlyMap<string, ApiIndex>, token: string): ApiIndex | undefined {
  const key = normaliseSpecSource(token);
  const direct = apis.get(key);
  if (direct) return direct;
  // Mintlify lets a spec be named without its folder or extension.
  const bare = key.replace(/\.(ya?ml|json)$/i, '');
  for (const api of apis.values()) {
    const id = api.id.replace(/\.(ya?ml|json)$/i, '');
    if (id === bare || id.endsWith(`/${bare}`)) return api;
  }
  return undefined;
}

function draftFor(api: ApiIndex, planned: PlannedApiPage, url: string): ApiPageDraft {
  const { entry } = planned;
  const meta = entry.metadata;
  const s = (k: string) => (typeof meta[k] === 'string' ? (meta[k] as string) : undefined);
  const description = s('description') ?? entry.description;
  const deprecated = typeof meta.deprecated === 'boolean' ? meta.deprecated : entry.deprecated;
  const sidebarTitle = s('sidebarTitle') ?? planned.sidebarTitle;
  return {
    path: url,
    title: s('title') ?? planned.title,
    ...(sidebarTitle && { sidebarTitle }),
    ...(description !== undefined && { description }),
    source:
      entry.kind === 'webhook'
        ? { kind: 'webhook', spec: api.id, name: entry.name ?? '' }
        : { kind: 'openapi', spec: api.id, method: entry.method, path: entry.path ?? '' },
    ...(s('version') && { version: s('version') }),
    ...(deprecated && { deprecated: true }),
    ...(s('tag') && { tag: s('tag') }),
    ...(entry.hidden && { hidden: true }),
    frontmatter: { ...meta, ...(entry.content !== undefined && { 'x-content': entry.content }) },
  };
}

export function apiPageNode(planned: PlannedApiPage, hidden: boolean): NavNode {
  const { entry } = planned;
  const meta = entry.metadata;
  // Mintlify's page object is `{ title, sidebarTitle?, ...metadata }`; the sidebar shows `sidebarTitle ?? title`.
  const title =
    (typeof meta.sidebarTitle === 'string' && meta.sidebarTitle) || planned.sidebarTitle || (typeof meta.title === 'string' && meta.title) || planned.title;
  const deprecated = typeof meta.deprecated === 'boolean' ? meta.deprecated : entry.deprecated;
  const facts = {
    ...(typeof meta.tag === 'string' && { tag: meta.tag }),
    ...((hidden || entry.hidden) && { hidden: true }),
    ...(deprecated && { deprecated: true }),
    method: entry.method,
    children: [],
  };
  return planned.url ? { type: 'page', title, path: planned.url, ...facts } : { type: 'link', title, href: planned.externalHref, ...facts };
}

export type ApiEntryResolution =
  | null
  | { message: string; hint?: string }
  /** `unavailable`: the document could not be used or fetched; the page is a notice at a guessed URL. */
  | { planned: PlannedApiPage; page: ApiPageDraft; diagnostics: Diagnostic[]; unavailable?: true };

/**
 * A `pages` entry `METHOD /path`, `<file> METHOD /path`, `webhook <name>` or
 * `<file> webhook <name>`. Returns null when the entry is an ordinary page path (including
 * a two-token entry with no document in scope, as on Mintlify).
 */
export function resolveApiEntry(
  entry: string,
  scope: OpenApiScope | undefined,
  apis: ReadonlyMap<string, ApiIndex>,
  unavailable?: ReadonlySet<string>,
): ApiEntryResolution {
  const ref = parseApiReference(entry);
  if (!ref) return null;
  const token = ref.file ?? scope?.source;
  if (token === undefined) return null;
  const api = findApi(apis, token);
  if (!api && unavailable?.has(normaliseSpecSource(token))) return unavailablePage(ref, token, scope);
  if (!api) {
    return {
      message: `OpenAPI document "${token}" for entry "${entry}" is not loaded`,
      hint: 'list the document with "openapi" on this element or an ancestor, and check the loader errors above',
    };
  }
  const found = ref.kind === 'webhook' ? findWebhook(api, ref.name) : findApiEntry(api, ref.method, ref.path);
  if ('message' in found) return found;
  const sameDoc = scope && findApi(apis, scope.source) === api;
  const directory = sameDoc ? scope.directory : DEFAULT_DIRECTORY;
  const planned = planApiPages(api, directory, [found.entry])[0]?.pages[0];
  if (!planned) throw new Error(`no page planned for ${entry} (a bug in Quire)`);
  return { planned, page: draftFor(api, planned, planned.url ?? ''), diagnostics: planDiagnostics(api, [planned]) };
}

/**
 * An entry whose document could not be fetched in an `--offline` build: without the spec
 * its summary and tag (hence Mintlify's URL) are unknown, so the page gets the URL Mintlify
 * gives an untagged operation without a summary and a "specification unavailable" notice.
 */
function unavailablePage(ref: NonNullable<ReturnType<typeof parseApiReference>>, token: string, scope: OpenApiScope | undefined): ApiEntryResolution {
  const isWebhook = ref.kind === 'webhook';
  const method = isWebhook ? 'WEBHOOK' : ref.method;
  const title = isWebhook ? `webhook ${ref.name}` : `${ref.method} ${ref.path}`;
  const pageSlug = isWebhook ? slugify(ref.name) : `${ref.method.toLowerCase()}-${slugify(ref.path)}`;
  const entry: ApiEntry = {
    kind: isWebhook ? 'webhook' : 'operation',
    method,
    ...(isWebhook ? { name: ref.name } : { path: ref.path }),
    title,
    deprecated: false,
    hidden: false,
    groupLabel: 'API Reference',
    pageSlug,
    metadata: {},
  };
  const directory = scope && normaliseSpecSource(scope.source) === normaliseSpecSource(token) ? scope.directory : DEFAULT_DIRECTORY;
  const url = capUrl(`/${[directory.replace(/^\/+|\/+$/g, ''), pageSlug].filter(Boolean).join('/')}`.toLowerCase());
  const spec = normaliseSpecSource(token);
  return {
    planned: { entry, url, title },
    diagnostics: [],
    unavailable: true,
    page: {
      path: url,
      title,
      source: isWebhook ? { kind: 'webhook', spec, name: ref.name } : { kind: 'openapi', spec, method, path: ref.path },
      frontmatter: { 'x-spec-unavailable': spec },
    },
  };
}

/**
 * The one page of an element that generates every page of its document (`openapi` and no
 * endpoint listed) when the document cannot be used or an offline build could not fetch it:
 * without the document its operations are unknown, so the element keeps its place with a
 * "specification unavailable" notice at the generated pages' directory (e.g. `/api-reference`).
 */
export function unavailableDocumentPage(scope: OpenApiScope, title: string): ApiPageDraft {
  const directory = scope.directory.replace(/^\/+|\/+$/g, '');
  return {
    path: capUrl(`/${directory}`.replace(/\/+/g, '/').toLowerCase()),
    title,
    source: { kind: 'spec-unavailable', spec: normaliseSpecSource(scope.source) },
    frontmatter: {},
  };
}

export interface GeneratedGroup {
  label: string;
  /** `node` is absent for x-hidden operations: their page is built but not listed. */
  pages: { page?: ApiPageDraft; node?: NavNode }[];
}

/** Every operation and webhook of the element's own document, one group per first tag. */
export function generatedApiGroups(
  scope: OpenApiScope,
  apis: ReadonlyMap<string, ApiIndex>,
  hidden: boolean,
): { groups: GeneratedGroup[]; diagnostics: Diagnostic[] } {
  const api = findApi(apis, scope.source);
  if (!api) return { groups: [], diagnostics: [] }; // the loader has reported why it is missing
  const plans = planApiPages(api, scope.directory);
  return {
    groups: plans.map((plan) => ({
      label: plan.label,
      pages: plan.pages
        // x-hidden: the page is built, but the generated navigation leaves it out.
        .map((p) => ({
          ...(p.url && { page: draftFor(api, p, p.url) }),
          ...((!p.entry.hidden || hidden) && { node: apiPageNode(p, hidden) }),
        })),
    })),
    diagnostics: planDiagnostics(api, plans.flatMap((p) => p.pages)),
  };
}

/**
 * Does any descendant of `level` list an endpoint of `own`'s document? Then only the listed
 * endpoints get pages; otherwise the element generates all of them.
 */
export function listsEndpointOf(level: NavFields, own: OpenApiScope, apis: ReadonlyMap<string, ApiIndex>): boolean {
  const target = findApi(apis, own.source);
  const sameDoc = (source: string) => (target ? findApi(apis, source) === target : normaliseSpecSource(source) === normaliseSpecSource(own.source));
  const visit = (node: NavFields, inherited: string): boolean => {
    for (const [key, value] of Object.entries(node)) {
      if (!Array.isArray(value) || key === 'global') continue;
      for (const child of value as (PageEntry | NavFields)[]) {
        if (typeof child === 'string') {
          const ref = parseApiReference(child);
          if (ref && sameDoc(ref.file ?? inherited)) return true;
        } else if (child && typeof child === 'object') {
          const ref = (child as NavFields).openapi as OpenApiRefConfig | undefined;
          const next = ref === undefined ? inherited : typeof ref === 'string' ? ref : ref.source;
          if (visit(child as NavFields, next)) return true;
        }
      }
    }
    return false;
  };
  return visit(level, own.source);
}
