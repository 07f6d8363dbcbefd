import { describe, expect, it } from 'vitest';
import { checkLinks, parseHref, type RenderedPageLinks } from '../src/build/link-check.js';
import type { Page } from '../src/shared/site-model.js';

/**
 * Found by the APIs.guru sweep (issue 32): a Google API description links three missing
 * documentation paths from the description of each of its 758 operations. The link check
 * searched the nearest page or file for each of the 1,335 warnings (every time over all pages
 * and files): the build spent over a minute there and hit the sweep's time bound.
 */
describe('link check on generated API pages', () => {
  it('warns on every page that links a missing path, with no far-fetched suggestion', () => {
    const pages: RenderedPageLinks[] = Array.from({ length: 1000 }, (_, i) => ({
      page: { path: `/api-reference/operations/get-projects-zones-instance-number-${i}`, source: { kind: 'operation' } } as unknown as Page,
      links: ['/compute/docs/reference/rest/v1/globalOperations', '/compute/docs/reference/rest/v1/zoneOperations'],
      ids: new Set<string>(),
    }));
    const files = new Set(Array.from({ length: 1000 }, (_, i) => `/api-reference/operations/get-projects-zones-instance-number-${i}.md`));
    const warnings = checkLinks(pages, files);
    expect(warnings).toHaveLength(2000);
    // No page is like these paths: a suggestion would be noise (it used to name the first API page).
    expect(warnings.filter((w) => w.hint)).toEqual([]);
    // The time this took is in the bench (issue 31): suggestions come from an index now.
  });

  it('suggests the page a misspelt link meant, among the generated pages', () => {
    const pages: RenderedPageLinks[] = Array.from({ length: 1000 }, (_, i) => ({
      page: { path: `/api-reference/operations/get-zone-${i}`, source: { kind: 'operation' } } as unknown as Page,
      links: i === 0 ? ['/api-reference/operations/get-zone-99x'] : [],
      ids: new Set<string>(),
    }));
    expect(checkLinks(pages, new Set()).map((w) => w.hint)).toEqual(['did you mean /api-reference/operations/get-zone-99?']);
  });
});

describe('anchor suggestions', () => {
  const page = (path: string, links: string[], ids: string[]): RenderedPageLinks => ({
    page: { path, source: { kind: 'mdx', file: `${path.slice(1)}.mdx` } } as unknown as Page,
    links,
    ids: new Set(ids),
  });

  it("never offers Quire's own element ids (the i18n script, the sprite, the sidebar) as the meant anchor", () => {
    // `#quire-message` is nearer to `quire-messages` than to any heading: it used to be suggested.
    const warnings = checkLinks([page('/guide', ['#quire-message', '/other#setup-step'], ['quire-messages', 'quire-sprite', 'sidebar', 'install'])], new Set());
    expect(warnings[0]?.hint).toBe('did you mean #install?');
    expect(warnings[1]?.message).toContain('no page or file /other');
  });

  it('still accepts a link to such an id, and gives no hint when a page has only internal ids', () => {
    const warnings = checkLinks([page('/a', ['#content', '#nope'], ['content', 'quire-messages'])], new Set());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.hint).toBeUndefined();
  });
});

describe('hrefs shared by many pages', () => {
  const page = (path: string, links: string[], ids: string[] = []): RenderedPageLinks => ({
    page: { path, source: { kind: 'mdx', file: `${path.slice(1)}.mdx` } } as unknown as Page,
    links,
    ids: new Set(ids),
  });

  it('judges an absolute href the same from every page, and a relative one from its own page', () => {
    const pages = [page('/a/x', ['/b#one', 'y', '/b#two']), page('/b', ['/b#two', 'y'], ['one']), page('/a/y', ['/b#one'])];
    const warnings = checkLinks(pages, new Set());
    // `/b#two` is broken from both pages that link it; `y` resolves to /a/y from /a/x, to /y (missing) from /b.
    expect(warnings.map((w) => w.message)).toEqual([
      'broken link "/b#two" on page /a/x: page /b has no heading or element with id "two"',
      'broken link "/b#two" on page /b: page /b has no heading or element with id "two"',
      'broken link "y" on page /b: no page or file /y',
    ]);
  });

  it('takes a fragment that is no valid percent-escape as written instead of failing the build', () => {
    const warnings = checkLinks([page('/a', ['#50%', '#done'], ['50%'])], new Set());
    expect(warnings.map((w) => w.message)).toEqual(['broken link "#done" on page /a: page /a has no heading or element with id "done"']);
  });
});

describe('parseHref', () => {
  // What the link check did for every link before plain paths were taken apart directly.
  const viaUrl = (href: string, pagePath: string) => {
    const url = new URL(href, `http://quire.invalid${pagePath}`);
    let path = url.pathname;
    try {
      path = decodeURI(path);
    } catch {
      /* as written */
    }
    let anchor = url.hash.slice(1);
    try {
      anchor = decodeURIComponent(anchor);
    } catch {
      /* as written */
    }
    return { pathname: url.pathname, path: path.length > 1 ? path.replace(/\/+$/, '') : path, anchor };
  };
  it('reads every href as new URL does', () => {
    const hrefs = ['/', '/a', '/a/', '/a//', '/a/b#c', '/a#', '/a#x-y_z.1~', '/a/./b', '/a/../b', '/a/..', '/.', '/a/.hidden', '/a/..b', '/a.b/c..', '//host/x', '/a%20b', '/a b', '/ä', '/a?x=1#y', '/a#b c', '/a#%41', '#x', 'rel', '../up#z', './same', '/a/b/'];
    for (const href of hrefs) for (const page of ['/', '/guide/intro']) expect(parseHref(href, page), `${href} from ${page}`).toEqual(viaUrl(href, page));
  });
  it('names an href that is no URL at all as written instead of failing the build', () => {
    expect(parseHref('///', '/a')).toEqual({ pathname: '///', path: '///', anchor: '' });
  });
});
