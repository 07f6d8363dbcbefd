/**
 * Progressive enhancements over the server-rendered page. Everything here is optional: the
 * page reads and navigates completely without it.
 */
import { enhanceMenus } from './menus.js';
import { enhanceMobileNav } from './mobile-nav.js';
import { enhanceThemeToggle } from './theme-toggle.js';
import { enhanceCodeBlocks, enhancePrompts } from './copy-code.js';
import { enhancePageActions } from './page-actions.js';
import { enhanceSearch } from './search/trigger.js';

enhanceMenus(document);
enhanceThemeToggle(document);
enhanceMobileNav(document);
if (document.querySelector('[data-banner-close]')) {
  import('./banner.js')
    .then((m) => m.enhanceBanner(document))
    .catch((err: unknown) => console.warn('Quire: the banner could not load', err));
}
enhanceSearch(document);
// A large section's page has a compact sidebar; its full one loads when the reader reaches for it.
if (document.querySelector('.nav-tree[data-nav-src]')) {
  import('./full-sidebar.js')
    .then((m) => m.enhanceFullSidebar(document))
    .catch((err: unknown) => console.warn('Quire: the full sidebar could not load', err));
}
enhanceContent(document);
// `quire dev` swaps an edited page's content in place (src/dev/live-client.ts) and says so.
document.addEventListener('quire:content', () => enhanceContent(document));

/** The enhancements of the page's own content (article, table of contents): new elements each time it is replaced. */
function enhanceContent(doc: Document): void {
  if (doc.querySelector('[data-toc]')) {
    import('./toc-highlight.js')
      .then((m) => m.enhanceTocHighlight(doc))
      .catch((err: unknown) => console.warn('Quire: the table of contents could not load', err));
  }
  if (doc.querySelector('.prose pre')) enhanceCodeBlocks(doc);
  if (doc.querySelector('[data-copy-prompt]')) enhancePrompts(doc);
  enhancePageActions(doc);
  // Tabs and code groups read fine as plain stacked panels; the chunk only loads where they exist.
  if (doc.querySelector('[data-tabs]')) {
    import('./tabs.js')
      .then((m) => m.enhanceTabs(doc))
      .catch((err: unknown) => console.warn('Quire: tabs could not load', err));
  }
  if (doc.querySelector('.api-page .api-endpoint')) {
    import('./api-page.js')
      .then((m) => m.enhanceApiPages(doc))
      .catch((err: unknown) => console.warn('Quire: the endpoint bar could not load', err));
  }
  // The API playground is a separate chunk, fetched only by pages that have one.
  if (doc.querySelector('section.api-playground')) {
    import('./playground/index.js')
      .then((m) => m.enhancePlaygrounds(doc))
      .catch((err: unknown) => console.warn('Quire: the API playground could not load', err));
  }
  // Components the docs declare with hooks are hydrated where they stand; Preact loads only on such pages.
  if (doc.querySelector('quire-island')) {
    import('./islands/index.js')
      .then((m) => m.hydrateIslands(doc))
      .catch((err: unknown) => console.warn('Quire: interactive components could not start', err));
  }
  // Small chunks for components that only some pages have.
  if (doc.querySelector('button[data-copy-color]')) {
    import('./color-copy.js')
      .then((m) => m.enhanceColors(doc))
      .catch((err: unknown) => console.warn('Quire: colour swatches could not load', err));
  }
  if (doc.querySelector('[data-tree]')) {
    import('./tree.js')
      .then((m) => m.enhanceTrees(doc))
      .catch((err: unknown) => console.warn('Quire: file trees could not load', err));
  }
  if (doc.querySelector('.prose section.update[data-tags]')) {
    import('./update-filter.js')
      .then((m) => m.enhanceUpdateFilter(doc))
      .catch((err: unknown) => console.warn('Quire: the changelog filter could not load', err));
  }
  if (doc.querySelector('.prose img')) {
    import('./image-zoom.js')
      .then((m) => m.enhanceImageZoom(doc))
      .catch((err: unknown) => console.warn('Quire: image zoom could not load', err));
  }
  // Mermaid is large: the diagram chunk loads only where a page has a diagram.
  if (doc.querySelector('pre.mermaid')) {
    import('./mermaid.js')
      .then((m) => m.renderMermaid(doc))
      .catch((err: unknown) => console.warn('Quire: Mermaid diagrams could not be drawn', err));
  }
}
