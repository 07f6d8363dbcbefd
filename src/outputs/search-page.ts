import { escapeHtml as esc } from '../shared/escape-html.js';
import type { Page, SiteModel } from '../shared/site-model.js';
import { generatedPage } from './generated-page.js';

/** The page the search box's form submits to (`/search?q=…`), for readers without JavaScript too. */
export function searchPage(site: SiteModel): Page {
  return generatedPage(site, { path: '/search', title: 'Search', file: 'search' });
}

/** A search form for page content (404, /search); the client opens the search dialog from it. */
export function searchFormHtml(id: string, opts: { dialog?: boolean } = {}): string {
  return (
    `<form class="search-form" role="search" action="/search" method="get"${opts.dialog ? ' data-quire-search=""' : ''}>` +
    `<label for="${id}">Search the docs</label> <input id="${id}" type="search" name="q" autocomplete="off"> ` +
    `<button type="submit">Search</button></form>`
  );
}

/**
 * /search: a form, the place the client lists results for `?q=`, and for readers without
 * JavaScript an index of every listed page (title and description) to find their way.
 */
export function searchPageContent(site: SiteModel): string {
  const listed = site.pages.filter((p) => !p.hidden);
  const items = listed.map((p) => `<li><a href="${esc(p.path)}">${esc(p.title)}</a>${p.description ? ` — ${esc(p.description)}` : ''}</li>`);
  return [
    searchFormHtml('search-page-input'),
    '<div class="search-page-results" data-search-results="" aria-live="polite"><noscript><p>Searching needs JavaScript; every page is listed below.</p></noscript></div>',
    '<h2 id="all-pages">All pages</h2>',
    `<ul class="search-page-index">${items.join('')}</ul>`,
  ].join('\n');
}
