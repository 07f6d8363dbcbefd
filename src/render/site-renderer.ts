import { ogImagePath, wantsOgImage } from './og-card.js';
import { withBase } from '../site/base-path.js';
import { getTheme } from '../../themes/index.js';
import { feedUrl, hasFeed } from '../shared/feeds.js';
import { pageApi, type Page } from '../shared/site-model.js';
import { uiMessages } from '../shared/ui-messages/index.js';
import { rewriteHtmlForBase } from '../site/base-path.js';
import { customAssets, customAssetTags } from '../site/custom-assets.js';
import type { LoadedSite } from '../site/load-site.js';
import { absoluteUrl, markdownPath, pageLinkPath, pageUrl, rewriteHtmlForTrailingSlash, type SiteLocation } from '../site/site-url.js';
import { buildRouteData, type RouteData } from '../navigation/route-data.js';
import { jsonLdGraph, jsonLdScript } from './json-ld.js';
import { contextualMenu, specDownloadUrl } from './contextual-menu.js';
import { mcpServerUrl } from '../shared/contextual-options.js';
import { headTags, isIndexable } from './head-tags.js';
import { integrationTags } from './integrations.js';
import { createPageRenderer, type ApiReferenceCache, type PageRenderer } from './render-page.js';
import type { ThemeDefinition } from './theme-types.js';

export interface SiteRendererOptions {
  /** Asset URLs every page links (the build's hashed names, or the dev server's). */
  assets: { css: string[]; js: string[] };
  /** Where the site is served: canonical URLs, the base path applied by `finish`. */
  loc: SiteLocation;
  /**
   * Pages without their own og:image name their generated one (the build draws them; dev and
   * check leave them out: they draw none).
   */
  ogImages?: boolean;
  /** Generated API references kept between pages and builds (the build's render cache). */
  apiCache?: ApiReferenceCache;
}

/** The one page renderer of a loaded site, as build, dev and check use it. */
export interface SiteRenderer extends PageRenderer {
  theme: ThemeDefinition;
  loc: SiteLocation;
  /** A finished HTML document with the base path applied to its root-relative URLs. */
  finish(html: string): string;
  /** A page's extra <head> tags (canonical, Open Graph, robots, JSON-LD…); `route` saves building its route data again. */
  headHtml(page: Page, route?: Pick<RouteData, 'breadcrumbs'>): string;
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
  // …and the analytics and chat snippets of docs.json `integrations`, in `quire dev` too: dev
  // serves the build's bytes (docs/integrations.md says how to keep dev visits out of reports).
  const custom = customAssetTags(customAssets(loaded.scan.otherFiles)) + integrationTags(config.integrations).html;
  // Generated pages (404, /search) have no canonical URL and no Markdown twin.
  const searchUrl = real.has('/search') ? undefined : pageUrl(loc, '/search');
  const headHtml = (page: Page, route?: Pick<RouteData, 'breadcrumbs'>) => {
    const isPage = real.has(page.path);
    const breadcrumbs = isPage ? (route ?? buildRouteData(site, page)).breadcrumbs : undefined;
    const graph = jsonLdGraph(page, config, { pageUrl: (path) => pageUrl(loc, path), home: site.home, isPage, ...(breadcrumbs && { breadcrumbs }), ...(searchUrl && { searchUrl }) });
    return (
      headTags(page, config, {
        ...(isPage && { absoluteUrl: absoluteUrl(loc, pageLinkPath(loc, page.path)), markdownUrl: markdownPath(page.path), ...(hasFeed(page) && { feedUrl: feedUrl(page.path) }) }),
        noindex: !isIndexable(page, config),
        base: loc.base,
        ...(opts.ogImages && isPage && wantsOgImage(page, config) && { generatedImage: absoluteUrl(loc, ogImagePath(page.path)) ?? withBase(loc.base, ogImagePath(page.path)) }),
      }) +
      jsonLdScript(graph) +
      custom
    );
  };
  // The site's MCP server: `quire preview` or `quire mcp --http` behind the host (docs/deploy.md).
  const siteUrl = absoluteUrl(loc, '/');
  const mcp = siteUrl ? { url: mcpServerUrl(siteUrl), name: config.name } : undefined;
  const contextual = (page: Page) => {
    const spec = pageApi(page)?.spec;
    const absoluteMarkdownUrl = absoluteUrl(loc, markdownPath(page.path));
    return contextualMenu(config.contextual, {
      path: page.path,
      markdownUrl: markdownPath(page.path),
      ...(absoluteMarkdownUrl && { absoluteMarkdownUrl }),
      // Only documents Quire could read are served for download (outputs/site-files.ts).
      ...(spec && loaded.apis.has(spec) && { specUrl: specDownloadUrl(spec) }),
      ...(page.frontmatter.contextual !== undefined && { frontmatter: page.frontmatter.contextual }),
      ...(mcp && { mcp }),
      messages: uiMessages(page.language),
    });
  };
  const pages = createPageRenderer({ loaded, theme, assets: opts.assets, headHtml, markdown: true, contextual, ...(opts.apiCache && { apiCache: opts.apiCache }) });
  return {
    render: pages.render,
    renderGenerated: pages.renderGenerated,
    theme,
    loc,
    // seo.trailingSlash: links to pages gain their slash, then the base path goes on.
    finish: (html) => rewriteHtmlForBase(loc.trailingSlash ? rewriteHtmlForTrailingSlash(html, real) : html, loc.base),
    headHtml,
  };
}
