/**
 * Built-in components with props of unexpected types (issue 25), through the real build:
 * test/fixtures/component-props/index.mdx passes elements where text is expected, numbers,
 * `"false"` strings and missing props. The page builds without errors and the reader gets
 * every body, title and label, with no `undefined` or `[object Object]`.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';

const fixture = join(import.meta.dirname, 'fixtures', 'component-props');
let root: string;
let result: BuildResult;
let html: string;
/** The page's article: the components' HTML without the layout around it. */
let article: string;

beforeAll(async () => {
  // A build writes a cache into the docs folder: build a copy.
  root = await mkdtemp(join(tmpdir(), 'quire-component-props-'));
  await cp(fixture, root, { recursive: true });
  result = await buildSite({ root, search: false, offline: true });
  html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
  article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? html;
});
afterAll(() => rm(root, { recursive: true, force: true }));

const text = (s: string) => s.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, '');
/** The opening tag of the first element with this class. */
const tag = (cls: string) => new RegExp(`<[a-z]+[^>]*class="${cls}"[^>]*>`).exec(article)?.[0] ?? '';

describe('component props of unexpected types, built', () => {
  it('builds the page without errors or warnings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('shows every body and every title given as an element or a number', () => {
    const body = text(article);
    for (const expected of [
      'Update body text.', 'Numbered update body.', 'Unlabelled update body.', 'Launch day', '2024', 'Bold tag',
      'Card body one.', 'Card body without title.', 'Card body three.', 'Hi card',
      'Tab body numbered.', 'Tab body with element title.', 'Tab body untitled.', 'Leafy',
      'accordion-code', 'Accordion body closed.', 'Accordion body untitled.',
      'Emphasised step', 'Step body one.', 'Step body seven.',
      'Param body numeric name.', 'el-default', '{"limit":20}', 'pre-el', 'resp-name', 'post-label',
      'nested', 'Expandable body.', 'tooltip-term', 'badge-text', 'badge-two', 'frame-caption', 'Frame body.',
      'note-title', 'Note body.', 'Loose text in a code group.', 'plain-inline-text', 'npm i quire',
      'src-folder', 'locked-folder', 'tile-title', 'Tile preview.',
    ]) {
      expect(body, expected).toContain(expected.replace(/"/g, '&quot;'));
    }
  });

  it('never writes undefined, NaN or [object Object] into the page', () => {
    expect(html).not.toMatch(/\[object |\bundefined\b|\bNaN\b/);
  });

  it('derives anchors and labels from the text of element props', () => {
    expect(tag('update')).toMatch(/id="launch-day"/);
    expect(tag('update')).toMatch(/aria-label="Launch day"/);
    expect(article).toMatch(/<a[^>]*href="#launch-day"/);
    expect(article).toMatch(/<section[^>]*id="42"/);
    expect(article).toMatch(/<details[^>]*id="has-spaces-here"/);
    expect(article).toMatch(/<strong class="tooltip-headline">9<\/strong><span class="quire-sr-only">: <\/span><span class="tooltip-tip"><b>tip-text/);
    expect(tag('callout callout-note')).toMatch(/aria-label="note-title"/);
    expect(article).toMatch(/<img[^>]*aria-label="rocket-label"|<svg[^>]*aria-label="rocket-label"/);
  });

  it('reads "false" as false and numbers for numbers', () => {
    expect(article).toMatch(/<details[^>]*class="accordion"[^>]*>|<details class="accordion"/);
    const accordions = [...article.matchAll(/<details[^>]*class="accordion"[^>]*>|<details class="accordion"[^>]*>/g)].map((m) => m[0]);
    expect(accordions.map((t) => / open(?:[ >=])/.test(t))).toEqual([false, true, false]);
    expect(article).not.toContain('card-horizontal');
    expect(article).not.toContain('card-arrow');
    expect(article).not.toContain('field-required');
    expect(article).toContain('--cols:3');
    expect(article).toMatch(/<li[^>]*value="7"/);
    // defaultTabIndex="1" selects the second tab.
    expect(article).toMatch(/<button[^>]*aria-selected="true"[^>]*>(?:<svg[\s\S]*?<\/svg>)? Leafy<\/button>/);
  });

  it('keeps the tabs markup the tabs script expects: one button per panel', () => {
    const groups = [...article.matchAll(/data-tabs[\s\S]*?(?=data-tabs|<\/article>)/g)].map((m) => m[0]);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      expect((group.match(/role="tab"/g) ?? []).length).toBe((group.match(/data-tab-panel/g) ?? []).length);
    }
  });
});
