import { expect, test } from 'vitest';
import type { Page } from '../shared/site-model.js';
import { checkLinks, linksToCheck, parseHref } from './link-check.js';

/** What the link check did for every href before its shortcuts: the URL parser. */
function byUrlParser(href: string, pagePath: string) {
  const url = new URL(href, `http://quire.invalid${pagePath}`);
  let anchor = url.hash.slice(1);
  try {
    anchor = decodeURIComponent(anchor);
  } catch {
    /* as written */
  }
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    /* as written */
  }
  return { pathname: url.pathname, path: path.length > 1 ? path.replace(/\/+$/, '') : path, anchor };
}

test('plain paths and same-page anchors are taken apart as the URL parser would', () => {
  const pages = ['/a/b', '/a/b/', '/', '/de/über', '/a/./b', '/a%20b', '//x/y'];
  const hrefs = ['#x', '#', '#a-b_c.d~', '#über', '#a b', '#a"b', '#50%', '#a%20b', '#a#b', '#a?b', '#a/b', "#a'b", '#a{b}', '#a\\b', '#a\tb', '#a\u0085b', '/x', '/x/', '/x#y', '/x/../y', '/x/./y', '/ü#a', '/x#a%20b'];
  for (const page of pages) for (const href of hrefs) expect(parseHref(href, page), `${href} on ${page}`).toEqual(byUrlParser(href, page));
});

test('the links kept for the check are those it can find broken: it reports the same either way', () => {
  const page = (path: string) => ({ path, source: { kind: 'mdx', file: `${path.slice(1)}.mdx` } }) as unknown as Page;
  const links = ['#setup', '#missing', '#', ' #setup ', 'https://example.com/x', 'mailto:a@b.c', '//cdn.example/x', '', '/b#intro', '/b#nope', '/gone', 'c', '#über', '#a%20b', '#ünknown'];
  const ids = new Set(['setup', 'über', 'a b']);
  const kept = linksToCheck(links, ids, '/a');
  expect(kept).toEqual(['#missing', '/b#intro', '/b#nope', '/gone', 'c', '#ünknown']);
  const site = (aLinks: string[]) => [
    { page: page('/a'), links: aLinks, ids },
    { page: page('/b'), links: [], ids: new Set(['intro']) },
  ];
  expect(checkLinks(site(kept), new Set())).toEqual(checkLinks(site(links), new Set()));
  expect(checkLinks(site(kept), new Set())).toHaveLength(5);
});
