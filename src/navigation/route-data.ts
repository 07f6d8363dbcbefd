import type { NavNode, NavNodeType, Page, SiteModel } from '../shared/site-model.js';
import { isSection, nodeAt } from './nav-queries.js';

export interface SwitcherItem {
  title: string;
  href: string;
  icon?: string;
  description?: string;
  tag?: string;
  current: boolean;
  external: boolean;
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

/** Everything a theme needs to render one page; computed once, server-side. */
export interface RouteData {
  page: Page;
  siteName: string;
  /** Section choices from the outermost level in, each with the current one marked. */
  switchers: Switcher[];
  /** Groups and pages of the page's own section (never the whole site). */
  sidebar: NavNode[];
  globalAnchors: SiteModel['globalAnchors'];
  prev?: PageLink;
  next?: PageLink;
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

const HTML_LANG: Record<string, string> = { cn: 'zh-CN', jp: 'ja', 'zh-Hans': 'zh-Hans', 'zh-Hant': 'zh-Hant' };

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

function switcherFor(level: readonly NavNode[], currentIndex: number): Switcher | undefined {
  const sections = level.map((n, i) => [n, i] as const).filter(([n]) => isSection(n) && !n.hidden);
  if (sections.length === 0) return undefined;
  const type = currentIndex >= 0 ? level[currentIndex].type : sections[0][0].type;
  const items = sections
    .filter(([n]) => n.type === type)
    .map(([n, i]) => ({
      title: n.title,
      href: n.href ?? n.path ?? '#',
      ...(n.icon && { icon: n.icon }),
      ...(n.description && { description: n.description }),
      ...(n.tag && { tag: n.tag }),
      current: i === currentIndex,
      external: n.href !== undefined && isExternal(n.href),
    }));
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

/** The route-data slice of one page: its section's sidebar, the switchers above it, prev/next. */
export function buildRouteData(site: SiteModel, page: Page): RouteData {
  const switchers: Switcher[] = [];
  let level: readonly NavNode[] = site.navigation;
  for (let depth = 0; depth < page.section.length; depth++) {
    const index = page.section[depth];
    const s = switcherFor(level, index);
    if (s) switchers.push(s);
    level = nodeAt(site.navigation, page.section.slice(0, depth + 1))?.children ?? [];
  }
  // Sections beside the page's own groups (e.g. anchors inside a tab) still show, none current.
  const inner = switcherFor(level, -1);
  if (inner) switchers.push(inner);

  const sidebar = level.filter((n) => !isSection(n));
  const order = flattenPages(sidebar);
  const at = order.findIndex((p) => p.path === page.path);
  const lang = page.language ? (HTML_LANG[page.language] ?? page.language) : 'en';
  return {
    page,
    siteName: site.name,
    switchers,
    sidebar,
    globalAnchors: site.globalAnchors,
    ...(at > 0 && { prev: order[at - 1] }),
    ...(at >= 0 && at < order.length - 1 && { next: order[at + 1] }),
    lang,
    dir: page.language === 'ar' || page.language === 'he' ? 'rtl' : 'ltr',
  };
}
