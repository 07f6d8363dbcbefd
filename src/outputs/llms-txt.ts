import type { NavNode, Page, SiteModel } from '../shared/site-model.js';

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
 * x-hidden operations are not in the visible navigation, so they never appear.
 */
export function llmsSections(site: SiteModel, url: (page: Page) => string): LlmsSection[] {
  const byPath = new Map(site.pages.map((p) => [p.path, p]));
  const sections = new Map<string, LlmsSection>();
  const seen = new Set<string>();
  const add = (trail: string[], link: LlmsLink) => {
    const title = trail.join(' › ') || site.name;
    let s = sections.get(title);
    if (!s) sections.set(title, (s = { title, links: [] }));
    s.links.push(link);
  };
  const walk = (nodes: readonly NavNode[], trail: string[]) => {
    for (const n of nodes) {
      if (n.hidden) continue;
      if (n.type === 'page' || (n.type === 'group' && n.root)) {
        const page = byPath.get(n.type === 'page' ? n.path ?? '' : n.root ?? '');
        if (page && !page.hidden && !seen.has(page.path)) {
          seen.add(page.path);
          add(n.type === 'group' ? [...trail, n.title] : trail, { title: page.title, url: url(page), ...(page.description && { description: page.description }), page });
        }
      } else if (n.type === 'link' && n.href) {
        add(trail, { title: n.title, url: n.href });
      }
      if (n.type !== 'page') walk(n.children, [...trail, n.title]);
    }
  };
  walk(site.navigation, []);
  return [...sections.values()];
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
  /** The page's piece of the previous file, as bytes (UTF-8). */
  previous(page: Page): Uint8Array | undefined;
  /** `page` is undefined for the file's heading. */
  record(page: Page | undefined, piece: string | Uint8Array): void;
}

/**
 * llms-full.txt: every listed page's Markdown, in navigation order, each with its URL. A page's
 * Markdown is asked for when the file reaches it, so the whole text is never in memory.
 */
export async function* llmsFullTxt(
  site: SiteModel,
  description: string | undefined,
  sections: readonly LlmsSection[],
  markdown: (page: Page) => string | undefined | Promise<string | undefined>,
  pageUrl: (page: Page) => string,
  pieces?: LlmsFullPieces,
): AsyncGenerator<string | Uint8Array> {
  const heading = description ? `# ${site.name}\n\n> ${oneLine(description)}\n` : `# ${site.name}\n`;
  pieces?.record(undefined, heading);
  yield heading;
  for (const s of sections) {
    for (const l of s.links) {
      if (!l.page) continue;
      let piece: string | Uint8Array | undefined = pieces?.previous(l.page);
      if (piece === undefined) {
        const md = await markdown(l.page);
        if (!md) continue;
        piece = `\n---\n\nSource: ${pageUrl(l.page)}\n\n${md.trim()}\n`;
      }
      pieces?.record(l.page, piece);
      yield piece;
    }
  }
}
