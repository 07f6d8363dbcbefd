import type { ThemeDefinition } from '../src/render/theme-types.js';
import { aspenTheme, aspenVariant } from './aspen/theme.js';
import { mapleTheme, mapleVariant } from './maple/theme.js';
import { mintTheme } from './mint/theme.js';

/**
 * docs.json `theme` → the layout that renders it. Mintlify's nine names are accepted; three
 * layouts exist (mint, maple, aspen) and every other name maps to the closest one, with its
 * own documented defaults:
 *
 * | name    | layout | eyebrows    | drilldown | why this layout                          |
 * |---------|--------|-------------|-----------|------------------------------------------|
 * | mint    | mint   | section     | false     | classic sidebar + top tabs               |
 * | maple   | maple  | breadcrumbs | false     | airy, modern                             |
 * | aspen   | aspen  | section     | true      | dense, sidebar-first                     |
 * | palm    | mint   | section     | false     | classic, enterprise navigation           |
 * | willow  | maple  | breadcrumbs | false     | minimal, breadcrumb-first                |
 * | linden  | aspen  | section     | false     | compact, retro (no drilldown)            |
 * | almond  | maple  | section     | false     | card-like, airy                          |
 * | luma    | maple  | breadcrumbs | true      | clean, large reading column, drill-down  |
 * | sequoia | aspen  | breadcrumbs | true      | large sites: dense sidebar, full path    |
 */
function mintVariant(name: string, defaults: ThemeDefinition['defaults']): ThemeDefinition {
  return { ...mintTheme, name, defaults };
}

const THEMES: Record<string, ThemeDefinition> = {
  mint: mintTheme,
  maple: mapleTheme,
  aspen: aspenTheme,
  palm: mintVariant('palm', { eyebrows: 'section', drilldown: false }),
  willow: mapleVariant('willow', { eyebrows: 'breadcrumbs', drilldown: false }),
  linden: aspenVariant('linden', { eyebrows: 'section', drilldown: false }),
  almond: mapleVariant('almond', { eyebrows: 'section', drilldown: false }),
  luma: mapleVariant('luma', { eyebrows: 'breadcrumbs', drilldown: true }),
  sequoia: aspenVariant('sequoia', { eyebrows: 'breadcrumbs', drilldown: true }),
};

export function getTheme(name: string): ThemeDefinition {
  return THEMES[name] ?? mintTheme;
}
