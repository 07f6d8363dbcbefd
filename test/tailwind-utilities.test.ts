/**
 * Tailwind utility classes in content (issue 28): the build compiles the classes pages, snippets
 * and components write into /_quire/utilities.css, linked only from pages that use some; a site
 * without any gets no file and no link; a cached rebuild keeps the classes, an edit adds its own.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { UTILITY_CSS_URL } from '../src/render/utility-css.js';
import { startHarness, type DevHarness } from './helpers/dev-harness.js';

const fixture = join(import.meta.dirname, 'fixtures/tailwind');
const LINK = `<link rel="stylesheet" href="${UTILITY_CSS_URL}"/>`;
let tmp: string;
let root: string;
let result: BuildResult;
const out = () => join(tmp, 'out');
const read = (file: string) => readFile(join(out(), file), 'utf8');
const head = async (file: string) => (await read(file)).split('</head>')[0]!;
/** The selectors of the utility CSS's rules (escaped as Tailwind writes them). */
const selectors = (css: string) => [...css.matchAll(/^\s*([.][^{\n]*?)\s*\{/gm)].map((m) => m[1]);

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-tailwind-'));
  root = join(tmp, 'docs');
  // A copy: the build keeps its cache in the docs folder.
  await cp(fixture, root, { recursive: true });
  result = await buildSite({ root, out: out(), search: false });
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

describe('a site whose pages write Tailwind classes', () => {
  it('builds without warnings', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
  });

  it('gets the CSS of exactly the utilities its pages, snippets and components use', async () => {
    const css = await read('_quire/utilities.css');
    expect(selectors(css).sort()).toEqual([
      '.bg-\\[\\#123456\\]', // arbitrary value
      '.block',
      '.border', // a component defined in the page
      '.dark\\:block:where(.dark, .dark *)', // tied to Quire's dark class on <html>
      '.dark\\:block:where(:root:not([data-theme]) *)', // no script ran: the system's scheme
      '.dark\\:hidden:where(.dark, .dark *)',
      '.dark\\:hidden:where(:root:not([data-theme]) *)',
      '.hidden',
      '.md\\:flex',
      '.rounded-xl',
      '.tracking-\\[0\\.3em\\]', // from a snippet
      '.w-\\[37px\\]',
    ]);
    expect(css).toMatch(/@media \(width >= 48rem\) \{\s*\.md\\:flex \{\s*display: flex !important;/);
    expect(css).toContain('width: 37px !important;');
    expect(css).toContain('background-color: #123456 !important;');
    // Utilities only: no preflight, and no theme variables on :root that could restyle the theme.
    expect(css).not.toMatch(/^\s*(:root|:host|html|body)\b/m);
    expect(css).not.toContain('box-sizing');
    expect(css).not.toContain('--color-');
    // Its one rule for every element sets only Tailwind's own --tw-* properties.
    const everyElement = css.slice(css.indexOf('*, ::before'), css.indexOf('}', css.indexOf('*, ::before')));
    expect(everyElement.split('\n').slice(1).filter((l) => l.trim()).every((l) => l.trim().startsWith('--tw-'))).toBe(true);
  });

  it('links the CSS only from pages that use a utility', async () => {
    expect(await head('index.html')).toContain(LINK);
    // The text says "hidden" and "flex"; a class of the site's own is no utility.
    expect(await head('plain/index.html')).not.toContain('utilities.css');
    expect(await head('own-classes/index.html')).not.toContain('utilities.css');
  });

  it('keeps the classes of cached pages and adds those of an edited page', async () => {
    const inode = async () => (await stat(join(out(), '_quire/utilities.css'))).ino;
    const first = await inode();
    const again = await buildSite({ root, out: out(), search: false });
    expect(again.stats?.rendered).toBe(0);
    // The same classes: the file is kept where it is, not compiled and written again.
    expect(await inode()).toBe(first);
    const before = await read('_quire/utilities.css');
    expect(before).toContain('.md\\:flex');
    // An edit of a page's text that adds no class keeps it too.
    const plain = await readFile(join(root, 'plain.mdx'), 'utf8');
    await writeFile(join(root, 'plain.mdx'), `${plain}\nOne more sentence.\n`);
    expect((await buildSite({ root, out: out(), search: false })).stats?.rendered).toBe(1);
    expect(await inode()).toBe(first);
    await writeFile(join(root, 'plain.mdx'), '---\ntitle: Plain\n---\n\n<div className="grid gap-[13px]">Now with utilities.</div>\n');
    const edited = await buildSite({ root, out: out(), search: false });
    expect(edited.stats?.rendered).toBe(1);
    expect(await inode()).not.toBe(first);
    const css = await read('_quire/utilities.css');
    expect(css).toContain('gap: 13px !important;');
    expect(css).toContain('.md\\:flex');
    expect(await head('plain/index.html')).toContain(LINK);
  });
});

describe('a site without utility classes', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-tailwind-none-'));
    await cp(fixture, join(dir, 'docs'), { recursive: true });
    // Only the pages without utilities.
    const config = JSON.parse(await readFile(join(dir, 'docs/docs.json'), 'utf8'));
    config.navigation.groups[0].pages = ['plain', 'own-classes'];
    await writeFile(join(dir, 'docs/docs.json'), JSON.stringify(config));
    await rm(join(dir, 'docs/index.mdx'));
    const built = await buildSite({ root: join(dir, 'docs'), out: join(dir, 'out'), search: false });
    expect(built.ok).toBe(true);
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('gets no utility CSS file and no link to one', async () => {
    expect(existsSync(join(dir, 'out/_quire/utilities.css'))).toBe(false);
    for (const page of ['plain', 'own-classes']) expect(await readFile(join(dir, `out/${page}/index.html`), 'utf8')).not.toContain('utilities.css');
  });
});

describe('quire dev', () => {
  let h: DevHarness;
  beforeAll(async () => {
    h = await startHarness(fixture);
  });
  afterAll(() => h?.close());

  it('serves the utility CSS of the pages it rendered, and a class an edit adds', async () => {
    expect((await h.get('/')).text).toContain(LINK);
    const css = await h.get(UTILITY_CSS_URL);
    expect([css.status, css.type]).toEqual([200, 'text/css; charset=utf-8']);
    expect(css.text).toContain('.dark\\:hidden:where(.dark, .dark *)');
    expect((await h.get('/plain')).text).not.toContain(LINK);
    expect(css.text).not.toContain('gap: 13px');

    const t = performance.now();
    await writeFile(join(h.root, 'plain.mdx'), '---\ntitle: Plain\n---\n\n<div className="grid gap-[13px]">Now with utilities.</div>\n');
    await h.nextReload(t, (e) => e.files.includes('plain.mdx'));
    expect((await h.get('/plain')).text).toContain(LINK);
    const after = (await h.get(UTILITY_CSS_URL)).text;
    expect(after).toContain('gap: 13px !important;');
    expect(after).toContain('.md\\:flex');
  });
});
