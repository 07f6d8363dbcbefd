import { closest, editDistance as distance } from '../shared/did-you-mean.js';
import { formatCount } from '../diagnostics/diagnostic-kinds.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { HTTP_METHODS, type ApiEntry, type ApiIndex } from './api-index.js';
import { toPointer } from './json-pointer.js';
import { deref } from './resolve-ref.js';
import { capUrl, MAX_SEGMENT_BYTES, titleFromSlug } from './slugify.js';
import { isUrl } from './spec-source.js';

/** A generated page (or an outbound link, for an absolute `href`). */
export interface PlannedApiPage {
  entry: ApiEntry;
  /** Site URL, e.g. `/api-reference/plants/get-plants`; absent for outbound links. */
  url?: string;
  /** Absolute `x-mint.href`: the nav entry links out and no page is generated. */
  externalHref?: string;
  /** The title Mintlify gives the page: the summary, else one built from the URL's last segment. */
  title: string;
  /**
   * An operation of a local document moved by `x-mint.href`: Mintlify titles its sidebar entry
   * from the href (vendor metadata still wins).
   */
  sidebarTitle?: string;
  /** Set when a segment was too long for a file name: the URL before {@link capUrl}. */
  fullUrl?: string;
  /**
   * Set when Mintlify's rule gave this page a URL another page of the plan already has (which
   * Mintlify would serve twice): that URL and the other entry; `url` is then the next free
   * `-N` variant.
   */
  clash?: { url: string; with: ApiEntry };
}

/** One navigation group of generated pages (one per first tag). */
export interface ApiGroupPlan {
  label: string;
  pages: PlannedApiPage[];
}

const isAbsoluteUrl = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** `posix.join` without `node:path`: empty parts dropped, repeated slashes collapsed. */
const joinUrl = (...parts: string[]) => ('/' + parts.filter(Boolean).join('/')).replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/**
 * The URL Mintlify starts from (before making it unique): `<directory>/<tagSlug>/<pageSlug>`, or
 * the path `href` with its file extension dropped (Mintlify takes `posix.parse(href).name`).
 * Lower-cased as a whole, the directory included, as Mintlify does.
 */
function baseUrl(entry: ApiEntry, dir: string): string {
  if (!entry.href) return joinUrl(dir, entry.tagSlug ?? '', entry.pageSlug).toLowerCase();
  const href = entry.href.replace(/^\//, '').replace(/\/+$/, '');
  const slash = href.lastIndexOf('/');
  const file = href.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  const name = dot > 0 ? file.slice(0, dot) : file;
  return joinUrl(slash >= 0 ? href.slice(0, slash) : '', name).toLowerCase();
}

/** Mintlify's `generateUniqueFilenameWithoutExtension`: `base`, else the first free `base-1`, `base-2`… */
export function uniqueUrl(base: string, taken: (url: string) => boolean): string {
  if (!taken(base)) return base;
  let n = 1;
  while (taken(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Plans the generated pages of `entries` (default: all of `api.entries`) under `directory`,
 * with Mintlify's URL rules: `/<directory>/<tagSlug>/<pageSlug>` lower-cased, `-1`, `-2`… for
 * duplicate URLs within a group (only listed pages count, so an `x-hidden` page never moves a
 * listed one), a path `href` replacing the URL, an absolute `href` linking out. Quire adds two
 * rules Mintlify lacks, so every URL is unique and writable: a URL another group (or a hidden
 * page) already has moves on to the next free `-N` (`clash` says so), and an over-long segment
 * is shortened (`fullUrl` says so). Groups come in order of first appearance.
 */
export function planApiPages(api: ApiIndex, directory: string, entries: ApiEntry[] = api.entries): ApiGroupPlan[] {
  const groups = new Map<string, { plan: ApiGroupPlan; listed: Set<string> }>();
  const dir = directory.replace(/^\/+|\/+$/g, '');
  const owner = new Map<string, ApiEntry>(); // every URL of the plan → its page's entry
  const hidden: { page: PlannedApiPage; base: string; listed: Set<string> }[] = [];
  const place = (page: PlannedApiPage, base: string, listed: Set<string>, mintlifyUrl: string) => {
    let url = mintlifyUrl;
    const other = owner.get(url);
    if (other) {
      url = uniqueUrl(base, (u) => owner.has(u) || listed.has(u));
      page.clash = { url: mintlifyUrl, with: other };
    }
    owner.set(url, page.entry);
    page.title = titleOf(page.entry, mintlifyUrl);
    if (hasHrefSidebarTitle(api, page.entry)) page.sidebarTitle = titleFromSlug(mintlifyUrl);
    const capped = capUrl(url);
    if (capped !== url) page.fullUrl = url;
    page.url = capped;
  };
  for (const entry of entries) {
    let group = groups.get(entry.groupLabel);
    if (!group) {
      group = { plan: { label: entry.groupLabel, pages: [] }, listed: new Set() };
      groups.set(entry.groupLabel, group);
    }
    if (entry.href && isAbsoluteUrl(entry.href)) {
      group.plan.pages.push({ entry, externalHref: entry.href, title: entry.title });
      continue;
    }
    const page: PlannedApiPage = { entry, title: entry.title };
    group.plan.pages.push(page);
    const base = baseUrl(entry, dir);
    // Hidden pages are placed after every listed one: on Mintlify they never take a URL.
    if (entry.hidden) {
      hidden.push({ page, base, listed: group.listed });
      continue;
    }
    const listed = group.listed;
    const url = uniqueUrl(base, (u) => listed.has(u));
    listed.add(url);
    place(page, base, listed, url);
  }
  for (const { page, base, listed } of hidden) place(page, base, listed, uniqueUrl(base, (u) => listed.has(u)));
  return [...groups.values()].map((g) => g.plan);
}

/** Mintlify's title: the summary (operations), else the last segment of the URL it gave the page. */
function titleOf(entry: ApiEntry, url: string): string {
  return entry.kind === 'operation' && entry.summary !== undefined ? entry.summary : titleFromSlug(url);
}

/** Mintlify titles the sidebar entry of a local document's operation moved by `href` from its URL. */
function hasHrefSidebarTitle(api: ApiIndex, entry: ApiEntry): boolean {
  return entry.kind === 'operation' && !!entry.href && entry.summary !== undefined && !isUrl(api.id);
}

/** JSON pointer of an entry's operation (or webhook operation) in its document. */
export function entryPointer(api: ApiIndex, entry: ApiEntry): string {
  if (entry.kind === 'operation') return toPointer(['paths', entry.path ?? '', entry.method.toLowerCase()]);
  const item = deref(api.document, api.document?.webhooks?.[entry.name ?? '']);
  const method = HTTP_METHODS.find((m) => item?.[m] && typeof item[m] === 'object');
  return toPointer(['webhooks', entry.name ?? '', ...(method ? [method] : [])]);
}

/** `GET /plants` or `webhook plantDied`: how docs.json names an entry. */
export function describeEntry(entry: ApiEntry): string {
  return entry.kind === 'webhook' ? `webhook ${entry.name}` : `${entry.method} ${entry.path}`;
}

/** `the segment "create-a-new-plant-record-…" (417 bytes) is` — long segments, abbreviated. */
function longSegments(url: string): string {
  const long = url.split('/').filter((seg) => new TextEncoder().encode(seg).length > MAX_SEGMENT_BYTES);
  const shown = long.map((seg) => `"${[...seg].slice(0, 40).join('')}…" (${new TextEncoder().encode(seg).length} bytes)`);
  return long.length === 1 ? `its segment ${shown[0]} is` : `its segments ${shown.join(', ')} are`;
}

/**
 * Warnings about planned pages, located at the operation in its document: a URL shortened to
 * fit in a file name, a URL moved because another operation of the plan had it. The scraper and
 * the navigation report the same ones.
 */
export function planDiagnostics(api: ApiIndex, pages: readonly PlannedApiPage[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const p of pages) {
    if (p.clash) {
      out.push({
        severity: 'warning',
        code: 'openapi/duplicate-url',
        message: `${describeEntry(p.entry)} and ${describeEntry(p.clash.with)} both get the URL ${p.clash.url}; ${describeEntry(p.entry)} is served at ${p.fullUrl ?? p.url} instead`,
        file: api.id,
        jsonPath: entryPointer(api, p.entry),
        hint: 'give one of them another summary or an x-mint.href, so its URL does not depend on the order of the document',
      });
    }
    if (p.fullUrl) {
      out.push({
        severity: 'warning',
        code: 'openapi/url-shortened',
        message: `the URL of ${describeEntry(p.entry)} was shortened to ${p.url}: ${longSegments(p.fullUrl)} longer than ${MAX_SEGMENT_BYTES} bytes, too long for a file name`,
        file: api.id,
        jsonPath: entryPointer(api, p.entry),
        hint: 'give the operation a shorter summary (put the long text in description), or set x-mint.href',
      });
    }
  }
  return out;
}

/** Result of looking up an endpoint: the entry, or a user-facing message. */
export type FindResult = { entry: ApiEntry } | { message: string; hint?: string };

/**
 * The entry a parsed reference names, or undefined: the cheap test for callers that try several
 * documents (a miss costs no message, whose "did you mean" ranks every path of the document).
 */
export function lookupApiEntry(api: ApiIndex, ref: ApiReference): ApiEntry | undefined {
  if (ref.kind === 'webhook') return api.entries.find((e) => e.kind === 'webhook' && e.name === ref.name);
  const wanted = normalisePath(ref.path);
  return api.entries.find((e) => e.kind === 'operation' && e.method === ref.method.toUpperCase() && normalisePath(e.path ?? '') === wanted);
}

/**
 * Finds the operation `METHOD path` (method case-insensitive, a trailing slash tolerated).
 * The messages match Mintlify's wording and list what exists (the closest first, capped).
 */
export function findApiEntry(api: ApiIndex, method: string, path: string): FindResult {
  const wanted = normalisePath(path);
  const ops = api.entries.filter((e) => e.kind === 'operation');
  const samePath = ops.filter((e) => normalisePath(e.path ?? '') === wanted);
  if (samePath.length === 0) {
    const available = Object.keys(api.document?.paths ?? {});
    // An x-excluded operation has no entry, but its path still exists: say so precisely.
    const excludedPath = available.find((p) => normalisePath(p) === wanted);
    if (excludedPath) {
      return {
        message: `Method ${method.toUpperCase()} for endpoint ${path} not found in ${api.id}`,
        hint: excludedHint(api, excludedPath),
      };
    }
    if (available.length === 0) return { message: `Endpoint ${path} not found in ${api.id}. It has no paths` };
    const listed = closestFirst(wanted, available);
    return { message: `Endpoint ${path} not found in ${api.id}. Available paths: ${listed.text}`, hint: didYouMean(wanted, listed.shown) };
  }
  const entry = samePath.find((e) => e.method === method.toUpperCase());
  if (entry) return { entry };
  return {
    message: `Method ${method.toUpperCase()} for endpoint ${path} not found in ${api.id}`,
    hint: `Available methods for ${samePath[0]!.path}: ${samePath.map((e) => e.method).join(', ')}`,
  };
}

/** Finds the webhook `name` (the key in `webhooks`). */
export function findWebhook(api: ApiIndex, name: string): FindResult {
  const entry = api.entries.find((e) => e.kind === 'webhook' && e.name === name);
  if (entry) return { entry };
  const available = api.entries.filter((e) => e.kind === 'webhook').map((e) => e.name!);
  if (available.length === 0) {
    const message = `Webhook ${name} not found in ${api.id}. It has no webhooks`;
    return api.version.startsWith('3.0') ? { message, hint: 'Webhooks need OpenAPI 3.1 or later.' } : { message };
  }
  const listed = closestFirst(name, available);
  const message = `Webhook ${name} not found in ${api.id}. Available webhooks: ${listed.text}`;
  const hint = didYouMean(name, listed.shown);
  return hint ? { message, hint } : { message };
}

/** How many candidates a "not found" message names: a document with 6,000 paths must not print them all. */
export const MAX_LISTED = 10;

/**
 * `/a, /b, /c … and 6,413 more`: at most `max` of `candidates`, the closest to `wanted` first (by
 * edit distance, case-insensitive; ties keep the document's order).
 */
export function closestFirst(wanted: string, candidates: readonly string[], max = MAX_LISTED): { text: string; shown: string[] } {
  const w = wanted.toLowerCase();
  const shown = candidates
    .map((c, i) => ({ c, i, d: distance(w, c.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, max)
    .map((r) => r.c);
  const more = candidates.length - shown.length;
  return { text: `${shown.join(', ')}${more > 0 ? ` … and ${formatCount(more)} more` : ''}`, shown };
}

/** "Did you mean …?" when the closest candidate is reasonably close (the closest is among those shown). */
function didYouMean(wanted: string, shown: readonly string[]): string | undefined {
  const guess = closest(wanted, shown);
  return guess === undefined ? undefined : `Did you mean ${guess}?`;
}

/** A parsed `pages` entry or frontmatter `openapi` value. */
export type ApiReference =
  | { kind: 'operation'; file?: string; method: string; path: string }
  | { kind: 'webhook'; file?: string; name: string };

const METHOD_RE = new RegExp(`^(${HTTP_METHODS.join('|')})$`, 'i');

/**
 * Parses `METHOD /path`, `<file> METHOD /path`, `webhook <name>` and `<file> webhook <name>`
 * (methods case-insensitive, returned upper-case). Returns null for anything else, e.g. an
 * ordinary page path.
 */
export function parseApiReference(value: string): ApiReference | null {
  const tokens = value.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return null;
  const file = tokens.length === 3 ? tokens[0] : undefined;
  const [first, second] = tokens.slice(tokens.length - 2) as [string, string];
  if (first.toLowerCase() === 'webhook') return { kind: 'webhook', ...(file ? { file } : {}), name: second };
  if (METHOD_RE.test(first) && second.startsWith('/')) {
    return { kind: 'operation', ...(file ? { file } : {}), method: first.toUpperCase(), path: second };
  }
  return null;
}

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function excludedHint(api: ApiIndex, path: string): string | undefined {
  const item = deref(api.document, api.document.paths[path]);
  const excluded = HTTP_METHODS.filter((m) => deref(api.document, item?.[m])?.['x-excluded'] === true);
  return excluded.length ? `${excluded.map((m) => m.toUpperCase()).join(', ')} ${path} is marked x-excluded.` : undefined;
}
