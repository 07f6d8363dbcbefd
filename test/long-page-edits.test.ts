import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { MIN_CHUNKED_TEXT } from '../src/content/parse-chunks.js';
import { outputSnapshot } from './helpers/output-snapshot.js';

/**
 * A long page (release notes) is parsed in pieces, and a rebuild after an edit parses only the
 * pieces the edit changed (content/parse-chunks.ts). What a reader gets must not change: each
 * rebuild's output is the output of a build without any cache.
 */
function release(n: number, note = `Release ${n}`): string {
  const items = Array.from({ length: 10 }, (_, i) => `* Fix ${n}.${i} by [@dev${i}](https://github.com/dev${i}) in [#${n}${i}](https://example.com/pull/${n}${i})`).join('\n');
  return `## 2.${n}.0 - ${note}\n\n*Released on day ${n}*\n\n${items}\n\n\`\`\`bash\npip install tool==2.${n}.0\n\n# upgrade in place\n\`\`\`\n\n<Note>Upgrade with {${n} + 1} commands.</Note>\n`;
}

const notes = (releases: string[]) => `---\ntitle: Release notes\n---\n\n${releases.join('\n')}`;

let tmp: string;
let root: string;
const write = async (file: string, text: string) => {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
};
const build = (out: string, opts: { cache?: boolean; workers?: number } = {}): Promise<BuildResult> =>
  buildSite({ root, out: join(tmp, out), cacheDir: join(tmp, 'cache'), cache: opts.cache ?? true, workers: opts.workers ?? 0, ogImages: false, search: false });

/** The parse records in the render cache. */
async function parseRecords(): Promise<string[]> {
  const base = join(tmp, 'cache', 'render');
  const [code] = await readdir(base);
  return readdir(join(base, code!, 'parse'), { recursive: true, withFileTypes: true }).then((es) => es.filter((e) => e.isFile()).map((e) => e.name), () => []);
}

const releases = Array.from({ length: 24 }, (_, i) => release(24 - i));

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-long-page-'));
  root = join(tmp, 'docs');
  await write('docs.json', JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Notes', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Docs', pages: ['index', 'changelog'] }] } }));
  await write('index.mdx', '---\ntitle: Home\n---\n\nSee the [changelog](/changelog#2-3-0-release-3).\n');
  await write('changelog.mdx', notes(releases));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('a long page edited between builds', () => {
  it('is long enough to be parsed in pieces', () => {
    expect(notes(releases).length).toBeGreaterThan(MIN_CHUNKED_TEXT);
  });

  it('builds each edit as a build without cache does, keeping the pieces of each version', async () => {
    const first = await build('out');
    expect(first.ok).toBe(true);
    expect(first.diagnostics).toEqual([]);
    // The long page's pieces are kept beside its compile; the short page has none.
    expect(await parseRecords()).toHaveLength(1);

    // A release added at the top moves every later section down.
    await write('changelog.mdx', notes([release(25), ...releases]));
    const second = await build('out');
    expect(second.ok).toBe(true);
    expect(second.stats?.rendered).toBe(1);
    expect(await parseRecords()).toHaveLength(2);
    let html = await readFile(join(tmp, 'out', 'changelog', 'index.html'), 'utf8');
    expect(html).toContain('2.25.0 - Release 25');
    expect(html).toContain('id="2-1-0-release-1"');

    // An edit in the middle, rendered by a render process from the pieces the last build kept.
    await write('changelog.mdx', notes([release(25), ...releases.map((r, i) => (i === 12 ? release(12, 'The twelfth, edited') : r))]));
    const third = await build('out', { workers: 1 });
    expect(third.ok).toBe(true);
    expect(third.stats?.workers).toBe(1);
    html = await readFile(join(tmp, 'out', 'changelog', 'index.html'), 'utf8');
    expect(html).toContain('2.12.0 - The twelfth, edited');
    expect(html).not.toContain('2.12.0 - Release 12');

    const fresh = await build('fresh', { cache: false });
    expect(fresh.ok).toBe(true);
    expect(await outputSnapshot(join(tmp, 'out'))).toEqual(await outputSnapshot(join(tmp, 'fresh')));
  });

  it('places a problem in an edited section at its line in the page', async () => {
    const broken = notes([release(25), ...releases.map((r, i) => (i === 20 ? `${r}\n<Steps>\n\nNever closed.\n` : r))]);
    await write('changelog.mdx', broken);
    const result = await build('out');
    const problem = result.diagnostics.find((d) => d.file === 'changelog.mdx' && d.code === 'content/mdx-syntax');
    expect(problem?.message).toMatch(/Steps/);
    expect(problem?.line).toBe(broken.slice(0, broken.indexOf('<Steps>')).split('\n').length);
  });
});
