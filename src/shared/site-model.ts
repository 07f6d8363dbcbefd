/**
 * The SiteModel: a plain, serialisable value describing the whole site.
 * Produced by `resolveNavigation` (pure), read by build, dev, check, nav, search and sitemap.
 * This module is node-free and DOM-free.
 */
import type { NavNodeType, SectionType } from './nav-kinds.js';

export type { NavNodeType, SectionType } from './nav-kinds.js';

/** Every field a navigation node may carry; each kind below has its own and none of the others. */
interface NavNodeFields {
  /** Sidebar label (for pages: `sidebarTitle`, else the page title). */
  title: string;
  /** For pages: the URL. For containers: the URL of the first visible page below it. */
  path?: string;
  /** External or explicit link target (tabs/anchors/dropdowns with `href`, links). */
  href?: string;
  icon?: string;
  tag?: string;
  description?: string;
  /** Groups: whether the group starts open. */
  expanded?: boolean;
  hidden?: boolean;
  deprecated?: boolean;
  /** Operation pages and links: HTTP method in upper case (or `WEBHOOK`). */
  method?: string;
  /** Versions and languages: the one the site lands on. */
  default?: boolean;
  /** Languages: the language code; versions: the version name. */
  code?: string;
  /** Groups with `root`: the URL the group title links to. */
  root?: string;
  /** Anchors, dropdowns and products: docs.json `color`, the colour of their icon. */
  color?: NavColor;
  children: NavNode[];
}

/** A navigation element's colour (hex): `dark` for the dark scheme, `light` otherwise and when it is absent. */
export interface NavColor {
  light: string;
  dark?: string;
}

/** A kind's fields: `K` as declared, every other optional field absent (readable as undefined). */
type NodeOf<T extends NavNodeType, K extends keyof NavNodeFields> = { type: T } & Pick<NavNodeFields, 'title' | 'children' | 'icon' | 'tag' | 'hidden' | K> & {
  [F in Exclude<keyof NavNodeFields, 'title' | 'children' | 'icon' | 'tag' | 'hidden' | K>]?: undefined;
};

/** A tab, anchor, dropdown, product, version, language or menu item (see nav-kinds.ts). */
export type SectionNode = NodeOf<SectionType, 'path' | 'href' | 'description' | 'default' | 'code' | 'color'>;
export type GroupNode = NodeOf<'group', 'path' | 'expanded' | 'root'>;
export type PageNode = NodeOf<'page', 'path' | 'deprecated' | 'method'>;
/**
 * A link out of the site: an operation with an external `x-mint.href`, or a page whose
 * frontmatter `url` links out (`path`: the page's own URL, where a redirect to `href` is written).
 */
export type LinkNode = NodeOf<'link', 'href' | 'path' | 'deprecated' | 'method'>;

/** One node of the navigation tree, in docs.json order: a discriminated union on `type`. */
export type NavNode = SectionNode | GroupNode | PageNode | LinkNode;

export type PageSource =
  | { kind: 'mdx'; file: string }
  | { kind: 'openapi'; spec: string; method: string; path: string; file?: string }
  | { kind: 'webhook'; spec: string; name: string; file?: string }
  | { kind: 'schema'; spec: string; schema: string; file?: string }
  /**
   * The place of every page a navigation element would generate from a document that cannot be
   * used (or that an offline build could not fetch): one page with a "specification
   * unavailable" notice, so the element keeps its place. (No MDX file names it: `file` is
   * declared only so that `source.file` reads on every generated kind.)
   */
  | { kind: 'spec-unavailable'; spec: string; file?: never };

/** An API reference a page shows: every source but an MDX file. */
export type ApiSource = Exclude<PageSource, { kind: 'mdx' }>;

/** One page of the site, one per URL. */
export interface Page {
  /** URL path, e.g. `/guides/intro`; `/` for the home page. */
  path: string;
  title: string;
  sidebarTitle?: string;
  description?: string;
  source: PageSource;
  /**
   * The API reference an MDX page shows below its content (frontmatter `openapi:` or
   * `openapi-schema:`), resolved once by navigation; every reader of the page (renderer, Markdown
   * twin, llms-full.txt, search) takes it from here. Generated pages: see {@link pageApi}.
   */
  api?: ApiSource;
  /** Titles of enclosing tabs, anchors, dropdowns, menu items and groups, outermost first. */
  breadcrumbs: string[];
  tab?: string;
  version?: string;
  language?: string;
  deprecated?: boolean;
  icon?: string;
  tag?: string;
  /** Kept out of the sidebar (frontmatter `hidden`, hidden group, or not in navigation). */
  hidden?: boolean;
  /** Listed nowhere in the navigation (reachable by URL only). */
  orphan?: boolean;
  /**
   * Index path from the navigation root to the node whose children form this page's sidebar
   * (the innermost tab / anchor / dropdown / version / language / product / menu item),
   * or [] when the page's sidebar is the top level.
   */
  section: number[];
  /** Search ranking multiplier (frontmatter `boost`, else the nearest navigation ancestor's). */
  boost?: number;
  /** `false`: left out of search (frontmatter or an ancestor's `searchable: false`). */
  searchable?: boolean;
  /**
   * "Edit this page" link to the source file (docs.json `repository`). Set by the loader
   * (build/page-history.ts), not by resolveNavigation.
   */
  editUrl?: string;
  /** "Report an issue" link (docs.json `feedback.raiseIssue` with a GitHub or GitLab `repository`). */
  issueUrl?: string;
  /**
   * When the page last changed (ISO 8601), shown as "Last updated": from git history, or the
   * date in frontmatter `timestamp`; set only when shown (docs.json `metadata.timestamp`).
   */
  lastModified?: string;
  /** Frontmatter of MDX pages (or vendor metadata of generated pages). */
  frontmatter: Record<string, unknown>;
}

export interface GlobalAnchor {
  title: string;
  href: string;
  icon?: string;
  color?: NavColor;
}

export interface SiteModel {
  name: string;
  navigation: NavNode[];
  globalAnchors: GlobalAnchor[];
  pages: Page[];
  /** URL the site lands on (the default version/language's first page, or `/`). */
  home: string;
  /**
   * Files whose frontmatter `url` sends readers elsewhere: no page is built at `path`, only a
   * redirect to `href`, so links to the file's URL still arrive.
   */
  linkedOut?: { path: string; href: string }[];
}

/** The API reference a page shows: a generated page's own source, or an MDX page's resolved frontmatter. */
export function pageApi(page: Pick<Page, 'source' | 'api'>): ApiSource | undefined {
  return page.source.kind === 'mdx' ? page.api : page.source;
}
