/**
 * Built-in components never throw, whatever props a page gives them (issue 25): every
 * component of the map is rendered with every kind of value MDX can pass for every prop it
 * reads. Adding a component = adding a row to COMPONENTS (a test fails until it has one).
 */
import { Fragment, h, type ComponentChildren, type ComponentType, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Icon } from '../icon.js';
import { mdxComponents } from './index.js';
import { attrText, flag, textOf } from './prop-values.js';

const c = mdxComponents as Record<string, any>;

/** What a page can write for a prop, each with the text a reader should see when the prop is shown. */
const KINDS: { kind: string; value: unknown; shows?: string }[] = [
  { kind: 'text', value: 'Plain words', shows: 'Plain words' },
  { kind: 'empty text', value: '' },
  { kind: 'number', value: 42, shows: '42' },
  { kind: 'zero', value: 0 },
  { kind: 'NaN', value: NaN },
  { kind: 'bigint', value: 7n },
  { kind: 'true', value: true },
  { kind: 'false', value: false },
  { kind: '"true"', value: 'true' },
  { kind: '"false"', value: 'false' },
  { kind: 'missing', value: undefined },
  { kind: 'null', value: null },
  { kind: 'element', value: h('b', null, 'Bold words'), shows: 'Bold words' },
  { kind: 'fragment with an icon', value: h(Fragment, null, h(Icon, { icon: 'rocket' }), h('span', null, 'Launch day')), shows: 'Launch day' },
  { kind: 'array', value: ['one', h('i', null, 'two')] },
  { kind: 'object', value: { a: 1 } },
  { kind: 'date', value: new Date(0) },
  { kind: 'function', value: () => 'called' },
  { kind: 'symbol', value: Symbol('s') },
];

interface Row {
  name: string;
  /** Every prop the component reads. */
  props: string[];
  /** Props whose text (or element) the reader sees: text, numbers and elements must show. */
  shown?: string[];
  /** Renders the component with `props` as a page would (inside its parent, with a body). */
  render?: (props: Record<string, unknown>) => VNode<any>;
  /** False when the component has no body to keep (Icon, Mermaid). */
  body?: boolean;
  /** Props set around the one under test, so each code path meets it (default: none). */
  bases?: Record<string, unknown>[];
}

const BODY = 'Body text stays';
const el = (name: string, props: Record<string, unknown>, ...children: ComponentChildren[]) => h(c[name] as ComponentType<any>, props, ...children);
const callout = (name: string): Row => ({ name, props: ['title', 'icon', 'iconType', 'color'], shown: ['title'] });

const COMPONENTS: Row[] = [
  ...['Note', 'Tip', 'Info', 'Warning', 'Check', 'Danger', 'Callout'].map(callout),
  {
    name: 'Card',
    props: ['title', 'icon', 'iconType', 'iconLibrary', 'color', 'href', 'horizontal', 'img', 'cta', 'arrow'],
    shown: ['title'],
    bases: [{}, { href: 'https://example.com', cta: 'Go', icon: 'rocket' }],
  },
  { name: 'CardGroup', props: ['cols'] },
  { name: 'Columns', props: ['cols'] },
  { name: 'Tile', props: ['href', 'title', 'description'], shown: ['title', 'description'] },
  {
    name: 'Tabs',
    props: ['defaultTabIndex', 'sync', 'borderBottom'],
    render: (p) => el('Tabs', p, el('Tab', { title: 'A' }, BODY), el('Tab', { title: 'B' }, 'Second')),
  },
  {
    name: 'Tab',
    props: ['title', 'icon', 'iconType'],
    shown: ['title'],
    render: (p) => el('Tabs', {}, el('Tab', p, BODY), el('Tab', { title: 'Other' }, 'x')),
  },
  { name: 'CodeGroup', props: ['class', 'dropdown', 'sync'], render: (p) => el('CodeGroup', p, h('figure', { 'data-lang': 'bash', 'data-title': 'npm' }, BODY)) },
  { name: 'RequestExample', props: [] },
  { name: 'ResponseExample', props: [] },
  { name: 'Panel', props: [] },
  { name: 'Steps', props: ['titleSize'], render: (p) => el('Steps', p, el('Step', { title: 'One' }, BODY)) },
  {
    name: 'Step',
    props: ['title', 'icon', 'iconType', 'stepNumber', 'titleSize', 'id', 'noAnchor'],
    shown: ['title'],
    render: (p) => el('Steps', {}, el('Step', p, BODY)),
  },
  { name: 'Accordion', props: ['title', 'description', 'defaultOpen', 'icon', 'iconType', 'id'], shown: ['title', 'description'], bases: [{}, { icon: 'star' }] },
  { name: 'AccordionGroup', props: [] },
  { name: 'Expandable', props: ['title', 'defaultOpen'], shown: ['title'] },
  {
    name: 'ParamField',
    props: ['query', 'path', 'body', 'header', 'cookie', 'type', 'required', 'deprecated', 'default', 'placeholder'],
    shown: ['query', 'path', 'body', 'header', 'cookie', 'type'],
    bases: [{}, { type: 'integer', required: true, deprecated: true, default: 20 }],
  },
  { name: 'ResponseField', props: ['name', 'type', 'required', 'deprecated', 'default', 'pre', 'post'], shown: ['name', 'type', 'pre', 'post'] },
  { name: 'Frame', props: ['caption', 'hint'], shown: ['caption', 'hint'] },
  {
    name: 'Icon',
    props: ['name', 'icon', 'library', 'style', 'iconType', 'size', 'color', 'class', 'className', 'label'],
    body: false,
    // A Font Awesome name, an image and inline SVG each put the props on different markup.
    bases: [{ icon: 'rocket' }, { icon: '/logo.png' }, { icon: '<svg viewBox="0 0 1 1"></svg>' }],
  },
  { name: 'Tooltip', props: ['tip', 'headline', 'cta', 'href'], shown: ['tip', 'headline'], bases: [{}, { tip: 'Tip', cta: 'Read more', href: '/guide' }] },
  { name: 'Update', props: ['label', 'description', 'tags'], shown: ['label', 'description', 'tags'] },
  { name: 'Badge', props: ['color', 'size', 'shape', 'icon', 'iconType', 'stroke', 'disabled'], bases: [{}, { icon: 'check' }] },
  { name: 'Tree', props: [], render: (p) => el('Tree', p, h(c.Tree.File, { name: BODY })) },
  {
    name: 'Tree.Folder',
    props: ['name', 'defaultOpen', 'openable', 'highlight'],
    shown: ['name'],
    // A folder that cannot open shows no children, as on Mintlify: keep the body in its name's sibling.
    render: (p) => el('Tree', {}, h(c.Tree.Folder, p, h(c.Tree.File, { name: 'inner.ts' })), h(c.Tree.File, { name: BODY })),
  },
  { name: 'Tree.File', props: ['name', 'highlight'], shown: ['name'], render: (p) => el('Tree', {}, h(c.Tree.File, p), h(c.Tree.File, { name: BODY })) },
  { name: 'Mermaid', props: ['chart', 'placement', 'actions'], body: false },
  // Its body is TeX (KaTeX splits it into spans), so only the props are checked; rows of
  // components not (yet) in the map are skipped.
  { name: 'Latex', props: ['display'], body: false },
  { name: 'Prompt', props: ['description', 'icon', 'iconType', 'actions'], shown: ['description'], bases: [{}, { actions: ['copy', 'cursor'] }] },
  { name: 'View', props: ['title', 'icon', 'iconType'], shown: ['title'] },
  // Content for agents only is left off the page; its props are still checked.
  { name: 'Visibility', props: ['for'], bases: [{ for: 'humans' }] },
  { name: 'Color', props: ['variant'], render: (p) => el('Color', p, h(c.Color.Item, { name: BODY, value: '#fff' })) },
  { name: 'Color.Row', props: ['title'], shown: ['title'], render: (p) => el('Color', { variant: 'table' }, h(c.Color.Row, p, h(c.Color.Item, { name: BODY, value: '#fff' }))) },
  { name: 'Color.Item', props: ['name', 'value'], shown: ['name'], render: (p) => el('Color', {}, h(c.Color.Item, p), h(c.Color.Item, { name: BODY })) },
  { name: 'Column', props: [], render: (p) => el('Columns', {}, el('Column', p, BODY)) },
  { name: 'CodeBlock', props: ['language', 'filename'], shown: ['filename'] },
  // `GitHub` is only the namespace of GitHub.Repo.
  { name: 'GitHub', props: [], render: () => h(c.GitHub.Repo, { repo: 'a/b' }, BODY) },
  { name: 'GitHub.Repo', props: ['repo', 'description', 'stars', 'language', 'href'], shown: ['description', 'language'] },
];

const inMap = (row: Row) => row.name.split('.').reduce<any>((m, key) => m?.[key], c) !== undefined;

function renderRow(row: Row, props: Record<string, unknown>): string {
  if (row.render) return renderToString(row.render(props));
  const component = row.name.split('.').reduce((m, key) => m[key], c) as ComponentType<any>;
  return renderToString(h(component, props, row.body === false ? undefined : BODY));
}

/** What must never reach a reader's HTML, whatever the props. */
function expectCleanHtml(html: string, row: Row): void {
  expect(html).not.toMatch(/undefined|\[object |NaN|\bnull\b|function|Symbol\(/);
  if (row.body !== false) expect(html).toContain(BODY);
  // Ids and in-page links from props must be linkable (no spaces) for anchors and src/client scripts.
  for (const [, value] of html.matchAll(/\s(?:id="|href="#)([^"]*)"/g)) expect(value).not.toMatch(/\s/);
}

describe('built-in components with props of every kind', () => {
  it('has a row for every component of the map', () => {
    const names = Object.keys(mdxComponents).flatMap((name) => [name, ...Object.keys(c[name]).filter((k) => /^[A-Z]/.test(k)).map((k) => `${name}.${k}`)]);
    expect(names.filter((name) => !COMPONENTS.some((row) => row.name === name))).toEqual([]);
  });

  for (const row of COMPONENTS.filter(inMap)) {
    it(`${row.name} renders with no props`, () => {
      expectCleanHtml(renderRow(row, {}), row);
    });

    const bases = row.bases ?? [{}];
    for (const prop of row.props) {
      for (const base of bases) {
        for (const { kind, value, shows } of KINDS) {
          it(`${row.name} ${prop}: ${kind}${bases.length > 1 ? ` (with ${JSON.stringify(base)})` : ''}`, () => {
            const html = renderRow(row, { ...base, [prop]: value });
            expectCleanHtml(html, row);
            if (shows && row.shown?.includes(prop)) expect(html.replace(/<[^>]+>/g, '')).toContain(shows);
          });
        }
      }
    }
  }
});

describe('odd children of container components', () => {
  const children: [string, ComponentChildren][] = [
    ['nothing', undefined],
    ['text', 'Loose text'],
    ['a number', 5],
    ['an HTML element', h('p', null, 'A paragraph')],
    ['a mix', ['Loose text', h('p', null, 'A paragraph'), null, false, 3]],
  ];
  for (const name of ['Tabs', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Steps', 'Tree', 'CardGroup', 'AccordionGroup']) {
    for (const [kind, value] of children) {
      it(`${name} with ${kind}`, () => {
        const html = renderToString(el(name, {}, value));
        expect(html).not.toMatch(/undefined|\[object |NaN|stepnumber/i);
        // Nothing a page wrote inside is lost.
        const text = html.replace(/<[^>]+>/g, '');
        if (kind === 'text' || kind === 'a mix') expect(text).toContain('Loose text');
        if (kind === 'an HTML element' || kind === 'a mix') expect(text).toContain('A paragraph');
      });
    }
  }

  it('gives the tab bar one button per panel, so the tabs script can enhance it', () => {
    const html = renderToString(el('Tabs', {}, h('p', null, 'Intro'), el('Tab', { title: h('b', null, 'Bold') }, 'One'), 'loose', el('Tab', {}, 'Two')));
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html.match(/data-tab-panel/g)).toHaveLength(2);
    expect(html).toContain('<b>Bold</b></button>');
    expect(html).toMatch(/>Tab 2<\/button>/);
    const group = renderToString(el('CodeGroup', {}, 'loose', h('figure', { 'data-title': h('i', null, 'npm') }, 'code')));
    expect(group.match(/role="tab"/g)).toHaveLength(2);
    expect(group.match(/data-tab-panel/g)).toHaveLength(2);
    expect(group).toMatch(/>Example 1<\/button>/);
    expect(group).toContain('<i>npm</i></button>');
  });
});

describe('props as pages write them', () => {
  const html = (name: string, props: Record<string, unknown>, body: ComponentChildren = BODY) => renderToString(el(name, props, body));

  it('reads "false" as false and "true" as true, as Mintlify does for defaultOpen', () => {
    expect(html('Accordion', { defaultOpen: 'false' })).not.toMatch(/<details[^>]* open/);
    expect(html('Accordion', { defaultOpen: 'true' })).toMatch(/<details[^>]* open/);
    expect(html('Expandable', { defaultOpen: 'false' })).not.toMatch(/<details[^>]* open/);
    expect(html('Card', { horizontal: 'false' })).not.toContain('card-horizontal');
    expect(html('Card', { href: 'https://example.com', arrow: 'false' })).not.toContain('card-arrow');
    expect(html('ParamField', { query: 'q', required: 'false' })).not.toContain('field-required');
    expect(html('ParamField', { query: 'q', required: 'true' })).toContain('field-required');
    expect(flag('FALSE')).toBe(false);
    expect(flag('')).toBe(false);
    expect(flag('yes')).toBe(true);
  });

  it('links an update by the text of an element label', () => {
    const out = html('Update', { label: h(Fragment, null, h(Icon, { icon: 'rocket' }), h('span', null, 'Launch day')), description: 2024 });
    expect(out).toMatch(/<section[^>]* id="launch-day"/);
    expect(out).toMatch(/<section[^>]* aria-label="Launch day"/);
    expect(out).toMatch(/<a[^>]* href="#launch-day"[^>]*><svg[^>]*>.*<\/svg><span>Launch day<\/span><\/a>/);
    expect(out).toContain('<p class="update-description">2024</p>');
    expect(html('Update', { label: 1.5 })).toMatch(/id="1-5"/);
  });

  it('names parameters and callouts with numbers and elements', () => {
    expect(html('ParamField', { query: 1, type: ['string', 'null'] })).toMatch(/<code class="field-name">1<\/code><span class="field-type api-type">string \| null<\/span><span class="field-location">query<\/span>/);
    expect(html('ParamField', { path: 'id', default: h('b', null, 'el') })).toContain('default: <code><b>el</b></code>');
    expect(html('ParamField', { path: 'id', default: { limit: 20 } })).toContain('default: <code>{&quot;limit&quot;:20}</code>');
    expect(html('Note', { title: h('b', null, 'Heads up') })).toMatch(/aria-label="Heads up"/);
    expect(html('Tooltip', { tip: h('b', null, 'Tip text'), headline: 9 })).toContain('<strong class="tooltip-headline">9</strong><span class="quire-sr-only">: </span><span class="tooltip-tip"><b>Tip text</b></span>');
  });

  it('keeps a kind’s icon, a card’s body and a valid id when props are odd', () => {
    expect(html('Warning', { icon: 3 })).toContain('icon-triangle-exclamation');
    expect(html('Card', {})).toContain(`<div class="card-body">${BODY}</div>`);
    expect(html('Accordion', { id: 'has spaces here' })).toMatch(/id="has-spaces-here"/);
    expect(html('CardGroup', { cols: '3' })).toContain('--cols:3');
    expect(html('Badge', { color: 'Light Blue' })).toContain('mdx-badge-light-blue');
  });

  it('reads text out of elements for attributes', () => {
    expect(textOf(h(Fragment, null, h(Icon, { icon: 'x' }), ' A ', h('b', null, ['B', 2])))).toBe(' A B2');
    expect(attrText(['  a ', h('i', null, 'b\n c')])).toBe('a b c');
    const loop: unknown[] = [];
    loop.push(loop);
    expect(textOf(loop)).toBe('');
  });
});
