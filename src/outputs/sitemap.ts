import type { Page } from '../shared/site-model.js';
import { absoluteUrl, pageUrl, type SiteLocation } from '../site/site-url.js';

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * sitemap.xml of the indexable pages. Sitemaps want absolute URLs; without a known origin
 * (`--base-url`, `seo.metatags.canonical`) the URLs are root-relative and the CLI says how to fix it.
 */
export function sitemapXml(pages: readonly Page[], loc: SiteLocation): string {
  const urls = pages.map((p) => `  <url><loc>${xmlEscape(pageUrl(loc, p.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything allowed, the sitemap named when there is one. */
export function robotsTxt(loc: SiteLocation): string {
  const lines = ['User-agent: *', 'Allow: /'];
  // The Sitemap line must be absolute; without an origin, crawlers find /sitemap.xml by convention.
  if (loc.origin) lines.push('', `Sitemap: ${absoluteUrl(loc, '/sitemap.xml')}`);
  return `${lines.join('\n')}\n`;
}
