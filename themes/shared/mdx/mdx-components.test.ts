import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createContentCompiler } from '../../../src/content/content-compiler.js';
import { renderContentToHtml } from '../../../src/content/render-content.js';
import { mdxComponents } from './index.js';

const compiler = createContentCompiler({ root: '/docs', readFile: async () => undefined });

async function render(source: string): Promise<string> {
  const page = await compiler.compilePage('page.mdx', source);
  expect(page.diagnostics).toEqual([]);
  const out = renderContentToHtml(page, mdxComponents);
  expect(out.diagnostics).toEqual([]);
  expect(out.unknownComponents).toEqual([]);
  return out.html;
}

/** The HTML without inline SVG paths, so structure assertions stay readable. */
const shape = (html: string) => html.replace(/<svg[^>]*>.*?<\/svg>/g, '<svg/>');

describe('mdxComponents', () => {
  it('renders callouts as labelled notes with an icon', async () => {
    const html = shape(await render('<Note>Be **careful**</Note>\n\n<Warning>Hot</Warning>\n\n<Callout icon="key" color="#FFC107">Custom</Callout>\n'));
    expect(html).toContain('<aside class="callout callout-note" role="note" aria-label="Note"><span class="callout-icon"><svg/></span><div class="callout-content"><div class="callout-body">Be <strong>careful</strong></div></div></aside>');
    expect(html).toContain('class="callout callout-warning" role="note" aria-label="Warning"');
    expect(html).toContain('<aside class="callout callout-callout" role="note" aria-label="Callout" style="--callout-color:#FFC107">');
    for (const kind of ['Tip', 'Info', 'Check', 'Danger']) {
      expect(await render(`<${kind}>x</${kind}>`)).toContain(`aria-label="${kind}"`);
    }
  });

  it('renders cards with a single stretched link, in a grid', async () => {
    const html = shape(await render('<CardGroup cols={3}>\n<Card title="Start" icon="rocket" href="/start">Go *now*</Card>\n<Card title="GH" href="https://github.com" cta="Source" horizontal img="/a.png">x</Card>\n</CardGroup>\n\n<Columns cols={2}><Card title="Plain">y</Card></Columns>'));
    expect(html).toContain('<div class="card-group" style="--cols:3"><div class="card card-link"><div class="card-inner"><span class="card-icon"><svg/></span><div class="card-text"><p class="card-title"><a class="card-anchor" href="/start">Start</a></p><div class="card-body">Go <em>now</em></div></div></div></div>');
    expect(html).toContain('<div class="card card-horizontal card-link"><img class="card-img" src="/a.png" alt loading="lazy"/>');
    expect(html).toContain('<a class="card-anchor" href="https://github.com" target="_blank" rel="noopener noreferrer">GH<span class="card-arrow" aria-hidden="true"> ↗</span></a>');
    expect(html).toContain('<span class="card-cta" aria-hidden="true">Source →</span>');
    expect(html).toContain('<div class="card-group" style="--cols:2"><div class="card"><div class="card-inner"><div class="card-text"><p class="card-title">Plain</p>');
  });

  it('renders every tab panel with its title and a hidden tab bar', async () => {
    const html = shape(await render('<Tabs>\n<Tab title="One" icon="leaf">First</Tab>\n<Tab title="Two">Second</Tab>\n</Tabs>\n'));
    expect(html).toBe(
      '<div class="tabs" data-tabs="true" data-default-tab="0"><div class="tabs-list" role="tablist" hidden>' +
        '<button type="button" role="tab" class="tab-button" data-tab-index="0" aria-selected="true" tabindex="0"><svg/>One</button>' +
        '<button type="button" role="tab" class="tab-button" data-tab-index="1" aria-selected="false" tabindex="-1">Two</button></div>' +
        '<div class="tab-panel" data-tab-panel="true"><p class="tab-panel-title"><svg/>One</p>First</div>' +
        '<div class="tab-panel" data-tab-panel="true"><p class="tab-panel-title">Two</p>Second</div></div>',
    );
  });

  it('labels code group tabs with the code blocks’ titles', async () => {
    const html = await render('<CodeGroup>\n\n```bash npm\nnpm i quire\n```\n\n```bash title="yarn"\nyarn add quire\n```\n\n```python\nx = 1\n```\n\n</CodeGroup>\n');
    const labels = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(labels).toEqual(['npm', 'yarn', 'python']);
    expect(html).toMatch(/^<div class="code-group" data-tabs="true"><div class="tabs-list code-group-tabs" role="tablist" hidden>/);
    expect(html.match(/<div class="tab-panel" data-tab-panel="true">/g)).toHaveLength(3);
    expect(html).toContain('<figure class="code-block" data-lang="bash" data-title="npm"><figcaption class="code-block-title">npm</figcaption><pre class="shiki');
    // An untitled block gets a visible label for readers without JavaScript.
    expect(html).toContain('<div class="tab-panel" data-tab-panel="true"><p class="tab-panel-title">python</p><figure class="code-block" data-lang="python">');
  });

  it('renders request and response examples as labelled side panels', async () => {
    const html = await render('<RequestExample>\n\n```bash cURL\ncurl x\n```\n\n</RequestExample>\n\n<ResponseExample>\n\n```json 200\n{}\n```\n\n</ResponseExample>\n\n<Panel>Side</Panel>');
    expect(html).toContain('<aside class="side-panel api-example request-example" aria-label="Request example"><p class="api-example-label">Request</p><div class="code-group" data-tabs="true">');
    expect(html).toContain('<aside class="side-panel api-example response-example" aria-label="Response example"><p class="api-example-label">Response</p>');
    expect(html).toContain('>cURL</button>');
    expect(html).toContain('>200</button>');
    expect(html).toContain('<aside class="side-panel">Side</aside>');
  });

  it('renders steps as an ordered list with numbers and titles', async () => {
    const html = shape(await render('<Steps>\n<Step title="Install">Run `npm i`.</Step>\n<Step title="Write" icon="pen" titleSize="h3" noAnchor>Edit.</Step>\n</Steps>\n'));
    expect(html).toBe(
      '<ol class="steps"><li class="step" id="install" value="1"><span class="step-marker" aria-hidden="true">1</span><div class="step-content"><p class="step-title"><a class="step-anchor" href="#install">Install</a></p><div class="step-body">Run <code>npm i</code>.</div></div></li>' +
        '<li class="step" value="2"><span class="step-marker" aria-hidden="true"><svg/></span><div class="step-content"><h3 class="step-title">Write</h3><div class="step-body">Edit.</div></div></li></ol>',
    );
  });

  it('renders accordions and expandables as <details>', async () => {
    const html = shape(await render('<AccordionGroup>\n<Accordion title="Q1" description="More">A1</Accordion>\n<Accordion title="Q2" defaultOpen icon="star">A2</Accordion>\n</AccordionGroup>\n\n<Expandable title="properties">Inner</Expandable>'));
    expect(html).toContain('<div class="accordion-group"><details class="accordion"><summary class="accordion-summary"><span class="accordion-heading"><span class="accordion-title">Q1</span><span class="accordion-description">More</span></span></summary><div class="accordion-body">A1</div></details>');
    expect(html).toContain('<details class="accordion" open><summary class="accordion-summary"><svg/><span class="accordion-heading"><span class="accordion-title">Q2</span>');
    expect(html).toContain('<details class="expandable"><summary>properties</summary><div class="expandable-body">Inner</div></details>');
  });

  it('renders param and response fields with type, location, required, default, deprecated', async () => {
    const html = await render('<ParamField query="limit" type="integer" default={20} required>How many.</ParamField>\n\n<ParamField header="X-Key" type="string" deprecated />\n\n<ResponseField name="status" type="string" required post={["read-only"]}>State.</ResponseField>');
    expect(html).toContain('<div class="field param-field" data-location="query" data-param-name="limit" data-param-type="integer" data-param-required data-param-default="20"><div class="field-head"><code class="field-name">limit</code><span class="field-type api-type">integer</span><span class="field-location">query</span><span class="field-required api-pill api-required">required</span><span class="field-default">default: <code>20</code></span></div><div class="field-body">How many.</div></div>');
    expect(html).toContain('<div class="field param-field field-is-deprecated" data-location="header" data-param-name="X-Key" data-param-type="string"><div class="field-head"><code class="field-name">X-Key</code><span class="field-type api-type">string</span><span class="field-location">header</span><span class="field-deprecated api-pill api-deprecated">deprecated</span></div></div>');
    expect(html).toContain('<div class="field response-field"><div class="field-head"><code class="field-name">status</code><span class="field-type api-type">string</span><span class="field-required api-pill api-required">required</span><span class="field-label api-pill">read-only</span></div><div class="field-body">State.</div></div>');
  });

  it('renders frame, tooltip, badge, icon', async () => {
    const html = shape(await render('<Frame caption="Shot">![Alt](/a.png)</Frame>\n\nSee <Tooltip tip="Model Context Protocol">MCP</Tooltip> <Icon icon="flag" /> <Badge color="green" shape="pill">New</Badge>'));
    expect(html).toContain('<figure class="frame"><div class="frame-content"><img src="/a.png" alt="Alt"/></div><figcaption class="frame-caption">Shot</figcaption></figure>');
    expect(html).toContain(
      '<span class="tooltip" tabindex="0">MCP<span class="tooltip-bubble" role="tooltip"><span class="quire-sr-only"> (</span><span class="tooltip-tip">Model Context Protocol</span><span class="quire-sr-only">)</span></span></span>',
    );
    expect(html).toContain('<svg/> <span class="mdx-badge mdx-badge-green mdx-badge-pill">New</span>');
  });

  it('renders updates with an anchor id from the label', async () => {
    const html = await render('<Update label="2025-01-15 · v1.2" description="Tabs" tags={["Feature", "Fix"]}>Added **tabs**.</Update>');
    expect(html).toBe(
      '<section class="update" id="2025-01-15-·-v1-2" aria-label="2025-01-15 · v1.2" data-tags="Feature\nFix"><div class="update-meta"><a class="update-label" href="#2025-01-15-·-v1-2">2025-01-15 · v1.2</a><p class="update-description">Tabs</p>' +
        '<ul class="update-tags" aria-label="Tags"><li class="mdx-badge mdx-badge-gray">Feature</li><li class="mdx-badge mdx-badge-gray">Fix</li></ul></div><div class="update-body">Added <strong>tabs</strong>.</div></section>',
    );
  });

  it('renders file trees with foldable folders', async () => {
    const html = shape(await render('<Tree>\n<Tree.Folder name="app" defaultOpen>\n<Tree.File name="page.tsx" />\n</Tree.Folder>\n<Tree.Folder name="empty" />\n</Tree>'));
    expect(html).toBe(
      '<div class="tree" data-tree="true"><ul><li class="tree-folder"><details open><summary><svg/><span>app</span></summary><ul><li class="tree-file"><svg/><span>page.tsx</span></li></ul></details></li>' +
        '<li class="tree-folder"><svg/><span>empty</span></li></ul></div>',
    );
  });

  it('renders Tile and Mermaid (component and fence)', async () => {
    const html = await render('<Tile href="/x" title="T" description="D">Preview</Tile>\n\n<Mermaid chart="graph TD; A-->B" />\n\n```mermaid\ngraph LR; C-->D\n```\n');
    expect(html).toContain('<a class="tile" href="/x"><div class="tile-preview">Preview</div><span class="tile-title">T</span><span class="tile-description">D</span></a>');
    expect(html).toContain('<figure class="mermaid-diagram"><pre class="mermaid">graph TD; A--&gt;B</pre><figcaption class="mermaid-note">Mermaid diagram (source)</figcaption></figure>');
    expect(html).toContain('<pre class="mermaid">graph LR; C--&gt;D</pre>');
  });

  it('tolerates unknown props', async () => {
    const html = await render('<Note foo="bar" size={3}>x</Note>\n\n<Card title="C" whatever>y</Card>\n\n<Tabs sync={false} borderBottom><Tab title="A" extra>z</Tab></Tabs>');
    expect(html).toContain('callout-body">x</div>');
    expect(html).toContain('<p class="card-title">C</p>');
  });

  it('renders the components fixture page without unknown components or diagnostics', async () => {
    const file = fileURLToPath(new URL('../../../test/fixtures/components-site/index.mdx', import.meta.url));
    const html = await render(await readFile(file, 'utf8'));
    const text = html.replace(/<[^>]+>/g, '');
    for (const expected of ['A note with Markdown inside.', 'Content of the third tab.', 'yarn add quire-docs', 'The second answer.', 'job_id', 'Panel content for the side column.', 'intro.mdx']) {
      expect(text).toContain(expected);
    }
  });
});
