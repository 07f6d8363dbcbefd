import { closest } from '../shared/did-you-mean.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';

/*
 * Which frontmatter fields a page may carry. Mintlify documents a fixed set (pages, SEO and API
 * pages); Quire acts on most of them. A field outside every list is almost always a typo or a
 * habit from another generator (`slug`, `tags`, `sidebar_position`) that silently does nothing,
 * so it is reported: "never silent" (issue 28).
 */

/** Fields Quire acts on (Mintlify's, plus the few Quire adds: `boost`, `searchable`, `version`). */
const HONOURED = [
  'title', 'description', 'sidebarTitle', 'icon', 'iconType', 'tag', 'mode', 'url', 'hidden', 'deprecated',
  'noindex', 'robots', 'canonical', 'keywords', 'author', 'googlebot', 'openapi', 'openapi-schema', 'rss',
  'timestamp', 'lastUpdatedDate', 'hideFooterPagination', 'hideApiMarker', 'related', 'contextual',
  'boost', 'searchable', 'version',
  // MDX API pages (`api: "POST /path"`) and AsyncAPI channels (render/render-page.ts).
  'api', 'playground', 'authMethod', 'asyncapi',
  // A static site is public: there is no login to restrict a page to (Mintlify's auth fields).
  'public', 'groups',
] as const;

/** Mintlify-documented fields Quire accepts but does not act on, with what it does instead. */
const NOT_HONOURED: Readonly<Record<string, string>> = {
  // None today: the API page fields (`api`, `playground`, `authMethod`) are honoured since MDX
  // API pages exist. A Mintlify field Quire learns of but cannot act on goes here.
};

/** Fields other generators use, with what does the job here (a closer hint than "did you mean"). */
const FOREIGN: Readonly<Record<string, string>> = {
  slug: 'a page\'s URL comes from its file path; move or rename the file, or add a redirect in docs.json',
  permalink: 'a page\'s URL comes from its file path; move or rename the file, or add a redirect in docs.json',
  tags: 'use `keywords` (search and the keywords meta tag) or `tag` (a label beside the sidebar entry)',
  sidebar_position: 'the sidebar follows the order of docs.json `navigation`',
  sidebar_label: 'use `sidebarTitle`',
  nav_order: 'the sidebar follows the order of docs.json `navigation`',
  weight: 'the sidebar follows the order of docs.json `navigation`',
  order: 'the sidebar follows the order of docs.json `navigation`',
  draft: 'use `hidden: true` (kept out of the sidebar) or `noindex: true`',
  date: 'use `lastUpdatedDate` for the "Last updated" date',
  layout: 'use `mode` (default, wide, custom, center, frame)',
  redirect: 'list redirects in docs.json `redirects` (source and destination)',
  search: 'use `boost: 2` (search ranking) or `searchable: false` at the top level',
};

/** Page modes Mintlify documents (`assistant` is shown as `default` here). */
const MODES = ['default', 'wide', 'custom', 'center', 'frame', 'assistant'];

/** Prefixes of meta tags written as they are (`og:image`, `twitter:card`, `article:author`). */
const META_PREFIX = /^(og|twitter|article):/;

const KNOWN: readonly string[] = [...HONOURED, ...Object.keys(NOT_HONOURED)];

/**
 * Warnings for a page's frontmatter fields that Quire does not know (`content/unknown-frontmatter`,
 * with the closest known field) or knows and ignores (`content/frontmatter-not-honoured`). Each
 * is located at its key in `source` (the page's text, frontmatter first). A field the page reads
 * in its body (`{frontmatter.product}`) is the page's own metadata, and not reported.
 */
export function frontmatterFieldDiagnostics(data: Record<string, unknown>, source: string, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Found when a field is reported, which few pages have a field for.
  let places: Map<string, { line: number; column: number }> | undefined;
  const placeOf = (key: string) => (places ??= keyPlaces(source)).get(key) ?? { line: 2, column: 1 };
  for (const key of Object.keys(data)) {
    if (key === 'mode' && !MODES.includes(String(data.mode))) {
      const near = closest(String(data.mode), MODES);
      out.push({
        severity: 'warning',
        code: 'content/frontmatter-value',
        message: `frontmatter mode "${String(data.mode)}" is not a page mode; the page uses the default layout`,
        file,
        ...placeOf(key),
        hint: `${near ? `did you mean "${near}"? ` : ''}modes: ${MODES.join(', ')}`,
      });
    }
    if ((HONOURED as readonly string[]).includes(key) || META_PREFIX.test(key)) continue;
    const instead = NOT_HONOURED[key];
    if (instead !== undefined) {
      out.push({
        severity: 'warning',
        code: 'content/frontmatter-not-honoured',
        message: `frontmatter field "${key}" is not acted on by Quire`,
        file,
        ...placeOf(key),
        hint: instead,
      });
      continue;
    }
    if (readsFrontmatterField(source, key)) continue;
    const near = FOREIGN[key] ? undefined : closest(key, KNOWN);
    out.push({
      severity: 'warning',
      code: 'content/unknown-frontmatter',
      message: `unknown frontmatter field "${key}"; it has no effect`,
      file,
      ...placeOf(key),
      hint: FOREIGN[key] ?? (near ? `did you mean "${near}"?` : 'see the page fields Mintlify documents (title, description, sidebarTitle, icon, tag, mode, keywords…); remove it if it is not used'),
    });
  }
  return out;
}

/** Line and column of each top-level key of the frontmatter block at the top of `source`. */
function keyPlaces(source: string): Map<string, { line: number; column: number }> {
  const places = new Map<string, { line: number; column: number }>();
  const lines = source.split('\n', 2_000);
  if (!/^(\uFEFF)?---\s*$/.test(lines[0] ?? '')) return places;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (/^---\s*$/.test(line)) break;
    const m = /^(["']?)([^\s"'#:][^"':]*?|[^"']+)\1\s*:(\s|$)/.exec(line);
    if (m && !places.has(m[2]!)) places.set(m[2]!, { line: i + 1, column: 1 });
  }
  return places;
}

/** Whether the page's body reads `frontmatter.key` or `frontmatter["key"]`. */
function readsFrontmatterField(source: string, key: string): boolean {
  if (!source.includes('frontmatter')) return false;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`frontmatter\\s*(?:\\??\\.\\s*${escaped}\\b|\\[\\s*["'\`]${escaped}["'\`]\\s*\\])`).test(source);
}
