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

export function loadPagefind(doc: Document): Promise<PagefindApi> {
  api ??= (async () => {
    const bundle = `${basePath(doc)}/pagefind/`;
    const pagefind = (await import(/* @vite-ignore */ `${bundle}pagefind.js`)) as PagefindApi;
    await pagefind.options({ bundlePath: bundle, excerptLength: 24 });
    await pagefind.init();
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
