import { describe, expect, it } from 'vitest';
import { mdxComponents } from '../../../themes/shared/mdx/index.js';
import { createContentCompiler } from '../content-compiler.js';
import { renderContentToHtml } from '../render-content.js';
import { KATEX_MARK } from '../render-math.js';

const snippets: Record<string, string> = { '/docs/snippets/f.mdx': 'From a snippet: $a^2$.\n' };
const compilers = {
  static: createContentCompiler({ root: '/docs', readFile: async (path) => snippets[path] }),
  mdx: createContentCompiler({ root: '/docs', readFile: async (path) => snippets[path], staticContent: false }),
};

async function compile(source: string, opts: { format?: 'mdx' | 'md'; path?: keyof typeof compilers } = {}) {
  const format = opts.format ?? 'mdx';
  const page = await compilers[opts.path ?? 'static'].compilePage(`page.${format}`, source, format, { markdownTwin: {} });
  const rendered = page.Content ? renderContentToHtml(page, mdxComponents) : undefined;
  return { page, html: rendered?.html ?? '', diagnostics: [...page.diagnostics, ...(rendered?.diagnostics ?? [])] };
}

/** The formulas of a page: `inline:tex` / `display:tex`, read from KaTeX's MathML annotation. */
const formulas = (html: string) =>
  [...html.matchAll(/<(span|div) class="math-(inline|display)"><span class="katex(?:-display)?">[\s\S]*?<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/g)].map((m) => `${m[2]}:${m[3]}`);

describe('remarkKatex', () => {
  it.each(['static', 'mdx'] as const)('renders inline and display math at build time (%s path)', async (path) => {
    const { html, diagnostics } = await compile('Area $x^{2}$ and $\\frac{a}{b}$.\n\n$$\n\\sum_{i=1}^{n} x_i\n$$\n', { path });
    expect(diagnostics).toEqual([]);
    expect(formulas(html)).toEqual(['inline:x^{2}', 'inline:\\frac{a}{b}', 'display:\\sum_{i=1}^{n} x_i']);
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
    expect(html).toContain('<span class="katex-display">');
  });

  it('renders math in .md pages and inside components', async () => {
    expect(formulas((await compile('Euler: $e^{i\\pi} + 1 = 0$\n', { format: 'md' })).html)).toEqual(['inline:e^{i\\pi} + 1 = 0']);
    const { html, diagnostics } = await compile('<Note>\n  Inside: $\\sqrt{2}$\n\n  $$\n  \\int_0^1 f\n  $$\n</Note>\n');
    expect(diagnostics).toEqual([]);
    expect(formulas(html)).toEqual(['inline:\\sqrt{2}', 'display:\\int_0^1 f']);
  });

  it('leaves prices as they are written, without math', async () => {
    const { html } = await compile('It costs $5 and $10, or ~$0.02/GB.\n');
    expect(html).toBe('<p>It costs $5 and $10, or ~$0.02/GB.</p>');
    expect(html).not.toContain(KATEX_MARK);
  });

  it('shows a formula KaTeX cannot read as code, with a located warning', async () => {
    const { html, diagnostics } = await compile('Good $y$, bad $\\frac{$ here.\n\n$$\n\\begin{matrix} a\n$$\n');
    expect(formulas(html)).toEqual(['inline:y']);
    expect(html).toContain('<code>$\\frac{$</code>');
    expect(html).toMatch(/<figure data-lang="latex"[^>]*class="code-block"|<figure class="code-block" data-lang="latex"/);
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`)).toMatchInlineSnapshot(`
      [
        "warning content/math-error 1:15 This formula could not be rendered, so its source is shown: Unexpected end of input in a macro argument, expected '}'",
        "warning content/math-error 3:1 This formula could not be rendered, so its source is shown: Expected & or \\\\ or \\cr or \\end",
      ]
    `);
    expect(diagnostics[1]!.hint).toMatchInlineSnapshot(`"Check the LaTeX near this place (KaTeX reads most of it: https://katex.org/docs/supported.html). A dollar sign that is not math can be escaped as \`\\$\`."`);
  });

  it('renders <Latex> from its source: inline in text, a block on its own line, a value at run time', async () => {
    const source = "export const area = 'r^2';\n\nInline <Latex>E = mc^2</Latex> here.\n\n<Latex>\\frac{a}{b} + \\text{x}</Latex>\n\nValue: <Latex>{area}</Latex>\n";
    for (const path of ['static', 'mdx'] as const) {
      const { html, diagnostics } = await compile(source, { path });
      expect(diagnostics).toEqual([]);
      expect(formulas(html)).toEqual(['inline:E = mc^2', 'display:\\frac{a}{b} + \\text{x}', 'inline:r^2']);
    }
  });

  it('renders math from snippets and keeps math as its source in the Markdown twin', async () => {
    const { html, page } = await compile("import F from '/snippets/f.mdx';\n\nBefore $x$.\n\n<Note>Inline <Latex>y^2</Latex></Note>\n\n<F />\n");
    expect(formulas(html)).toEqual(['inline:x', 'inline:y^2', 'inline:a^2']);
    expect(page.markdown).toBe('Before $x$.\n\n> **Note:** Inline $y^2$\n');
  });
});
