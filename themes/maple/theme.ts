import type { ThemeDefinition } from '../../src/render/theme-types.js';
import { mintTheme } from '../mint/theme.js';
import { createMapleLayout } from './layouts/page-layout.js';

/**
 * `maple`: airy — a slim one-row header with the tabs, generous spacing, a narrow reading column.
 * Defaults: `eyebrows: 'breadcrumbs'` (the full path above the title) and `drilldown: false`.
 * `willow` (Mintlify's minimal, breadcrumb-first theme) uses this layout with the same defaults.
 */
const defaults = { eyebrows: 'breadcrumbs', drilldown: false } as const;

export function mapleVariant(name: string, d: { eyebrows: 'section' | 'breadcrumbs'; drilldown: boolean } = defaults): ThemeDefinition {
  return {
    name,
    defaults: d,
    Layout: createMapleLayout(name),
    // Same MDX components and base styles as mint, with maple's stylesheet on top.
    components: mintTheme.components,
    FullSidebar: mintTheme.FullSidebar,
    ...(mintTheme.featureStylesheets && { featureStylesheets: mintTheme.featureStylesheets }),
    stylesheets: [...mintTheme.stylesheets, 'themes/maple/styles/maple.css'],
    ...(mintTheme.apiStylesheets && { apiStylesheets: [...mintTheme.apiStylesheets, 'themes/maple/styles/maple.css'] }),
  };
}

export const mapleTheme = mapleVariant('maple');
