import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../bench/gen-corpus.js';
import { loadSite } from '../src/site/load-site.js';

/** Every file of a folder, path and text, in one hash. */
async function treeHash(root: string): Promise<string> {
  const h = createHash('sha256');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name))).sort();
  for (const f of files) h.update(`${f}\0${await readFile(join(root, f), 'utf8')}\0`);
  return h.digest('hex');
}

describe('bench/gen-corpus.ts: versions and languages', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-gen-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('writes a plain site exactly as before versions and languages existed', async () => {
    // The benchmark's recorded results depend on this output (hash taken before the change).
    const root = join(tmp, 'plain');
    const corpus = await generateCorpus(root, { pages: 40, operations: 6, seed: 5 });
    expect(corpus.sections).toEqual([{ language: 'en', version: 'v1', prefix: '', pages: 40 }]);
    expect(await treeHash(root)).toBe('e38637e0f23226de259f9d4f7d784c62a615bf7e6b94acbb801203936475b709');
  });

  it('splits the pages over language × version sections that Quire loads without diagnostics', async () => {
    const root = join(tmp, 'multi');
    const corpus = await generateCorpus(root, { pages: 26, operations: 5, seed: 2, versions: 2, languages: ['en', 'fr'] });
    expect(corpus.sections.map((s) => [s.prefix, s.pages])).toEqual([['en/v2', 7], ['en/v1', 7], ['fr/v2', 6], ['fr/v1', 6]]);
    expect(corpus.pageFiles).toHaveLength(26);
    expect(corpus.apiPages).toBe(20);

    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    const langs = config.navigation.languages;
    expect(langs.map((l: { language: string; default?: boolean }) => [l.language, l.default])).toEqual([['en', true], ['fr', undefined]]);
    expect(langs[1].versions.map((v: { version: string; default?: boolean }) => [v.version, v.default])).toEqual([['v2', true], ['v1', undefined]]);

    const { loaded, diagnostics } = await loadSite(root, { noHistory: true });
    expect(diagnostics).toEqual([]);
    const pages = new Map(loaded!.site.pages.map((p) => [p.path, p]));
    expect(pages.size).toBe(26 + 20);
    expect(loaded!.site.home).toBe('/');
    expect(pages.get('/fr/v1')?.title).toBe('[fr] Introduction');

    // Every link of a page stays in its own section.
    let links = 0;
    for (const [i, file] of corpus.pageFiles.entries()) {
      const page = pages.get(corpus.pagePaths[i]!)!;
      const text = await readFile(join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/(?:\]\(|href=")(\/[^)"]*)/g)) {
        const linked = pages.get(target!);
        expect(linked, `${file} → ${target}`).toBeDefined();
        expect([linked!.language, linked!.version], `${file} → ${target}`).toEqual([page.language, page.version]);
        links++;
      }
    }
    expect(links).toBeGreaterThan(26);
  });

  it('uses only the level whose count is above one', async () => {
    const versionsOnly = await generateCorpus(join(tmp, 'versions'), { pages: 12, operations: 0, versions: 3 });
    const v = JSON.parse(await readFile(join(versionsOnly.root, 'docs.json'), 'utf8')).navigation;
    expect(Object.keys(v)).toEqual(['versions']);
    expect(v.versions.map((x: { version: string }) => x.version)).toEqual(['v3', 'v2', 'v1']);
    expect(versionsOnly.pageFiles[0]).toBe('index.mdx');
    expect(versionsOnly.pageFiles.slice(1).filter((f) => !/^v[123]\//.test(f))).toEqual([]);
    expect(versionsOnly.pageFiles).toContain('v1/index.mdx');

    const languagesOnly = await generateCorpus(join(tmp, 'languages'), { pages: 12, operations: 2, languages: ['en', 'de'] });
    const l = JSON.parse(await readFile(join(languagesOnly.root, 'docs.json'), 'utf8')).navigation;
    expect(Object.keys(l)).toEqual(['languages']);
    expect(l.languages[1].tabs.at(-1)).toEqual({ tab: 'API Reference', openapi: { source: 'openapi.json', directory: 'de/api-reference' } });
    expect(languagesOnly.pageFiles).toContain('de/index.mdx');
  });
});
