/**
 * Content negotiation for AI agents: a page request whose `Accept` header prefers
 * `text/markdown` gets the page's Markdown twin (Mintlify answers the same way). Browsers send
 * `text/html` first, so they keep getting HTML; `curl` and fetch() send `*∕*`, which ties and
 * stays HTML.
 */

interface MediaRange {
  type: string;
  q: number;
  order: number;
}

function parseAccept(header: string): MediaRange[] {
  return header
    .split(',')
    .map((part, order) => {
      const [type = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { type: type.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((r) => r.type);
}

/** The best match of `media` in the ranges: exact type, then `type/*`, then `*∕*`. */
function quality(ranges: readonly MediaRange[], media: string): { q: number; order: number } {
  const major = media.split('/')[0];
  const match = ranges.find((r) => r.type === media) ?? ranges.find((r) => r.type === `${major}/*`) ?? ranges.find((r) => r.type === '*/*');
  return match ? { q: match.q, order: match.order } : { q: 0, order: Infinity };
}

/**
 * Whether an `Accept` header asks for Markdown over HTML: `text/markdown` must be named
 * outright (a wildcard never picks it) and rank above `text/html`, or equal and listed first.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const md = ranges.find((r) => r.type === 'text/markdown');
  if (!md || md.q <= 0) return false;
  const html = quality(ranges, 'text/html');
  return md.q > html.q || (md.q === html.q && md.order < html.order);
}

/** The headers of a negotiated page answer: Markdown, or HTML that could have been Markdown. */
export const MARKDOWN_HEADERS = { 'content-type': 'text/markdown; charset=utf-8', vary: 'Accept' } as const;
