import type { DocsConfig } from '../config/docs-config-schema.js';
import { renderMarkdown } from '../openapi/markdown.js';
import type { Page, SiteModel } from '../shared/site-model.js';
import { escapeHtml as esc } from '../shared/escape-html.js';
import { generatedPage, siteMessages } from './generated-page.js';
import { searchFormHtml } from './search-page.js';

type NotFoundSettings = NonNullable<NonNullable<DocsConfig['errors']>['404']>;

/** docs.json `errors.404`, or nothing. */
export function notFoundSettings(config: Pick<DocsConfig, 'errors'>): NotFoundSettings {
  return config.errors?.['404'] ?? {};
}

/**
 * The 404 page: the landing section's sidebar, a search form and a link home (not a page of
 * the site). docs.json `errors.404.title` / `description` replace the interface's texts.
 */
export function notFoundPage(site: SiteModel, settings: NotFoundSettings = {}): Page {
  const t = siteMessages(site);
  // A custom description is Markdown: it goes in the content (notFoundContent), not the plain-text slot.
  const description = settings.description ? undefined : t.pageNotFoundDescription;
  return generatedPage(site, { path: '/404', title: settings.title || t.pageNotFound, ...(description && { description }), file: '404' });
}

/** The 404 page's content: `errors.404.description` (Markdown, sanitised) above the search form. */
export function notFoundContent(site: SiteModel, settings: NotFoundSettings = {}): string {
  const t = siteMessages(site);
  const intro = settings.description ? `<div class="not-found-description">${renderMarkdown(settings.description)}</div>\n` : '';
  return `${intro}${searchFormHtml('not-found-search', { dialog: true }, t)}\n<p><a href="${site.home}">${esc(t.goHome)}</a></p>`;
}
