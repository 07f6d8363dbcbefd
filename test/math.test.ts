/**
 * Math (`$…$`, `$$…$$`, `<Latex>`) and custom heading ids (`## Title {#id}`) in a built site
 * (issue 25): KaTeX markup at build time, its stylesheet only on pages with math, prices left
 * as text, located warnings, ids in anchors, TOC and link check, and a cached page that still
 * links the stylesheet.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { KATEX_STYLESHEET } from '../src/render/katex-assets.js';
import { baseConfig, tempDocsPerFile } from './helpers/temp-docs.js';

const fixture = join(import.meta.dirname, 'fixtures/math');
let tmp: string;
let root: string;
let result: BuildResult;
const out = () => join(tmp, 'out');
const read = (file: string) => readFile(join(out(), file), 'utf8');
const page = (url: string) => read(`${url.slice(1)}/index.html`);
const stylesheetLinks = (html: string) => html.split('</head>')[0]!.split(`<link rel="stylesheet" href="${KATEX_STYLESHEET}"/>`).length - 1;
/** The page's own content, between the page header and the page actions. */
const prose = (html: string) => html.slice(html.indexOf('<div class="prose">'), html.indexOf('<div class="page-actions">'));
const formulas = (html: string) => [...html.matchAll(/<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/g)].map((m) => m[1]);

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-math-'));
  root = join(tmp, 'docs');
  // A copy: the build keeps its cache in the docs folder.
  await cp(fixture, root, { recursive: true });
  result = await buildSite({ root, out: out(), search: false });
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

describe('math fixture', () => {
  it('builds, with located warnings for prices, a formula KaTeX cannot read and a repeated id', () => {
    expect(result.ok).toBe(true);
    const shown = result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column}`).sort();
    expect(shown).toEqual([
      'warning content/dollar-text notes.md:7:41',
      'warning content/dollar-text prices.mdx:5:22',
      'warning content/dollar-text prices.mdx:7:13',
      'warning content/dollar-text prices.mdx:9:17',
      'warning content/duplicate-heading-id anchors.mdx:15:1',
      'warning content/math-error broken.mdx:7:12',
      'warning content/math-error broken.mdx:9:1',
    ]);
  });

  it('renders inline, display and in-component math with KaTeX (HTML and MathML)', async () => {
    const html = await page('/formulas');
    expect(formulas(html)).toEqual(['x^{2}', '\\frac{a}{b}', '\\sum_{i=1}^{n} x_i', 'E = mc^2', '\\sqrt{a^2 + b^2}', '\\int_0^1 f(x)\\,dx', '\\alpha + \\beta']);
    expect(html).toContain('<span class="katex-display">');
    expect(html).toContain('<span class="katex-html" aria-hidden="true">');
    expect(html).toContain('<h2 id="the-e-=-mc^2-relation">The <span class="math-inline">');
    expect(html).toContain('<a href="#the-e-=-mc^2-relation">The E = mc^2 relation</a>');
    expect(formulas(await page('/notes'))).toEqual(['e^{i\\pi} + 1 = 0', 'a^2 + b^2 = c^2']);
    expect(formulas(await page('/latex'))).toEqual(['E = mc^2', '\\frac{a}{b} + \\text{hello}', 'r^2', 'a^2 + b^2 = c^2']);
  });

  it('leaves prices, escaped dollars and code as written', async () => {
    const html = prose(await page('/prices'));
    expect(html).toContain('<p>The basic plan costs $5 and the pro plan costs $10 per month.</p>');
    expect(html).toContain('<p>Storage is ~$0.015/GB vs ~$0.023/GB elsewhere.</p>');
    expect(html).toContain('<p>Schemas without $ref/$defs references.</p>');
    expect(html).toContain('<p>An escaped dollar: $20 stays a dollar, as does a lone $ sign.</p>');
    expect(html).toContain('<code>echo $PATH</code>');
    expect(html).not.toContain('katex');
  });

  it('shows a formula KaTeX cannot read as code', async () => {
    const html = prose(await page('/broken'));
    expect(formulas(html)).toEqual(['y = 2x']);
    expect(html).toContain('<code>$\\frac{$</code>');
    expect(html).toContain('data-lang="latex"');
  });

  it('links the KaTeX stylesheet only on pages with math, and writes it with its fonts', async () => {
    for (const url of ['/formulas', '/notes', '/latex', '/broken']) expect(stylesheetLinks(await page(url)), url).toBe(1);
    for (const url of ['/prices', '/anchors', '/plain']) expect(stylesheetLinks(await page(url)), url).toBe(0);
    const css = await read('_quire/katex/katex.min.css');
    const fonts = [...css.matchAll(/url\(fonts\/([^)]+)\)/g)].map((m) => m[1]);
    expect(new Set(fonts)).toEqual(new Set(await readdir(join(out(), '_quire/katex/fonts'))));
  });

  it('uses `{#id}` as the heading id in the page, its TOC and the link check, and never shows it', async () => {
    const html = await page('/anchors');
    expect(prose(html)).toContain('<h2 id="configure-widget">Configure the widget<a class="heading-anchor" href="#configure-widget" aria-hidden="true" tabindex="-1"></a></h2>');
    expect(prose(html)).toContain('<h3 id="opts">Options<a class="heading-anchor" href="#opts" aria-hidden="true" tabindex="-1"></a></h3>');
    expect(prose(html)).toContain('<h2 id="configure-the-widget">Configure the widget<a class="heading-anchor" href="#configure-the-widget" aria-hidden="true" tabindex="-1"></a></h2>');
    expect(html).toContain('<li class="toc-depth-2"><a href="#configure-widget">Configure the widget</a></li>');
    expect(html).not.toContain('{#');
    expect(prose(await page('/notes'))).toContain('<h2 id="setup">Set up<a class="heading-anchor" href="#setup" aria-hidden="true" tabindex="-1"></a></h2>');
    // /plain links to /anchors#configure-widget: the link check found the id.
    expect(result.diagnostics.filter((d) => d.code.startsWith('links/') || /anchor/.test(d.code))).toEqual([]);
  });

  it('keeps math as its source in the Markdown twins', async () => {
    expect(await read('formulas.md')).toContain('The area of a square is $x^{2}$ and a ratio is written $\\frac{a}{b}$.\n\n$$\n\\sum_{i=1}^{n} x_i\n$$');
    expect(await read('formulas.md')).toContain('> **Note:** Inside a callout: $\\sqrt{a^2 + b^2}$ and a block:\n>\n> $$\n> \\int_0^1 f(x)\\,dx\n> $$');
    expect(await read('latex.md')).toContain('Inline: $E = mc^2$ in a sentence.\n\n$$\n\\frac{a}{b} + \\text{hello}\n$$');
    expect(await read('latex.md')).toContain('From a snippet: $a^2 + b^2 = c^2$.');
  });

  it('still links the stylesheet when a page is built again from the content cache', async () => {
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, name: 'Math Fixture, renamed' }));
    const again = await buildSite({ root, out: out(), search: false });
    expect(again.ok).toBe(true);
    expect(again.stats?.compiled).toBe(0);
    expect(await page('/formulas')).toContain('Math Fixture, renamed');
    expect(stylesheetLinks(await page('/formulas'))).toBe(1);
    expect(stylesheetLinks(await page('/plain'))).toBe(0);
  });
});

describe('styling.latex and sites without math', () => {
  const docs = tempDocsPerFile(afterAll);
  const build = async (styling: object | undefined, body: string) => {
    const dir = await docs({ 'docs.json': { ...baseConfig, ...(styling && { styling }), navigation: { pages: ['index'] } }, 'index.mdx': `---\ntitle: Home\n---\n\n${body}\n` });
    const built = await buildSite({ root: dir, search: false, cache: false });
    const html = await readFile(join(dir, 'dist/index/index.html'), 'utf8').catch(() => readFile(join(dir, 'dist/index.html'), 'utf8'));
    return { built, html, katex: existsSync(join(dir, 'dist/_quire/katex/katex.min.css')) };
  };

  it('writes no KaTeX files into a site without math', async () => {
    const { html, katex } = await build(undefined, 'No formulas, $5 only.');
    expect(stylesheetLinks(html)).toBe(0);
    expect(katex).toBe(false);
  });

  it('links the stylesheet on every page with `latex: true`, on none with `latex: false`', async () => {
    const on = await build({ latex: true }, 'No formulas here.');
    expect(stylesheetLinks(on.html)).toBe(1);
    expect(on.katex).toBe(true);
    const off = await build({ latex: false }, 'A formula: $x^2$.');
    expect(stylesheetLinks(off.html)).toBe(0);
    expect(formulas(off.html)).toEqual(['x^2']);
  });
});
