import { MIN_CHUNKED_TEXT, type ParseMemo } from '../content/parse-chunks.js';

/** Long pages' last parses kept for their next render (content/parse-chunks.ts). */
const KEPT_PARSES = 8;

/**
 * The pieces of the long pages `quire dev` rendered last (content/parse-chunks.ts), by file, in
 * memory: a save of one parses again only the pieces it changed.
 */
export function lastParseStore() {
  const kept = new Map<string, Map<string, Uint8Array>>();
  return {
    memoFor(file: string, source: string): ParseMemo | undefined {
      if (source.length < MIN_CHUNKED_TEXT) return undefined;
      const seeds = kept.get(file);
      return { keep: true, made: [], ...(seeds && { seeds }) };
    },
    keep(file: string, memo: ParseMemo): void {
      kept.delete(file);
      if (memo.made.length === 0) return;
      kept.set(file, new Map(memo.made));
      // The most recently rendered stay: a long page being edited is rendered at every save.
      for (const old of kept.keys()) {
        if (kept.size <= KEPT_PARSES) break;
        kept.delete(old);
      }
    },
  };
}
