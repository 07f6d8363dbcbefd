import MiniSearch from 'minisearch';

/** One page of a built site, as its Markdown twin tells it. */
export interface DocsPage {
  /** The page's URL path, e.g. `/guides/intro` (`/` for the home page). */
  path: string;
  /** The twin's text: `# Title`, the description as `> …`, then the content. */
  markdown: string;
}

export interface DocsHit {
  title: string;
  path: string;
  /** The twin's URL, which `get_page` also accepts. */
  markdownPath: string;
  /** The page's public URL, when the site names its origin (`seo.metatags.canonical`). */
  url?: string;
  /** A stretch of the page around the first word matched. */
  excerpt: string;
  score: number;
}

export interface DocsIndex {
  size: number;
  search(query: string, limit?: number): DocsHit[];
  /** A page's Markdown by its path, its `.md` URL or a full URL; undefined when there is none. */
  get(path: string): DocsPage | undefined;
  /** Paths nearest to one that is not there, for the error message. */
  paths(): string[];
}

interface Doc {
  id: string;
  title: string;
  headings: string;
  body: string;
}

const EXCERPT = 240;

/**
 * A full-text index over the pages' Markdown twins, for `quire mcp`'s `search_docs` tool: ranked
 * by BM25 with titles and headings weighted above the body, prefix and typo-tolerant matches
 * (as the site's own search box is). The twins are what `get_page` returns, so a hit's excerpt
 * is text the agent can find again in the page.
 */
export interface DocsIndexOptions {
  /** The public URL of a page path, if known. */
  urlOf?: (path: string) => string | undefined;
  /** The site's base path (`/docs`), taken off full URLs given to `get`. */
  base?: string;
}

export function createDocsIndex(pages: readonly DocsPage[], opts: DocsIndexOptions = {}): DocsIndex {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const docs: Doc[] = pages.map((p) => {
    const title = /^# (.+)$/m.exec(p.markdown)?.[1]?.trim() ?? p.path;
    const headings = [...p.markdown.matchAll(/^#{2,6} (.+)$/gm)].map((m) => m[1]).join('\n');
    return { id: p.path, title, headings, body: p.markdown };
  });
  const titles = new Map(docs.map((d) => [d.id, d.title]));
  // Built at the first search, not at startup: get_page needs no index, and indexing takes
  // seconds on a site of thousands of pages.
  let mini: MiniSearch<Doc> | undefined;
  const index = (): MiniSearch<Doc> => {
    if (mini) return mini;
    mini = new MiniSearch<Doc>({
      fields: ['title', 'headings', 'body'],
      storeFields: [],
      searchOptions: { boost: { title: 4, headings: 2 }, prefix: (term) => term.length > 2, combineWith: 'AND' },
    });
    mini.addAll(docs);
    return mini;
  };

  return {
    size: pages.length,
    search(query, limit = 10) {
      // Every word, else every word allowing typos, else any word (an agent's query is often a
      // sentence). Typo matching walks the whole vocabulary: only when exact words find nothing.
      const fuzzy = (term: string) => (term.length > 4 ? 0.2 : false);
      let results = index().search(query);
      if (results.length === 0) results = index().search(query, { fuzzy });
      if (results.length === 0) results = index().search(query, { fuzzy, combineWith: 'OR' });
      return results.slice(0, limit).map((r) => {
        const path = String(r.id);
        const url = opts.urlOf?.(path);
        return {
          title: titles.get(path) ?? path,
          path,
          markdownPath: markdownUrl(path),
          ...(url && { url }),
          excerpt: excerpt(byPath.get(path)?.markdown ?? '', r.terms),
          score: Math.round(r.score * 100) / 100,
        };
      });
    },
    get(path) {
      return byPath.get(pagePath(path, opts.base));
    },
    paths: () => [...byPath.keys()],
  };
}

/** `/a/b` → `/a/b.md`, `/` → `/index.md` (as the build names twins). */
function markdownUrl(path: string): string {
  return path === '/' ? '/index.md' : `${path}.md`;
}

/** What a caller may pass as a page: `/a/b`, `a/b`, `/a/b.md`, `/a/b/`, `https://site/a/b#x`. */
export function pagePath(input: string, base = ''): string {
  let p = input.trim();
  try {
    if (/^https?:\/\//i.test(p)) {
      p = decodeURI(new URL(p).pathname);
      if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length);
    }
  } catch {
    // not a URL after all: read it as a path
  }
  p = p.replace(/[?#].*$/, '').replace(/\.md$/, '').replace(/\/+$/, '');
  if (!p.startsWith('/')) p = `/${p}`;
  return p === '/index' || p === '' ? '/' : p;
}

/** The text around the first matched term, on one line, cut at word boundaries. */
function excerpt(markdown: string, terms: readonly string[]): string {
  // The title and description come first in every twin: skip the title line.
  const text = markdown.replace(/^# .+\n+/, '').replace(/```[^\n]*\n/g, '').replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  let at = -1;
  for (const t of terms) {
    const i = lower.indexOf(t.toLowerCase());
    if (i !== -1 && (at === -1 || i < at)) at = i;
  }
  if (at === -1 || text.length <= EXCERPT) return text.length <= EXCERPT ? text : `${text.slice(0, text.lastIndexOf(' ', EXCERPT))} …`;
  let start = Math.max(0, at - EXCERPT / 3);
  if (start > 0) start = text.indexOf(' ', start) + 1;
  let end = Math.min(text.length, start + EXCERPT);
  if (end < text.length) end = text.lastIndexOf(' ', end);
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
