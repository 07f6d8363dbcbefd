import type { Page, SiteModel } from '../shared/site-model.js';
import { escapeHtml as esc } from '../shared/escape-html.js';
import { generatedPage, siteMessages } from './generated-page.js';
import { searchFormHtml } from './search-page.js';

/** The 404 page: the landing section's sidebar, a search form and a link home (not a page of the site). */
export function notFoundPage(site: SiteModel): Page {
  const t = siteMessages(site);
  return generatedPage(site, { path: '/404', title: t.pageNotFound, description: t.pageNotFoundDescription, file: '404' });
}

/** The 404 page's content. */
export function notFoundContent(site: SiteModel): string {
  const t = siteMessages(site);
  return `${searchFormHtml('not-found-search', { dialog: true }, t)}\n<p><a href="${site.home}">${esc(t.goHome)}</a></p>`;
}
