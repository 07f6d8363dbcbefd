import type { DocsConfig } from '../config/docs-config-schema.js';
import type { Crumb } from '../navigation/route-data.js';
import type { Page } from '../shared/site-model.js';

export interface JsonLdOptions {
  /** Absolute (or, without a known origin, root-relative) URL of a page path, as canonical URLs are written. */
  pageUrl: (path: string) => string;
  /** The site's home page path (`site.home`). */
  home: string;
  /** The page's breadcrumb trail (tabs, groups…), from its route data; absent for generated pages. */
  breadcrumbs?: readonly Crumb[];
  /** False for generated pages (404, /search): they get the site entities only. */
  isPage: boolean;
  /** The site search page exists (a SearchAction points at it). */
  searchUrl?: string;
}

type Entity = Record<string, unknown>;

/**
 * The page's schema.org JSON-LD, one `@graph`: the WebSite (with its search), the Organization
 * of docs.json `seo.organization`, and for a page of the site a TechArticle and its
 * BreadcrumbList (navigation trail, then the page). Entities refer to each other by `@id`.
 */
export function jsonLdGraph(page: Page, config: Pick<DocsConfig, 'name' | 'description' | 'seo'>, opts: JsonLdOptions): Entity {
  const homeUrl = opts.pageUrl(opts.home);
  const websiteId = `${homeUrl}#website`;
  const orgId = `${homeUrl}#organization`;
  const organization = config.seo?.organization;
  const graph: Entity[] = [];
  const website: Entity = { '@type': 'WebSite', '@id': websiteId, name: config.name, url: homeUrl };
  if (config.description) website.description = config.description;
  if (organization) website.publisher = { '@id': orgId };
  if (opts.searchUrl) {
    website.potentialAction = { '@type': 'SearchAction', target: `${opts.searchUrl}?q={search_term_string}`, 'query-input': 'required name=search_term_string' };
  }
  graph.push(website);
  if (organization) {
    // The user's fields as written (name, url, logo, sameAs, contactPoint…); type and id are ours to fill.
    graph.push({ '@type': 'Organization', ...organization, '@id': orgId });
  }
  if (opts.isPage) {
    const url = opts.pageUrl(page.path);
    const article: Entity = { '@type': 'TechArticle', '@id': `${url}#article`, headline: page.title, url, isPartOf: { '@id': websiteId } };
    if (page.description) article.description = page.description;
    if (page.language) article.inLanguage = page.language;
    if (page.lastModified) article.dateModified = page.lastModified;
    if (organization) article.publisher = { '@id': orgId };
    graph.push(article);
    const crumbs = [...(opts.breadcrumbs ?? []).filter((c) => c.title), { title: page.title, href: page.path }];
    graph.push({
      '@type': 'BreadcrumbList',
      '@id': `${url}#breadcrumbs`,
      itemListElement: crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.title,
        // A container's crumb links its first page; a container with none is a name only.
        ...(c.href?.startsWith('/') && { item: opts.pageUrl(c.href.split('#')[0]!) }),
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The graph as a `<script>`; `<` is escaped so no string in it can close the element. */
export function jsonLdScript(graph: Entity): string {
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`;
}
