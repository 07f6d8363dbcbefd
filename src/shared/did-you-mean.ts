/**
 * "Did you mean …?" for every message that names something that does not exist: misspelt
 * docs.json keys and enum values, commands, variables, snippet files, API paths, links and
 * anchors. One distance and one threshold, so every hint is as forgiving as every other.
 */

/** Levenshtein distance (insertions, deletions and substitutions each cost one). */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** How far a candidate may be from `word` and still be suggested: a third of its length, at least 2. */
export function closeEnough(word: string, distance: number): boolean {
  return distance <= Math.max(2, Math.floor(word.length / 3));
}

/** The candidate closest to `word` (case-insensitive), when it is close enough to be a likely misspelling. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const w = word.toLowerCase();
  for (const c of candidates) {
    const d = editDistance(w, c.toLowerCase());
    if (d < bestScore) {
      bestScore = d;
      best = c;
    }
  }
  return best !== undefined && closeEnough(word, bestScore) ? best : undefined;
}
