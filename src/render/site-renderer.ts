import { getTheme } from '../../themes/index.js';
import { feedUrl, hasFeed } from '../shared/feeds.js';
import type { Page } from '../shared/site-model.js';
import { rewriteHtmlForBase } from '../site/base-path.js';
import { customAssets, customAssetTags } from '../site/custom-assets.js';
import type { LoadedSite } from '../site/load-site.js';
import { absoluteUrl, markdownPath, type SiteLocation } from '../site/site-url.js';
import { headTags, isIndexable } from './head-tags.js';
import { createPageRenderer, type PageRenderer } from './render-page.js';
import type { ThemeDefinition } from './theme-types.js';

export interface SiteRendererOptions {
  /** Asset URLs every page links (the build's hashed names, or the dev server's). */
  assets: { css: string[]; js: string[] };
  /** Where the site is served: canonical URLs, the base path applied by `finish`. */
  loc: SiteLocation;
}

/** The one page renderer of a loaded site, as build, dev and check use it. */
export interface SiteRenderer extends PageRenderer {
  theme: ThemeDefinition;
  loc: SiteLocation;
  /** A finished HTML document with the base path applied to its root-relative URLs. */
  finish(html: string): string;
  /** A page's extra <head> tags (canonical, Open Graph, robots…). */
  headHtml(page: Page): string;
}

/**
 * The renderer every command renders pages with: the docs.json theme, head tags for the site's
 * location, and each page's Markdown twin from its compile. Build, dev and check differ only in
 * the options, so a page is the same HTML whichever renders it.
 */
export function createSiteRenderer(loaded: LoadedSite, opts: SiteRendererOptions): SiteRenderer {
  const { config, site } = loaded;
  const { loc } = opts;
  const theme = getTheme(config.theme);
  const real = new Set(site.pages.map((p) => p.path));
  // The docs folder's own .css and .js files, on every page (generated ones too).
  const custom = customAssetTags(customAssets(loaded.scan.otherFiles));
  // Generated pages (404, /search) have no canonical URL and no Markdown twin.
  const headHtml = (page: Page) =>
    headTags(page, config, {
      ...(real.has(page.path) && { absoluteUrl: absoluteUrl(loc, page.path), markdownUrl: markdownPath(page.path), ...(hasFeed(page) && { feedUrl: feedUrl(page.path) }) }),
      noindex: !isIndexable(page, config),
      base: loc.base,
    }) + custom;
  const pages = createPageRenderer({ loaded, theme, assets: opts.assets, headHtml, markdown: true });
  return {
    render: pages.render,
    renderGenerated: pages.renderGenerated,
    theme,
    loc,
    finish: (html) => rewriteHtmlForBase(html, loc.base),
    headHtml,
  };
}
