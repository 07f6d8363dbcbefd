/**
 * Hosting under a sub-path (`--base /docs/`). Pages, the SiteModel and links are all written
 * root-relative (`/guides/intro`); the build applies the base once, on the way out.
 */

/** `docs`, `/docs/`, `/docs` → `/docs`; `/`, `''`, undefined → `''` (no base). */
export function normaliseBase(base: string | undefined): string {
  const trimmed = (base ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** `/guides/intro` under `/docs` → `/docs/guides/intro`; external and relative links pass as they are. */
export function withBase(base: string, url: string): string {
  if (!base || !url.startsWith('/') || url.startsWith('//')) return url;
  if (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}#`) || url.startsWith(`${base}?`)) return url;
  return url === '/' ? `${base}/` : `${base}${url}`;
}

const TAG = /<[a-zA-Z][^\s>/]*(?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*\s*\/?>/g;
const URL_ATTR = /(\s(?:href|src|action|poster|data-md-url)=)(?:"([^"]*)"|'([^']*)')/g;
const SRCSET = /(\ssrcset=)(?:"([^"]*)"|'([^']*)')/g;

function rewriteTag(tag: string, base: string): string {
  return tag
    .replace(URL_ATTR, (_m, attr: string, dq: string | undefined, sq: string | undefined) => `${attr}"${withBase(base, dq ?? sq ?? '')}"`)
    .replace(SRCSET, (_m, attr: string, dq: string | undefined, sq: string | undefined) => {
      const value = (dq ?? sq ?? '')
        .split(',')
        .map((part) => {
          const [url = '', ...rest] = part.trim().split(/\s+/);
          return [withBase(base, url), ...rest].join(' ');
        })
        .join(', ');
      return `${attr}"${value}"`;
    });
}

/**
 * Prefixes every root-relative URL attribute (href, src, action, poster, srcset) of a generated
 * HTML document with the base. Only real tags are rewritten: code shown on a page is escaped
 * (`&lt;a href="/x"&gt;`), so it never matches the tag pattern and stays as written.
 */
export function rewriteHtmlForBase(html: string, base: string): string {
  if (!base) return html;
  return html.replace(TAG, (tag) => rewriteTag(tag, base));
}

/** Root-relative `url(/…)` references in a stylesheet. */
export function rewriteCssForBase(css: string, base: string): string {
  if (!base) return css;
  return css.replace(/url\((['"]?)(\/(?!\/)[^'")]*)\1\)/g, (_m, q: string, url: string) => `url(${q}${withBase(base, url)}${q})`);
}
