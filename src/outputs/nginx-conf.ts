import type { DocsConfig } from '../config/docs-config-schema.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { withBase } from '../site/base-path.js';
import { hostOrder, isShadowed, patternTokens, redirectSource } from './redirects.js';

type Redirect = NonNullable<DocsConfig['redirects']>[number];

/** Where the build writes the nginx rules, relative to the output folder. */
export const NGINX_CONF_FILE = 'quire-nginx.conf';

/** Characters nginx would read as something else in a quoted string or a `return` URL. */
const UNSAFE = /["\\$\s]/;

/** A regular-expression literal for the decoded path nginx matches (`%20` in docs.json is a space there). */
function regexLiteral(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A stray `%`: nginx would reject such a request; match the text as written.
  }
  return decoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One redirect as an nginx `location`, or why it cannot be one. Sources become anchored regular
 * expressions (`:name` one segment, `:name*` and `*` the rest, an optional trailing slash);
 * destinations refer to the source's parameters by capture number, and keep the query string.
 */
function redirectLocation(r: Redirect, base: string): { location: string } | { problem: string } {
  const source = redirectSource(r, base).replace(/(.)\/+$/, '$1');
  const destination = withBase(base, r.destination);
  if (UNSAFE.test(source) || UNSAFE.test(destination)) return { problem: 'it contains a quote, a backslash, a `$` or white space' };
  const params: string[] = [];
  let regex = '';
  for (const t of patternTokens(source)) {
    if ('text' in t) regex += regexLiteral(t.text);
    else {
      params.push(t.param);
      regex += t.rest ? '(.*)' : '([^/]+)';
    }
  }
  if (params.length > 9) return { problem: 'nginx numbers at most 9 parameters' };
  let target = '';
  for (const t of patternTokens(destination)) {
    if ('text' in t) target += t.text;
    else {
      const n = params.indexOf(t.param);
      if (n < 0) return { problem: `its destination uses ${t.param === 'splat' ? '*' : `:${t.param}`}, which its source does not define` };
      target += `$${n + 1}`;
    }
  }
  const status = r.permanent === false ? 302 : 301;
  const query = target.includes('?') ? '' : '$is_args$args';
  const trailing = regex.endsWith('/') ? '' : '/?';
  return { location: `location ~ "^${regex}${trailing}$" {\n    return ${status} "${target}${query}";\n}` };
}

/**
 * `Accept: text/markdown` first in the header (what agents send) → the page's Markdown twin:
 * `/guides/intro` and `/guides/intro/` → `/guides/intro.md`, the home page → `/index.md`; URLs
 * whose last segment has a dot (files) are left alone. The rewrite lands in the `.md` location,
 * which sends the Markdown type (a page without a twin, like /search, answers 404 there). The
 * capture goes through a variable: `rewrite`'s own pattern would reset `$1`.
 * Written with one `if` per case that is true only when it rewrites: an `if` that matches
 * without rewriting would swap the location's `try_files` for its own empty block ("if is
 * evil"), and `map`, the tidier tool, belongs to the `http` block outside this include.
 */
function markdownNegotiation(base: string): string[] {
  const accept = '^\\s*text/markdown[^|]*';
  return [
    '    set $quire_probe "$http_accept|$uri";',
    `    if ($quire_probe ~* "${accept}[|]${regexLiteral(base)}/$") { rewrite ^ ${base}/index.md last; }`,
    `    if ($quire_probe ~* "${accept}[|](${regexLiteral(base)}/(?:[^|]*/)?[^/.|]+)/*$") { set $quire_twin $1; rewrite ^ $quire_twin.md last; }`,
  ];
}

/** Media types worth compressing (text/html always is). Pagefind's index files are gzipped already. */
const GZIP_TYPES = 'text/css text/javascript application/javascript application/json application/xml text/xml image/svg+xml text/markdown text/plain';

/**
 * The nginx rules for the built site, to `include` inside a `server` block whose `root` holds the
 * site (under a base path `/docs`: the output folder's files at `<root>/docs/`): pretty URLs
 * (`/guides/intro` → `guides/intro/index.html`), the 404 page, and one `location` per redirect.
 * Redirect locations are regular expressions, which nginx tries before the site's prefix
 * location, so a redirect answers 301/302 even where the build also wrote a redirect page;
 * a fixed source that is also a page gets no rule (the page is kept, as everywhere).
 */
export function nginxConf(redirects: readonly Redirect[], base: string, pagePaths: ReadonlySet<string>, trailingSlash = false): { text: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const prefix = `${base}/`;
  const out = [
    '# nginx rules written by `quire build`: include this file inside a `server` block.',
    base
      ? `# The block's \`root\` must hold the site under ${prefix}: the output folder's files at <root>${prefix}.`
      : "# The block's `root` must be the output folder.",
    '# Rebuild rather than edit: the next build replaces it.',
    '',
  ];
  // Inside the site's locations only: under a base path, the rest of the server keeps its own 404.
  const notFound = `    error_page 404 ${withBase(base, '/404.html')};`;
  // Text compressed, as static hosts do (a third of the bytes on slow connections). In the site's
  // own locations, not the server block: a `gzip` there too would be a duplicate directive.
  const gzip = ['    gzip on;', '    gzip_vary on;', '    gzip_min_length 1024;', `    gzip_types ${GZIP_TYPES};`];
  const rules: string[] = [];
  for (const { redirect, index } of hostOrder(redirects)) {
    if (isShadowed(redirect, pagePaths)) continue;
    const made = redirectLocation(redirect, base);
    if ('location' in made) rules.push(`# redirects[${index}]: ${redirect.source} → ${redirect.destination}`, made.location);
    else {
      diagnostics.push({
        severity: 'warning',
        code: 'build/redirect-nginx',
        message: `redirect ${redirect.source} → ${redirect.destination} is left out of ${NGINX_CONF_FILE}: ${made.problem}`,
        file: 'docs.json',
        jsonPath: `redirects[${index}]`,
        hint: 'nginx serves the other redirects; write this one by hand in your server block, or simplify it',
      });
    }
  }
  out.push(...(rules.length ? rules : ['# (no redirects)']), '');
  // Markdown twins (`/guides/intro.md`): nginx's mime.types has no entry for them.
  out.push(`location ~ "^${regexLiteral(base)}/.*\\.md$" {`, '    default_type "text/markdown; charset=utf-8";', '    add_header Vary Accept;', ...gzip, notFound, '}', '');
  if (base) out.push(`location = ${base} {`, `    return 301 "${prefix}$is_args$args";`, '}', '');
  // `$uri/index.html` is the page (`/guides/intro`), `$uri.html` the 404 page and other generated HTML.
  // With seo.trailingSlash, `$uri/` lets nginx answer `/guides/intro` with a 301 to `/guides/intro/`
  // (its directory redirect), and `index index.html` serves the page there.
  const tryFiles = trailingSlash ? '    try_files $uri $uri/ $uri.html =404;' : '    try_files $uri $uri/index.html $uri.html =404;';
  out.push(
    `location ${prefix} {`,
    ...(trailingSlash ? ['    index index.html;'] : []),
    ...markdownNegotiation(base),
    '    add_header Vary Accept;',
    ...gzip,
    tryFiles,
    notFound,
    '}',
    '',
  );
  return { text: out.join('\n'), diagnostics };
}
