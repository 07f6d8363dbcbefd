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
 * The stylesheets in cascade order; API reference pages get the endpoint styles in their place
 * (after the base theme, before the components), every other page goes without them.
 */
function mintStylesheets(api: boolean): string[] {
  return [
    'themes/shared/styles/fonts.css',
    'themes/mint/styles/theme.css',
    ...(api ? ['themes/mint/styles/api-page.css'] : []),
    'themes/shared/styles/components.css',
    'themes/shared/styles/components-more.css',
    'themes/shared/styles/code.css',
    'themes/mint/styles/large-sidebar.css',
    'themes/mint/styles/site-style.css',
    // The playground's own styles, last as when its section linked them in the page body.
    ...(api ? ['themes/shared/styles/playground.css'] : []),
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
  apiStylesheets: mintStylesheets(true),
};
