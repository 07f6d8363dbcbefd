import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startHarness, type DevHarness } from './helpers/dev-harness.js';

/**
 * A page tells the server the revision it was rendered at, and asks what changed since once its
 * websocket is up (change-log.ts): a reload sent while the page was still connecting is not lost.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/dev/site', import.meta.url));

const revisionOf = (html: string) => Number(/<script type="module" data-quire-live data-quire-rev="(\d+)">/.exec(html)?.[1]);

async function edit(h: DevHarness, file: string, change: (text: string) => string): Promise<void> {
  const t = performance.now();
  const path = join(h.root, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
  await h.nextReload(t, (e) => e.files.includes(file));
}

describe('quire dev: changes since a page was rendered', () => {
  const open: DevHarness[] = [];
  const scratch: string[] = [];
  afterAll(async () => {
    await Promise.all(open.map((h) => h.close()));
    await Promise.all(scratch.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('a page rendered before an edit hears of it when it asks; other pages and later renders do not', async () => {
    const h = await startHarness(FIXTURE);
    open.push(h);
    const before = await h.get('/guides/writing');
    const revision = revisionOf(before.text);
    expect(revision).toBeGreaterThanOrEqual(0);
    await edit(h, 'guides/writing.mdx', (s) => s.replace('Write pages in MDX.', 'Write pages in MDX, edited.'));

    const asked = async (since: number, path: string) => JSON.parse((await h.get(`/_quire/changes?since=${since}&path=${encodeURIComponent(path)}`)).text);
    expect(await asked(revision, '/guides/writing')).toEqual({ changed: true, inPlace: true, revision: revision + 1 });
    expect((await asked(revision, '/')).changed).toBe(false);

    const after = await h.get('/guides/writing');
    expect(after.text).toContain('Write pages in MDX, edited.');
    expect(revisionOf(after.text)).toBe(revision + 1);
    expect((await asked(revisionOf(after.text), '/guides/writing')).changed).toBe(false);

    // A navigation change reaches every page, and is not swapped in place.
    await edit(h, 'docs.json', (s) => s.replace('"name": "Dev fixture"', '"name": "Dev fixture, renamed"'));
    expect(await asked(revision + 1, '/')).toEqual({ changed: true, inPlace: false, revision: revision + 2 });
  });

  it('under a base path, an edited page is told by the address it is open at', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'quire-dev-base-'));
    scratch.push(copy);
    await cp(FIXTURE, copy, { recursive: true });
    const config = JSON.parse(await readFile(join(copy, 'docs.json'), 'utf8'));
    config.seo = { metatags: { canonical: 'https://docs.example.com/docs' } };
    await writeFile(join(copy, 'docs.json'), JSON.stringify(config, null, 2));
    const h = await startHarness(copy);
    open.push(h);
    const page = await h.get('/docs/guides/writing');
    expect(page.status).toBe(200);
    const revision = revisionOf(page.text);
    await edit(h, 'guides/writing.mdx', (s) => s.replace('Write pages in MDX.', 'Write pages in MDX, under a base.'));
    const answer = JSON.parse((await h.get(`/_quire/changes?since=${revision}&path=${encodeURIComponent('/docs/guides/writing')}`)).text);
    expect(answer).toMatchObject({ changed: true, inPlace: true });
  });
  it('a long page edited save after save shows each version, problems at their lines', async () => {
    // Long pages are parsed in pieces, and a save parses again only the pieces it changed (content/parse-chunks.ts).
    const copy = await mkdtemp(join(tmpdir(), 'quire-dev-long-'));
    scratch.push(copy);
    await cp(FIXTURE, copy, { recursive: true });
    const section = (n: number, title = `Release ${n}`) =>
      `## 1.${n}.0 - ${title}\n\n${Array.from({ length: 10 }, (_, i) => `* Change ${n}.${i} in [#${n}${i}](https://example.com/pull/${n}${i}) by *someone*`).join('\n')}\n\n\`\`\`bash\n# upgrade\npip install tool==1.${n}\n\`\`\`\n`;
    const page = (sections: string[]) => `---\ntitle: Writing pages\n---\n\n${sections.join('\n')}`;
    const sections = Array.from({ length: 30 }, (_, i) => section(30 - i));
    await writeFile(join(copy, 'guides/writing.mdx'), page(sections));
    const h = await startHarness(copy);
    open.push(h);
    expect((await h.get('/guides/writing')).text).toContain('1.15.0 - Release 15');

    await edit(h, 'guides/writing.mdx', () => page(sections.map((s, i) => (i === 15 ? section(15, 'Fifteen, edited') : s))));
    let text = (await h.get('/guides/writing')).text;
    expect(text).toContain('1.15.0 - Fifteen, edited');
    expect(text).not.toContain('1.15.0 - Release 15');
    expect(text).toContain('id="1-1-0-release-1"');

    // A new section at the top moves every other one; then one left open further down.
    const moved = [section(31), ...sections];
    await edit(h, 'guides/writing.mdx', () => page(moved));
    text = (await h.get('/guides/writing')).text;
    expect(text).toContain('1.31.0 - Release 31');
    expect(text).toContain('1.15.0 - Release 15');
    const broken = page(moved.map((s, i) => (i === 20 ? `${s}\n<Steps>\n` : s)));
    h.problems.length = 0;
    await edit(h, 'guides/writing.mdx', () => broken);
    const failed = await h.get('/guides/writing');
    expect(failed.status).toBe(500);
    const problem = h.problems.find((p) => p.diagnostic.file === 'guides/writing.mdx')?.diagnostic;
    expect(problem?.message).toMatch(/Steps/);
    expect(problem?.line).toBe(broken.slice(0, broken.indexOf('<Steps>')).split('\n').length);
  });
});
