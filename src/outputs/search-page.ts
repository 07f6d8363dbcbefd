import { escapeHtml as esc } from '../shared/escape-html.js';
import type { Page, SiteModel } from '../shared/site-model.js';
import { EN, type UiMessages } from '../shared/ui-messages/index.js';
import { generatedPage, siteMessages } from './generated-page.js';

/** The page the search box's form submits to (`/search?q=…`), for readers without JavaScript too. */
export function searchPage(site: SiteModel): Page {
  return generatedPage(site, { path: '/search', title: siteMessages(site).search, file: 'search' });
}

/** A search form for page content (404, /search); the client opens the search dialog from it. */
export function searchFormHtml(id: string, opts: { dialog?: boolean } = {}, t: UiMessages = EN): string {
  return (
    `<form class="search-form" role="search" action="/search" method="get"${opts.dialog ? ' data-quire-search=""' : ''}>` +
    `<label for="${id}">${esc(t.searchTheDocs)}</label> <input id="${id}" type="search" name="q" autocomplete="off"> ` +
    `<button type="submit">${esc(t.search)}</button></form>`
  );
}

/**
 * /search: a form, the place the client lists results for `?q=`, and for readers without
 * JavaScript an index of every listed page (title and description) to find their way.
 */
export function searchPageContent(site: SiteModel): string {
  const listed = site.pages.filter((p) => !p.hidden);
  const t = siteMessages(site);
  const items = listed.map((p) => `<li><a href="${esc(p.path)}">${esc(p.title)}</a>${p.description ? ` — ${esc(p.description)}` : ''}</li>`);
  return [
    searchFormHtml('search-page-input', {}, t),
    `<div class="search-page-results" data-search-results="" aria-live="polite"><noscript><p>${esc(t.searchNeedsJavaScript)}</p></noscript></div>`,
    `<h2 id="all-pages">${esc(t.allPages)}</h2>`,
    `<ul class="search-page-index">${items.join('')}</ul>`,
  ].join('\n');
}
