import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../config/docs-config-schema.js';
import type { Page } from '../shared/site-model.js';
import { editUrl, historyDiagnostics, wantsGitDates, withPageHistory } from './page-history.js';

describe('editUrl', () => {
  it.each([
    ['a GitHub URL', 'https://github.com/acme/docs', 'guides/intro.mdx', '', 'https://github.com/acme/docs/edit/main/guides/intro.mdx'],
    ['a trailing slash and .git', 'https://github.com/acme/docs.git/', 'index.mdx', '', 'https://github.com/acme/docs/edit/main/index.mdx'],
    ['the docs in a sub-folder (from git)', 'https://github.com/acme/app', 'index.mdx', 'docs/', 'https://github.com/acme/app/edit/main/docs/index.mdx'],
    ['GitLab', 'https://gitlab.com/acme/docs', 'a.mdx', '', 'https://gitlab.com/acme/docs/-/edit/main/a.mdx'],
    ['self-hosted GitLab', 'https://gitlab.acme.dev/team/docs', 'a.mdx', '', 'https://gitlab.acme.dev/team/docs/-/edit/main/a.mdx'],
    ['Bitbucket', 'https://bitbucket.org/acme/docs', 'a.mdx', '', 'https://bitbucket.org/acme/docs/src/main/a.mdx?mode=edit'],
    ['spaces and accents, encoded', 'https://github.com/acme/docs', 'guías/a b.mdx', '', 'https://github.com/acme/docs/edit/main/gu%C3%ADas/a%20b.mdx'],
  ])('%s', (_, url, file, prefix, expected) => {
    expect(editUrl(url, file, prefix)).toBe(expected);
  });

  it('takes branch and path from docs.json over git, and follows an editUrl pattern', () => {
    const repo = { url: 'https://github.com/acme/app', branch: 'release/v2', path: '/website/docs/' };
    expect(editUrl(repo, 'a.mdx', 'ignored/')).toBe('https://github.com/acme/app/edit/release/v2/website/docs/a.mdx');
    const gitea = { url: 'https://code.acme.dev/acme/docs', branch: 'trunk', editUrl: 'https://code.acme.dev/acme/docs/_edit/{branch}/{path}' };
    expect(editUrl(gitea, 'x/y.md', 'docs/')).toBe('https://code.acme.dev/acme/docs/_edit/trunk/docs/x/y.md');
  });
});

const config = (extra: Partial<DocsConfig> = {}) => ({ theme: 'mint', name: 'T', colors: { primary: '#000000' }, navigation: {}, ...extra }) as DocsConfig;
const page = (file: string, frontmatter: Record<string, unknown> = {}): Page => ({
  path: `/${file.replace(/\.mdx?$/, '')}`,
  title: file,
  source: { kind: 'mdx', file },
  breadcrumbs: [],
  section: [],
  frontmatter,
});

describe('withPageHistory', () => {
  const dates = new Map([['a.mdx', Date.parse('2024-03-04T10:00:00Z')]]);
  const git = { prefix: 'docs/', dates };

  it('adds nothing unless docs.json asks', () => {
    expect(withPageHistory(page('a.mdx'), config(), git)).toEqual(page('a.mdx'));
  });

  it('metadata.timestamp shows the git date; frontmatter timestamp overrides it either way', () => {
    const on = config({ metadata: { timestamp: true } });
    expect(withPageHistory(page('a.mdx'), on, git).lastModified).toBe('2024-03-04T10:00:00.000Z');
    expect(withPageHistory(page('a.mdx', { timestamp: false }), on, git).lastModified).toBeUndefined();
    expect(withPageHistory(page('a.mdx', { timestamp: true }), config(), git).lastModified).toBe('2024-03-04T10:00:00.000Z');
    // A date in frontmatter (YAML gives a Date; a quoted one is a string) wins over git.
    expect(withPageHistory(page('a.mdx', { timestamp: new Date('2023-01-05') }), on, git).lastModified).toBe('2023-01-05T00:00:00.000Z');
    expect(withPageHistory(page('a.mdx', { timestamp: '2023-01-05' }), config(), undefined).lastModified).toBe('2023-01-05T00:00:00.000Z');
    // Not in git (uncommitted, or no repository): no date rather than a wrong one.
    expect(withPageHistory(page('new.mdx'), on, git).lastModified).toBeUndefined();
    expect(withPageHistory(page('a.mdx'), on, undefined).lastModified).toBeUndefined();
  });

  it('repository gives MDX pages an edit link; generated API pages get none', () => {
    const repo = config({ repository: 'https://github.com/acme/app' });
    expect(withPageHistory(page('a.mdx'), repo, git).editUrl).toBe('https://github.com/acme/app/edit/main/docs/a.mdx');
    const api: Page = { ...page('x.mdx'), source: { kind: 'openapi', spec: 'openapi.json', method: 'GET', path: '/x' } };
    expect(withPageHistory(api, repo, git)).toEqual(api);
  });
});

describe('wantsGitDates and historyDiagnostics', () => {
  const files = new Map<string, Record<string, unknown>>([
    ['a.mdx', {}],
    ['b.mdx', { timestamp: false }],
    ['c.mdx', { timestamp: new Date('2023-01-01') }],
    ['d.mdx', { timestamp: true }],
  ]);

  it('asks git only for pages that show a date it must find', () => {
    expect([...wantsGitDates(config(), files)]).toEqual(['d.mdx']);
    expect([...wantsGitDates(config({ metadata: { timestamp: true } }), files)]).toEqual(['a.mdx', 'd.mdx']);
  });

  it('warns once when dates cannot be read, or a shallow clone hides some', () => {
    const wanted = new Set(['a.mdx', 'd.mdx']);
    expect(historyDiagnostics(new Set(), undefined)).toEqual([]);
    expect(historyDiagnostics(wanted, undefined).map((d) => `${d.code}: ${d.message}`)).toMatchInlineSnapshot(`
      [
        "build/no-git-history: metadata.timestamp is on, but the docs folder is not in a git checkout (or git is not installed): pages show no "Last updated" date",
      ]
    `);
    const shallow = { prefix: '', shallow: true, dates: new Map([['a.mdx', 1]]) };
    expect(historyDiagnostics(wanted, shallow).map((d) => `${d.code}: ${d.message}`)).toMatchInlineSnapshot(`
      [
        "build/shallow-git-history: the git clone is shallow: 1 page(s) last changed before its oldest commit show no "Last updated" date",
      ]
    `);
    expect(historyDiagnostics(wanted, { ...shallow, shallow: false })).toEqual([]);
  });
});
