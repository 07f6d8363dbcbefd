import type { Page, SiteModel } from '../shared/site-model.js';

/**
 * A page Quire writes that no docs file holds (404, /search): hidden from search engines and
 * the navigation, shown with the sidebar of the landing page's section.
 */
export function generatedPage(site: SiteModel, page: { path: string; title: string; description?: string; file: string }): Page {
  const home = site.pages.find((p) => p.path === site.home);
  return {
    path: page.path,
    title: page.title,
    ...(page.description !== undefined && { description: page.description }),
    source: { kind: 'mdx', file: page.file },
    breadcrumbs: [],
    section: home?.section ?? [],
    hidden: true,
    frontmatter: {},
  };
}
