import { OG_HEIGHT, OG_WIDTH } from './og-card.js';
import type { DocsConfig } from '../config/docs-config-schema.js';
import { pageKeywords } from '../shared/page-keywords.js';
import type { Page } from '../shared/site-model.js';

export interface HeadTagOptions {
  /** Absolute URL of this page (canonical, og:url); omitted when the site URL is unknown. */
  absoluteUrl?: string;
  /** URL of the page's Markdown twin (`/guides/intro.md`), root-relative. */
  markdownUrl?: string;
  /** URL of the page's RSS feed (frontmatter `rss: true`), root-relative. */
  feedUrl?: string;
  /** Keep the page out of search engines (hidden page, `noindex` frontmatter). */
  noindex: boolean;
  /** URL of the page's generated social image (absolute when the site URL is known), used when the page names none. */
  generatedImage?: string;
  /** Sub-path the site is served under (`/docs`), for client scripts; '' for none. */
  base: string;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Frontmatter keys that are meta tags as they are (Mintlify lets pages set any of these). */
const FRONTMATTER_META = /^(og:|twitter:|article:)|^(keywords|robots|author|googlebot)$/;

function metaTag(key: string, content: string): string {
  const attr = /^(og|article):/.test(key) ? 'property' : 'name';
  return `<meta ${attr}="${esc(key)}" content="${esc(content)}">`;
}

/** Whether a page is indexed by search engines, as `seo.indexing` and frontmatter decide. */
export function isIndexable(page: Page, config: Pick<DocsConfig, 'seo'>): boolean {
  if (page.frontmatter.noindex === true) return false;
  if (typeof page.frontmatter.robots === 'string' && /noindex/i.test(page.frontmatter.robots)) return false;
  return !page.hidden || config.seo?.indexing === 'all';
}

/**
 * SEO tags of one page for the layout's head slot: canonical URL, Open Graph and Twitter
 * cards, robots, `seo.metatags` (site-wide) overridden by the page's frontmatter metatags.
 * `<title>` and `<meta name="description">` stay in the layout.
 */
export function headTags(page: Page, config: Pick<DocsConfig, 'name' | 'seo'>, opts: HeadTagOptions): string {
  const fm = page.frontmatter;
  const title = typeof fm['og:title'] === 'string' ? fm['og:title'] : page.title;
  const description = page.description ?? (typeof fm['og:description'] === 'string' ? fm['og:description'] : undefined);
  const meta = new Map<string, string>();
  meta.set('og:type', 'website');
  meta.set('og:site_name', config.name);
  meta.set('og:title', title);
  if (description) meta.set('og:description', description);
  if (opts.absoluteUrl) meta.set('og:url', opts.absoluteUrl);
  for (const [key, value] of Object.entries(config.seo?.metatags ?? {})) if (key !== 'canonical') meta.set(key, value);
  for (const [key, value] of Object.entries(fm)) if (FRONTMATTER_META.test(key) && typeof value === 'string') meta.set(key, value);
  // Mintlify's `keywords` is a list; one tag holds them all, comma-separated.
  const keywords = pageKeywords(fm);
  if (keywords.length > 0) meta.set('keywords', keywords.join(', '));
  if (opts.generatedImage && !meta.has('og:image') && !meta.has('twitter:image')) {
    meta.set('og:image', opts.generatedImage);
    meta.set('og:image:type', 'image/png');
    meta.set('og:image:width', String(OG_WIDTH));
    meta.set('og:image:height', String(OG_HEIGHT));
    meta.set('og:image:alt', title);
  }
  const image = meta.get('og:image') ?? meta.get('twitter:image');
  if (!meta.has('twitter:card')) meta.set('twitter:card', image ? 'summary_large_image' : 'summary');
  if (!meta.has('twitter:title')) meta.set('twitter:title', title);
  if (description && !meta.has('twitter:description')) meta.set('twitter:description', description);
  if (image && !meta.has('twitter:image')) meta.set('twitter:image', image);
  if (opts.noindex) meta.set('robots', 'noindex');

  const tags: string[] = [];
  const canonical = typeof fm.canonical === 'string' ? fm.canonical : opts.absoluteUrl;
  if (canonical) tags.push(`<link rel="canonical" href="${esc(canonical)}">`);
  if (opts.markdownUrl) tags.push(`<link rel="alternate" type="text/markdown" href="${esc(opts.markdownUrl)}">`);
  if (opts.feedUrl) tags.push(`<link rel="alternate" type="application/rss+xml" title="${esc(page.title)}" href="${esc(opts.feedUrl)}">`);
  for (const [key, value] of meta) tags.push(metaTag(key, value));
  // For client scripts: where the site lives, and which version the search is scoped to.
  if (opts.base) tags.push(`<meta name="quire:base" content="${esc(opts.base)}">`);
  if (page.version) tags.push(`<meta name="quire:version" content="${esc(page.version)}">`);
  return tags.join('');
}
