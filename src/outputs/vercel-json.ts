import type { DocsConfig } from '../config/docs-config-schema.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { withBase } from '../site/base-path.js';
import { hostOrder, isShadowed, patternTokens, redirectSource } from './redirects.js';

type Redirect = NonNullable<DocsConfig['redirects']>[number];

/** Characters Vercel's path patterns (path-to-regexp) read as syntax rather than text. */
const PATTERN_SYNTAX = /[()?+{}[\]]/;

/** `:name` stays, `:name*` stays, `*` becomes `:splat*` (Vercel has no bare wildcard). */
function vercelPattern(pattern: string): string {
  return patternTokens(pattern)
    .map((t) => ('text' in t ? t.text : t.rest ? `:${t.param}*` : `:${t.param}`))
    .join('');
}

/**
 * `vercel.json` for a deployment of the output folder: `cleanUrls` and the site's trailing-slash
 * rule (`/guides/intro/` redirects to `/guides/intro`, or the other way with `seo.trailingSlash`), and the redirects
 * (`permanent` as written: 308, or 307 when false). Vercel answers unknown URLs with the
 * top-level `404.html` by itself. A fixed source that is also a page gets no rule: the page is kept.
 */
export function vercelJson(redirects: readonly Redirect[], base: string, pagePaths: ReadonlySet<string>, trailingSlash = false): { text: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const rules: { source: string; destination: string; permanent: boolean }[] = [];
  for (const { redirect: r, index } of hostOrder(redirects)) {
    if (isShadowed(r, pagePaths)) continue;
    const source = redirectSource(r, base);
    if (PATTERN_SYNTAX.test(source)) {
      diagnostics.push({
        severity: 'warning',
        code: 'build/redirect-vercel',
        message: `redirect ${r.source} is left out of vercel.json: Vercel reads ( ) ? + { } [ ] in a source as pattern syntax`,
        file: 'docs.json',
        jsonPath: `redirects[${index}].source`,
        hint: 'use :name and * only',
      });
      continue;
    }
    rules.push({ source: vercelPattern(source), destination: vercelPattern(withBase(base, r.destination)), permanent: r.permanent !== false });
  }
  // seo.trailingSlash: Vercel then redirects `/guides/intro` to `/guides/intro/`, as the links go.
  const config = { cleanUrls: true, trailingSlash, ...(rules.length ? { redirects: rules } : {}) };
  return { text: `${JSON.stringify(config, null, 2)}\n`, diagnostics };
}
