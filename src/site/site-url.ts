import type { DocsConfig } from '../config/docs-config-schema.js';
import { encodeUrlPath } from '../shared/page-paths.js';
import { normaliseBase, withBase } from './base-path.js';

/** Where the built site lives: its public origin (when known) and the sub-path under it. */
export interface SiteLocation {
  /** `https://docs.example.com` (no trailing slash), or undefined when nothing says. */
  origin?: string;
  /** `/docs` or '' */
  base: string;
  /** docs.json `seo.trailingSlash`: page URLs end with `/` (`/guides/intro/`). */
  trailingSlash?: boolean;
}

/**
 * `--base-url` wins, then docs.json `seo.metatags.canonical` (Mintlify's way to name the
 * site's URL). The base path is `--base`, else the path of that URL.
 */
export function resolveSiteLocation(config: Pick<DocsConfig, 'seo'>, opts: { baseUrl?: string; base?: string } = {}): SiteLocation {
  const raw = opts.baseUrl ?? config.seo?.metatags?.canonical;
  let origin: string | undefined;
  let urlPath = '';
  if (raw) {
    try {
      const u = new URL(raw);
      origin = u.origin;
      urlPath = u.pathname;
    } catch {
      origin = undefined;
    }
  }
  return { ...(origin && { origin }), base: normaliseBase(opts.base ?? urlPath), ...(config.seo?.trailingSlash === true && { trailingSlash: true }) };
}

/**
 * A page path as the site links it: `/guides/intro`, or `/guides/intro/` with
 * `seo.trailingSlash` (the home page is `/` either way). Only for page paths: files keep theirs.
 */
export function pageLinkPath(loc: Pick<SiteLocation, 'trailingSlash'>, path: string): string {
  return loc.trailingSlash && path !== '/' && !path.endsWith('/') ? `${path}/` : path;
}

/** A page's public URL: absolute when the origin is known, else root-relative with the base, encoded. */
export function pageUrl(loc: SiteLocation, path: string): string {
  const linked = pageLinkPath(loc, path);
  return absoluteUrl(loc, linked) ?? encodeUrlPath(withBase(loc.base, linked));
}

/**
 * `href="/guides/intro#x"` → `href="/guides/intro/#x"` in a finished HTML document, for every
 * root-relative link to one of `pages` (files, anchors on the same page and external links are
 * left alone). Runs before the base path is applied, on the site's own page paths.
 */
export function rewriteHtmlForTrailingSlash(html: string, pages: ReadonlySet<string>): string {
  return html.replace(/(<a\s[^>]*?\bhref=)(["'])(\/[^"'#?]*)([^"']*)\2/gi, (whole, start: string, q: string, path: string, rest: string) => {
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // A malformed escape is no page path of ours: left as written.
    }
    return path !== '/' && !path.endsWith('/') && (pages.has(path) || pages.has(decoded)) ? `${start}${q}${path}/${rest}${q}` : whole;
  });
}

/** `/guides/intro` → `https://docs.example.com/docs/guides/intro` (percent-encoded), or undefined without an origin. */
export function absoluteUrl(loc: SiteLocation, path: string): string | undefined {
  return loc.origin ? `${loc.origin}${encodeUrlPath(withBase(loc.base, path))}` : undefined;
}

/** The page's Markdown twin: `/guides/intro` → `/guides/intro.md`, `/` → `/index.md`. */
export function markdownPath(path: string): string {
  return path === '/' ? '/index.md' : `${path.replace(/\/+$/, '')}.md`;
}
