import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { baseConfig, tempDocsPerFile } from './helpers/temp-docs.js';

const docs = tempDocsPerFile(afterAll);

function commitAll(cwd: string, date: string, message: string): void {
  execFileSync('git', ['add', '-A'], { cwd });
  execFileSync('git', ['-c', 'user.name=Quire', '-c', 'user.email=quire@example.com', 'commit', '-qm', message], {
    cwd,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

/** A repository with the docs in `website/`, two commits, and one page changed in the second. */
async function repoSite(theme: string, extra: object = {}): Promise<{ repo: string; root: string }> {
  const repo = await docs({ 'README.md': '# app' });
  const root = join(repo, 'website');
  await mkdir(join(root, 'guides'), { recursive: true });
  const config = { ...baseConfig, theme, metadata: { timestamp: true }, repository: 'https://github.com/acme/app', navigation: { pages: ['index', 'guides/setup', 'guides/old', 'guides/dated', 'guides/quiet'] }, ...extra };
  await writeFile(join(root, 'docs.json'), JSON.stringify(config));
  await writeFile(join(root, 'index.mdx'), '---\ntitle: Home\n---\nWelcome.');
  await writeFile(join(root, 'guides/setup.mdx'), '---\ntitle: Setup\n---\nFirst draft.');
  await writeFile(join(root, 'guides/old.mdx'), '---\ntitle: Old\n---\nUnchanged since the first commit.');
  await writeFile(join(root, 'guides/dated.mdx'), '---\ntitle: Dated\ntimestamp: 2023-05-06\n---\nA date set by hand.');
  await writeFile(join(root, 'guides/quiet.mdx'), '---\ntitle: Quiet\ntimestamp: false\n---\nNo date here.');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  commitAll(repo, '2024-01-02T10:00:00Z', 'first');
  await writeFile(join(root, 'guides/setup.mdx'), '---\ntitle: Setup\n---\nSecond draft.');
  commitAll(repo, '2024-03-04T10:00:00Z', 'second');
  return { repo, root };
}

const pageMeta = (html: string) => /<div class="page-meta">[\s\S]*?<\/div>/.exec(html)?.[0];

describe('"Edit this page" and "Last updated"', () => {
  for (const theme of ['mint', 'maple', 'aspen']) {
    it(`${theme}: a line under the content with the git date and the edit link`, async () => {
      const { root } = await repoSite(theme);
      const result = await buildSite({ root, search: false });
      expect(result.diagnostics).toEqual([]);
      const html = (page: string) => readFile(join(root, 'dist', page, 'index.html'), 'utf8');
      expect(pageMeta(await html('guides/setup'))).toBe(
        '<div class="page-meta"><p class="page-updated">Last updated <time datetime="2024-03-04T10:00:00.000Z">March 4, 2024</time></p>' +
          '<a class="page-edit" href="https://github.com/acme/app/edit/main/website/guides/setup.mdx" rel="noopener">Edit this page</a></div>',
      );
      expect(pageMeta(await html('guides/old'))).toContain('<time datetime="2024-01-02T10:00:00.000Z">January 2, 2024</time>');
      expect(pageMeta(await html('guides/dated'))).toContain('<time datetime="2023-05-06T00:00:00.000Z">May 6, 2023</time>');
      const quiet = pageMeta(await html('guides/quiet'));
      expect(quiet).not.toContain('<time');
      expect(quiet).toContain('Edit this page');
      // The line sits inside the article, after the content.
      const setup = await html('guides/setup');
      expect(setup.indexOf('class="page-meta"')).toBeGreaterThan(setup.indexOf('Second draft.'));
    });
  }

  it('without git the pages build with edit links, no dates, and one warning', async () => {
    const root = await docs({
      'docs.json': { ...baseConfig, metadata: { timestamp: true }, repository: { url: 'https://gitlab.com/acme/docs', branch: 'trunk' }, navigation: { pages: ['index'] } },
      'index.mdx': '---\ntitle: Home\n---\nHi.',
    });
    const result = await buildSite({ root, search: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['build/no-git-history']);
    const meta = pageMeta(await readFile(join(root, 'dist/index.html'), 'utf8'));
    expect(meta).toBe('<div class="page-meta"><a class="page-edit" href="https://gitlab.com/acme/docs/-/edit/trunk/index.mdx" rel="noopener">Edit this page</a></div>');
  });

  it('a site that configures neither shows no line and runs no git', async () => {
    const root = await docs({ 'docs.json': { ...baseConfig, navigation: { pages: ['index'] } }, 'index.mdx': '# Hi' });
    const result = await buildSite({ root, search: false });
    expect(result.diagnostics).toEqual([]);
    expect(await readFile(join(root, 'dist/index.html'), 'utf8')).not.toContain('page-meta');
  });

  it('a bad repository value is reported with its place', async () => {
    const root = await docs({ 'docs.json': { ...baseConfig, repository: 'github.com/acme/docs', navigation: { pages: ['index'] } }, 'index.mdx': '# Hi' });
    const result = await buildSite({ root, search: false });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toMatchInlineSnapshot(`
      [
        "docs.json:7 must be an http(s) URL like "https://github.com/acme/docs" (received "github.com/acme/docs")",
      ]
    `);
  });
});
