/** URL and title rules for page files, as Mintlify applies them. Node-free and DOM-free. */

export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** `/guides/intro.mdx` or `./guides/intro` → `guides/intro` (the key pages are listed by). */
export function normaliseEntry(entry: string): string {
  let e = entry.trim().replace(/\\/g, '/');
  while (e.startsWith('./')) e = e.slice(2);
  e = e.replace(/^\/+/, '').replace(/\/+$/, '');
  for (const ext of PAGE_EXTENSIONS) if (e.endsWith(ext)) return e.slice(0, -ext.length);
  return e;
}

/** Files that may hold a page listed as `entry` (normalised), in the order they are tried. */
export function candidateFiles(entry: string): string[] {
  const out = PAGE_EXTENSIONS.map((ext) => `${entry}${ext}`);
  if (entry && !entry.endsWith('index')) out.push(...PAGE_EXTENSIONS.map((ext) => `${entry}/index${ext}`));
  return out;
}

/** `guides/intro` → `/guides/intro`; `index` → `/`; `x/index` → `/x`. */
export function entryToUrl(entry: string): string {
  const e = normaliseEntry(entry);
  if (e === 'index' || e === '') return '/';
  return `/${e.replace(/\/index$/, '')}`;
}

/**
 * `/guides/intro` → `guides/intro/index.html`; `/` → `index.html`; `/404` → `404.html`, the
 * file every static host (GitHub Pages, Netlify, Cloudflare Pages, Vercel, nginx as Quire
 * configures it) answers unknown URLs with, so a docs folder's own `404.mdx` page is the one shown.
 */
export function urlToOutputFile(url: string): string {
  if (url === '/') return 'index.html';
  if (url === '/404') return '404.html';
  return `${url.replace(/^\/+/, '')}/index.html`;
}

/**
 * The title Mintlify derives when frontmatter has none: the last path segment with `-`/`_`
 * as spaces and the first letter capitalised (`getting_started-guide` → "Getting started guide").
 */
export function titleFromPath(entry: string): string {
  const last = normaliseEntry(entry).split('/').pop() ?? '';
  const words = last.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A run of characters a URL path may hold as they are (RFC 3986 pchar and `/`), `%` only when it starts an escape. */
const PATH_SAFE = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})+/y;
/** A path of such characters only: most are, and go out as they are (a site's 27,000 paths in a few ms). */
const ALL_SAFE = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/**
 * A page path as it goes into a URL that leaves the site (sitemap, canonical, llms.txt):
 * `/guides/getting started` → `/guides/getting%20started`. Non-ASCII letters are encoded as
 * UTF-8, escapes already present are kept, so encoding twice changes nothing.
 */
export function encodeUrlPath(path: string): string {
  if (ALL_SAFE.test(path)) return path;
  let out = '';
  let i = 0;
  while (i < path.length) {
    PATH_SAFE.lastIndex = i;
    const safe = PATH_SAFE.exec(path);
    if (safe) {
      out += safe[0];
      i += safe[0].length;
      continue;
    }
    const char = String.fromCodePoint(path.codePointAt(i)!);
    // A lone surrogate has no UTF-8 form: it becomes U+FFFD, as a browser would send it.
    out += /^[\uD800-\uDFFF]$/.test(char) ? '%EF%BF%BD' : encodeURIComponent(char);
    i += char.length;
  }
  return out;
}
