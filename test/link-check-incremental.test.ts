import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { checkLinksByPage, linkTargetsKey, type RenderedPageLinks } from '../src/build/link-check.js';
import type { Diagnostic } from '../src/diagnostics/quire-error.js';
import type { Page } from '../src/shared/site-model.js';
import { ageFiles } from './helpers/age-files.js';

/*
 * A rebuild checks the links of the pages it rendered again only, when the link targets (every
 * page's URL and ids, and the output's files) are those of the previous check; the other pages'
 * findings are the previous check's.
 */

const page = (path: string, file = `${path.slice(1) || 'index'}.mdx`) => ({ path, source: { kind: 'mdx', file } }) as unknown as Page;
const rendered = (path: string, links: string[], ids: string[], unchanged = false): RenderedPageLinks => ({ page: page(path), links, ids: new Set(ids), ...(unchanged && { unchanged }) });

describe('link targets key', () => {
  const pages = () => [rendered('/a', ['/b#setup'], ['intro']), rendered('/b', [], ['setup'])];
  const files = new Set(['/logo.png']);

  it('changes with a page’s ids, a new page or a new file, and not with links', () => {
    const key = linkTargetsKey(pages(), files);
    expect(linkTargetsKey([...pages()].reverse(), files)).toBe(key);
    expect(linkTargetsKey([rendered('/a', ['/elsewhere', '/c'], ['intro']), rendered('/b', [], ['setup'])], files)).toBe(key);
    expect(linkTargetsKey([rendered('/a', [], ['intro']), rendered('/b', [], ['install'])], files)).not.toBe(key);
    expect(linkTargetsKey([...pages(), rendered('/c', [], [])], files)).not.toBe(key);
    expect(linkTargetsKey(pages(), new Set([...files, '/guide.pdf']))).not.toBe(key);
    expect(linkTargetsKey([{ ...pages()[0]!, page: page('/a', 'moved/a.mdx') }, pages()[1]!], files)).not.toBe(key);
  });
});

describe('checking the pages rendered again only', () => {
  it('gives an unchanged page its previous findings, and checks the others', () => {
    const earlier: Diagnostic = { severity: 'warning', code: 'links/broken-link', message: 'broken link "/gone" on page /a: recorded', file: 'a.mdx', line: 3, column: 7 };
    const found = checkLinksByPage([rendered('/a', ['/gone'], [], true), rendered('/b', ['/missing', '/a'], [], false), rendered('/c', ['/gone'], [], true)], new Set(), { previous: { '/a': [earlier] } });
    // /a is not checked again: its recorded finding stands as it was.
    expect(found.get('/a')).toEqual([earlier]);
    // /b was rendered again: checked now.
    expect(found.get('/b')?.map((d) => d.message)).toEqual(['broken link "/missing" on page /b: no page or file /missing']);
    // /c had no findings before, so none now (its link was not looked at).
    expect(found.has('/c')).toBe(false);
    // "Did you mean" of an earlier check of the same targets is taken as it was, and new ones are added.
    const suggestions = new Map<string, string | null>([['/missing', '/recorded-guess']]);
    const again = checkLinksByPage([rendered('/b', ['/missing', '/aa'], []), rendered('/a', [], [])], new Set(), { suggestions });
    expect(again.get('/b')?.map((d) => d.hint)).toEqual(['did you mean /recorded-guess?', 'did you mean /a?']);
    expect(suggestions.get('/aa')).toBe('/a');
    // Without previous findings every page is checked.
    expect(checkLinksByPage([rendered('/c', ['/gone'], [], true)], new Set()).get('/c')?.[0]?.message).toContain('no page or file /gone');
  });
});

let tmp: string;
let root: string;
const mdx = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n${body}\n`;


beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'quire-links-'));
  root = join(tmp, 'site');
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Links', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Guide', pages: ['index', 'alpha', 'beta', 'gamma'] }] } }));
  await writeFile(join(root, 'index.mdx'), mdx('Home', 'Welcome. See [Alpha](/alpha) and [the old page](/old-page).'));
  await writeFile(join(root, 'alpha.mdx'), mdx('Alpha', '## Usage\n\nText with a [link to beta](/beta#setup) and [one to a gone heading](/beta#removed).'));
  await writeFile(join(root, 'beta.mdx'), mdx('Beta', '## Setup\n\nBeta text. [Back up](#usage).'));
  await writeFile(join(root, 'gamma.mdx'), mdx('Gamma', 'Gamma text.'));
  await ageFiles(root);
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const build = (out: string, cache = true) => buildSite({ root, out: join(tmp, out), cacheDir: join(tmp, 'cache'), cache, workers: 0, search: false, offline: true, ogImages: false });
const linkFindings = (diagnostics: Diagnostic[]) =>
  diagnostics
    .filter((d) => d.code.startsWith('links/'))
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.message} (${d.hint})`)
    .sort();

describe('link check of a rebuild', () => {
  it('reports what a fresh build reports, after an edit that adds a broken link and after one that moves a heading', async () => {
    const first = await build('out');
    expect(linkFindings(first.diagnostics)).toHaveLength(3);

    // An edit of gamma's body: one page renders again, and its new broken link is reported with
    // the unchanged pages' findings, located as before.
    await writeFile(join(root, 'gamma.mdx'), mdx('Gamma', 'Gamma text.\n\nNow with [a typo](/alpah).'));
    const second = await build('out');
    expect(second.stats?.rendered).toBe(1);
    const fresh = await build('fresh', false);
    expect(linkFindings(second.diagnostics)).toEqual(linkFindings(fresh.diagnostics));
    expect(linkFindings(second.diagnostics)).toHaveLength(4);
    expect(linkFindings(second.diagnostics).join('\n')).toContain('gamma.mdx:7:19 broken link "/alpah" on page /gamma: no page or file /alpah (did you mean /alpha?)');

    // Beta's heading changes: the targets are not the checked ones, so alpha (not rendered again)
    // is checked again and its link to #setup is now broken; beta's own link is checked too.
    await writeFile(join(root, 'beta.mdx'), mdx('Beta', '## Install\n\nBeta text. [Back up](#usage).'));
    const third = await build('out');
    const freshAgain = await build('fresh', false);
    expect(linkFindings(third.diagnostics)).toEqual(linkFindings(freshAgain.diagnostics));
    expect(linkFindings(third.diagnostics).join('\n')).toContain('broken link "/beta#setup" on page /alpha');

    // Nothing changed: the same findings again, from the record.
    const fourth = await build('out');
    expect(fourth.stats?.rendered).toBe(0);
    expect(linkFindings(fourth.diagnostics)).toEqual(linkFindings(freshAgain.diagnostics));
  });
});
