import { HTTP_METHODS, type ApiEntry, type ApiIndex } from './api-index.js';
import { deref } from './resolve-ref.js';

/** A generated page (or an outbound link, for an absolute `href`). */
export interface PlannedApiPage {
  entry: ApiEntry;
  /** Site URL, e.g. `/api-reference/plants/get-plants`; absent for outbound links. */
  url?: string;
  /** Absolute `x-mint.href`: the nav entry links out and no page is generated. */
  externalHref?: string;
}

/** One navigation group of generated pages (one per first tag). */
export interface ApiGroupPlan {
  label: string;
  pages: PlannedApiPage[];
}

/**
 * Plans the generated pages of `entries` (default: all of `api.entries`) under `directory`,
 * with Mintlify's URL rules: `/<directory>/<tagSlug>/<pageSlug>`, `-1`, `-2`… for duplicate
 * URLs within a group, a path `href` replacing the URL, an absolute `href` linking out.
 * Groups come in order of first appearance.
 */
export function planApiPages(api: ApiIndex, directory: string, entries: ApiEntry[] = api.entries): ApiGroupPlan[] {
  const groups = new Map<string, { plan: ApiGroupPlan; seen: Map<string, number> }>();
  const dir = directory.replace(/^\/+|\/+$/g, '');
  for (const entry of entries) {
    let group = groups.get(entry.groupLabel);
    if (!group) {
      group = { plan: { label: entry.groupLabel, pages: [] }, seen: new Map() };
      groups.set(entry.groupLabel, group);
    }
    if (entry.href && /^[a-z][a-z0-9+.-]*:/i.test(entry.href)) {
      group.plan.pages.push({ entry, externalHref: entry.href });
      continue;
    }
    if (entry.href) {
      group.plan.pages.push({ entry, url: '/' + entry.href.replace(/^\/+/, '').replace(/\/+$/, '') });
      continue;
    }
    const base = '/' + [dir, entry.tagSlug, entry.pageSlug].filter(Boolean).join('/');
    const count = group.seen.get(base) ?? 0;
    group.seen.set(base, count + 1);
    group.plan.pages.push({ entry, url: count === 0 ? base : `${base}-${count}` });
  }
  return [...groups.values()].map((g) => g.plan);
}

/** Result of looking up an endpoint: the entry, or a user-facing message. */
export type FindResult = { entry: ApiEntry } | { message: string; hint?: string };

/**
 * Finds the operation `METHOD path` (method case-insensitive, a trailing slash tolerated).
 * The messages match Mintlify's wording and list what exists.
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
    return {
      message: `Endpoint ${path} not found in ${api.id}. Available paths: ${available.join(', ')}`,
      hint: closest(wanted, available),
    };
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
  const message = available.length
    ? `Webhook ${name} not found in ${api.id}. Available webhooks: ${available.join(', ')}`
    : `Webhook ${name} not found in ${api.id}. It has no webhooks`;
  const hint = available.length
    ? closest(name, available)
    : api.version.startsWith('3.0')
      ? 'Webhooks need OpenAPI 3.1 or later.'
      : undefined;
  return hint ? { message, hint } : { message };
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

/** "Did you mean …?" by edit distance, only when reasonably close. */
function closest(wanted: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = editDistance(wanted.toLowerCase(), c.toLowerCase());
    if (d < bestScore) [best, bestScore] = [c, d];
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(wanted.length / 3)) ? `Did you mean ${best}?` : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
