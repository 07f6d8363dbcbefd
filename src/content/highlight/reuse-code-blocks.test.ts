import { describe, expect, it } from 'vitest';
import { clearCodeBlockCache, renderCodeBlock, reuseCodeBlocks, withCodeBlockPlaces } from './render-code-block.js';

describe('code blocks of a page’s previous version', () => {
  const code = `const unique = ${Date.now()};\n`;
  const page = async () => {
    const a = await renderCodeBlock(code, 'js', 'title="a.js"');
    const b = await renderCodeBlock('echo hi\n', 'bash', null);
    return { html: `<h2>Intro</h2><figure>${a.html}</figure><p>text</p><figure>${b.html}</figure>` };
  };

  it('are found in the page’s HTML, in order', async () => {
    const { result, places } = await withCodeBlockPlaces(page);
    expect(places.map((p) => [p.lang, p.title])).toEqual([['js', 'a.js'], ['bash', undefined]]);
    for (const p of places) expect(result.html.slice(p.at, p.at + p.length)).toMatch(/^<figcaption|^<pre/);
    // Outside a recording nothing is collected.
    expect((await withCodeBlockPlaces(async () => ({ html: '<p>no code</p>' }))).places).toEqual([]);
  });

  it('are used instead of highlighting again, until released', async () => {
    const { result, places } = await withCodeBlockPlaces(page);
    clearCodeBlockCache();
    // The previous HTML, marked (same length), so its use shows.
    const marked = result.html.replace('a.js', 'A.JS');
    const release = reuseCodeBlocks(marked, places);
    expect((await renderCodeBlock(code, 'js', 'title="a.js"')).html).toContain('A.JS');
    // Another meta is another block: rendered, not taken from the previous version.
    expect((await renderCodeBlock(code, 'js', 'title="b.js"')).html).toContain('b.js');
    release();
    clearCodeBlockCache();
    expect((await renderCodeBlock(code, 'js', 'title="a.js"')).html).toContain('a.js');
  });
});
