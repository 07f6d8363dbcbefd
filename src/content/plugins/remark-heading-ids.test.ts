import { describe, expect, it } from 'vitest';
import { createContentCompiler } from '../content-compiler.js';
import { renderContentToHtml } from '../render-content.js';

const compiler = createContentCompiler({ root: '/docs', readFile: async () => undefined });

async function compile(source: string, format: 'mdx' | 'md' = 'mdx') {
  const page = await compiler.compilePage(format === 'md' ? 'page.md' : 'page.mdx', source, format);
  return { page, html: page.Content ? renderContentToHtml(page, {}).html : '' };
}

describe('remarkHeadingIds: custom ids', () => {
  it.each(['mdx', 'md'] as const)('takes `{#id}` as the id and does not show it (%s)', async (format) => {
    const { page, html } = await compile('## Configure the widget {#configure-widget}\n\n### The `opts` field {#opts}\n\n#### Deep {#deep}\n', format);
    expect(page.diagnostics).toEqual([]);
    expect(html).toContain('<h2 id="configure-widget">Configure the widget<a class="heading-anchor" href="#configure-widget" aria-hidden="true" tabindex="-1"></a></h2>');
    expect(html).toContain('<h3 id="opts">The <code>opts</code> field<a class="heading-anchor" href="#opts" aria-hidden="true" tabindex="-1"></a></h3>');
    expect(html).toContain('<h4 id="deep">Deep</h4>');
    expect(html).not.toContain('{#');
    expect(page.headings).toEqual([
      { depth: 2, id: 'configure-widget', text: 'Configure the widget' },
      { depth: 3, id: 'opts', text: 'The opts field' },
    ]);
  });

  it('keeps generated ids clear of the ids headings name', async () => {
    const { page } = await compile('## Intro\n\n## Overview {#intro}\n\n## Intro\n');
    expect(page.headings.map((h) => h.id)).toEqual(['intro-2', 'intro', 'intro-3']);
    expect(page.diagnostics).toEqual([]);
  });

  it('warns when two headings name the same id, at the second', async () => {
    const { page, html } = await compile('## One {#same}\n\nText.\n\n## Two {#same}\n');
    expect(html).toContain('<h2 id="same">Two<a class="heading-anchor" href="#same" aria-hidden="true" tabindex="-1"></a></h2>');
    expect(page.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`)).toMatchInlineSnapshot(`
      [
        "warning content/duplicate-heading-id 5:1 Two headings have the id \`same\` (the first on line 1); links to #same go to the first",
      ]
    `);
    expect(page.diagnostics[0]!.hint).toMatchInlineSnapshot(`"Give each heading its own \`{#id}\`, or leave it out to use the id made from the heading text."`);
  });

  it('leaves `{#id}` elsewhere as text, where MDX would have failed on it', async () => {
    const { page, html } = await compile('A paragraph that ends {#like-this}\n\n## Not {#an id} here\n');
    expect(page.diagnostics.filter((d) => d.code === 'content/mdx-syntax')).toHaveLength(1); // `{#an id}` is still an expression
    const ok = await compile('A paragraph that ends {#like-this}\n');
    expect(ok.page.diagnostics).toEqual([]);
    expect(ok.html).toContain('<p>A paragraph that ends {#like-this}</p>');
    expect(html).toContain('This page could not be shown.');
  });

  it('shows `{#id}` written with escaped braces', async () => {
    const { page, html } = await compile('## Literal \\{#braces\\}\n');
    expect(page.diagnostics).toEqual([]);
    expect(html).toBe('<h2 id="literal-#braces">Literal {#braces}<a class="heading-anchor" href="#literal-#braces" aria-hidden="true" tabindex="-1"></a></h2>');
  });

  it('counts math as its source in the heading text', async () => {
    const { page } = await compile('## The $E = mc^2$ relation\n');
    expect(page.headings).toEqual([{ depth: 2, id: 'the-e-=-mc^2-relation', text: 'The E = mc^2 relation' }]);
  });
});
