import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';

/** Mintlify's remaining components and props, built through the real build (test/fixtures/components-more). */
let tmp: string;
let result: BuildResult;
let html: string;
let markdown: string;
let changelog: string;
let diagrams: string;

/** The page's content: between the prose wrapper and the page actions. */
const prose = (page: string) => page.slice(page.indexOf('<div class="prose">'), page.indexOf('<div class="page-actions">'));

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-components-more-'));
  await cp(join(import.meta.dirname, 'fixtures/components-more'), join(tmp, 'docs'), { recursive: true });
  result = await buildSite({ root: join(tmp, 'docs'), out: join(tmp, 'out'), search: false, cache: false });
  html = prose(await readFile(join(tmp, 'out/index.html'), 'utf8'));
  markdown = await readFile(join(tmp, 'out/index.md'), 'utf8');
  changelog = prose(await readFile(join(tmp, 'out/changelog/index.html'), 'utf8'));
  diagrams = prose(await readFile(join(tmp, 'out/diagrams/index.html'), 'utf8'));
}, 120_000);

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('components-more fixture', () => {
  it('builds with no warning and no unknown component', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
    expect(html).not.toContain('data-unknown-component');
  });

  it('<Color>: swatches with name and value, compact grid and titled table rows', () => {
    expect(html).toContain('<div class="color-palette color-compact">');
    expect(html).toContain('<button type="button" class="color-swatch" style="background:#3B82F6" data-copy-color="#3B82F6" aria-label="Copy #3B82F6" disabled></button>');
    expect(html).toContain('<span class="color-name">blue-500</span><code class="color-value">#3B82F6</code>');
    expect(html).toMatch(/<table class="color-palette color-table"><tbody><tr class="color-row"><th scope="row">Primary<\/th>/);
    expect(html).toContain('<th scope="row">Neutral</th>');
    expect(markdown).toContain('- blue-500: #3B82F6\n- blue-700: #1D4ED8');
    expect(markdown).toContain('**Primary**\n\n- primary-500: #0D9373\n- primary-600: #07C983');
  });

  it('<Column> cells in the <Columns> grid, <GitHub.Repo> card from its props', () => {
    expect(html).toContain('<div class="card-group" style="--cols:2"><div class="column"><p>Left column text.</p></div><div class="column"><p>Right column text.</p></div></div>');
    expect(html).toMatch(/<a class="card-anchor" href="https:\/\/github.com\/quire-docs\/quire"[^>]*>quire-docs\/quire<\/a>/);
    expect(html).toContain('<span class="github-repo-language">TypeScript</span><span class="github-repo-stars">★ 1,234</span>');
    expect(markdown).toContain('[**quire-docs/quire**](https://github.com/quire-docs/quire): Static docs from a docs folder.');
  });

  it('<Card iconLibrary> takes its icon from that library', () => {
    // Lucide draws on a 24×24 grid; Font Awesome (the site default) does not.
    expect(html).toMatch(/<span class="card-icon"><svg class="icon icon-rocket" viewBox="0 0 24 24"[^>]*>[\s\S]*?<\/svg><\/span><div class="card-text"><p class="card-title">Lucide card<\/p>/);
  });

  it('<Snippet file> is inlined on the page and in the Markdown twin', () => {
    expect(html).toContain('<p>Install the CLI before you start.</p>');
    expect(markdown).toContain('Install the CLI before you start.');
  });

  it('<CodeBlock> is highlighted like a fence: filename, line numbers, highlighted line; fenced content kept', () => {
    expect(html).toMatch(/<figure class="code-block" data-lang="python" data-title="hello.py"><figcaption class="code-block-title">hello.py<\/figcaption><pre class="shiki[^"]*line-numbers"/);
    expect(html).toMatch(/<span class="line highlighted"><span[^>]*> {4}return<\/span>/);
    expect(html).toMatch(/<figure class="code-block" data-lang="ts" data-title="fenced.ts">/);
    expect(markdown).toContain('```python title="hello.py" lines highlight={2}\ndef hello():\n    return "hi"\n```');
    expect(markdown).toContain('```ts title="fenced.ts" icon="js"\nconst answer: number = 42;\n```');
  });

  it('tabs: sync flags, borderBottom and the dropdown code group', () => {
    expect(html).toMatch(/<div class="code-group" data-tabs="true" data-tabs-dropdown="true">/);
    expect(html).toContain('<div class="tabs tabs-border-bottom" data-tabs="true"');
    expect(html.match(/data-tabs-nosync/g)).toHaveLength(1);
    // Every panel is in the page, for readers without JavaScript.
    for (const text of ['First group, Python.', 'Second group, Python.', 'Unsynced group, Python.']) expect(html).toContain(text);
  });

  it('<Tooltip>: headline, tip and its call-to-action link in the page; in brackets in the twin', () => {
    expect(html).toContain(
      '<span class="tooltip" tabindex="0">API<span class="tooltip-bubble" role="tooltip"><span class="quire-sr-only"> (</span><strong class="tooltip-headline">API</strong><span class="quire-sr-only">: </span><span class="tooltip-tip">Application Programming Interface</span><a class="tooltip-cta" href="/changelog">Read the API guide</a>',
    );
    expect(markdown).toContain('The API (API: Application Programming Interface [Read the API guide](/changelog)) is documented.');
  });

  it('<Steps titleSize>, <Step id> and noAnchor', () => {
    expect(html).toContain('<li class="step" id="install" value="1">');
    expect(html).toContain('<h3 class="step-title"><a class="step-anchor" href="#install">Install the CLI</a></h3>');
    expect(html).toContain('<li class="step" value="2">');
    expect(html).toContain('<h3 class="step-title">Write a page</h3>');
    expect(markdown).toContain('**Step 1: Install the CLI**\n\nRun the installer.\n\n**Step 2: Write a page**');
  });

  it('<Frame caption> renders its Markdown', () => {
    expect(html).toContain('<figcaption class="frame-caption">The <strong>dashboard</strong> after <a href="/changelog">setup</a></figcaption>');
    expect(markdown).toContain('*The **dashboard** after [setup](/changelog)*');
    // An image on its own line is a paragraph of its own in the twin.
    expect(markdown).toContain('\n\n![Small logo](/images/logo.svg)\n\n');
  });

  it('<Tree> is marked for its keyboard script; highlight marks an item', () => {
    expect(html).toContain('<div class="tree" data-tree="true">');
    expect(html).toMatch(/<li class="tree-file tree-highlight"><svg[^>]*>.*?<\/svg><span>page.tsx<\/span>/);
  });

  it('h2 headings link to themselves', () => {
    expect(html).toContain('<h2 id="palette">Palette<a class="heading-anchor" href="#palette" aria-hidden="true" tabindex="-1"></a></h2>');
    expect(markdown).toContain('## Palette\n');
    expect(markdown).not.toContain('heading-anchor');
  });

  it('<Update tags> carries its tags for the filter', () => {
    expect(changelog).toMatch(/<section class="update" id="2026-11-20" aria-label="2026-11-20" data-tags="Feature\nAPI">/);
    expect(changelog).toMatch(/<section class="update" id="2026-11-10" aria-label="2026-11-10" data-tags="Fix">/);
  });

  it('Mermaid placement and actions become attributes for the zoom controls', () => {
    expect(diagrams).toContain('<figure class="mermaid-diagram" data-placement="top-left"><pre class="mermaid">flowchart TD');
    expect(diagrams).toContain('<figure class="mermaid-diagram" data-actions="false"><pre class="mermaid">flowchart TD; Plain --&gt; Diagram</pre>');
    // Unset: the browser decides by the diagram's height; a bare `actions` forces the controls.
    expect(diagrams).toContain('<figure class="mermaid-diagram"><pre class="mermaid">flowchart LR\n  Small');
    expect(diagrams).toContain('<figure class="mermaid-diagram" data-actions="true"><pre class="mermaid">flowchart LR\n  Forced');
  });
});
