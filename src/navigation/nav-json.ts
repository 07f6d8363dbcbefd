import type { NavNode, Page, SiteModel } from '../shared/site-model.js';

/** The public shape of `quire nav --json` (documented in the core issue). */
export interface NavJson {
  navigation: NavJsonNode[];
  globalAnchors: SiteModel['globalAnchors'];
  pages: NavJsonPage[];
}
type NavJsonNode = Pick<NavNode, 'type' | 'title' | 'path' | 'href' | 'icon' | 'tag' | 'expanded' | 'hidden' | 'deprecated' | 'method'> & {
  children: NavJsonNode[];
};
type NavJsonPage = Pick<Page, 'path' | 'title' | 'source' | 'breadcrumbs' | 'tab' | 'version' | 'language' | 'deprecated'>;

function node(n: NavNode): NavJsonNode {
  return {
    // A page entry whose frontmatter `url` links out is a link in the sidebar, listed at its own
    // path with the link as `href` (Mintlify's navigation keeps it as a page).
    type: n.type === 'link' && n.path !== undefined ? 'page' : n.type,
    title: n.title,
    ...(n.path !== undefined && { path: n.path }),
    ...(n.href !== undefined && { href: n.href }),
    ...(n.icon !== undefined && { icon: n.icon }),
    ...(n.tag !== undefined && { tag: n.tag }),
    ...(n.expanded !== undefined && { expanded: n.expanded }),
    ...(n.hidden && { hidden: true }),
    ...(n.deprecated && { deprecated: true }),
    ...(n.method !== undefined && { method: n.method }),
    children: n.children.map(node),
  };
}

/** Navigation tree plus the pages listed in it (pages reachable by URL only are left out). */
export function toNavJson(site: SiteModel): NavJson {
  return {
    navigation: site.navigation.map(node),
    globalAnchors: site.globalAnchors,
    pages: site.pages
      .filter((p) => !p.orphan)
      .map((p) => ({
        path: p.path,
        title: p.title,
        source: p.source,
        breadcrumbs: p.breadcrumbs,
        ...(p.tab !== undefined && { tab: p.tab }),
        ...(p.version !== undefined && { version: p.version }),
        ...(p.language !== undefined && { language: p.language }),
        ...(p.deprecated && { deprecated: true }),
      })),
  };
}
