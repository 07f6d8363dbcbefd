import { bundledLanguages, createHighlighter, createOnigurumaEngine, type BundledLanguage, type RegexEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { STATEFUL_BLOCKS } from '../../../test/code-block-samples.js';
import { CODE_THEMES, getHighlighter, loadEmbeddedLanguages, loadLanguage } from './highlighter.js';
import { sharePatterns } from './shared-pattern-engine.js';

type Scanner = ReturnType<RegexEngine['createScanner']>;

/** An engine that counts what it compiles, searches and frees, around a real or a toy engine. */
function counting(engine: RegexEngine) {
  const stats = { scanners: 0, patterns: 0, anchored: 0, searches: 0, disposed: 0 };
  const counted: RegexEngine = {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      stats.scanners++;
      stats.patterns += patterns.length;
      stats.anchored += patterns.filter((p) => /\\G/.test(String(p))).length;
      const scanner = engine.createScanner(patterns);
      return {
        findNextMatchSync(string, start, options) {
          stats.searches++;
          return scanner.findNextMatchSync(string, start, options);
        },
        dispose() {
          stats.disposed++;
          scanner.dispose?.();
        },
      } as Scanner;
    },
  };
  return { engine: counted, stats };
}

/**
 * A toy engine over JavaScript regexes, enough for these patterns: a one-pattern scanner finds
 * its leftmost match from the start position; `\G` anchors it to that position.
 */
const toyEngine: RegexEngine = {
  createString: (s) => ({ content: s, dispose() {} }) as ReturnType<RegexEngine['createString']>,
  createScanner(patterns) {
    const sources = patterns.map(String);
    return {
      findNextMatchSync(string, start) {
        const text = typeof string === 'string' ? string : string.content;
        let best: { index: number; captureIndices: { start: number; end: number; length: number }[] } | null = null;
        sources.forEach((source, index) => {
          const anchored = source.startsWith('\\G');
          const re = new RegExp(anchored ? source.slice(2) : source, anchored ? 'y' : 'g');
          re.lastIndex = start;
          const m = re.exec(text);
          if (m && (!best || m.index < best.captureIndices[0]!.start)) {
            best = { index, captureIndices: [{ start: m.index, end: m.index + m[0].length, length: m[0].length }] };
          }
        });
        return best;
      },
      dispose() {},
    } as Scanner;
  },
};

describe('sharePatterns', () => {
  it('highlights exactly as Shiki with its own engine, compiling far fewer patterns', async () => {
    const { engine, stats } = counting(await createOnigurumaEngine(import('shiki/wasm')));
    const shared = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [], engine: sharePatterns(engine) });
    const requested = counting(await createOnigurumaEngine(import('shiki/wasm')));
    const shiki = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [], engine: requested.engine });
    for (const [lang, code] of STATEFUL_BLOCKS) {
      // The grammars Quire would use, embedded ones included (loaded into both highlighters).
      const id = await loadLanguage(lang);
      await loadEmbeddedLanguages(id, code);
      const languages = (await getHighlighter()).getLoadedLanguages().filter((l): l is BundledLanguage => Object.hasOwn(bundledLanguages, l));
      await Promise.all(languages.flatMap((l) => [shared.loadLanguage(l), shiki.loadLanguage(l)]));
      const options = { lang: id, themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0 };
      const expected = shiki.codeToHtml(code, options);
      expect(shared.codeToHtml(code, options), lang).toBe(expected);
      expect(expected, lang).toMatch(/--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}/i);
    }
    // Every compiled scanner holds one pattern, and far fewer were compiled than Shiki compiles.
    expect(stats.patterns).toBe(stats.scanners);
    expect(stats.patterns * 3).toBeLessThan(requested.stats.patterns);
    // The samples exercise the `\G` path and back-references (patterns freed and compiled again).
    expect(stats.anchored).toBeGreaterThan(0);
    expect(stats.disposed).toBeGreaterThan(0);
  });

  it('answers with the earliest match, the lower index on a tie', () => {
    const engine = sharePatterns(toyEngine);
    const line = engine.createString('ab');
    const scanner = engine.createScanner(['b', 'a']);
    expect(scanner.findNextMatchSync(line, 0, 0)).toMatchObject({ index: 1, captureIndices: [{ start: 0, end: 1 }] });
    expect(scanner.findNextMatchSync(line, 1, 0)).toMatchObject({ index: 0, captureIndices: [{ start: 1, end: 2 }] });
    const later = engine.createString('xab');
    expect(engine.createScanner(['a', 'ab']).findNextMatchSync(later, 0, 0)).toMatchObject({ index: 0, captureIndices: [{ start: 1, end: 2 }] });
    expect(engine.createScanner(['ab', 'a']).findNextMatchSync(later, 0, 0)).toMatchObject({ index: 0, captureIndices: [{ start: 1, end: 3 }] });
    expect(engine.createScanner(['c']).findNextMatchSync(line, 0, 0)).toBeNull();
    expect(scanner.findNextMatchSync('zzb', 0, 0)).toMatchObject({ index: 0, captureIndices: [{ start: 2 }] });
  });

  it('searches a pattern again only when its last answer for the line no longer holds', () => {
    const { engine, stats } = counting(toyEngine);
    const shared = sharePatterns(engine);
    const line = shared.createString('..x..y');
    const first = shared.createScanner(['x', 'y']);
    expect(first.findNextMatchSync(line, 0, 0)).toMatchObject({ index: 0, captureIndices: [{ start: 2 }] });
    expect(stats.searches).toBe(2);
    // x (at 2) is behind the new start and is searched again; y (at 5) still holds.
    expect(first.findNextMatchSync(line, 3, 0)).toMatchObject({ index: 1, captureIndices: [{ start: 5 }] });
    expect(stats.searches).toBe(3);
    // Another rule's scanner with y uses the same answer; z is new.
    expect(shared.createScanner(['z', 'y']).findNextMatchSync(line, 4, 0)).toMatchObject({ index: 1, captureIndices: [{ start: 5 }] });
    expect(stats.searches).toBe(4);
    // No match from 0 means none from later, on the same line only.
    expect(shared.createScanner(['z']).findNextMatchSync(line, 5, 0)).toBeNull();
    expect(stats.searches).toBe(4);
    expect(shared.createScanner(['z']).findNextMatchSync(shared.createString('z'), 0, 0)).toMatchObject({ index: 0 });
    expect(stats.searches).toBe(5);
  });

  it('always searches a \\G pattern again, as its answer depends on the start', () => {
    const shared = sharePatterns(toyEngine);
    const line = shared.createString('yx');
    const scanner = shared.createScanner(['\\Gx']);
    expect(scanner.findNextMatchSync(line, 0, 0)).toBeNull();
    expect(scanner.findNextMatchSync(line, 1, 0)).toMatchObject({ index: 0, captureIndices: [{ start: 1 }] });
  });

  it('compiles a pattern once while scanners use it, and frees it after the last', () => {
    const { engine, stats } = counting(toyEngine);
    const shared = sharePatterns(engine);
    const a = shared.createScanner(['a', 'b']);
    const b = shared.createScanner(['b', 'c']);
    expect(stats.scanners).toBe(3);
    a.dispose?.();
    expect(stats.disposed).toBe(1); // a; b is still used
    b.dispose?.();
    expect(stats.disposed).toBe(3);
    shared.createScanner(['b']);
    expect(stats.scanners).toBe(4);
    expect(() => a.findNextMatchSync('a', 0, 0)).toThrow(/after dispose/);
  });
});
