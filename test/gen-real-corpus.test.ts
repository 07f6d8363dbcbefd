import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRealCorpus } from '../bench/gen-real-corpus.js';
import { loadSite } from '../src/site/load-site.js';

describe('bench/gen-real-corpus.ts', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-real-corpus-'));
    const src = join(tmp, 'source');
    await mkdir(join(src, 'guides'), { recursive: true });
    await mkdir(join(src, 'snippets'), { recursive: true });
    await writeFile(
      join(src, 'docs.json'),
      JSON.stringify({ name: 'Source', theme: 'mint', colors: { primary: '#0D9373' }, redirects: [{ source: '/old', destination: '/index' }], navigation: { tabs: [{ tab: 'Docs', groups: [{ group: 'Start', pages: ['index', 'guides/setup'] }] }] } }),
    );
    await writeFile(join(src, 'index.mdx'), "---\ntitle: Home\n---\nimport Note from '/snippets/note.mdx';\n\nSee [setup](/guides/setup#install) and [the site](https://example.com/guides/setup).\n\n<Note />\n");
    await writeFile(join(src, 'guides/setup.mdx'), '---\ntitle: Setup\n---\n## Install\n\n```bash\nnpm i\n```\n\n<Card href="/index" title="Home" />\n');
    await writeFile(join(src, 'snippets/note.mdx'), 'A shared note.\n');
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('replicates the real pages into language × version sections that Quire loads without problems', async () => {
    const root = join(tmp, 'big');
    const corpus = await generateRealCorpus(root, { source: join(tmp, 'source'), pages: 10, languages: ['en', 'fr'] });
    expect(corpus.sections.map((s) => s.prefix)).toEqual(['en/v3', 'en/v2', 'en/v1', 'fr/v3', 'fr/v2', 'fr/v1']);
    expect(corpus.pageFiles).toHaveLength(12);
    expect(corpus.languages).toEqual(['bash']);
    // Links to pages stay in their section; external links and snippet imports are untouched.
    const home = await readFile(join(root, 'fr/v2/index.mdx'), 'utf8');
    expect(home).toContain('[setup](/fr/v2/guides/setup#install)');
    expect(home).toContain('https://example.com/guides/setup');
    expect(home).toContain("from '/snippets/note.mdx'");
    expect(await readFile(join(root, 'en/v1/guides/setup.mdx'), 'utf8')).toContain('href="/en/v1/index"');

    const { loaded, diagnostics } = await loadSite(root, { offline: true });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(loaded!.site.pages.map((p) => p.path).sort()).toEqual(corpus.pagePaths.slice().sort());
  });
});
