import { stringify } from 'yaml';
import type { Diagnostic } from '../../diagnostics/quire-error.js';
import { HTTP_METHODS, type ApiEntry, type ApiIndex } from '../api-index.js';
import { planApiPages, planDiagnostics, type PlannedApiPage } from '../plan-pages.js';
import { deref } from '../resolve-ref.js';

/** One MDX stub the scraper writes. */
export interface ScrapedFile {
  /** Posix path relative to the docs root, with `.mdx`, e.g. `api-reference/plants/get-plants.mdx`. */
  path: string;
  /** The page path as written in docs.json `pages` (no extension). */
  page: string;
  content: string;
  /** The operation's navigation group label. */
  group: string;
  /** `x-hidden`: written, but left out of the navigation. */
  hidden: boolean;
}

/** A navigation group to paste into docs.json. */
export interface ScrapedNavGroup {
  group: string;
  pages: string[];
}

export interface ScrapeResult {
  files: ScrapedFile[];
  navigation: ScrapedNavGroup[];
  /** Operations and webhooks marked `x-excluded` (no file). */
  excluded: number;
  /** Operations whose vendor `href` is an absolute URL: they link out and get no file. */
  outbound: ApiEntry[];
  /** Located warnings about the URLs (shortened, or moved off a URL another operation has). */
  diagnostics: Diagnostic[];
}

/**
 * Plans the stubs of `quire openapi`: one MDX file per operation and webhook, at the URL the
 * navigation expansion would give them with `directory` as the directory (the same
 * `planApiPages`, so a site can switch between generated and scraped pages and keep its URLs).
 * Pure: the caller writes the files.
 */
export function scrapeApiPages(api: ApiIndex, directory: string): ScrapeResult {
  const files: ScrapedFile[] = [];
  const outbound: ApiEntry[] = [];
  const navigation: ScrapedNavGroup[] = [];
  const plans = planApiPages(api, directory);
  for (const group of plans) {
    const nav: ScrapedNavGroup = { group: group.label, pages: [] };
    for (const planned of group.pages) {
      if (planned.url === undefined) {
        outbound.push(planned.entry);
        continue;
      }
      const page = planned.url.replace(/^\/+/, '') || 'index';
      files.push({ path: `${page}.mdx`, page, content: stubPage(planned.entry, planned), group: group.label, hidden: planned.entry.hidden });
      if (!planned.entry.hidden) nav.pages.push(page);
    }
    if (nav.pages.length) navigation.push(nav);
  }
  const diagnostics = planDiagnostics(api, plans.flatMap((g) => g.pages));
  return { files, navigation, excluded: countExcluded(api.document), outbound, diagnostics };
}

/**
 * The MDX stub of one operation: `openapi` (the reference resolved at build time, so the title
 * and description never go stale), `deprecated` when set, the vendor `metadata` (which wins
 * over `deprecated`), then the vendor `content`. A title or sidebar title the generated page
 * takes from its URL rather than from the document (`-1` of a duplicate, an `x-mint.href`) is
 * written out, so the stub shows the same.
 */
export function stubPage(entry: ApiEntry, planned?: Pick<PlannedApiPage, 'title' | 'sidebarTitle'>): string {
  const reference = entry.kind === 'webhook' ? `webhook ${entry.name}` : `${entry.method} ${entry.path}`;
  const frontmatter: Record<string, unknown> = { openapi: reference };
  if (planned && planned.title !== entry.title && !('title' in entry.metadata)) frontmatter.title = planned.title;
  if (planned?.sidebarTitle && !('sidebarTitle' in entry.metadata)) frontmatter.sidebarTitle = planned.sidebarTitle;
  if (entry.deprecated) frontmatter.deprecated = true;
  for (const [key, value] of Object.entries(entry.metadata)) if (key !== 'openapi') frontmatter[key] = value;
  const yaml = stringify(frontmatter, { lineWidth: 0 }).trimEnd();
  const body = entry.content?.trim() ? `\n${entry.content.trim()}\n` : '';
  return `---\n${yaml}\n---\n${body}`;
}

function countExcluded(document: any): number {
  let count = 0;
  for (const rawItem of Object.values<unknown>(document?.paths ?? {})) {
    const item = deref(document, rawItem);
    for (const method of HTTP_METHODS) if (deref(document, item?.[method])?.['x-excluded'] === true) count++;
  }
  for (const rawItem of Object.values<unknown>(document?.webhooks ?? {})) {
    const item = deref(document, rawItem);
    const method = HTTP_METHODS.find((m) => item?.[m] && typeof item[m] === 'object');
    if (method && deref(document, item[method])?.['x-excluded'] === true) count++;
  }
  return count;
}

/** `Wrote 7 pages (1 hidden, 1 excluded): Plants 3, Beds 2, API Reference 2` */
export function scrapeSummary(result: ScrapeResult, where: string): string {
  const hidden = result.files.filter((f) => f.hidden).length;
  const perGroup = new Map<string, number>();
  for (const f of result.files) perGroup.set(f.group, (perGroup.get(f.group) ?? 0) + 1);
  const extras = [`${hidden} hidden`, `${result.excluded} excluded`];
  if (result.outbound.length) extras.push(`${result.outbound.length} linking out`);
  const groups = [...perGroup].map(([g, n]) => `${g} ${n}`).join(', ');
  const n = result.files.length;
  return `Wrote ${n} page${n === 1 ? '' : 's'} into ${where} (${extras.join(', ')})${groups ? `: ${groups}` : ''}`;
}
