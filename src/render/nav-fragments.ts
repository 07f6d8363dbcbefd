/**
 * The full sidebar of every large section, as an HTML fragment per section, rendered by the
 * theme once per build (pages of the section carry a compact sidebar and load this on demand:
 * navigation/compact-sidebar.ts, src/client/full-sidebar.ts). Pure: the caller writes the files,
 * applying the base path as it does to pages.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { fullSidebarPath, isLargeSidebar, keyedSidebar, sectionSidebar } from '../navigation/compact-sidebar.js';
import { siteSettings } from './site-settings.js';
import { uiMessages } from '../shared/ui-messages/index.js';
import { MessagesContext } from '../shared/ui-messages/context.js';
import { spriteRepeatedSvgs } from './svg-sprite.js';
import type { ThemeDefinition } from './theme-types.js';
import type { SiteModel } from '../shared/site-model.js';

/**
 * One fragment: `file` relative to the output folder (`_quire/nav/0.html`), and its HTML,
 * rendered when asked (a rebuild that keeps the previous output's fragments never renders them).
 */
export interface NavFragment {
  file: string;
  html(): string;
}

/** The fragment of one section, or undefined when the section is small (or the theme has none). */
export function sectionNavFragment(site: SiteModel, theme: ThemeDefinition, config: DocsConfig, section: readonly number[]): string | undefined {
  const { FullSidebar } = theme;
  const nodes = sectionSidebar(site.navigation, section);
  if (!FullSidebar || !isLargeSidebar(nodes)) return undefined;
  const { drilldown, iconLibrary } = siteSettings(config, theme);
  // Its labels ("Deprecated") are in the language of the section's pages.
  const language = site.pages.find((p) => section.every((at, i) => p.section[i] === at))?.language;
  const sidebar = h(MessagesContext.Provider, { value: uiMessages(language) }, h(FullSidebar, { nodes: keyedSidebar(nodes), drilldown, iconLibrary }));
  // The fragment brings its own sprite for icons it repeats; the client merges it into the page's.
  return spriteRepeatedSvgs(renderToString(sidebar));
}

/** Fragments of every large section that has pages. */
export function sectionNavFragments(site: SiteModel, theme: ThemeDefinition, config: DocsConfig): NavFragment[] {
  const out: NavFragment[] = [];
  const seen = new Set<string>();
  for (const page of site.pages) {
    const file = fullSidebarPath(page.section).slice(1);
    if (seen.has(file)) continue;
    seen.add(file);
    if (!theme.FullSidebar || !isLargeSidebar(sectionSidebar(site.navigation, page.section))) continue;
    const { section } = page;
    out.push({ file, html: () => sectionNavFragment(site, theme, config, section) ?? '' });
  }
  return out;
}
