import { editDistance } from '../shared/did-you-mean.js';

/**
 * "Did you mean" for broken links, from an index instead of a scan. Measuring the edit distance
 * from every broken link to every page made the link check broken links × pages × length²: a
 * real 5,400-page site never got past "checking links" in ten minutes (issue 31). Here a
 * suggestion measures a handful of candidates:
 *
 * 1. pages whose last segment is the link's (a moved page: `/v1/setup` → `/v2/guides/setup`),
 * 2. else the pages sharing the most rare trigrams with the link (a misspelt segment),
 *
 * and the one at the smallest edit distance wins. Common trigrams (`/v1`, `api`) are left out
 * of the count: they match thousands of pages and tell none apart.
 */
export interface PathSuggester {
  /** The target nearest to `path` (a broken link's path), or none when nothing is alike. */
  suggest(path: string): string | undefined;
}

/** Candidates measured by edit distance per suggestion. */
const MEASURED = 24;
/** Postings read per suggestion, at most (the rarest trigrams first). */
const POSTINGS_BUDGET = 20_000;

function lastSegment(path: string): string {
  const parts = path.toLowerCase().split('/').filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

function trigrams(text: string): Set<string> {
  const s = ` ${text.toLowerCase()} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) grams.add(s.slice(i, i + 3));
  return grams;
}

export function createPathSuggester(targets: readonly string[]): PathSuggester {
  const list = [...new Set(targets)];
  const byLast = new Map<string, number[]>();
  list.forEach((target, i) => {
    const last = lastSegment(target);
    if (!last) return;
    const same = byLast.get(last);
    if (same) same.push(i);
    else byLast.set(last, [i]);
  });
  // The trigram index is built at the first link no last segment explains: most broken links of
  // a versioned site are moved pages, and the index of 27,000 paths took a second.
  let postingsIndex: Map<string, number[]> | undefined;
  const postingsOf = () => {
    if (postingsIndex) return postingsIndex;
    const postings = new Map<string, number[]>();
    list.forEach((target, i) => {
      for (const gram of trigrams(target)) {
        const ids = postings.get(gram);
        if (ids) ids.push(i);
        else postings.set(gram, [i]);
      }
    });
    postingsIndex = postings;
    return postings;
  };
  // A trigram in more than this many targets is too common to tell them apart.
  const common = Math.max(64, Math.ceil(list.length / 20));

  const nearestOf = (path: string, ids: Iterable<number>): string | undefined => {
    const word = path.toLowerCase();
    let best: string | undefined;
    let score = Infinity;
    for (const i of ids) {
      const d = editDistance(word, list[i]!.toLowerCase());
      if (d < score || (d === score && best !== undefined && list[i]! < best)) [best, score] = [list[i]!, d];
    }
    return best;
  };

  return {
    suggest(path) {
      const moved = byLast.get(lastSegment(path));
      if (moved) return nearestOf(path, moved.slice(0, MEASURED * 8));
      const postings = postingsOf();
      const grams = [...trigrams(path)].map((g) => postings.get(g)).filter((ids): ids is number[] => ids !== undefined && ids.length <= common);
      grams.sort((a, b) => a.length - b.length);
      const shared = new Map<number, number>();
      let read = 0;
      for (const ids of grams) {
        if (read + ids.length > POSTINGS_BUDGET) break;
        read += ids.length;
        for (const i of ids) shared.set(i, (shared.get(i) ?? 0) + 1);
      }
      if (!shared.size) return undefined;
      const ranked = [...shared].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, MEASURED);
      return nearestOf(path, ranked.map(([i]) => i));
    },
  };
}
