import { isExternal } from '../shared/is-external.js';
import { isBreadcrumbType } from '../shared/nav-kinds.js';
import type { NavColor, NavNode, NavNodeType, Page, SiteModel } from '../shared/site-model.js';
import { pageSidebar, type SidebarNode } from './compact-sidebar.js';
import { htmlLang, languageName, textDirection } from '../shared/language-names.js';
import { isSection, nodeAt } from './nav-queries.js';
import { relatedLinks, type RelatedLink } from './related-pages.js';

export type { RelatedLink };

export interface SwitcherItem {
  /** What the reader sees: the section title (for languages, the language's own name). */
  title: string;
  /**
   * Where choosing it goes. For versions and languages: the same page in that version or
   * language when it exists (see `counterpartPath`), else its first page.
   */
  href: string;
  icon?: string;
  description?: string;
  tag?: string;
  /** Anchors, dropdowns and products: docs.json `color`, the colour of the item's icon. */
  color?: NavColor;
  current: boolean;
  external: boolean;
  /** Versions and languages: the code from docs.json (`v2`, `fr`, `pt-BR`). */
  code?: string;
  /** Tabs with a `menu`: its items, shown as a dropdown of the tab. */
  menu?: SwitcherItem[];
}

/** One row of section choices on the path to a page: versions, tabs, anchors… */
export interface Switcher {
  type: NavNodeType;
  items: SwitcherItem[];
}

export interface PageLink {
  title: string;
  path: string;
}

/** One step of the breadcrumb trail; `href` is the first page of that container. */
export interface Crumb {
  title: string;
  href?: string;
}

/** Everything a theme needs to render one page; computed once, server-side. */
export interface RouteData {
  page: Page;
  siteName: string;
  /** Section choices from the outermost level in, each with the current one marked. */
  switchers: Switcher[];
  /**
   * Groups and pages of the page's own section (never the whole site); in a large section, its
   * compact form (navigation/compact-sidebar.ts).
   */
  sidebar: SidebarNode[];
  /** Large sections: root-relative URL of the section's full sidebar, an HTML fragment. */
  fullSidebar?: string;
  globalAnchors: SiteModel['globalAnchors'];
  /** Enclosing tabs, anchors, dropdowns, menu items and groups, outermost first, with links. */
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  /** Frontmatter `related`: links shown at the page's end. */
  related?: RelatedLink[];
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** URLs of every page below a node (hidden ones too: they are still built). */
function collectPagePaths(nodes: readonly NavNode[], out: Set<string>): Set<string> {
  for (const n of nodes) {
    if (n.type === 'page' && n.path && !n.href) out.add(n.path);
    if (n.root) out.add(n.root);
    collectPagePaths(n.children, out);
  }
  return out;
}

/**
 * Per section, what every page of it would otherwise recompute: a build asks once per page, and
 * walking a large section for each of its pages made route data quadratic. Keyed by the navigation's own arrays, which a SiteModel
 * never changes after it is built, so the memo cannot go stale; a new model has new arrays.
 */
const pathsMemo = new WeakMap<readonly NavNode[], Set<string>>();
function pagePaths(nodes: readonly NavNode[]): Set<string> {
  let paths = pathsMemo.get(nodes);
  if (!paths) pathsMemo.set(nodes, (paths = collectPagePaths(nodes, new Set())));
  return paths;
}

interface ReadingOrder {
  order: PageLink[];
  /** Page path → its first position in `order`. */
  at: Map<string, number>;
}
const orderMemo = new WeakMap<readonly NavNode[], ReadingOrder>();

/** The reading order of the sidebar under `level` (its non-section nodes), memoised per level. */
function readingOrder(level: readonly NavNode[]): ReadingOrder {
  let memo = orderMemo.get(level);
  if (!memo) {
    const order = flattenPages(level.filter((n) => !isSection(n)));
    const at = new Map<string, number>();
    order.forEach((p, i) => {
      if (!at.has(p.path)) at.set(p.path, i);
    });
    orderMemo.set(level, (memo = { order, at }));
  }
  return memo;
}

/**
 * The same page in a sibling version or language. The rule, first match wins:
 * 1. the same URL, when the other version/language lists that page too;
 * 2. the URL with the path segment equal to the current code swapped for the other code
 *    (`/v1/guides/auth` → `/v2/guides/auth`, `/fr/guides` → `/es/guides`);
 * 3. the URL with the code added or removed as the first segment, for sites whose default
 *    language has no prefix (`/guides` ↔ `/fr/guides`);
 * otherwise undefined (the caller falls back to that version's first page).
 * Codes compare case-insensitively. Only pages inside the target section count.
 */
export function counterpartPath(pagePath: string, from: NavNode, to: NavNode): string | undefined {
  const targets = pagePaths(to.children);
  const fromCode = (from.code ?? from.title).toLowerCase();
  const toCode = to.code ?? to.title;
  const segs = pagePath.split('/').filter(Boolean);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const candidates = [pagePath];
  const at = segs.findIndex((s) => s.toLowerCase() === fromCode);
  for (const code of new Set([toCode, toCode.toLowerCase()])) {
    if (at >= 0) candidates.push(join(segs.map((s, i) => (i === at ? code : s))));
    candidates.push(join([code, ...segs]));
  }
  if (at === 0) candidates.push(join(segs.slice(1)));
  return candidates.find((c) => targets.has(c));
}

function itemFor(node: NavNode, current: boolean): SwitcherItem {
  const lang = node.type === 'language';
  return {
    title: lang ? languageName(node.code ?? node.title) : node.title,
    href: node.href ?? node.path ?? '#',
    ...(node.icon && { icon: node.icon }),
    ...(node.description && { description: node.description }),
    ...(node.tag && { tag: node.tag }),
    ...(node.color && { color: node.color }),
    current,
    external: node.href !== undefined && isExternal(node.href),
    ...((lang || node.type === 'version') && { code: node.code ?? node.title }),
  };
}

/**
 * The switcher of one level. `rest` is the page's section path from this level on, so the
 * current item (and the current item of a tab's menu) can be marked.
 */
function switcherFor(level: readonly NavNode[], rest: readonly number[], page: Page): Switcher | undefined {
  const currentIndex = rest[0] ?? -1;
  const sections = level.map((n, i) => [n, i] as const).filter(([n]) => isSection(n) && !n.hidden);
  const first = sections[0];
  if (!first) return undefined;
  const here = currentIndex >= 0 ? level[currentIndex] : undefined;
  const type = here ? here.type : first[0].type;
  const items = sections
    .filter(([n]) => n.type === type)
    .map(([n, i]) => {
      const item = itemFor(n, i === currentIndex);
      if (here && (type === 'version' || type === 'language') && !n.href) {
        item.href = i === currentIndex ? page.path : (counterpartPath(page.path, here, n) ?? item.href);
      }
      if (type === 'tab') {
        const menu = n.children
          .map((c, j) => [c, j] as const)
          .filter(([c]) => c.type === 'menu-item' && !c.hidden)
          .map(([c, j]) => itemFor(c, i === currentIndex && rest[1] === j));
        if (menu.length) item.menu = menu;
      }
      return item;
    });
  return { type, items };
}

/** Visible pages of a sidebar in reading order (a group's root page before its children). */
export function flattenPages(nodes: readonly NavNode[]): PageLink[] {
  const out: PageLink[] = [];
  const walk = (list: readonly NavNode[]) => {
    for (const n of list) {
      if (n.hidden) continue;
      if (n.type === 'page' && n.path) out.push({ title: n.title, path: n.path });
      if (n.type === 'group') {
        if (n.root) out.push({ title: n.title, path: n.root });
        walk(n.children);
      }
    }
  };
  walk(nodes);
  return out;
}

function crumbOf(n: NavNode): Crumb {
  const href = n.root ?? n.path;
  return { title: n.title, ...(href && { href }) };
}

/** Groups from a sidebar level down to the page, or undefined when the page is not listed there. */
function groupTrail(nodes: readonly NavNode[], path: string): NavNode[] | undefined {
  for (const n of nodes) {
    if (n.type === 'page' && n.path === path && !n.href) return [];
    if (n.type === 'group') {
      if (n.root === path) return [n];
      const inner = groupTrail(n.children, path);
      if (inner) return [n, ...inner];
    }
  }
  return undefined;
}

function breadcrumbsOf(site: SiteModel, page: Page, sidebar: readonly NavNode[]): Crumb[] {
  const trail = groupTrail(sidebar, page.path);
  if (!trail) return page.breadcrumbs.map((title) => ({ title }));
  const sections: NavNode[] = [];
  for (let depth = 1; depth <= page.section.length; depth++) {
    const n = nodeAt(site.navigation, page.section.slice(0, depth));
    if (n) sections.push(n);
  }
  return [...sections, ...trail].filter((n) => isBreadcrumbType(n.type)).map(crumbOf);
}

/**
 * A level's sidebar entries (its groups and pages, not its sections), one array per level: every
 * page of the section shares it, so what compact-sidebar.ts indexes per array is indexed once.
 */
const sidebars = new WeakMap<readonly NavNode[], NavNode[]>();
function sidebarOf(level: readonly NavNode[]): NavNode[] {
  let sidebar = sidebars.get(level);
  if (!sidebar) sidebars.set(level, (sidebar = level.filter((n) => !isSection(n))));
  return sidebar;
}

/** The route-data slice of one page: its section's sidebar, the switchers above it, prev/next. */
export function buildRouteData(site: SiteModel, page: Page): RouteData {
  const switchers: Switcher[] = [];
  // A tab's menu items show in the tab bar's dropdown, not as a row of their own.
  const add = (s: Switcher | undefined) => {
    if (s && !(s.type === 'menu-item' && switchers.some((x) => x.type === 'tab'))) switchers.push(s);
  };
  let level: readonly NavNode[] = site.navigation;
  for (let depth = 0; depth < page.section.length; depth++) {
    add(switcherFor(level, page.section.slice(depth), page));
    level = nodeAt(site.navigation, page.section.slice(0, depth + 1))?.children ?? [];
  }
  // Sections beside the page's own groups (e.g. anchors inside a tab) still show, none current.
  add(switcherFor(level, [], page));

  const sidebar = sidebarOf(level);
  const { order, at: positions } = readingOrder(level);
  // Frontmatter `hideFooterPagination`: no previous/next links under this page.
  const at = page.frontmatter.hideFooterPagination === true ? -1 : (positions.get(page.path) ?? -1);
  const related = relatedLinks(page.frontmatter.related, (path) => site.pages.find((p) => p.path === path.replace(/#.*/, '')));
  return {
    page,
    siteName: site.name,
    switchers,
    ...pageSidebar(page.section, sidebar, page.path),
    globalAnchors: site.globalAnchors,
    breadcrumbs: breadcrumbsOf(site, page, sidebar),
    ...(at > 0 && { prev: order[at - 1] }),
    ...(at >= 0 && at < order.length - 1 && { next: order[at + 1] }),
    ...(related.length > 0 && { related }),
    lang: htmlLang(page.language),
    dir: textDirection(page.language),
  };
}
