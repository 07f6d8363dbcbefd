import type { ComponentType, VNode } from 'preact';
import type { DocsConfig } from '../config/docs-config-schema.js';
import type { SidebarNode } from '../navigation/compact-sidebar.js';
import type { RouteData } from '../navigation/route-data.js';

export interface TocHeading {
  depth: number;
  id: string;
  text: string;
}

/** What a theme layout receives: route data computed once, plus the rendered content. */
export interface LayoutProps {
  route: RouteData;
  config: DocsConfig;
  /** Page content, already rendered to HTML (MDX and/or generated API reference). */
  contentHtml: string;
  toc: TocHeading[];
  /** Sanitised HTML of a Markdown description (generated API pages); else `page.description` is text. */
  descriptionHtml?: string;
  eyebrows: 'section' | 'breadcrumbs';
  /** URLs of the stylesheets and scripts to include. */
  assets: { css: string[]; js: string[] };
  /** The page has a Markdown twin and feedback: show "Copy page" / thumbs (not on 404 or /search). */
  pageActions?: boolean;
  /**
   * Extra tags for <head> (SEO, canonical, Open Graph…). Layouts render `<HeadSlot />` where
   * they belong; renderDocument puts this HTML there.
   */
  headHtml?: string;
  /** Extra HTML for the end of <body> (the dev server's live-reload client). */
  bodyEnd?: string;
}

export interface ThemeDefinition {
  name: string;
  /** Documented defaults, used when docs.json does not say. */
  defaults: { eyebrows: 'section' | 'breadcrumbs'; drilldown: boolean };
  Layout: ComponentType<LayoutProps>;
  /** Absolute paths of the theme's stylesheets, served concatenated as /_quire/theme.css. */
  stylesheets: string[];
  /** MDX components the theme provides (Note, Card, Tabs…), by the name pages use. */
  components: Record<string, unknown>;
  /** Wraps page content and layout in the theme's context providers (e.g. the icon library). */
  provide?: (node: VNode<any>, config: DocsConfig) => VNode<any>;
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
  config: DocsConfig;
}
