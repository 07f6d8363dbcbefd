import type { ShikiTransformer } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, getHighlighter, loadLanguage } from './highlighter.js';
import { plainCodeHtml, renderCodeBlock } from './render-code-block.js';

/** Huge blocks skip Shiki's tree: the HTML written directly must be exactly what Shiki gives plain text. */
describe('plainCodeHtml', () => {
  const shiki = async (code: string, lineClasses: (string | undefined)[], preClasses: string[]) => {
    const [h, grammar] = await Promise.all([getHighlighter(), loadLanguage('text')]);
    const add = (node: { properties: Record<string, unknown> }, cls: string) => {
      const cur = node.properties.class;
      const list = typeof cur === 'string' ? cur.split(' ') : Array.isArray(cur) ? cur.map(String) : [];
      node.properties.class = [...list, ...cls.split(' ')].filter((c, i, all) => c && all.indexOf(c) === i).join(' ');
    };
    const transformer: ShikiTransformer = {
      pre: (node) => preClasses.forEach((c) => add(node, c)),
      line: (node, line) => {
        const c = lineClasses[line - 1];
        if (c) add(node, c);
      },
    };
    return h.codeToHtml(code, { lang: grammar, themes: CODE_THEMES, defaultColor: false, transformers: [transformer] });
  };

  it('matches Shiki on awkward text, line classes and pre classes', async () => {
    const lines = [
      'const a = "<b>" && \'c\' > d;',
      '',
      '   leading and trailing spaces   ',
      '\ttabs\tinside\t',
      '&amp; &lt; &#x3C; </code></pre><script>alert(1)</script>',
      'unicode: é ü ß — “quotes” 日本語 🎉 \u200b zero-width \u202e rtl',
      'controls: \u0001 \u0007 \u001b[31m \u007f',
      '{`${x}`} {{ mustache }} <!-- comment --> ]]>',
      '',
      '',
      'last line',
    ];
    const code = Array.from({ length: 30 }, (_, i) => lines[i % lines.length]).join('\n');
    const lineClasses = Array.from({ length: 30 }, (_, i) => (i % 7 === 0 ? 'highlighted' : i % 11 === 0 ? 'diff add mark' : undefined));
    for (const pre of [[], ['line-numbers'], ['wrap', 'has-focus']]) {
      expect(await plainCodeHtml(code, lineClasses, pre)).toBe(await shiki(code, lineClasses, pre));
    }
  });

  it('renderCodeBlock uses it for blocks over 500 kB, and does not cache them', async () => {
    const code = 'let x = a < b && c; // [!code highlight]\n'.repeat(13_000);
    const block = await renderCodeBlock(code, 'js', 'title="Big" {2}');
    expect(block.html).toMatch(/^<figcaption class="code-block-title">Big<\/figcaption><pre class="shiki/);
    expect(block.html).toContain('<span class="line highlighted"><span>let x = a &#x3C; b &#x26;&#x26; c;</span></span>');
    expect(block.html.match(/<span class="line/g)).toHaveLength(13_000);
    expect(await renderCodeBlock(code, 'js', 'title="Big" {2}')).not.toBe(await renderCodeBlock(code, 'js', 'title="Big" {2}'));
  });
});
