import { isExternal } from '../shared/is-external.js';
import type { Page } from '../shared/site-model.js';

/** One entry of a page's "Related" list. */
export interface RelatedLink {
  title: string;
  href: string;
  /** Another site: opens in a new tab, as Mintlify does. */
  external: boolean;
}

/** Mintlify shows at most ten related pages. */
const MAX_RELATED = 10;

/**
 * The links of frontmatter `related` (Mintlify's "Related topics"): a list whose entries are a
 * root-relative page path (`/guides/intro`, titled from that page), an absolute URL, or a
 * one-key `{ Title: link }` mapping (also `{ title, href }`). `false` or anything not a list:
 * none. A path no page has keeps the path as its title; the link check then reports it.
 */
export function relatedLinks(value: unknown, findPage: (path: string) => Page | undefined): RelatedLink[] {
  if (!Array.isArray(value)) return [];
  const out: RelatedLink[] = [];
  for (const entry of value) {
    const link = relatedLink(entry, findPage);
    if (link && !out.some((l) => l.href === link.href)) out.push(link);
    if (out.length === MAX_RELATED) break;
  }
  return out;
}

function relatedLink(entry: unknown, findPage: (path: string) => Page | undefined): RelatedLink | undefined {
  let title: string | undefined;
  let target: string | undefined;
  if (typeof entry === 'string') target = entry;
  else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    const o = entry as Record<string, unknown>;
    const href = o.href ?? o.url ?? o.link;
    if (typeof href === 'string') {
      target = href;
      if (typeof o.title === 'string') title = o.title;
    } else {
      const pairs = Object.entries(o).filter(([, v]) => typeof v === 'string');
      if (pairs.length === 1) [title, target] = pairs[0] as [string, string];
    }
  }
  target = target?.trim();
  if (!target) return undefined;
  if (isExternal(target)) return { title: title?.trim() || target, href: target, external: true };
  const path = pagePath(target);
  const page = findPage(path);
  return { title: title?.trim() || page?.sidebarTitle || page?.title || target, href: path, external: false };
}

/** `guides/intro.mdx`, `/guides/intro/` → `/guides/intro`; a `#fragment` is kept. */
function pagePath(target: string): string {
  const hash = target.indexOf('#');
  const [path, fragment] = hash >= 0 ? [target.slice(0, hash), target.slice(hash)] : [target, ''];
  const clean = `/${path.replace(/^\.?\/+/, '').replace(/\.mdx?$/, '').replace(/\/+$/, '')}`;
  return (clean === '/index' ? '/' : clean) + fragment;
}
