import { escapeHtml } from '../shared/escape-html.js';

/**
 * RSS for changelog pages, as Mintlify publishes them: a page with `rss: true` in its
 * frontmatter gets `<page>/rss.xml`, one item per `<Update>` on it (label as title, description,
 * the update's content), newest first as the page lists them.
 */
export interface FeedItem {
  /** The update's label (plain text). */
  title: string;
  /** Its anchor on the page, when the label gives one. */
  id?: string;
  description?: string;
  /** The update's content HTML. */
  html: string;
}

const SECTION_TAG = /<(\/?)section\b[^>]*>/g;

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decodeEntities(m[1]!) : undefined;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `<Update>` sections of a rendered page (themes/shared/mdx/misc.tsx), in page order. */
export function updatesFromHtml(html: string): FeedItem[] {
  const items: FeedItem[] = [];
  SECTION_TAG.lastIndex = 0;
  let open: { tag: string; end: number } | undefined;
  let depth = 0;
  for (let m = SECTION_TAG.exec(html); m; m = SECTION_TAG.exec(html)) {
    const closing = m[1] === '/';
    if (!open) {
      if (!closing && /\sclass="update"/.test(m[0])) {
        open = { tag: m[0], end: m.index + m[0].length };
        depth = 1;
      }
      continue;
    }
    depth += closing ? -1 : 1;
    if (depth > 0) continue;
    const inner = html.slice(open.end, m.index);
    const bodyAt = inner.indexOf('<div class="update-body">');
    const meta = bodyAt >= 0 ? inner.slice(0, bodyAt) : inner;
    const body = bodyAt >= 0 ? inner.slice(bodyAt + '<div class="update-body">'.length).replace(/<\/div>\s*$/, '') : '';
    const description = /<p class="update-description">([\s\S]*?)<\/p>/.exec(meta)?.[1];
    const id = attr(open.tag, 'id');
    items.push({
      title: attr(open.tag, 'aria-label') ?? textOf(/<[^>]*class="update-label"[^>]*>([\s\S]*?)<\/(?:a|span)>/.exec(meta)?.[1] ?? ''),
      ...(id && { id }),
      ...(description && { description: textOf(description) }),
      html: body.trim(),
    });
    open = undefined;
  }
  return items;
}

export interface FeedInput {
  title: string;
  description?: string;
  /** The page's URL (absolute when the site URL is known). */
  link: string;
  /** The feed's own URL. */
  self: string;
  /** The site's origin (`https://docs.example.com`), when known: root-relative links in items are made absolute with it. */
  origin?: string;
  items: readonly FeedItem[];
}

/** A label that reads as a date (`2024-03-01`, `March 4, 2024`) dates its item. */
function pubDate(label: string): string | undefined {
  if (!/\d{4}/.test(label)) return undefined;
  const t = Date.parse(label);
  return Number.isNaN(t) ? undefined : new Date(t).toUTCString();
}

/** Feed readers show items away from the site: `href="/x"` → `href="https://docs.example.com/x"`. */
function absolutize(html: string, origin: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_m, name: string) => ` ${name}="${origin}/`);
}

const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** RSS 2.0 with the content module (each update's HTML in `content:encoded`). */
export function rssFeed(feed: FeedInput): string {
  const items = feed.items.map((item) => {
    const link = item.id ? `${feed.link}#${encodeURIComponent(item.id)}` : feed.link;
    const date = pubDate(item.title);
    return [
      '    <item>',
      `      <title>${escapeHtml(item.title || feed.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="${link.startsWith('http') ? 'true' : 'false'}">${escapeHtml(link)}</guid>`,
      date ? `      <pubDate>${date}</pubDate>` : '',
      item.description ? `      <description>${escapeHtml(item.description)}</description>` : '',
      `      <content:encoded>${cdata(feed.origin ? absolutize(item.html, feed.origin) : item.html)}</content:encoded>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(feed.title)}</title>`,
    `    <link>${escapeHtml(feed.link)}</link>`,
    `    <description>${escapeHtml(feed.description ?? feed.title)}</description>`,
    `    <atom:link href="${escapeHtml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
