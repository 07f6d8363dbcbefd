/**
 * `boost` (frontmatter or navigation) in search ranking, as Mintlify defines it: a multiplier of
 * the page's relevance. The index tags each boosted page with a `boost:<n>` Pagefind filter (see
 * src/build/search-index.ts); one extra filtered query per distinct boost value finds which
 * results carry which boost, before any result's data is loaded, so the whole result list is
 * re-ranked by score × boost, not just the first page of it.
 *
 * DOM-free, so it runs (and is tested) in Node against a real index too.
 */

export interface RankedResult {
  id: string;
  score: number;
}

/** The slice of Pagefind's API the ranking needs. */
export interface PagefindSearcher<R extends RankedResult> {
  search(query: string, opts?: { filters?: Record<string, string> }): Promise<{ results: R[] } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Results by score × boost, highest first; equal ones keep Pagefind's order. */
export function rankByBoost<R extends RankedResult>(results: readonly R[], boosts: ReadonlyMap<string, number>): R[] {
  return results
    .map((result, order) => ({ result, order, score: result.score * (boosts.get(result.id) ?? 1) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((r) => r.result);
}

/** Runs a query within `filters` (the reader's version) and ranks the results with their boosts. */
export async function searchWithBoost<R extends RankedResult>(pagefind: PagefindSearcher<R>, query: string, filters: Record<string, string> = {}): Promise<R[]> {
  const found = await pagefind.search(query, { filters });
  if (!found?.results.length) return [];
  const values = Object.keys((await pagefind.filters()).boost ?? {});
  if (values.length === 0) return found.results;
  const boosts = new Map<string, number>();
  for (const value of values) {
    const boost = Number(value);
    if (!Number.isFinite(boost)) continue;
    const tagged = await pagefind.search(query, { filters: { ...filters, boost: value } });
    for (const r of tagged?.results ?? []) boosts.set(r.id, boost);
  }
  return rankByBoost(found.results, boosts);
}
