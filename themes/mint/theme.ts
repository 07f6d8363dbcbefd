import { join } from 'node:path';
import { packageRoot } from '../../src/render/package-root.js';
import type { ThemeDefinition } from '../../src/render/theme-types.js';
import { PageLayout } from './layouts/page-layout.js';
import { calloutComponents } from './components/callouts.js';

/**
 * `mint`: the classic layout — tabs across the top, sidebar on the left, table of contents
 * on the right. Section eyebrows (not breadcrumbs) and no drilldown by default, as on Mintlify.
 */
export const mintTheme: ThemeDefinition = {
  name: 'mint',
  defaults: { eyebrows: 'section', drilldown: false },
  Layout: PageLayout,
  components: { ...calloutComponents },
  // The CSS ships in themes/ (not compiled), found from the package root.
  stylesheets: ['theme.css', 'api-page.css'].map((f) => join(packageRoot(), 'themes/mint/styles', f)),
};
