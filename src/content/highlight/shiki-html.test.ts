import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { ShikiTransformer } from 'shiki';
import { describe, expect, it } from 'vitest';
import { STATEFUL_BLOCKS } from '../../../test/code-block-samples.js';
import { CODE_THEMES, getHighlighter, loadEmbeddedLanguages, loadLanguage } from './highlighter.js';
import { shikiHastToHtml } from './shiki-html.js';

/** Text that needs every reference the serialiser writes, in code and in a title-like class. */
const AWKWARD = [
  'const a = "<b>" && \'c\' > d; // `tick` &amp; &lt;',
  '',
  '   leading and trailing   ',
  '\ttabs\t',
  'unicode: é 日本語 🎉 \u200b \u202e nul:\u0000 bell:\u0007',
  '</code></pre><script>alert(1)</script>',
].join('\n');

describe('shikiHastToHtml', () => {
  it("writes exactly Shiki's codeToHtml for every sample language, with Quire's pre and line classes", async () => {
    const highlighter = await getHighlighter();
    const transformer: ShikiTransformer = {
      pre(node) {
        node.properties.class = `${node.properties.class} line-numbers wrap`;
      },
      line(node, line) {
        if (line % 2) node.properties.class = ['line', 'highlighted', `n'${line}"`, ''];
      },
    };
    const blocks: [string, string][] = [...STATEFUL_BLOCKS, ['ts', AWKWARD], ['text', AWKWARD], ['json', '{"a": "<&>"}']];
    for (const [lang, code] of blocks) {
      const grammar = await loadLanguage(lang);
      await loadEmbeddedLanguages(grammar, code);
      for (const transformers of [[], [transformer]]) {
        const options = { lang: grammar, themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0, transformers };
        const ours = shikiHastToHtml(highlighter.codeToHast(code, options));
        expect(ours, lang).toBe(highlighter.codeToHtml(code, options));
      }
    }
  });

  it('hands any other shape to hast-util-to-html', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'pre', properties: { dataLine: 3, hidden: true }, children: [{ type: 'element', tagName: 'br', properties: {}, children: [] }] }],
    };
    expect(shikiHastToHtml(tree)).toBe(toHtml(tree));
    expect(shikiHastToHtml(tree)).toBe('<pre data-line="3" hidden><br></pre>');
  });
});
