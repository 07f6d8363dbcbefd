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

/**
 * Runs `load` (a dynamic import and its enhancement) only when the page has `selector`: each
 * chunk is fetched by the pages that need it. A chunk that fails leaves the plain page and says
 * what is missing in the console. The `import()` stays a literal at each call so Vite splits it.
 */
function whenPresent(doc: Document, selector: string, what: string, load: () => Promise<unknown>): void {
  if (!doc.querySelector(selector)) return;
  load().catch((err: unknown) => console.warn(`Quire: ${what} could not load`, err));
}

enhanceMenus(document);
enhanceThemeToggle(document);
enhanceMobileNav(document);
whenPresent(document, '[data-banner-close]', 'the banner', () => import('./banner.js').then((m) => m.enhanceBanner(document)));
enhanceSearch(document);
// A large section's page has a compact sidebar; its full one loads when the reader reaches for it.
whenPresent(document, '.nav-tree[data-nav-src]', 'the full sidebar', () => import('./full-sidebar.js').then((m) => m.enhanceFullSidebar(document)));
enhanceContent(document);
// `quire dev` swaps an edited page's content in place (src/dev/live-client.ts) and says so.
document.addEventListener('quire:content', () => enhanceContent(document));

/** The enhancements of the page's own content (article, table of contents): new elements each time it is replaced. */
function enhanceContent(doc: Document): void {
  whenPresent(doc, '[data-toc]', 'the table of contents', () => import('./toc-highlight.js').then((m) => m.enhanceTocHighlight(doc)));
  if (doc.querySelector('.prose pre')) enhanceCodeBlocks(doc);
  if (doc.querySelector('[data-copy-prompt]')) enhancePrompts(doc);
  enhancePageActions(doc);
  // Tabs and code groups read fine as plain stacked panels; the chunk only loads where they exist.
  whenPresent(doc, '[data-tabs]', 'tabs', () => import('./tabs.js').then((m) => m.enhanceTabs(doc)));
  whenPresent(doc, '.api-page .api-endpoint', 'the endpoint bar', () => import('./api-page.js').then((m) => m.enhanceApiPages(doc)));
  whenPresent(doc, 'section.api-playground:not(.ws-playground)', 'the API playground', () => import('./playground/index.js').then((m) => m.enhancePlaygrounds(doc)));
  whenPresent(doc, 'section.ws-playground', 'the WebSocket playground', () => import('./playground/ws-playground.js').then((m) => m.enhanceWsPlaygrounds(doc)));
  // Components the docs declare with hooks are hydrated where they stand; Preact loads only on such pages.
  whenPresent(doc, 'quire-island', 'interactive components', () => import('./islands/index.js').then((m) => m.hydrateIslands(doc)));
  // Small chunks for components that only some pages have.
  whenPresent(doc, 'button[data-copy-color]', 'colour swatches', () => import('./color-copy.js').then((m) => m.enhanceColors(doc)));
  whenPresent(doc, '[data-tree]', 'file trees', () => import('./tree.js').then((m) => m.enhanceTrees(doc)));
  whenPresent(doc, '.prose section.update[data-tags]', 'the changelog filter', () => import('./update-filter.js').then((m) => m.enhanceUpdateFilter(doc)));
  whenPresent(doc, '.prose img', 'image zoom', () => import('./image-zoom.js').then((m) => m.enhanceImageZoom(doc)));
  // Mermaid is large: the diagram chunk loads only where a page has a diagram.
  whenPresent(doc, 'pre.mermaid', 'Mermaid diagrams', () => import('./mermaid.js').then((m) => m.renderMermaid(doc)));
}
