import { searchWithBoost, type PagefindSearcher } from './boost-ranking.js';

/** The slice of Pagefind's browser API the dialog uses (pagefind/pagefind.js, written by the build). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindApi extends PagefindSearcher<PagefindResult> {
  options(opts: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(bundlePath: string, opts?: Record<string, unknown>): Promise<void>;
}

function meta(doc: Document, name: string): string | undefined {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/** `/docs` when the site lives under a sub-path (from the page's `quire:base` meta), else ''. */
export function basePath(doc: Document): string {
  return meta(doc, 'quire:base') ?? '';
}

/** The version this page belongs to: results are limited to it (languages have their own index). */
export function currentVersion(doc: Document): string | undefined {
  return meta(doc, 'quire:version');
}

let api: Promise<PagefindApi> | undefined;

/**
 * The index folders to search from a page in `lang`: a large site spreads each language over
 * several Pagefind bundles (so a rebuild re-indexes only what changed; see
 * build/search-shards.ts) and lists them in quire-shards.json; a small site, or `quire dev`,
 * has one bundle for every language in /pagefind/.
 */
export function shardFolders(list: unknown, lang: string, version?: string): string[] {
  const { languages, versions } = (list ?? {}) as { languages?: Record<string, unknown>; versions?: Record<string, unknown> };
  if (!languages || typeof languages !== 'object') return ['/pagefind/'];
  const valid = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((f) => typeof f === 'string' && f.startsWith('/') && !f.startsWith('//'));
  // Results are filtered to the reader's version: its own shards hold all of them.
  if (version !== undefined && versions && typeof versions === 'object') {
    const ofLang = (versions[lang] ?? versions[lang.split('-')[0]!]) as Record<string, unknown> | undefined;
    const own = ofLang && typeof ofLang === 'object' ? ofLang[version] : undefined;
    if (valid(own)) return own;
  }
  const exact = languages[lang] ?? languages[lang.split('-')[0]!] ?? languages['*'];
  if (valid(exact)) return exact;
  // As Pagefind does for a language it has no index for: the largest one.
  const largest = Object.values(languages)
    .filter(valid)
    .sort((a, b) => b.length - a.length)[0];
  return largest ?? ['/pagefind/'];
}

async function fetchShardList(base: string): Promise<unknown> {
  try {
    const res = await fetch(`${base}/pagefind/quire-shards.json`);
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}

export function loadPagefind(doc: Document): Promise<PagefindApi> {
  api ??= (async () => {
    const base = basePath(doc);
    const lang = doc.documentElement.getAttribute('lang') || 'en';
    const [first, ...others] = shardFolders(await fetchShardList(base), lang, currentVersion(doc)).map((folder) => `${base}${folder}`);
    const pagefind = (await import(/* @vite-ignore */ `${first}pagefind.js`)) as PagefindApi;
    await pagefind.options({ bundlePath: first, excerptLength: 24 });
    await pagefind.init();
    // Merged shards share the first one's WebAssembly; a search asks them all and ranks by score.
    await Promise.all(others.map((folder) => pagefind.mergeIndex(folder, { excerptLength: 24 })));
    return pagefind;
  })();
  api.catch(() => (api = undefined));
  return api;
}

export interface SearchHit {
  title: string;
  section?: string;
  url: string;
  excerpt: string;
}

/**
 * Runs a query: one hit per page, pointing at its best-matching section. Results are those of
 * the reader's language (Pagefind picks the index from `<html lang>`) and version, ranked with
 * each page's `boost`.
 */
export async function searchDocs(doc: Document, query: string, limit = 10): Promise<SearchHit[]> {
  const pagefind = await loadPagefind(doc);
  const version = currentVersion(doc);
  const results = await searchWithBoost(pagefind, query, version ? { version } : {});
  const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
  return data.map((d) => {
    const sub = d.sub_results.find((s) => s.url.includes('#')) ?? d.sub_results[0];
    const title = d.meta.title ?? d.url;
    return {
      title,
      ...(sub && sub.title !== title && { section: sub.title }),
      url: sub?.url ?? d.url,
      excerpt: sub?.excerpt ?? d.excerpt,
    };
  });
}
