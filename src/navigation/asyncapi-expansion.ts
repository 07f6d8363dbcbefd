import type { Diagnostic } from '../diagnostics/quire-error.js';
import { formatJsonPath } from '../diagnostics/quire-error.js';
import { asyncApiChannels } from '../openapi/asyncapi/asyncapi-model.js';
import type { AsyncApiDocument } from '../openapi/asyncapi/load-asyncapi.js';
import { splitDescription } from '../openapi/markdown.js';
import { normaliseSpecSource } from '../openapi/spec-source.js';
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

export interface GeneratedChannels {
  /** The document's `info.title`, for the group that holds its pages where a group is needed. */
  label: string;
  pages: { page: ChannelPageDraft; node: NavNode }[];
}

/**
 * One page per channel of the scope's document, in document order, at
 * `/<directory>/<channel slug>`. Undefined when the document did not load (the loader said why).
 */
export function generatedChannelPages(scope: AsyncApiScope, docs: ReadonlyMap<string, AsyncApiDocument>, hidden: boolean): GeneratedChannels | undefined {
  const doc = docs.get(normaliseSpecSource(scope.source));
  if (!doc) return undefined;
  const directory = scope.directory.replace(/^\/+|\/+$/g, '');
  const info = doc.document?.info;
  const label = info && typeof info.title === 'string' && info.title.trim() ? info.title.trim() : 'Channels';
  const pages = asyncApiChannels(doc.document).map((channel) => {
    const title = channel.title ?? channel.id;
    const path = capUrl(`/${[directory, slugify(channel.id) || 'channel'].filter(Boolean).join('/')}`.toLowerCase());
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
    return { page, node };
  });
  return { label, pages };
}
