/**
 * Code block options in a built page (issue 29): `expandable`, `nocopy`, `icon`, `[!code …:N]`
 * counts, title words that look like flags, `twoslash` accepted.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';

const fixture = join(import.meta.dirname, 'fixtures/code-options');
let tmp: string;
let result: BuildResult;
let figures: Map<string, string>;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-code-options-'));
  const root = join(tmp, 'docs');
  // A copy: the build keeps its cache in the docs folder.
  await cp(fixture, root, { recursive: true });
  result = await buildSite({ root, out: join(tmp, 'out'), search: false });
  const html = await readFile(join(tmp, 'out/blocks/index.html'), 'utf8');
  figures = new Map();
  for (const m of html.matchAll(/<figure class="code-block"[^>]*>[\s\S]*?<\/figure>/g)) {
    const title = /data-title="([^"]*)"/.exec(m[0])?.[1] ?? /<code><span class="line"><span[^>]*>([^<]*)/.exec(m[0])?.[1] ?? '';
    figures.set(title, m[0]);
  }
}, 60_000);
afterAll(async () => rm(tmp, { recursive: true, force: true }));

const pre = (title: string) => /<pre class="([^"]*)"/.exec(figures.get(title) ?? '')?.[1]?.split(' ') ?? [];
const lines = (title: string) =>
  [...(figures.get(title) ?? '').matchAll(/<span class="(line[^"]*)">([\s\S]*?)<\/span><\/span>(?=\n|<\/code>)/g)].map((m) => `${m[1]}: ${m[2]!.replace(/<[^>]+>/g, '')}`);

describe('code block options', () => {
  it('build without warnings: every option is understood', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
  });

  it('marks a long expandable block for collapsing, and not a short one', () => {
    expect(pre('long.js')).toContain('expandable');
    expect(pre('short.js')).not.toContain('expandable');
    // The whole code is in the page: without JavaScript nothing is hidden.
    expect(lines('long.js')).toHaveLength(30);
  });

  it('marks nocopy blocks, and only them', () => {
    expect(pre('install.sh')).toContain('no-copy');
    expect(pre('wrap.sh')).not.toContain('no-copy');
  });

  it('keeps a title that contains or equals a flag word', () => {
    expect(figures.has('wrap.sh')).toBe(true);
    expect(pre('wrap.sh')).not.toContain('wrap');
    expect(figures.get('lines')).toContain('<figcaption class="code-block-title">lines</figcaption>');
    expect(pre('lines')).not.toContain('line-numbers');
  });

  it('accepts twoslash as an option, not a title', () => {
    const block = [...figures.values()].find((f) => f.includes('hovered'))!;
    expect(block).toBeDefined();
    expect(block).not.toContain('figcaption');
  });

  it('draws the icon beside the title', () => {
    expect(figures.get('HelloWorld.java')).toMatch(/<figcaption class="code-block-title"><svg class="icon code-block-icon icon-java"[^>]*>[\s\S]*<\/svg>HelloWorld\.java<\/figcaption>/);
  });

  it('applies [!code …:N] to N lines and removes a notation standing alone', () => {
    expect(lines('counts.js')).toEqual([
      'line diff add mark: added();',
      'line diff add mark: alsoAdded();',
      'line: kept();',
      'line diff remove mark: removed();',
      'line diff remove mark: alsoRemoved();',
      'line: kept();',
      'line highlighted: lit();',
      'line highlighted: alsoLit();',
      'line: kept();',
    ]);
    expect(figures.get('counts.js')).not.toContain('[!code');
  });
});
