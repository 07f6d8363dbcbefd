import { uiMessages, type UiMessages } from '../shared/ui-messages/index.js';
import type { Page, SiteModel } from '../shared/site-model.js';

/**
 * A page Quire writes that no docs file holds (404, /search): hidden from search engines and
 * the navigation, shown with the sidebar of the landing page's section.
 */
/** The site's default language: its landing page's (generated pages are shown in it). */
export function siteLanguage(site: SiteModel): string | undefined {
  return site.pages.find((p) => p.path === site.home)?.language;
}

/** The interface strings of the site's default language. */
export function siteMessages(site: SiteModel): UiMessages {
  return uiMessages(siteLanguage(site));
}

export function generatedPage(site: SiteModel, page: { path: string; title: string; description?: string; file: string }): Page {
  const home = site.pages.find((p) => p.path === site.home);
  return {
    ...(home?.language !== undefined && { language: home.language }),
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
