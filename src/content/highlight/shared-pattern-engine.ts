import type { RegexEngine } from 'shiki';

/*
 * vscode-textmate asks the regex engine for one scanner per grammar rule: the rule's own
 * patterns plus every pattern it includes, so a big grammar's common patterns (TypeScript's
 * `#expression` alone includes dozens) are handed over again for each rule that includes them.
 * Oniguruma compiles every scanner's patterns afresh, into WebAssembly memory that never
 * shrinks: highlighting the bench's TSX blocks compiled 1,677 patterns of which 242 differ, and
 * a render process ended with 57 MB of that memory resident on the bench and 198 MB on
 * ../shared/corpus (bench/RESULTS.md, ninth session).
 *
 * This engine compiles each distinct pattern once, as a one-pattern Oniguruma scanner, and
 * answers a rule's scanner by asking its patterns in order: the earliest match wins, the lower
 * index on a tie, which is what Oniguruma's regex set answers for a many-pattern scanner.
 * Asking pattern by pattern would search the rest of the line once per pattern on every call,
 * so each pattern remembers its last answer for a line, as node-oniguruma did: a pattern that
 * matched at p searching from s matches at p searching from anywhere in s..p, and one that found
 * nothing from s finds nothing from later. A pattern with `\G` (anchored to where the search
 * starts) is always asked again. The HTML is byte-identical (shared-pattern-engine.test.ts; and
 * bench/highlight-check.ts on every block of the bench and the corpus); the memory is 8 MB on
 * the bench and 18 MB on the corpus, for 13–20 % more highlighting CPU.
 */

type Scanner = ReturnType<RegexEngine['createScanner']>;
type EngineString = ReturnType<RegexEngine['createString']>;
type Match = NonNullable<ReturnType<Scanner['findNextMatchSync']>>;

/** One compiled pattern, the scanners using it, and its last answer. */
interface Pattern {
  key: string;
  scanner: Scanner;
  users: number;
  anchored: boolean;
  /** What the last answer was for: the line (an engine string, one per line), start and options. */
  line: EngineString | undefined;
  from: number;
  options: number;
  match: Match | null;
}

/** Wraps an Oniguruma engine so that each distinct pattern is compiled once while any scanner uses it. */
export function sharePatterns(engine: RegexEngine): RegexEngine {
  const compiled = new Map<string, Pattern>();

  const use = (source: string | RegExp): Pattern => {
    const key = typeof source === 'string' ? source : `\0${String(source)}`;
    let pattern = compiled.get(key);
    if (!pattern) {
      const anchored = /\\G/.test(typeof source === 'string' ? source : source.source);
      pattern = { key, scanner: engine.createScanner([source]), users: 0, anchored, line: undefined, from: 0, options: 0, match: null };
      compiled.set(key, pattern);
    }
    pattern.users++;
    return pattern;
  };
  // vscode-textmate disposes a rule's scanner when it recompiles it, which it does for every
  // match of an end pattern with back-references (a heredoc's delimiter): those patterns are
  // freed again here once no scanner uses them.
  const release = (pattern: Pattern): void => {
    if (--pattern.users > 0) return;
    compiled.delete(pattern.key);
    pattern.scanner.dispose?.();
  };

  const answer = (p: Pattern, line: EngineString, start: number, options: number): Match | null => {
    if (!p.anchored && p.line === line && p.from <= start && p.options === options && (p.match === null || p.match.captureIndices[0]!.start >= start)) {
      return p.match;
    }
    p.line = line;
    p.from = start;
    p.options = options;
    p.match = p.scanner.findNextMatchSync(line, start, options);
    return p.match;
  };

  return {
    createString: (s) => engine.createString(s),
    createScanner(sources) {
      let patterns: Pattern[] | undefined = sources.map(use);
      return {
        findNextMatchSync(string: string | EngineString, start: number, options = 0) {
          if (!patterns) throw new Error('Scanner used after dispose');
          const line = typeof string === 'string' ? engine.createString(string) : string;
          let best: Match | null = null;
          let bestIndex = -1;
          for (let i = 0; i < patterns.length; i++) {
            const match = answer(patterns[i]!, line, start, options);
            if (match && (!best || match.captureIndices[0]!.start < best.captureIndices[0]!.start)) {
              best = match;
              bestIndex = i;
              // Nothing can start earlier, and later patterns lose ties.
              if (match.captureIndices[0]!.start === start) break;
            }
          }
          if (line !== string) line.dispose?.();
          return best && { index: bestIndex, captureIndices: best.captureIndices };
        },
        dispose() {
          patterns?.forEach(release);
          patterns = undefined;
        },
      };
    },
  };
}
