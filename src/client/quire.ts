/**
 * Progressive enhancements over the server-rendered page. Everything here is optional: the
 * page reads and navigates completely without it.
 */
import { enhanceMenus } from './menus.js';
import { enhanceMobileNav } from './mobile-nav.js';
import { enhanceThemeToggle } from './theme-toggle.js';
import { enhanceCodeBlocks } from './copy-code.js';
import { enhancePageActions } from './page-actions.js';
import { enhanceSearch } from './search/trigger.js';

enhanceMenus(document);
enhanceThemeToggle(document);
enhanceMobileNav(document);
if (document.querySelector('[data-toc]')) {
  import('./toc-highlight.js')
    .then((m) => m.enhanceTocHighlight(document))
    .catch((err: unknown) => console.warn('Quire: the table of contents could not load', err));
}
if (document.querySelector('[data-banner-close]')) {
  import('./banner.js')
    .then((m) => m.enhanceBanner(document))
    .catch((err: unknown) => console.warn('Quire: the banner could not load', err));
}
if (document.querySelector('.prose pre')) enhanceCodeBlocks(document);
enhanceSearch(document);
enhancePageActions(document);
// A large section's page has a compact sidebar; its full one loads when the reader reaches for it.
if (document.querySelector('.nav-tree[data-nav-src]')) {
  import('./full-sidebar.js')
    .then((m) => m.enhanceFullSidebar(document))
    .catch((err: unknown) => console.warn('Quire: the full sidebar could not load', err));
}
// Tabs and code groups read fine as plain stacked panels; the chunk only loads where they exist.
if (document.querySelector('[data-tabs]')) {
  import('./tabs.js')
    .then((m) => m.enhanceTabs(document))
    .catch((err: unknown) => console.warn('Quire: tabs could not load', err));
}
// The API playground is a separate chunk, fetched only by pages that have one.
if (document.querySelector('section.api-playground')) {
  import('./playground/index.js')
    .then((m) => m.enhancePlaygrounds(document))
    .catch((err: unknown) => console.warn('Quire: the API playground could not load', err));
}
// Mermaid is large: the diagram chunk loads only where a page has a diagram.
if (document.querySelector('pre.mermaid')) {
  import('./mermaid.js')
    .then((m) => m.renderMermaid(document))
    .catch((err: unknown) => console.warn('Quire: Mermaid diagrams could not be drawn', err));
}
