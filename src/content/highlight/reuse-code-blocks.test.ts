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

  it('are found for each of two renders that overlap, in its own HTML only', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const pageWith = (source: string, lang: string) => async () => {
      await tick();
      const block = await renderCodeBlock(source, lang, null);
      await tick();
      return { html: `<p>${lang}</p><figure>${block.html}</figure>` };
    };
    const [one, two] = await Promise.all([withCodeBlockPlaces(pageWith(`one(${Date.now()})\n`, 'js')), withCodeBlockPlaces(pageWith(`echo two ${Date.now()}\n`, 'bash'))]);
    expect(one.places.map((p) => p.lang)).toEqual(['js']);
    expect(two.places.map((p) => p.lang)).toEqual(['bash']);
    for (const { result, places } of [one, two]) expect(result.html.slice(places[0]!.at, places[0]!.at + places[0]!.length)).toMatch(/^<pre/);
  });

  it('are found for a page whose render overlaps one whose block fails', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    // The fine page is rendering when the other page's block fails.
    const fine = withCodeBlockPlaces(async () => {
      await tick();
      const block = await renderCodeBlock(`fine(${Date.now()})\n`, 'js', null);
      await tick();
      return { html: `<figure>${block.html}</figure>` };
    });
    const failing = withCodeBlockPlaces(async () => {
      await renderCodeBlock('x\n', 'js', null, { light: 'no-such-theme', dark: 'no-such-theme' } as never);
      return { html: '' };
    });
    await expect(failing).rejects.toThrow(/no-such-theme/);
    expect((await fine).places.map((p) => p.lang)).toEqual(['js']);
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
