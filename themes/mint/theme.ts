import type { ThemeDefinition } from '../../src/render/theme-types.js';
import { createMintLayout } from './layouts/page-layout.js';
import { FullSidebarTree } from './components/sidebar.js';
import { mdxComponents } from '../shared/mdx/index.js';
import { IconLibraryContext } from '../shared/icon.js';
import { h } from 'preact';

/**
 * `mint`: the classic layout — tabs across the top, sidebar on the left, table of contents
 * on the right.
 * Defaults: `eyebrows: 'section'` (the group name above the title, no breadcrumbs) and
 * `drilldown: false` (nested groups only expand and collapse), as on Mintlify.
 */
const defaults = { eyebrows: 'section', drilldown: false } as const;

/**
 * The stylesheets in cascade order. Every page links the base (`theme.css`), then the component
 * and code sheets if its content uses them (render/css-features.ts decides from the HTML), then
 * the site's own CSS. API reference pages link one sheet with all of it, the endpoint styles in
 * their place (after the base theme, before the components) and the playground's last.
 */
const COMPONENT_SHEETS = ['themes/shared/styles/components.css', 'themes/shared/styles/components-more.css'];
const CODE_SHEETS = ['themes/shared/styles/tabs.css', 'themes/shared/styles/code.css'];
const BASE_HEAD = ['themes/shared/styles/fonts.css', 'themes/mint/styles/theme.css'];
const BASE_TAIL = ['themes/shared/styles/base-components.css', 'themes/mint/styles/large-sidebar.css', 'themes/mint/styles/site-style.css'];

function mintStylesheets(api: boolean): string[] {
  if (!api) return [...BASE_HEAD, ...BASE_TAIL];
  return [
    ...BASE_HEAD,
    'themes/mint/styles/api-page.css',
    'themes/shared/styles/base-components.css',
    ...COMPONENT_SHEETS,
    ...CODE_SHEETS,
    'themes/mint/styles/large-sidebar.css',
    'themes/mint/styles/site-style.css',
    // The API playground's own styles (and any playground's: keep them in this file or beside
    // it, listed here), last as when its section linked them in the page body.
    'themes/shared/styles/playground.css',
  ];
}

export const mintTheme: ThemeDefinition = {
  name: 'mint',
  defaults,
  Layout: createMintLayout(),
  components: mdxComponents,
  // docs.json `icons.library` (fontawesome | lucide) reaches every <Icon> on the page.
  provide: (node, site) => h(IconLibraryContext.Provider, { value: site.iconLibrary }, node),
  FullSidebar: FullSidebarTree,
  // The CSS ships in themes/ (not compiled); the renderer finds it from Quire's package root.
  stylesheets: mintStylesheets(false),
  featureStylesheets: { components: COMPONENT_SHEETS, code: CODE_SHEETS },
  apiStylesheets: mintStylesheets(true),
};
