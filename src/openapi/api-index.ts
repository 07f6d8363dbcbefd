import { deref } from './resolve-ref.js';
import { slugify, titleFromSlug } from './slugify.js';

export { slugify } from './slugify.js';

/** HTTP methods in the order Mintlify lists them within one path. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Label of the group that collects operations without tags. */
export const UNTAGGED_GROUP = 'API Reference';

/** One loaded OpenAPI document, indexed for navigation and rendering. */
export interface ApiIndex {
  /** Normalised source (see `normaliseSpecSource`), e.g. `openapi.yaml` or a URL. */
  id: string;
  /** The document's `openapi` field, e.g. `3.1.0`. */
  version: string;
  /** The bundled document: every `$ref` is internal (`#/…`) and resolved lazily. */
  document: any;
  /** Operations then webhooks, in Mintlify order, without `x-excluded` ones. */
  entries: ApiEntry[];
  /** Names of `components.schemas`, in document order. */
  schemas: string[];
}

/** One operation (or webhook) of a document, with the metadata its generated page uses. */
export interface ApiEntry {
  kind: 'operation' | 'webhook';
  /** Upper case; `WEBHOOK` for webhooks. */
  method: string;
  /** Operations: the path key as in the document. */
  path?: string;
  /** Webhooks: the key in `webhooks`. */
  name?: string;
  /** `summary`, else built from the slug; webhooks always from the slug (Mintlify's rule). */
  title: string;
  /** The operation's `summary` when it has one (not blank). */
  summary?: string;
  description?: string;
  deprecated: boolean;
  /** `x-hidden`: page built, but left out of navigation, search, sitemap and llms.txt. */
  hidden: boolean;
  /** The first tag's `x-group`, else its name; untagged → `API Reference`. */
  groupLabel: string;
  /** slug(first tag); undefined when untagged. */
  tagSlug?: string;
  /** slug(summary), else `<method>-<slug(path)>` (webhooks: slug(name)). */
  pageSlug: string;
  /** `x-mint.href` / `x-vendor.href`. */
  href?: string;
  /** Vendor `metadata` (frontmatter fields) minus `openapi`. */
  metadata: Record<string, unknown>;
  /** Vendor `content`: MDX rendered before the generated documentation. */
  content?: string;
  mcp?: { enabled: boolean; name?: string; description?: string };
}

/**
 * Indexes a bundled OpenAPI document: `paths` in document order with methods in Mintlify's
 * order, then `webhooks`. `x-excluded` operations are dropped entirely.
 */
export function indexApi(id: string, document: object): ApiIndex {
  const doc = document as any;
  const tagInfo = new Map<string, { group?: string }>();
  for (const tag of Array.isArray(doc.tags) ? doc.tags : []) {
    if (tag && typeof tag.name === 'string') {
      tagInfo.set(tag.name, { group: typeof tag['x-group'] === 'string' ? tag['x-group'] : undefined });
    }
  }
  const entries: ApiEntry[] = [];
  for (const [path, rawItem] of Object.entries<unknown>(doc.paths ?? {})) {
    const item = deref(doc, rawItem);
    if (!item || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) {
      const op = deref(doc, item[method]);
      if (!op || typeof op !== 'object' || op['x-excluded'] === true) continue;
      entries.push(buildEntry('operation', method, op, tagInfo, { path }));
    }
  }
  for (const [name, rawItem] of Object.entries<unknown>(doc.webhooks ?? {})) {
    const item = deref(doc, rawItem);
    if (!item || typeof item !== 'object') continue;
    const method = HTTP_METHODS.find((m) => item[m] && typeof item[m] === 'object');
    const op = method ? deref(doc, item[method]) : {};
    if (op['x-excluded'] === true) continue;
    entries.push(buildEntry('webhook', 'webhook', op, tagInfo, { name }));
  }
  const schemas = Object.keys(doc.components?.schemas ?? {});
  return { id, version: String(doc.openapi ?? ''), document: doc, entries, schemas };
}

/** The vendor extension object of an operation: `x-mint` (real sites) or `x-vendor` (SPEC). */
export function vendorExtension(op: any): Record<string, any> {
  const mint = op?.['x-mint'];
  const vendor = op?.['x-vendor'];
  // Both may appear during a migration; `x-mint` wins key by key because it is what Mintlify reads.
  return { ...(isObject(vendor) ? vendor : {}), ...(isObject(mint) ? mint : {}) };
}

function buildEntry(
  kind: ApiEntry['kind'],
  method: string,
  op: any,
  tagInfo: Map<string, { group?: string }>,
  where: { path?: string; name?: string },
): ApiEntry {
  const firstTag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? (op.tags[0] as string) : undefined;
  const summary = typeof op.summary === 'string' && op.summary.trim() ? op.summary : undefined;
  let pageSlug: string;
  if (summary) pageSlug = slugify(summary);
  else if (kind === 'webhook') pageSlug = slugify(where.name ?? '');
  // `get-` for the path `/`, as on Mintlify.
  else pageSlug = `${method}-${slugify(where.path ?? '')}`;
  const title = kind === 'webhook' ? titleFromSlug(pageSlug) : (summary ?? titleFromSlug(pageSlug));
  const vendor = vendorExtension(op);
  const { openapi: _dropped, ...metadata } = isObject(vendor.metadata) ? vendor.metadata : {};
  const entry: ApiEntry = {
    kind,
    method: method.toUpperCase(),
    ...where,
    title,
    ...(summary !== undefined && { summary }),
    deprecated: op.deprecated === true,
    hidden: op['x-hidden'] === true,
    groupLabel: firstTag ? (tagInfo.get(firstTag)?.group ?? firstTag) : UNTAGGED_GROUP,
    tagSlug: firstTag ? slugify(firstTag) : undefined,
    pageSlug,
    metadata,
  };
  if (typeof op.description === 'string') entry.description = op.description;
  if (typeof vendor.href === 'string' && vendor.href) entry.href = vendor.href;
  if (typeof vendor.content === 'string') entry.content = vendor.content;
  if (isObject(vendor.mcp)) {
    const mcp = vendor.mcp;
    entry.mcp = { enabled: mcp.enabled === true };
    if (typeof mcp.name === 'string') entry.mcp.name = mcp.name;
    if (typeof mcp.description === 'string') entry.mcp.description = mcp.description;
  }
  if (entry.tagSlug === undefined) delete entry.tagSlug;
  return entry;
}

function isObject(v: unknown): v is Record<string, any> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
