import { join } from 'node:path';
import { packageRoot } from '../../src/render/package-root.js';
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

export const mintTheme: ThemeDefinition = {
  name: 'mint',
  defaults,
  Layout: createMintLayout(defaults),
  components: mdxComponents,
  // docs.json `icons.library` (fontawesome | lucide) reaches every <Icon> on the page.
  provide: (node, config) => h(IconLibraryContext.Provider, { value: config.icons?.library ?? 'fontawesome' }, node),
  FullSidebar: FullSidebarTree,
  // The CSS ships in themes/ (not compiled), found from the package root.
  stylesheets: [
    ...['theme.css', 'api-page.css'].map((f) => join(packageRoot(), 'themes/mint/styles', f)),
    ...['components.css', 'code.css'].map((f) => join(packageRoot(), 'themes/shared/styles', f)),
    join(packageRoot(), 'themes/mint/styles/large-sidebar.css'),
  ],
};
