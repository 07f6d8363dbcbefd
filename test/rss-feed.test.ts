import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';

/** test/fixtures/site-files/guides/changelog.mdx: `rss: true` and two <Update>s. */
const FIXTURE = fileURLToPath(new URL('./fixtures/site-files', import.meta.url));

describe('RSS feeds of changelog pages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-rss-'));
    const result = await buildSite({ root: FIXTURE, out: join(dir, 'out'), search: false, cache: false, baseUrl: 'https://docs.example.com' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes <page>/rss.xml with one item per update, newest first, with its anchor, description and content', async () => {
    const xml = await readFile(join(dir, 'out/guides/changelog/rss.xml'), 'utf8');
    expect(xml).toContain('<title>Changelog</title>');
    expect(xml).toContain('<description>What changed, release by release.</description>');
    expect(xml).toContain('<atom:link href="https://docs.example.com/guides/changelog/rss.xml" rel="self"');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>2026-11-20</title>');
    expect(items[0]).toContain('<link>https://docs.example.com/guides/changelog#2026-11-20</link>');
    expect(items[0]).toContain('<pubDate>Fri, 20 Nov 2026 00:00:00 GMT</pubDate>');
    expect(items[0]).toContain('<description>Faster builds</description>');
    expect(items[0]).toMatch(/<content:encoded><!\[CDATA\[[\s\S]*<strong>twice<\/strong>[\s\S]*\]\]><\/content:encoded>/);
    // Links in items work in a feed reader, away from the site.
    expect(items[0]).toContain('<a href="https://docs.example.com/guides/intro">the intro</a>');
    expect(items[1]).toContain('<title>2026-10-01</title>');
    expect(items[1]).toContain('Everything is new.');
    expect(items[1]).toContain('<li>Search</li>');
  });

  it('links the feed from the page head, and only from that page', async () => {
    const page = await readFile(join(dir, 'out/guides/changelog/index.html'), 'utf8');
    expect(page).toContain('<link rel="alternate" type="application/rss+xml" title="Changelog" href="/guides/changelog/rss.xml">');
    const other = await readFile(join(dir, 'out/guides/intro/index.html'), 'utf8');
    expect(other).not.toContain('application/rss+xml');
  });
});
