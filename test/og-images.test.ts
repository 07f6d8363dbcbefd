/**
 * Social images (issue 29), built from test/fixtures/fonts-site: a 1200×630 PNG per page without
 * its own og:image, named by its meta tags (absolute with a site URL), different per page, none
 * for a page that names its own, kept by a warm build, drawn again only when its card changes,
 * and none with `ogImages: false`.
 */
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';

const fixture = join(import.meta.dirname, 'fixtures/fonts-site');
let tmp: string;
let root: string;
let first: BuildResult;
const out = () => join(tmp, 'out');
const html = (url: string) => readFile(join(out(), url === '/' ? 'index.html' : `${url.slice(1)}/index.html`), 'utf8');
const meta = (doc: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(doc)?.[1];
/** Width and height from the PNG's IHDR chunk, after checking the signature. */
async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const b = await readFile(file);
  expect(b.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(b.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
async function cachedImages(): Promise<number> {
  const files = await readdir(join(tmp, 'cache'), { recursive: true });
  return files.filter((f) => /(^|\/)og\/.+\.png$/.test(String(f))).length;
}
/** The image cache's files by name, with their inode: a card drawn again is written under a new one (write, then rename). */
async function cachedImageInodes(): Promise<Map<string, number>> {
  const files = (await readdir(join(tmp, 'cache'), { recursive: true })).map(String).filter((f) => /(^|\/)og\/.+\.png$/.test(f));
  return new Map(files.map((f) => [f, statSync(join(tmp, 'cache', f)).ino]));
}
const build = () => buildSite({ root, out: out(), search: false, offline: true, baseUrl: 'https://docs.example.com/docs', cacheDir: join(tmp, 'cache') });

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-og-'));
  root = join(tmp, 'docs');
  await cp(fixture, root, { recursive: true });
  first = await build();
}, 60_000);
afterAll(async () => rm(tmp, { recursive: true, force: true }));

describe('generated social images', () => {
  it('writes a 1200×630 PNG per page without its own image, different per page', async () => {
    expect(first.ok, JSON.stringify(first.diagnostics)).toBe(true);
    expect(first.diagnostics.filter((d) => d.code === 'build/og-image')).toEqual([]);
    const home = join(out(), '_quire/og/index.png');
    const second = join(out(), '_quire/og/second.png');
    expect(await pngSize(home)).toEqual({ width: 1200, height: 630 });
    expect(await pngSize(second)).toEqual({ width: 1200, height: 630 });
    expect((await readFile(home)).equals(await readFile(second))).toBe(false);
  });

  it('names it in the page\'s Open Graph and Twitter tags, absolute under the site URL', async () => {
    const doc = await html('/second');
    const url = 'https://docs.example.com/docs/_quire/og/second.png';
    expect(meta(doc, 'og:image')).toBe(url);
    expect(meta(doc, 'twitter:image')).toBe(url);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'og:image:width')).toBe('1200');
    expect(meta(doc, 'og:image:height')).toBe('630');
  });

  it('keeps a page\'s own og:image and draws none for it', async () => {
    const doc = await html('/own-image');
    expect(meta(doc, 'og:image')).toBe('https://cdn.example.com/own-card.png');
    expect(doc).not.toContain('_quire/og/');
    expect(existsSync(join(out(), '_quire/og/own-image.png'))).toBe(false);
  });

  it('keeps unchanged images on a warm build and draws only a changed card again', async () => {
    const home = join(out(), '_quire/og/index.png');
    const second = join(out(), '_quire/og/second.png');
    const before = { home: statSync(home).mtimeMs, second: await readFile(second) };
    const warm = await build();
    expect(warm.ok).toBe(true);
    expect(warm.stats?.rendered).toBe(0);
    expect(statSync(home).mtimeMs).toBe(before.home);
    const source = await readFile(join(root, 'second.mdx'), 'utf8');
    // The description is shown by the page and its card only (a title would change the sidebar of every page).
    await writeFile(join(root, 'second.mdx'), source.replace('description: Receive a signed request', 'description: Get a signed request'));
    const edited = await build();
    expect(edited.ok).toBe(true);
    expect(edited.stats?.rendered).toBe(1);
    expect((await readFile(second)).equals(before.second)).toBe(false);
    expect(statSync(home).mtimeMs).toBe(before.home);
    // The image cache holds each card drawn: the two first ones and the edited one.
    expect(await cachedImages()).toBe(3);
  }, 60_000);

  it('draws the cards again when the logo file changes under the same name', async () => {
    const home = join(out(), '_quire/og/index.png');
    const before = await readFile(home);
    const cached = await cachedImageInodes();
    const logo = join(root, 'logo.svg');
    const original = await readFile(logo, 'utf8');
    // Another colour, the same size: the card's text and settings are as they were.
    await writeFile(logo, original.replace(/fill="[^"]*"/, 'fill="#16a34a"'));
    try {
      const rebuilt = await build();
      expect(rebuilt.ok).toBe(true);
      expect((await readFile(home)).equals(before)).toBe(false);
    } finally {
      await writeFile(logo, original);
    }
    // The original logo again: the first cards, read from the image cache, not drawn and written again.
    expect(await build().then(() => readFile(home))).toEqual(before);
    const after = await cachedImageInodes();
    expect(cached.size).toBeGreaterThan(0);
    for (const [file, inode] of cached) expect(after.get(file), file).toBe(inode);
  }, 60_000);

  it('draws none with ogImages: false, and names none', async () => {
    const bare = join(tmp, 'bare');
    const r = await buildSite({ root, out: bare, search: false, offline: true, ogImages: false, cache: false });
    expect(r.ok).toBe(true);
    expect(existsSync(join(bare, '_quire/og'))).toBe(false);
    const doc = await readFile(join(bare, 'second/index.html'), 'utf8');
    expect(meta(doc, 'og:image')).toBeUndefined();
    expect(meta(doc, 'twitter:card')).toBe('summary');
  });
});
