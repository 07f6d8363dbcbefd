import type { DocsConfig } from '../config/docs-config-schema.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { withBase } from '../site/base-path.js';

type Redirect = NonNullable<DocsConfig['redirects']>[number];

/** One static redirect page to write: the URL it answers and where it sends readers. */
export interface RedirectPage {
  from: string;
  to: string;
}

interface CompiledPattern {
  regex: RegExp;
  params: string[];
}

/**
 * `/old/:slug` (one segment), `/old/:slug*` and `/old/*` (the rest of the path, named `splat`)
 * as a regular expression with its parameter names.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const params: string[] = [];
  let source = '';
  const re = /:([A-Za-z_][\w]*)(\*)?|\*|[^:*]+/g;
  for (const m of pattern.matchAll(re)) {
    if (m[0] === '*') {
      params.push('splat');
      source += '(.*)';
    } else if (m[1]) {
      params.push(m[1]);
      source += m[2] ? '(.*)' : '([^/]+)';
    } else {
      source += m[0].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return { regex: new RegExp(`^${source}/?$`), params };
}

/** Fills `:name`, `:name*` and `*` in a pattern with matched values. */
export function fillPattern(pattern: string, values: Record<string, string | undefined>): string {
  return pattern.replace(/:([A-Za-z_][\w]*)\*?|\*/g, (m, name: string | undefined) => values[name ?? 'splat'] ?? m);
}

function hasParams(pattern: string): boolean {
  return /:[A-Za-z_]|\*/.test(pattern);
}

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * The redirect pages a static host can serve. A fixed source gets one page. A source with
 * parameters gets one page per existing page its destination pattern matches (`/v1/:slug` →
 * `/v2/:slug` writes `/v1/x` for every page `/v2/x`); other patterns live in `_redirects` only.
 * Existing pages are never replaced by a redirect.
 */
export function planRedirects(
  redirects: readonly Redirect[],
  pagePaths: ReadonlySet<string>,
  /** URLs served by files (static files, `.md` twins): a redirect page cannot go there or below. */
  files: ReadonlySet<string> = new Set(),
): { pages: RedirectPage[]; diagnostics: Diagnostic[] } {
  const pages = new Map<string, string>();
  const blocked = (from: string) => {
    const parts = from.split('/');
    return parts.some((_, i) => i > 0 && files.has(parts.slice(0, i + 1).join('/')));
  };
  const diagnostics: Diagnostic[] = [];
  redirects.forEach((r, i) => {
    const jsonPath = `redirects[${i}]`;
    const source = r.source.startsWith('/') ? r.source : `/${r.source}`;
    if (!hasParams(source)) {
      const from = source.length > 1 ? source.replace(/\/+$/, '') : source;
      if (pagePaths.has(from)) {
        diagnostics.push({
          severity: 'warning',
          code: 'build/redirect-shadowed',
          message: `redirect source ${from} is also a page; the page is kept and the redirect only goes into _redirects`,
          file: 'docs.json',
          jsonPath: `${jsonPath}.source`,
          hint: 'remove the redirect, or move/delete the page',
        });
        return;
      }
      if (hasParams(r.destination)) {
        diagnostics.push({
          severity: 'warning',
          code: 'build/redirect-params',
          message: `redirect destination ${r.destination} uses parameters its source ${r.source} does not define`,
          file: 'docs.json',
          jsonPath: `${jsonPath}.destination`,
        });
      }
      if (!blocked(from)) pages.set(from, r.destination);
      return;
    }
    if (!isInternal(r.destination) || !hasParams(r.destination)) {
      // `/old/* → /new`: every old URL goes to one place; only a host rule can say "every".
      return;
    }
    const src = compilePattern(source);
    const dest = compilePattern(r.destination);
    const missing = src.params.filter((p) => !dest.params.includes(p));
    if (missing.length) return; // values the destination does not carry cannot be recovered
    for (const path of pagePaths) {
      const m = dest.regex.exec(path);
      if (!m) continue;
      const values = Object.fromEntries(dest.params.map((p, k) => [p, m[k + 1]]));
      const from = fillPattern(source, values).replace(/\/+$/, '') || '/';
      if (!pagePaths.has(from) && !pages.has(from) && !hasParams(from) && !blocked(from)) pages.set(from, path);
    }
  });
  return { pages: [...pages].map(([from, to]) => ({ from, to })), diagnostics };
}

/** One piece of a redirect pattern: text as written, or a parameter (`rest`: `:name*` and `*`). */
export type PatternToken = { text: string } | { param: string; rest: boolean };

/** `/v1/:slug/*` → text `/v1/`, param `slug`, text `/`, rest param `splat`. */
export function patternTokens(pattern: string): PatternToken[] {
  const tokens: PatternToken[] = [];
  for (const m of pattern.matchAll(/:([A-Za-z_][\w]*)(\*)?|\*|[^:*]+|:/g)) {
    if (m[0] === '*') tokens.push({ param: 'splat', rest: true });
    else if (m[1]) tokens.push({ param: m[1], rest: Boolean(m[2]) });
    else tokens.push({ text: m[0] });
  }
  return tokens;
}

/** A redirect's source as the site serves it: leading slash, base applied. */
export function redirectSource(r: Redirect, base: string): string {
  return withBase(base, r.source.startsWith('/') ? r.source : `/${r.source}`);
}

/** Whether a fixed (parameter-free) source is also a page: the page is kept, so hosts get no rule. */
export function isShadowed(r: Redirect, pagePaths: ReadonlySet<string>): boolean {
  const source = r.source.startsWith('/') ? r.source : `/${r.source}`;
  return !hasParams(source) && pagePaths.has(source.length > 1 ? source.replace(/\/+$/, '') : source);
}

/** Redirect rules in the order hosts should read them: fixed sources first, then patterns (each kept in docs.json order). */
export function hostOrder(redirects: readonly Redirect[]): { redirect: Redirect; index: number }[] {
  const all = redirects.map((redirect, index) => ({ redirect, index }));
  const fixed = (r: Redirect) => !hasParams(r.source);
  return [...all.filter((e) => fixed(e.redirect)), ...all.filter((e) => !fixed(e.redirect))];
}

/** Cloudflare Pages reads at most 2,000 fixed and 100 pattern rules from `_redirects` (and ignores the rest). */
export const CLOUDFLARE_LIMITS = { fixed: 2000, patterns: 100 } as const;

/**
 * Netlify / Cloudflare Pages `_redirects`: one `from to status` line per rule, base applied.
 * Fixed sources come first: Cloudflare counts every rule after the first pattern against its
 * pattern limit, and a fixed source is the more specific rule anyway.
 */
export function redirectsFile(redirects: readonly Redirect[], base: string): string {
  const lines = hostOrder(redirects).map(({ redirect: r }) => {
    const source = redirectSource(r, base).replace(/:([A-Za-z_]\w*)\*/g, '*');
    const dest = withBase(base, r.destination).replace(/:([A-Za-z_]\w*)\*|\*/g, ':splat');
    return `${source} ${dest} ${r.permanent === false ? 302 : 301}`;
  });
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** A warning when `_redirects` holds more rules than Cloudflare Pages applies. */
export function redirectLimitDiagnostics(redirects: readonly Redirect[]): Diagnostic[] {
  const patterns = redirects.filter((r) => hasParams(r.source)).length;
  const fixed = redirects.length - patterns;
  const over = [
    fixed > CLOUDFLARE_LIMITS.fixed ? `${fixed} fixed redirects (Cloudflare Pages applies the first ${CLOUDFLARE_LIMITS.fixed})` : '',
    patterns > CLOUDFLARE_LIMITS.patterns ? `${patterns} redirects with parameters or * (Cloudflare Pages applies the first ${CLOUDFLARE_LIMITS.patterns})` : '',
  ].filter(Boolean);
  if (!over.length) return [];
  return [
    {
      severity: 'warning',
      code: 'build/redirect-limit',
      message: `_redirects has ${over.join(' and ')}; the rest are ignored there`,
      file: 'docs.json',
      jsonPath: 'redirects',
      hint: 'merge redirects into patterns (/old/:slug → /new/:slug), or host where the limit does not apply (Netlify, Vercel, nginx)',
    },
  ];
}
