import type { ThemeDefinition } from '../../src/render/theme-types.js';
import { mintTheme } from '../mint/theme.js';
import { createAspenLayout } from './layouts/page-layout.js';

/**
 * `aspen`: dense and sidebar-first — a full-height sidebar with the logo and selectors, small
 * type, tight spacing.
 * Defaults: `eyebrows: 'section'` and `drilldown: true` (a nested group's title opens its first page).
 */
const defaults = { eyebrows: 'section', drilldown: true } as const;

export function aspenVariant(name: string, d: { eyebrows: 'section' | 'breadcrumbs'; drilldown: boolean } = defaults): ThemeDefinition {
  return {
    name,
    defaults: d,
    Layout: createAspenLayout(name),
    components: mintTheme.components,
    FullSidebar: mintTheme.FullSidebar,
    ...(mintTheme.featureStylesheets && { featureStylesheets: mintTheme.featureStylesheets }),
    stylesheets: [...mintTheme.stylesheets, 'themes/aspen/styles/aspen.css'],
    ...(mintTheme.apiStylesheets && { apiStylesheets: [...mintTheme.apiStylesheets, 'themes/aspen/styles/aspen.css'] }),
  };
}

export const aspenTheme = aspenVariant('aspen');
