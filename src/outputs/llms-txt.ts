import type { NavNode, Page, SiteModel } from '../shared/site-model.js';
import type { FileRange, TextPart } from '../io/file-range.js';

export interface LlmsLink {
  title: string;
  /** Where the link points (the page's Markdown twin, or an external URL). */
  url: string;
  description?: string;
  /** The page, for llms-full.txt; absent for external links. */
  page?: Page;
}

export interface LlmsSection {
  /** `Tab › Group` trail of the section. */
  title: string;
  links: LlmsLink[];
}

/**
 * The navigation as llms.txt sections: one per group (titled by its trail of tabs, anchors,
 * versions… and groups), visible pages only, in sidebar order. Hidden and orphan pages and
 * x-hidden operations are not in the visible navigation, so they never appear. A page link's
 * `url` is made when read: llms-full.txt, the file a one-page edit rewrites, reads only pages.
 */
export function llmsSections(site: SiteModel, url: (page: Page) => string): LlmsSection[] {
  const byPath = new Map(site.pages.map((p) => [p.path, p]));
  const sections = new Map<string, LlmsSection>();
  const seen = new Set<string>();
  // Each level's trail is joined once, and its section looked up once, not per link (27,210
  // pages: the per-link join and lookup were most of this function's time).
  const sectionFor = (trail: string | undefined) => {
    const title = trail || site.name;
    let s = sections.get(title);
    if (!s) sections.set(title, (s = { title, links: [] }));
    return s;
  };
  /** `trail`: the level's titles joined (undefined at the top, where there are none). */
  const walk = (nodes: readonly NavNode[], trail: string | undefined) => {
    let here: LlmsSection | undefined;
    for (const n of nodes) {
      if (n.hidden) continue;
      const inner = n.type === 'page' ? '' : trail === undefined ? n.title : `${trail} › ${n.title}`;
      if (n.type === 'page' || (n.type === 'group' && n.root)) {
        const page = byPath.get(n.type === 'page' ? n.path ?? '' : n.root ?? '');
        if (page && !page.hidden && !seen.has(page.path)) {
          seen.add(page.path);
          (n.type === 'group' ? sectionFor(inner) : (here ??= sectionFor(trail))).links.push(new PageLink(page, url));
        }
      } else if (n.type === 'link' && n.href) {
        (here ??= sectionFor(trail)).links.push({ title: n.title, url: n.href });
      }
      if (n.type !== 'page') walk(n.children, inner);
    }
  };
  walk(site.navigation, undefined);
  return [...sections.values()];
}

/**
 * A page's link, its URL made when read. A class keeps the getter on the prototype, so a link
 * costs what a plain object does to make; an object literal with a getter, or with a spread-in
 * description, cost 2–4× as much.
 */
class PageLink implements LlmsLink {
  readonly title: string;
  readonly description: string | undefined;
  constructor(
    readonly page: Page,
    private readonly href: (page: Page) => string,
  ) {
    this.title = page.title;
    this.description = page.description || undefined;
  }
  get url(): string {
    return this.href(this.page);
  }
}

export function oneLine(s: string): string {
  return s.trim().replace(/\s*\n\s*/g, ' ');
}

/** An OpenAPI document the site publishes: its name (the file's, without extension) and public URL. */
export interface PublishedSpec {
  name: string;
  url: string;
}

/**
 * llms.txt (https://llmstxt.org): title, description, a link list per navigation section, and
 * (as Mintlify's has) an "OpenAPI Specs" section listing the site's OpenAPI documents.
 */
export function llmsTxt(site: SiteModel, description: string | undefined, sections: readonly LlmsSection[], specs: readonly PublishedSpec[] = []): string {
  const out = [`# ${site.name}`, ''];
  if (description) out.push(`> ${oneLine(description)}`, '');
  for (const s of sections) {
    out.push(`## ${s.title}`, '');
    for (const l of s.links) out.push(`- [${l.title}](${l.url})${l.description ? `: ${oneLine(l.description)}` : ''}`);
    out.push('');
  }
  if (specs.length) out.push('## OpenAPI Specs', '', ...specs.map((s) => `- [${s.name}](${s.url})`), '');
  return out.join('\n');
}

/**
 * A rebuild's help with llms-full.txt: the text a page had in the previous file when it can be
 * taken as it is (see llms-full-reuse.ts), and each piece as it goes out.
 */
export interface LlmsFullPieces {
  /** Where the page's piece of the previous file is (UTF-8 bytes of the open file). */
  previous(page: Page): FileRange | undefined;
  /** `page` is undefined for the file's heading. */
  record(page: Page | undefined, piece: TextPart): void;
}

/**
 * llms-full.txt: every listed page's Markdown, in navigation order, each with its URL. A page's
 * Markdown is asked for when the file reaches it, so the whole text is never in memory. Pages
 * taken from the previous file one after another, where they also followed each other, go out
 * as one range of it (at 27,000 pages, a handful of parts instead of 27,000).
 */
export async function* llmsFullTxt(
  site: SiteModel,
  description: string | undefined,
  sections: readonly LlmsSection[],
  markdown: (page: Page) => string | undefined | Promise<string | undefined>,
  pageUrl: (page: Page) => string,
  pieces?: LlmsFullPieces,
): AsyncGenerator<TextPart> {
  const heading = description ? `# ${site.name}\n\n> ${oneLine(description)}\n` : `# ${site.name}\n`;
  pieces?.record(undefined, heading);
  yield heading;
  let run: FileRange | undefined;
  for (const s of sections) {
    for (const l of s.links) {
      if (!l.page) continue;
      const previous = pieces?.previous(l.page);
      if (previous) {
        pieces!.record(l.page, previous);
        if (run && run.fd === previous.fd && run.start + run.length === previous.start) run.length += previous.length;
        else {
          if (run) yield run;
          run = { ...previous };
        }
        continue;
      }
      const md = await markdown(l.page);
      if (!md) continue;
      const piece = `\n---\n\nSource: ${pageUrl(l.page)}\n\n${md.trim()}\n`;
      pieces?.record(l.page, piece);
      if (run) yield run;
      run = undefined;
      yield piece;
    }
  }
  if (run) yield run;
}
