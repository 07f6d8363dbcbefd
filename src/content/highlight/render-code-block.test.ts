import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './parse-code-meta.js';
import { renderCodeBlock } from './render-code-block.js';

describe('parseCodeMeta', () => {
  it.each([
    ['title="a.ts"', { title: 'a.ts' }],
    ["filename='b.js'", { title: 'b.js' }],
    ['a.ts', { title: 'a.ts' }],
    ['Hello World {1,3-4}', { title: 'Hello World', highlight: [1, 3, 4] }],
    ['highlight={2} focus={5-6} lines wrap', { highlight: [2], focus: [5, 6], lineNumbers: true, wrap: true }],
    ['showLineNumbers icon="npm" expandable', { lineNumbers: true, icon: 'npm', expandable: true }],
    ['wrap.sh nocopy twoslash', { title: 'wrap.sh', noCopy: true }],
    ['title="lines" copy=false', { title: 'lines', noCopy: true }],
    ['expandable=false wrap', { wrap: true }],
    ['server.py [expandable]', { title: 'server.py', expandable: true }],
    ['{4, 7} [expandable] [draft]', { title: '[draft]', highlight: [4, 7], expandable: true }],
    ['{x,2-} "Quoted title"', { title: 'Quoted title' }],
    ['', {}],
  ])('%j', (meta, expected) => {
    const parsed = parseCodeMeta(meta);
    expect({
      ...(parsed.title !== undefined && { title: parsed.title }),
      ...(parsed.icon && { icon: parsed.icon }),
      ...(parsed.highlight.size > 0 && { highlight: [...parsed.highlight] }),
      ...(parsed.focus.size > 0 && { focus: [...parsed.focus] }),
      ...(parsed.lineNumbers && { lineNumbers: true }),
      ...(parsed.wrap && { wrap: true }),
      ...(parsed.expandable && { expandable: true }),
      ...(parsed.noCopy && { noCopy: true }),
    }).toEqual(expected);
  });
});

describe('renderCodeBlock', () => {
  it('colours tokens with both themes as CSS variables', async () => {
    const out = await renderCodeBlock('const a = 1;\n', 'ts', null);
    expect(out.lang).toBe('ts');
    expect(out.title).toBeUndefined();
    expect(out.html).toMatch(/^<pre class="shiki shiki-themes github-light github-dark"/);
    // github-light's keyword red (#D73A49, 4.3:1 on the code grey) darkened to read (readable-theme.ts).
    expect(out.html).toContain('<span style="--shiki-light:#CC3745;--shiki-dark:#F97583">const</span>');
    // No default colour: the stylesheet picks light or dark, so the dark-mode toggle works.
    expect(out.html).not.toMatch(/[";]color:/);
  });

  it('renders the title as a figcaption, in both Mintlify spellings', async () => {
    for (const meta of ['title="src/app.ts"', 'src/app.ts']) {
      const out = await renderCodeBlock('x()', 'ts', meta);
      expect(out.title).toBe('src/app.ts');
      expect(out.html).toMatch(/^<figcaption class="code-block-title">src\/app\.ts<\/figcaption><pre/);
    }
  });

  it('marks highlighted lines and line numbers', async () => {
    const out = await renderCodeBlock('a\nb\nc\nd\n', 'js', '{1,3-4} lines');
    const lines = [...out.html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);
    expect(lines).toEqual(['line highlighted', 'line', 'line highlighted', 'line highlighted']);
    expect(out.html).toMatch(/<pre class="shiki[^"]* line-numbers"/);
  });

  it('applies diff marks and strips [!code] notations from the text', async () => {
    const out = await renderCodeBlock('const a = 1; // [!code --]\nconst b = 2; // [!code ++]\nkeep(); // [!code highlight]\n', 'js', '');
    const lines = [...out.html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);
    expect(lines).toEqual(['line diff remove mark', 'line diff add mark', 'line highlighted']);
    expect(out.html).not.toContain('[!code');
    const diff = await renderCodeBlock('-old\n+new\n same\n', 'diff', '');
    expect([...diff.html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1])).toEqual(['line diff remove', 'line diff add', 'line']);
  });

  it('falls back to plain text for unknown or missing languages without failing', async () => {
    const out = await renderCodeBlock('<not> & "code"', 'no-such-language', 'Output');
    expect(out.lang).toBe('no-such-language');
    expect(out.html).toContain('&#x3C;not> &#x26; "code"');
    expect(out.html).toContain('<figcaption class="code-block-title">Output</figcaption>');
    const none = await renderCodeBlock('plain', undefined, undefined);
    expect(none.lang).toBe('text');
    expect(none.html).toContain('<span>plain</span>');
  });

  it('maps Mintlify language names Shiki lacks (curl → bash)', async () => {
    const out = await renderCodeBlock('curl -X POST https://x', 'curl', null);
    expect(out.html).toMatch(/--shiki-light:#6F42C1[^>]*>curl</);
  });

  it('caches a block by (code, lang, meta) from its second use', async () => {
    const code = `let once = ${Math.random()}`;
    const first = renderCodeBlock(code, 'ts', 'a.ts');
    // Seen once: not kept, so a block no page repeats costs no memory.
    const second = renderCodeBlock(code, 'ts', 'a.ts');
    expect(second).not.toBe(first);
    expect(renderCodeBlock(code, 'ts', 'a.ts')).toBe(second);
    expect((await second).html).toBe((await first).html);
    // Another meta or language is another block.
    renderCodeBlock(code, 'ts', 'b.ts');
    expect(renderCodeBlock(code, 'ts', 'b.ts')).not.toBe(second);
    renderCodeBlock(code, 'js', 'a.ts');
    expect(renderCodeBlock(code, 'js', 'a.ts')).not.toBe(second);
  });
});
