/**
 * Everything a theme sees of Quire. A theme imports this module and `src/shared` only (the lint
 * rule in biome.json keeps it so): it gets each page's route data and the site's settings
 * resolved, never docs.json itself or the code that reads it.
 */
import type { ComponentType, VNode } from 'preact';
import type { DocsConfig } from '../config/docs-config-schema.js';
import type { SidebarNode } from '../navigation/compact-sidebar.js';
import type { Crumb, PageLink, RouteData, Switcher, SwitcherItem } from '../navigation/route-data.js';
import type { IconLibrary } from '../shared/icons.js';
import type { CssFeature } from './css-features.js';
import type { FontHead } from './font-settings.js';

export type { Crumb, PageLink, RouteData, SidebarNode, Switcher, SwitcherItem };

export interface TocHeading {
  depth: number;
  id: string;
  text: string;
}

export type { IconLibrary };

/**
 * The docs.json settings a layout shows, for the page's language (its own navbar, footer and
 * banner), with every default resolved: a theme never reads docs.json or repeats a default.
 */
export interface SiteSettings {
  logo?: DocsConfig['logo'];
  /** The logo files' intrinsic sizes, by the path `logo` gives, for the header's width/height. */
  logoSizes?: Record<string, { width: number; height: number }>;
  favicon?: DocsConfig['favicon'];
  navbar?: DocsConfig['navbar'];
  footer?: DocsConfig['footer'];
  colors: DocsConfig['colors'];
  fonts?: DocsConfig['fonts'];
  /** What the head loads for `fonts`: @font-face rules and variables, Google Fonts stylesheets, preloads. */
  fontHead: FontHead;
  /** `contextual.options`: what the page's "Copy page" menu offers. */
  contextual?: unknown[];
  /** Show the "Was this page helpful?" thumbs (off with `integrations.telemetry.enabled: false`). */
  feedback: boolean;
  /** docs.json `search.prompt`: the search box's placeholder, replacing the interface text. */
  searchPrompt?: string;
  /** The default colour scheme, and whether readers may change it. */
  appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
  /** docs.json `banner`, its Markdown rendered to sanitised HTML; `color`: its background per scheme. */
  banner?: { content: string; html: string; dismissible: boolean; color?: LightDark };
  /**
   * docs.json `background` (`colors.background` is the older place of its colour): page colour
   * per scheme, a decoration behind the top of the page, an image.
   */
  background?: { color?: LightDark; decoration?: 'gradient' | 'grid' | 'windows'; image?: { light: string; dark?: string } };
  /** `styling.codeblocks`: follow the page's scheme, always dark, or custom Shiki themes (own backgrounds). */
  codeblocks: 'system' | 'dark' | 'custom';
  /** `icons.library`, else Font Awesome. */
  iconLibrary: IconLibrary;
  /** `interaction.drilldown`, else the theme's default. */
  drilldown: boolean;
  /** `styling.eyebrows`, else the theme's default. */
  eyebrows: 'section' | 'breadcrumbs';
}

/** A colour for light and for dark mode; either may be absent (then the theme's own applies). */
export interface LightDark {
  light?: string;
  dark?: string;
}

/** One entry of the page menu (docs.json `contextual.options`), resolved for one page. */
export interface ContextualItem {
  /** The option's identifier (`copy`, `chatgpt`…), or `custom`. */
  id: string;
  title: string;
  description?: string;
  /** An icon name, URL or path for `<Icon>`. */
  icon?: string;
  iconType?: string;
  /** A link that works without JavaScript (absent for `copy` and `download-pdf`). */
  href?: string;
  /** Opens outside the site (a new tab). */
  external?: boolean;
  /**
   * For the browser: `href` with `$page` still in it (custom options), filled with the page's
   * Markdown on click; `ask`, an AI option's base URL, completed with the page's own URL when
   * the site's URL was unknown at build time.
   */
  pageTemplate?: string;
  ask?: string;
  /** MCP options `mcp` and `add-mcp`: the text a click copies (the server URL, the install command). */
  copyText?: string;
}

/** The page menu of one page: where it goes and what it lists. */
export interface ContextualMenu {
  /** `contextual.display`: the page header (default) or the table-of-contents column. */
  display: 'header' | 'toc';
  items: ContextualItem[];
  /** The page's Markdown twin, root-relative (what "Copy page" copies). */
  markdownUrl: string;
}

/** What a theme layout receives: route data computed once, plus the rendered content. */
export interface LayoutProps {
  route: RouteData;
  site: SiteSettings;
  /** Page content, already rendered to HTML (MDX and/or generated API reference). */
  contentHtml: string;
  toc: TocHeading[];
  /** Sanitised HTML of a Markdown description (generated API pages); else `page.description` is text. */
  descriptionHtml?: string;
  /** URLs of the stylesheets and scripts to include. */
  assets: { css: string[]; js: string[] };
  /** The page has a Markdown twin and feedback: show "Copy page" / thumbs (not on 404 or /search). */
  pageActions?: boolean;
  /** The page menu (`contextual`), absent on generated pages and where a page turns it off. */
  contextual?: ContextualMenu;
  /**
   * Extra tags for <head> (SEO, canonical, Open Graph…). Layouts render `<HeadSlot />` (from
   * src/shared/head-slot.ts) where they belong; the renderer puts this HTML there.
   */
  headHtml?: string;
}

export interface ThemeDefinition {
  name: string;
  /** Documented defaults, used when docs.json does not say. */
  defaults: { eyebrows: 'section' | 'breadcrumbs'; drilldown: boolean };
  Layout: ComponentType<LayoutProps>;
  /** The theme's stylesheets, relative to Quire's package root, served concatenated as /_quire/theme.css. */
  stylesheets: string[];
  /**
   * Stylesheets only pages using a feature link, after theme.css (so they win over it, and the
   * site's own CSS after them wins over both), as /_quire/theme-<feature>.css; which pages use
   * which feature is decided from their HTML (css-features.ts). Without it, `stylesheets` holds all.
   */
  featureStylesheets?: Partial<Record<CssFeature, string[]>>;
  /**
   * The stylesheets API reference pages link instead of `stylesheets` and the feature sheets (the
   * same ones plus the endpoint styles: bar, parameter fields, examples), served as
   * /_quire/theme-api.css. An API page uses fields, code and tabs anyway: one request for all.
   */
  apiStylesheets?: string[];
  /** MDX components the theme provides (Note, Card, Tabs…), by the name pages use. */
  components: Record<string, unknown>;
  /** Wraps page content and layout in the theme's context providers (e.g. the icon library). */
  provide?: (node: VNode<any>, site: Pick<SiteSettings, 'iconLibrary'>) => VNode<any>;
  /**
   * A large section's full sidebar as an HTML fragment, which pages with a compact sidebar load
   * on demand (navigation/compact-sidebar.ts). Without it those pages keep the compact one.
   */
  FullSidebar?: ComponentType<FullSidebarProps>;
}

/** What a theme's `FullSidebar` receives. */
export interface FullSidebarProps {
  /** The section's sidebar, every group keyed (`keyedSidebar`). */
  nodes: SidebarNode[];
  /** `interaction.drilldown`, or the theme default. */
  drilldown: boolean;
  iconLibrary: IconLibrary;
}
