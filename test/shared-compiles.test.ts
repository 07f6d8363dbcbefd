import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { isSharedContent } from '../src/build/shared-content.js';
import { outputSnapshot } from './helpers/output-snapshot.js';

/**
 * A versioned site repeats most pages unchanged in every version: a text is compiled once and
 * every page with it takes that compile, unless the compile depends on the page's place
 * (a relative import, a diagnostic naming the file). Output is what separate compiles give.
 */
const PAGES: Record<string, string> = {
  'intro.mdx': '---\ntitle: Introduction\n---\n\nThe same text in every version.\n\n```js\nconst answer = 42;\n```\n',
  'relative.mdx': "---\ntitle: Relative\n---\n\nimport Note from './note.mdx';\n\n<Note />\n",
  'warned.mdx': '---\ntitle: Warned\n---\n\n<NoSuchWidget>Children shown.</NoSuchWidget>\n',
  'endpoint.mdx': '---\ntitle: List pets\nopenapi: GET /pets\n---\n',
};

const OPENAPI = `openapi: 3.0.3
info: { title: Pets, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /pets:
    get:
      summary: List pets
      description: Every pet, **newest first**.
      parameters:
        - { name: limit, in: query, schema: { type: integer }, description: How many to return. }
      responses:
        '200':
          description: The pets.
          content:
            application/json:
              schema: { type: array, items: { type: object, properties: { name: { type: string } } } }
`;

let tmp: string;
let root: string;
const write = async (file: string, text: string) => {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
};
const build = (out: string, cache = true, workers = 0): Promise<BuildResult> =>
  buildSite({ root, out: join(tmp, out), cacheDir: join(tmp, workers ? 'cache-workers' : 'cache'), cache, workers, ogImages: false, search: false });

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-shared-'));
  root = join(tmp, 'docs');
  const versions = ['v1', 'v2', 'v3'];
  await write('docs.json', JSON.stringify({
    $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Shared', colors: { primary: '#0D9373' }, api: { openapi: 'openapi.yaml' },
    navigation: { versions: versions.map((version) => ({ version, groups: [{ group: 'Guides', pages: Object.keys(PAGES).map((p) => `${version}/${p.replace('.mdx', '')}`) }] })) },
  }));
  await write('openapi.yaml', OPENAPI);
  for (const version of versions) {
    for (const [file, text] of Object.entries(PAGES)) await write(`${version}/${file}`, text);
    await write(`${version}/note.mdx`, `Note of ${version}.\n`);
  }
});
/** The files of one kind of entry in a cache folder's render cache. */
async function cacheEntries(cache: string, kind: string): Promise<string[]> {
  const base = join(tmp, cache, 'render');
  const [code] = await readdir(base);
  return (await readdir(join(base, code!, kind), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('compiles shared by pages with the same text', () => {
  it('compiles a repeated text once, and the others where the place matters', async () => {
    const result = await build('out');
    expect(result.ok).toBe(true);
    // intro and endpoint once for three pages each; relative.mdx and warned.mdx in each version,
    // and each version's note.mdx (a page too, outside the navigation; its text differs).
    expect(result.stats?.compiled).toBe(1 + 1 + 3 + 3 + 3);
    // The endpoint's reference (highlighted samples, rendered descriptions) is made once too.
    expect(await cacheEntries('cache', 'api')).toHaveLength(1);
    for (const version of ['v1', 'v2', 'v3']) {
      const html = await readFile(join(tmp, 'out', version, 'endpoint', 'index.html'), 'utf8');
      expect(html).toContain('How many to return.');
      expect(html).toContain('<strong>newest first</strong>');
    }
    for (const version of ['v1', 'v2', 'v3']) {
      const html = await readFile(join(tmp, 'out', version, 'relative', 'index.html'), 'utf8');
      expect(html).toContain(`Note of ${version}.`);
      expect(result.diagnostics.filter((d) => d.code === 'content/unknown-component' && d.file === `${version}/warned.mdx`)).toHaveLength(1);
    }
    // The same files as compiling every page on its own.
    const alone = await build('alone', false);
    expect(alone.stats?.compiled).toBe(15);
    expect(await outputSnapshot(join(tmp, 'out'))).toEqual(await outputSnapshot(join(tmp, 'alone')));
    // Render processes share a compile the same way (through the cache folder).
    const pooled = await build('pooled', true, 2);
    expect(pooled.stats?.workers).toBe(2);
    expect(pooled.stats?.compiled).toBe(11);
    expect(await cacheEntries('cache-workers', 'api')).toHaveLength(1);
    expect(await outputSnapshot(join(tmp, 'pooled'))).toEqual(await outputSnapshot(join(tmp, 'alone')));
  }, 120_000);

  it('keeps every page on a rebuild, and compiles only the page whose text changed', async () => {
    const warm = await build('out');
    expect(warm.stats?.rendered).toBe(0);
    await write('v2/intro.mdx', PAGES['intro.mdx']!.replace('every version', 'version two'));
    const edited = await build('out');
    expect(edited.stats?.compiled).toBe(1);
    expect(await readFile(join(tmp, 'out', 'v2', 'intro', 'index.html'), 'utf8')).toContain('version two');
    expect(await readFile(join(tmp, 'out', 'v1', 'intro', 'index.html'), 'utf8')).toContain('every version');
    // Back to the shared text: its compile is in the cache.
    await write('v2/intro.mdx', PAGES['intro.mdx']!);
    const back = await build('out');
    expect(back.stats?.compiled).toBe(0);
    expect(await readFile(join(tmp, 'out', 'v2', 'intro', 'index.html'), 'utf8')).toContain('every version');
  });
});

describe('isSharedContent', () => {
  const clean = { diagnostics: [], html: '<p>x</p>' };
  it('refuses relative imports, diagnostics and islands', () => {
    expect(isSharedContent('Text with an [absolute link](/a).', clean)).toBe(true);
    expect(isSharedContent("import A from '/snippets/a.mdx'\n\n<A />", clean)).toBe(true);
    expect(isSharedContent("import A from './a.mdx'\n\n<A />", clean)).toBe(false);
    expect(isSharedContent('import {\n  A,\n} from\n"../a.mdx"', clean)).toBe(false);
    expect(isSharedContent('x', { diagnostics: [{ severity: 'warning', code: 'c', message: 'm' }], html: '' })).toBe(false);
    expect(isSharedContent('x', { diagnostics: [], html: '<script type="application/json" data-quire-islands>{}</script>' })).toBe(false);
  });
});
