import type { DocsConfig } from '../config/docs-config-schema.js';
import { encodeUrlPath } from '../shared/page-paths.js';
import { normaliseBase, withBase } from './base-path.js';

/** Where the built site lives: its public origin (when known) and the sub-path under it. */
export interface SiteLocation {
  /** `https://docs.example.com` (no trailing slash), or undefined when nothing says. */
  origin?: string;
  /** `/docs` or '' */
  base: string;
}

/**
 * `--base-url` wins, then docs.json `seo.metatags.canonical` (Mintlify's way to name the
 * site's URL). The base path is `--base`, else the path of that URL.
 */
export function resolveSiteLocation(config: Pick<DocsConfig, 'seo'>, opts: { baseUrl?: string; base?: string }): SiteLocation {
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
  return { ...(origin && { origin }), base: normaliseBase(opts.base ?? urlPath) };
}

/** `/guides/intro` → `https://docs.example.com/docs/guides/intro` (percent-encoded), or undefined without an origin. */
export function absoluteUrl(loc: SiteLocation, path: string): string | undefined {
  return loc.origin ? `${loc.origin}${encodeUrlPath(withBase(loc.base, path))}` : undefined;
}

/** The page's Markdown twin: `/guides/intro` → `/guides/intro.md`, `/` → `/index.md`. */
export function markdownPath(path: string): string {
  return path === '/' ? '/index.md' : `${path.replace(/\/+$/, '')}.md`;
}
