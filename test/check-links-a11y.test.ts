import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.js';
import { tempDocsPerFile } from './helpers/temp-docs.js';

const docs = tempDocsPerFile(afterAll);

const site = {
  'docs.json': { theme: 'mint', name: 'Checked', colors: { primary: '#FFD700', light: '#FFE066' }, navigation: { pages: ['index', 'guide'] } },
  'index.mdx': [
    '---',
    'title: Home',
    '---',
    '',
    '## Start',
    '',
    'See [the guide](/guide#instal) and [gone](/nowhere), [raw](/images/a.png), [twin](/guide.md).',
    '',
    '![](/images/a.png)',
    '',
    '#### Too deep',
    '',
    '[Quire](#quire-message)',
    '',
  ].join('\n'),
  'guide.mdx': '---\ntitle: Guide\n---\n\n## Install\n\n<img src="/images/a.png" alt="A chart" />\n\nBack [home](/#start).\n',
  'images/a.png': 'png',
  // Snippets are checked on their own, but for heading levels (they continue the page's).
  'snippets/banner.mdx': '#### Fine in a snippet\n\n<img src="/images/a.png" />\n',
};

describe('quire check: links and accessibility', () => {
  it('reports broken links and anchors, and a11y problems, at file:line:col with hints; exit 0 (warnings)', async () => {
    const root = await docs(site);
    const r = await runCli('check', root);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('warning index.mdx:7:17: broken link "/guide#instal" on page /: page /guide has no heading or element with id "instal"\n  hint: did you mean /guide#install?');
    expect(r.stderr).toContain('warning index.mdx:7:43: broken link "/nowhere" on page /: no page or file /nowhere');
    // The i18n script's id is no suggestion for a misspelt anchor; the page's own heading is.
    expect(r.stderr).toContain('broken link "#quire-message" on page /: page / has no heading or element with id "quire-message"\n  hint: did you mean #start?');
    expect(r.stderr).toContain('warning index.mdx:9:1: image without alt text');
    expect(r.stderr).toContain('warning index.mdx:11:1: heading level 4 follows level 2');
    expect(r.stderr).toMatch(/warning docs\.json:\d+:\d+ colors\.primary: colors\.primary #FFD700 has a contrast of 1\.40:1/);
    // colors.light is used in dark mode, and #FFE066 on the dark background is fine.
    expect(r.stderr).not.toContain('in dark mode');
    // Links to static files and to Markdown twins resolve; the guide has no problem.
    expect(r.stderr).not.toMatch(/\/images\/a\.png"|guide\.md"|guide\.mdx/);
    expect(r.stderr).toContain('warning snippets/banner.mdx:3:1: <img> without an alt attribute');
    expect(r.stderr).not.toContain('snippets/banner.mdx:1:1');
    expect(r.stderr).toMatch(/7 warnings \(/);
    expect(r.stderr).toContain('docs.json and 2 pages are valid');
  });

  it('fails with --strict, and --links or --a11y pick one check', async () => {
    const root = await docs(site);
    expect((await runCli('check', root, '--strict')).code).toBe(1);
    const links = await runCli('check', root, '--links');
    expect(links.stderr).toContain('broken link');
    expect(links.stderr).not.toContain('a11y');
    expect(links.stderr).not.toContain('alt text');
    const a11y = await runCli('check', root, '--a11y', '--strict');
    expect(a11y.code).toBe(1);
    expect(a11y.stderr).toContain('image without alt text');
    expect(a11y.stderr).not.toContain('broken link');
  });

  it('says so when a site has no problem', async () => {
    const root = await docs({
      'docs.json': { theme: 'mint', name: 'Clean', colors: { primary: '#0D9373' }, navigation: { pages: ['guide'] } },
      'guide.mdx': '---\ntitle: Guide\n---\n\n## Install\n\n<img src="/images/a.png" alt="A chart" />\n\n[Install](#install), [images](/images/a.png).\n',
      'images/a.png': 'png',
    });
    const r = await runCli('check', root, '--strict');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.trim()).toBe('docs.json and 1 pages are valid; links and accessibility checked, no problems');
  });

  it('documents the checks in --help and rejects unknown options with exit 2', async () => {
    const help = await runCli('check', '--help');
    expect(help.stdout).toContain('--links');
    expect(help.stdout).toContain('--a11y');
    expect(help.stdout).toContain('With neither --links nor --a11y both extra checks run');
    const bad = await runCli('check', '--link');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--link'");
  });
});
