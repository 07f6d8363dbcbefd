import type { Diagnostic } from '../diagnostics/quire-error.js';
import { formatJsonPath } from '../diagnostics/quire-error.js';
import { asyncApiChannels } from '../openapi/asyncapi/asyncapi-model.js';
import type { AsyncApiDocument } from '../openapi/asyncapi/load-asyncapi.js';
import { splitDescription } from '../openapi/markdown.js';
import { normaliseSpecSource } from '../openapi/spec-source.js';
import { uniqueUrl } from '../openapi/plan-pages.js';
import { capUrl, slugify } from '../openapi/slugify.js';
import type { NavNode, Page } from '../shared/site-model.js';

/** One AsyncAPI document a navigation element generates channel pages from. */
export interface AsyncApiScope {
  source: string;
  directory: string;
  /** Where it is named, for messages. */
  jsonPath: string;
}

/** A generated channel page without the fields its place in the navigation adds. */
export type ChannelPageDraft = Omit<Page, 'breadcrumbs' | 'section'>;

const DEFAULT_DIRECTORY = 'api-reference';

/**
 * A navigation element's `asyncapi` as Mintlify's AsyncAPI setup accepts it: a path or URL, a
 * list of them, or `{ source, directory }` (also inside the list). Anything else is a located
 * warning and generates nothing.
 */
export function asyncApiScopes(value: unknown, path: (string | number)[]): { scopes: AsyncApiScope[]; diagnostics: Diagnostic[] } {
  const scopes: AsyncApiScope[] = [];
  const diagnostics: Diagnostic[] = [];
  const one = (v: unknown, at: (string | number)[]) => {
    const jsonPath = formatJsonPath(at);
    if (typeof v === 'string' && v.trim()) return scopes.push({ source: v.trim(), directory: DEFAULT_DIRECTORY, jsonPath });
    const o = v && typeof v === 'object' && !Array.isArray(v) ? (v as { source?: unknown; directory?: unknown }) : undefined;
    if (o && typeof o.source === 'string' && o.source.trim()) {
      const directory = typeof o.directory === 'string' ? o.directory : DEFAULT_DIRECTORY;
      return scopes.push({ source: o.source.trim(), directory, jsonPath });
    }
    diagnostics.push({
      severity: 'warning',
      code: 'nav/asyncapi-value',
      message: `asyncapi here is ${JSON.stringify(v)}; no channel pages are generated from it`,
      file: 'docs.json',
      jsonPath,
      hint: 'give a path or URL of an AsyncAPI document, a list of them, or { "source": "asyncapi.yaml", "directory": "websockets" }',
    });
  };
  if (Array.isArray(value)) value.forEach((v, i) => one(v, [...path, i]));
  else one(value, path);
  return { scopes, diagnostics };
}

/** Every AsyncAPI document named by `asyncapi` on a navigation element (for the loader). */
export function navigationAsyncApiSources(navigation: unknown): { source: string; jsonPath: string }[] {
  const out: { source: string; jsonPath: string }[] = [];
  const visit = (node: unknown, path: (string | number)[]): void => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...path, i]));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'asyncapi') out.push(...asyncApiScopes(value, [...path, key]).scopes.map(({ source, jsonPath }) => ({ source, jsonPath })));
      else if (key !== 'global' && key !== 'openapi') visit(value, [...path, key]);
    }
  };
  visit(navigation, ['navigation']);
  return out;
}

/** Mintlify's group for channels without tags (`DEFAULT_WEBSOCKETS_GROUP_NAME`). */
const DEFAULT_GROUP = 'Websockets';

/** Mintlify's `camelToSentenceCase`: `orderBook` → `Order book`. */
export function camelToSentenceCase(text: string): string {
  return text
    .split(/(?=[A-Z])/)
    .map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase()))
    .join(' ');
}

/** The channel pages of one group (a channel's first tag, else "Websockets"). */
export interface ChannelGroup {
  label: string;
  pages: { page: ChannelPageDraft; node: NavNode }[];
}

/**
 * One page per channel of the scope's document, in document order, grouped and placed by
 * Mintlify's rules (@mintlify/scraping `processAsyncApiChannel`, checked with its prebuild):
 * the group is the channel's first tag (else "Websockets"), the page at
 * `/<directory>/<group slug>/<title slug>` (title: the channel's `title`, else its key), `-1`,
 * `-2`… for a repeated URL in a group, and a key used as title shown in sentence case
 * (`orderBook` → "Order book"). Undefined when the document did not load (the loader said why).
 */
export function generatedChannelPages(scope: AsyncApiScope, docs: ReadonlyMap<string, AsyncApiDocument>, hidden: boolean): ChannelGroup[] | undefined {
  const doc = docs.get(normaliseSpecSource(scope.source));
  if (!doc) return undefined;
  const directory = scope.directory.replace(/^\/+|\/+$/g, '');
  const groups = new Map<string, ChannelGroup & { urls: Set<string> }>();
  for (const channel of asyncApiChannels(doc.document)) {
    const label = channel.tags[0] ?? DEFAULT_GROUP;
    let group = groups.get(label);
    if (!group) groups.set(label, (group = { label, pages: [], urls: new Set() }));
    const named = channel.title ?? channel.id;
    const title = named === channel.id ? camelToSentenceCase(named) : named;
    const base = `/${[directory, slugify(label), slugify(named)].filter(Boolean).join('/')}`.toLowerCase();
    const urls = group.urls;
    const path = capUrl(uniqueUrl(base, (url) => urls.has(url)));
    urls.add(path);
    // The subtitle is one line: the summary, else the description's first paragraph.
    const lead = channel.summary ?? (channel.description ? splitDescription(channel.description).lead : undefined);
    const page: ChannelPageDraft = {
      path,
      title,
      ...(lead && { description: lead }),
      source: { kind: 'asyncapi', spec: doc.id, channel: channel.id },
      ...(hidden && { hidden: true }),
      frontmatter: {},
    };
    const node: NavNode = { type: 'page', title, path, method: 'CHANNEL', ...(hidden && { hidden: true }), children: [] };
    group.pages.push({ page, node });
  }
  return [...groups.values()].map(({ label, pages }) => ({ label, pages }));
}
