/** A small seeded PRNG (mulberry32) with the helpers the fuzzer and property tests need. */
export interface Rng {
  readonly seed: number;
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  bool(p?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A short identifier-like word. */
  word(min?: number, max?: number): string;
  /** A string drawn from a hostile alphabet (unicode, control characters, markup, paths). */
  junk(maxLength?: number): string;
}

const JUNK_PIECES = [
  '', ' ', '\u0000', '\t', '\n', '\r\n', '\u2028', '\uFEFF', '\uD800', '😀', 'é', '𝔘', 'ß', '\u202E',
  '{', '}', '[', ']', '"', "'", '`', '\\', '/', '../', '..', '%2e%2e/', '~', '#', '?', '&', '%', '$ref',
  '<script>', '</script>', '<!--', '-->', '</title>', 'javascript:', '{props.x}', '{}', '<>', '</>',
  '__proto__', 'constructor', 'prototype', 'toString', 'NaN', 'null', 'undefined', '-1', '1e309',
  'index', 'api-reference', 'GET /x', ':', '*', '**', '\u0085', 'CON', 'nul', '.git',
];

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return {
    seed,
    next,
    int,
    bool: (p = 0.5) => next() < p,
    pick,
    word(min = 1, max = 8) {
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      let s = '';
      for (let i = int(min, max); i > 0; i--) s += letters[int(0, letters.length - 1)];
      return s;
    },
    junk(maxLength = 40) {
      let s = '';
      while (s.length < maxLength && next() < 0.85) s += pick(JUNK_PIECES);
      return s.slice(0, maxLength);
    },
  };
}

/** Derives the seed of run `i` of a fuzz session, so any single run can be replayed alone. */
export function runSeed(sessionSeed: number, i: number): number {
  return (Math.imul(sessionSeed ^ 0x9e3779b9, 2654435761) + Math.imul(i + 1, 0x85ebca6b)) >>> 0;
}
