import type { Page, SiteModel } from '../shared/site-model.js';
import { generatedPage } from './generated-page.js';
import { searchFormHtml } from './search-page.js';

/** The 404 page: the landing section's sidebar, a search form and a link home (not a page of the site). */
export function notFoundPage(site: SiteModel): Page {
  return generatedPage(site, { path: '/404', title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', file: '404' });
}

/** The 404 page's content. */
export function notFoundContent(site: SiteModel): string {
  return `${searchFormHtml('not-found-search', { dialog: true })}\n<p><a href="${site.home}">Go to the home page</a></p>`;
}
