import type { IGrammar } from 'shiki/textmate';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, getHighlighter, loadEmbeddedLanguages, loadLanguage } from './highlighter.js';
import { renderCodeBlock } from './render-code-block.js';
import { shareTokenization, tokenizingOnce } from './tokenize-once.js';
import { STATEFUL_BLOCKS as BLOCKS } from '../../../test/code-block-samples.js';

describe('tokenizingOnce', () => {
  it('gives exactly the HTML Shiki gives when it tokenises once per theme', async () => {
    const highlighter = await getHighlighter();
    for (const [lang, code] of BLOCKS) {
      const grammar = await loadLanguage(lang);
      expect(grammar, lang).not.toBe('text');
      await loadEmbeddedLanguages(grammar, code);
      const options = { lang: grammar, themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0 };
      const shiki = highlighter.codeToHtml(code, options);
      shareTokenization(highlighter.getLanguage(grammar));
      const once = tokenizingOnce(() => highlighter.codeToHtml(code, options));
      expect(once, lang).toBe(shiki);
      // And the block is coloured at all (both themes), so the comparison means something.
      expect(once, lang).toMatch(/--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}/i);
    }
  });

  it('runs the grammar once per line for both themes, and leaves calls outside it alone', async () => {
    const highlighter = await getHighlighter();
    const grammarName = await loadLanguage('python');
    const grammar = highlighter.getLanguage(grammarName);
    shareTokenization(grammar);
    const code = 'a = 1\nb = "two"\n\nc = [a, b]';
    const options = { lang: grammarName, themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0 };
    await withScanCount(grammar, (scans) => {
      tokenizingOnce(() => highlighter.codeToHtml(code, options));
      expect(scans()).toBe(3); // three non-empty lines, two themes
      highlighter.codeToHtml(code, options);
      expect(scans()).toBe(3); // outside tokenizingOnce: Shiki's own tokenisation, per theme
    });
  });

  it('is what a rendered fence uses', async () => {
    const code = 'const a = 1; // one\nlet b = `two`;';
    const highlighter = await getHighlighter();
    const grammar = highlighter.getLanguage(await loadLanguage('ts'));
    await withScanCount(grammar, async (scans) => {
      const block = await renderCodeBlock(code, 'ts', '');
      expect(scans()).toBe(2);
      const shiki = highlighter.codeToHtml(code, { lang: 'typescript', themes: CODE_THEMES, defaultColor: false });
      expect(block.html).toContain(shiki.slice(shiki.indexOf('<code>')));
    });
  });
});

/** Runs `body` while counting the grammar's scope tokenisations (`tokenizeLine`, which only the shared path calls). */
async function withScanCount(grammar: IGrammar, body: (scans: () => number) => unknown): Promise<void> {
  const tokenizeLine = grammar.tokenizeLine.bind(grammar);
  let count = 0;
  grammar.tokenizeLine = (...args: Parameters<typeof tokenizeLine>) => {
    count++;
    return tokenizeLine(...args);
  };
  try {
    await body(() => count);
  } finally {
    grammar.tokenizeLine = tokenizeLine;
  }
}
