import type { ThemeDefinition } from '../src/render/theme-types.js';
import { mintTheme } from './mint/theme.js';

/**
 * docs.json `theme` → the layout that renders it. Mintlify's nine names are accepted; until
 * each has its own layout, the others map to the closest one.
 */
const THEMES: Record<string, ThemeDefinition> = {
  mint: mintTheme,
  maple: { ...mintTheme, name: 'maple', defaults: { eyebrows: 'breadcrumbs', drilldown: false } },
  palm: { ...mintTheme, name: 'palm' },
  willow: { ...mintTheme, name: 'willow', defaults: { eyebrows: 'breadcrumbs', drilldown: false } },
  linden: { ...mintTheme, name: 'linden' },
  almond: { ...mintTheme, name: 'almond' },
  aspen: { ...mintTheme, name: 'aspen', defaults: { eyebrows: 'section', drilldown: true } },
  luma: { ...mintTheme, name: 'luma' },
  sequoia: { ...mintTheme, name: 'sequoia' },
};

export function getTheme(name: string): ThemeDefinition {
  return THEMES[name] ?? mintTheme;
}
