import { createHash } from 'node:crypto';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { editDistance } from '../shared/did-you-mean.js';
import { isExternal } from '../shared/is-external.js';
import { lineColumnAt, lineStarts } from '../shared/line-positions.js';
import { createPathSuggester, type PathSuggester } from './link-suggestions.js';
import type { Page } from '../shared/site-model.js';

/** What the link check knows about one rendered page. */
export interface RenderedPageLinks {
  page: Page;
  /** Hrefs and image sources found in the page's own content (not the layout's chrome). */
  links: string[];
  /**
   * Every id in the finished document (headings, API anchors…). A list is made a set only when
   * a link points into the page: a rebuild takes ~34 ids for each of 27,000 unchanged pages and
   * looks into a handful.
   */
  ids: ReadonlySet<string> | readonly string[];
  /**
   * Taken unchanged from the previous output (same source, snippets and layout): with the same
   * link targets (`linkTargetsKey`) its findings are the previous check's.
   */
  unchanged?: boolean;
}

const TAG_ATTR = /<(a|img|source|video|audio)\b[^>]*?\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ID_ATTR = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
// `name` names an anchor only on `<a>`: on `<meta name="viewport">` or a form field it is no
// target (and `#viewport` used to be offered as "did you mean").
const A_NAME_ATTR = /<a(?=\s)[^>]*?\sname\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Copies of the strings that share no memory with the document they were found in. A regex
 * match is a slice of its subject, and V8 keeps the whole subject alive for as long as the
 * slice lives: a build that kept each page's ids for the link check kept every rendered page
 * (26 MB of HTML halfway through a 1,000-page build). A JSON round trip makes new strings.
 */
function detached(strings: string[]): string[] {
  return strings.length ? (JSON.parse(JSON.stringify(strings)) as string[]) : strings;
}

/** Link targets (`<a href>`, `<img src>`…) of an HTML fragment, entity-decoded. */
export function extractLinks(html: string): string[] {
  return detached([...html.matchAll(TAG_ATTR)].map((m) => decodeEntities(m[3] ?? m[4] ?? '')));
}

/** Every `id` (and `<a name>`) of an HTML document. */
export function extractIds(html: string): Set<string> {
  const found = [...html.matchAll(ID_ATTR), ...html.matchAll(A_NAME_ATTR)].map((m) => decodeEntities(m[1] ?? m[2] ?? ''));
  return new Set(detached(found));
}

/**
 * The links of a page the link check must see: all but those it never looks into — external
 * ones, and those to one of the page's own ids (a heading's `#anchor` link to itself, a table of
 * contents). The others were 95 % of the links a 27,000-page build kept for the check and wrote
 * into its manifest (33 of 35 MB).
 */
export function linksToCheck(links: readonly string[], ids: ReadonlySet<string>, pagePath: string): string[] {
  return links.filter((raw) => {
    const href = raw.trim();
    if (!href || isExternal(href)) return false;
    if (!href.startsWith('#')) return true;
    const { anchor } = parseHref(href, pagePath);
    return anchor !== '' && !ids.has(anchor);
  });
}

/**
 * The candidate nearest to `word` by edit distance (always one, when there are candidates): a
 * broken link is worth a pointer even to a far target, unlike a misspelt name (shared/did-you-mean.ts).
 */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let score = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < score) [best, score] = [c, d];
  }
  return best;
}

/**
 * Ids the layout and Quire's scripts put on every page (the sprite, the i18n JSON script, the
 * search box, the sidebar…). A link to one still resolves, but none is what a writer meant by
 * a misspelt `#anchor`, so none is offered as "did you mean".
 */
const LAYOUT_IDS = new Set(['content', 'sidebar', 'nav-toggle', 'logo']);
export function isInternalId(id: string): boolean {
  return id.startsWith('quire-') || id.startsWith('pg-') || LAYOUT_IDS.has(id);
}

function anchorCandidates(ids: Iterable<string>): string[] {
  return [...ids].filter((id) => !isInternalId(id));
}

function normalisePath(p: string): string {
  let out = p;
  try {
    out = decodeURI(p);
  } catch {
    // keep it as written
  }
  return out.length > 1 ? out.replace(/\/+$/, '') : out;
}

export interface ParsedHref {
  /** The URL path as parsed (percent-encoded), and decoded without a trailing slash. */
  pathname: string;
  path: string;
  /** The decoded fragment, '' when there is none. */
  anchor: string;
}

/** A site-absolute path of plain characters with an optional plain fragment: parsing leaves it as written. */
const PLAIN_HREF = /^(\/[\w\-.~/]*)(?:#([\w\-.~]*))?$/;
const PLAIN_PATH = /^\/[\w\-.~/]*$/;
/** …unless a segment is `.` or `..`, which parsing resolves. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
/**
 * A same-page `#anchor` with nothing URL parsing would encode, or decode (no `%`): its anchor is
 * the text as written. Most links of a large site are these (every page's table of contents),
 * and `new URL` for each was most of a rebuild's link check.
 */
const PLAIN_FRAGMENT = /^#[^%\s"<>`\p{Cc}]*$/u;

function plainPath(p: string): boolean {
  return PLAIN_PATH.test(p) && !p.startsWith('//') && !DOT_SEGMENT.test(p);
}

function parsedPlain(pathname: string, anchor: string): ParsedHref {
  return { pathname, path: pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname, anchor };
}

/**
 * What `new URL(href, page)` makes of a link, its path decoded. Most links of a large site are
 * plain absolute paths (`/guides/setup#install`), taken apart directly: `new URL` for each of a
 * 25,000-page site's links was most of its link check.
 */
export function parseHref(href: string, pagePath: string): ParsedHref {
  if (PLAIN_FRAGMENT.test(href) && plainPath(pagePath)) return parsedPlain(pagePath, href.slice(1));
  const plain = PLAIN_HREF.exec(href);
  if (plain && plainPath(plain[1]!)) return parsedPlain(plain[1]!, plain[2] ?? '');
  let url: URL;
  try {
    url = new URL(href, `http://quire.invalid${pagePath}`);
  } catch {
    // `///x` (no host) is no URL at all: a broken link named as written.
    return { pathname: href, path: href, anchor: '' };
  }
  let anchor = url.hash.slice(1);
  try {
    anchor = decodeURIComponent(anchor);
  } catch {
    // `#50%` is no valid escape: compare it as written
  }
  return { pathname: url.pathname, path: normalisePath(url.pathname), anchor };
}

/**
 * Every internal link and `#anchor` in page content must resolve to a page, a heading (or
 * other element) id on that page, or a file the build writes; otherwise a warning names the
 * page, the link and the closest valid target. `--strict` turns the warnings into errors.
 */
export function checkLinks(
  pages: readonly RenderedPageLinks[],
  files: ReadonlySet<string>,
  onProgress?: (done: number, total: number) => void,
  /** Where a page's source writes `href`, for a line:column (`quire check` has the sources at hand). */
  locate?: (page: Page, href: string) => { line: number; column: number } | undefined,
): Diagnostic[] {
  const found = checkLinksByPage(pages, files, { ...(onProgress && { onProgress }), ...(locate && { locate }) });
  return pages.flatMap((p) => found.get(p.page.path) ?? []);
}

export interface LinkCheckOptions {
  onProgress?: (done: number, total: number) => void;
  /** Where a page's source writes `href`, for a line:column (`quire check` has the sources at hand). */
  locate?: (page: Page, href: string) => { line: number; column: number } | undefined;
  /**
   * Findings of an earlier check of the same link targets (`linkTargetsKey`), by page: a page
   * marked `unchanged` takes its own (none when it had none) instead of being checked again.
   */
  previous?: Readonly<Record<string, Diagnostic[]>>;
  /**
   * "Did you mean" by missing path, filled as the check goes: given those of an earlier check of
   * the same targets, a rebuild does not index every URL of the site again for the broken links
   * of the page it rendered (most are the links it had).
   */
  suggestions?: Map<string, string | null>;
}

/**
 * Key of everything a page's check reads besides its own links and source: every page's URL,
 * source file and ids, and the files the output has. A rebuild with the key of the previous
 * check checks only the pages it rendered again: a one-page edit of a 27,000-page site then
 * checks one page's links instead of all of them (seconds).
 */
export function linkTargetsKey(pages: readonly RenderedPageLinks[], files: ReadonlySet<string>): string {
  const h = createHash('sha256');
  // Pages share their id lists (the manifest keeps each distinct list once, and pages read from
  // it hold the same array): each list is hashed once and stands in by its digest, instead of
  // its ids being joined and hashed again for every page that has it.
  const digests = new Map<RenderedPageLinks['ids'], string>();
  const digestOf = (ids: RenderedPageLinks['ids']): string => {
    let digest = digests.get(ids);
    if (digest === undefined) digests.set(ids, (digest = createHash('sha256').update([...ids].join('\0')).digest('base64')));
    return digest;
  };
  const lines: string[] = [];
  for (const { page, ids } of [...pages].sort((a, b) => (a.page.path < b.page.path ? -1 : 1))) lines.push(`${page.path}\0${page.source.file ?? ''}\0${digestOf(ids)}\n`);
  // One update for all of them: one per page was most of the key's time at 27,000 pages.
  h.update(lines.join(''));
  h.update([...files].sort().join('\0'));
  return h.digest('hex').slice(0, 40);
}

/** `checkLinks`, by page URL: only pages with findings are in the map. */
export function checkLinksByPage(pages: readonly RenderedPageLinks[], files: ReadonlySet<string>, opts: LinkCheckOptions = {}): Map<string, Diagnostic[]> {
  const { onProgress, locate, previous } = opts;
  const nearestTarget = opts.suggestions ?? new Map<string, string | null>();
  const found = new Map<string, Diagnostic[]>();
  const byPath = new Map(pages.map((p) => [p.page.path, p]));
  const idSets = new Map<RenderedPageLinks, ReadonlySet<string>>();
  const idsOf = (p: RenderedPageLinks): ReadonlySet<string> => {
    if (!Array.isArray(p.ids)) return p.ids as ReadonlySet<string>;
    let set = idSets.get(p);
    if (!set) idSets.set(p, (set = new Set(p.ids)));
    return set;
  };
  // Built at the first broken link; one suggestion per missing path (generated API pages repeat
  // the same broken link on hundreds of pages).
  let suggester: PathSuggester | undefined;
  // A site links the same absolute hrefs from thousands of pages (headers, "see also"): each
  // is parsed once. Relative hrefs depend on the page and are parsed where they are.
  const parsed = new Map<string, ParsedHref>();
  let checked = 0;
  for (const { page, links, unchanged } of pages) {
    if (onProgress && ++checked % 500 === 0) onProgress(checked, pages.length);
    if (unchanged && previous) {
      const before = previous[page.path];
      if (before?.length) found.set(page.path, before);
      continue;
    }
    const diagnostics: Diagnostic[] = [];
    const reported = new Set<string>();
    for (const raw of links) {
      const href = raw.trim();
      if (!href || isExternal(href) || reported.has(href)) continue;
      const samePage = href.startsWith('#');
      const absolute = href.startsWith('/') && !href.startsWith('//');
      let url = absolute ? parsed.get(href) : undefined;
      if (!url) {
        url = parseHref(href, page.path);
        if (absolute) parsed.set(href, url);
      }
      const { path, anchor } = url;
      const target = samePage ? byPath.get(page.path) : byPath.get(path);
      let problem: string | undefined;
      let suggestion: string | undefined;
      if (!target && !samePage) {
        if (files.has(path) || files.has(url.pathname)) continue;
        problem = `no page or file ${path}`;
        // `./page.mdx` links (GitHub style) name the page's source file: point at the page.
        const stripped = path.replace(/(\/index)?\.mdx?$/, '') || '/';
        if (!nearestTarget.has(path)) nearestTarget.set(path, stripped !== path && byPath.has(stripped) ? stripped : ((suggester ??= createPathSuggester([...byPath.keys(), ...files])).suggest(path) ?? null));
        const near = nearestTarget.get(path);
        suggestion = near ? `${near}${anchor ? `#${anchor}` : ''}` : undefined;
      } else if (anchor && target && !idsOf(target).has(anchor)) {
        problem = `page ${target.page.path} has no heading or element with id "${anchor}"`;
        const near = nearest(anchor, anchorCandidates(target.ids));
        suggestion = near && (samePage ? `#${near}` : `${target.page.path}#${near}`);
      }
      if (!problem) continue;
      reported.add(href);
      diagnostics.push({
        severity: 'warning',
        code: samePage || (target && anchor) ? 'links/broken-anchor' : 'links/broken-link',
        message: `broken link "${href}" on page ${page.path}: ${problem}`,
        file: page.source.kind === 'mdx' ? page.source.file : (page.source.file ?? page.path),
        ...locate?.(page, raw),
        ...(suggestion && { hint: `did you mean ${suggestion}?` }),
      });
    }
    if (diagnostics.length) found.set(page.path, diagnostics);
  }
  onProgress?.(pages.length, pages.length);
  return found;
}

/**
 * Where `source` writes the link `href`: a Markdown `](href`, a JSX `href="href"`/`src=`, else
 * the first place the text appears. Undefined when the link came from elsewhere (a snippet).
 */
export function locateHref(source: string, href: string): { line: number; column: number } | undefined {
  const forms = [`](${href}`, `="${href}"`, `='${href}'`, `<${href}>`, href];
  for (const form of forms) {
    const at = source.indexOf(form);
    if (at !== -1) return lineColumnAt(lineStarts(source), at + (form === href ? 0 : form.indexOf(href)));
  }
  return undefined;
}
