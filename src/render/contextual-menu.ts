import { addMcpCommand, askHref, BUILTIN_OPTIONS, cursorInstallHref, vscodeInstallHref } from '../shared/contextual-options.js';
import { EN, formatMessage, type UiMessages } from '../shared/ui-messages/en.js';
import { isUrl } from '../openapi/spec-source.js';
import type { ContextualItem, ContextualMenu } from './theme-types.js';

/** What the menu of one page needs to know about it. */
export interface ContextualPage {
  /** `route.page.path`, e.g. `/guides/intro` (custom options' `$path`). */
  path: string;
  /** Root-relative Markdown twin, `/guides/intro.md`. */
  markdownUrl: string;
  /** The twin's absolute URL, when the site's URL is known. */
  absoluteMarkdownUrl?: string;
  /** Where the page's OpenAPI document downloads from (API pages only). */
  specUrl?: string;
  /** The page's frontmatter `contextual`: false hides the menu, options replace the site's. */
  frontmatter?: unknown;
  /**
   * The site's MCP server (`<site URL>/mcp`) and the name editors install it under; absent when
   * the site's URL is unknown, which leaves the MCP options (and custom ones with `$mcp`) out.
   */
  mcp?: { url: string; name: string };
  /** Interface strings of the page's language (titles of the built-in options); default English. */
  messages?: UiMessages;
}

/** Titles and descriptions of the built-in options in the page's language. */
function builtinText(id: string, t: UiMessages): { title: string; description: string } | undefined {
  const tool = BUILTIN_OPTIONS[id]?.tool;
  if (tool) return { title: formatMessage(t.openIn, { name: tool }), description: id === 'devin' ? t.startDevinSession : t.askAboutThisPage };
  const editor = BUILTIN_OPTIONS[id]?.editor;
  if (editor) return { title: formatMessage(t.connectTo, { name: editor }), description: formatMessage(t.installMcpIn, { name: editor }) };
  switch (id) {
    case 'mcp':
      return { title: t.copyMcpUrl, description: t.copyMcpUrlDescription };
    case 'add-mcp':
      return { title: t.copyMcpInstall, description: t.copyMcpInstallDescription };
    case 'copy':
      return { title: t.copyPage, description: t.copyPageDescription };
    case 'view':
      return { title: t.viewAsMarkdown, description: t.viewAsMarkdownDescription };
    case 'download-pdf':
      return { title: t.downloadPdf, description: t.downloadPdfDescription };
    case 'download-spec':
      return { title: t.downloadApiSpec, description: t.downloadApiSpecDescription };
    default:
      return undefined;
  }
}

/** What Quire shows when docs.json says nothing: the two options that need no third party. */
const DEFAULT_OPTIONS = ['copy', 'view'];

/**
 * Where a document's copy is served for `download-spec`: a local spec as bundled JSON beside
 * the site (`specs/api.yaml` → `/specs/api.json`), a remote one at its own URL.
 */
export function specDownloadUrl(specId: string): string {
  return isUrl(specId) ? specId : `/${specId.replace(/\.(ya?ml|json)$/i, '')}.json`;
}

const SAFE_HREF = /^(https?:|mailto:|\/|#|\.)/i;

/** `$path` and `$mcp` now; `$page` (the page's Markdown) is the browser's to fill, with the twin's URL as a fallback. */
function substitute(value: string, page: ContextualPage, pageFallback: string): string {
  return value
    .replace(/\$path/g, page.path)
    .replace(/\$mcp/g, page.mcp?.url ?? '$mcp')
    .replace(/\$page/g, pageFallback);
}

function customHref(href: unknown, page: ContextualPage, pageValue: string): string | undefined {
  if (typeof href === 'string') return substitute(href, page, pageValue);
  if (!href || typeof href !== 'object') return undefined;
  const { base, query } = href as { base?: unknown; query?: unknown };
  if (typeof base !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(base, 'https://quire.invalid');
  } catch {
    return undefined;
  }
  for (const q of Array.isArray(query) ? query : []) {
    const { key, value } = (q ?? {}) as { key?: unknown; value?: unknown };
    if (typeof key === 'string' && typeof value === 'string') url.searchParams.append(key, substitute(value, page, pageValue));
  }
  return url.origin === 'https://quire.invalid' ? url.href.slice(url.origin.length) : url.href;
}

/** A custom option object, or undefined when it cannot be shown (config validation reports why). */
function customItem(option: Record<string, unknown>, page: ContextualPage): ContextualItem | undefined {
  if (typeof option.title !== 'string') return undefined;
  const raw = JSON.stringify(option.href ?? '');
  // `$mcp` is the site's MCP server, whose URL needs the site's (config validation says so).
  if (raw.includes('$mcp') && !page.mcp) return undefined;
  const fallback = page.absoluteMarkdownUrl ?? page.markdownUrl;
  const href = customHref(option.href, page, fallback);
  if (!href || !SAFE_HREF.test(href)) return undefined;
  const template = raw.includes('$page') ? customHref(option.href, page, '$page') : undefined;
  return {
    id: 'custom',
    title: option.title,
    ...(typeof option.description === 'string' && { description: option.description }),
    ...(typeof option.icon === 'string' && !option.icon.trim().startsWith('{') && { icon: option.icon }),
    ...(typeof option.iconType === 'string' && { iconType: option.iconType }),
    href,
    external: /^https?:/i.test(href),
    ...(template && { pageTemplate: template }),
  };
}

function builtinItem(id: string, page: ContextualPage): ContextualItem | undefined {
  const option = BUILTIN_OPTIONS[id];
  if (!option) return undefined;
  const text = builtinText(id, page.messages ?? EN) ?? option;
  const item: ContextualItem = { id, title: text.title, description: text.description, icon: option.icon };
  if (id === 'view') return { ...item, href: page.markdownUrl };
  if (option.mcp) {
    if (!page.mcp) return undefined;
    const { url, name } = page.mcp;
    if (option.mcp === 'copy-url') return { ...item, copyText: url };
    if (option.mcp === 'copy-command') return { ...item, copyText: addMcpCommand(url) };
    return { ...item, href: id === 'cursor' ? cursorInstallHref(name, url) : vscodeInstallHref(name, url) };
  }
  if (id === 'download-spec') return page.specUrl ? { ...item, href: page.specUrl, external: isUrl(page.specUrl) } : undefined;
  if (option.ask) {
    // Without the site's URL the prompt names the twin by its path; the browser completes it.
    const href = askHref(option, page.absoluteMarkdownUrl ?? page.markdownUrl)!;
    return { ...item, href, external: true, ...(!page.absoluteMarkdownUrl && { ask: option.ask }) };
  }
  return item;
}

/** Options of docs.json or of the page's frontmatter, and where the menu goes; undefined hides it. */
function pageOptions(options: readonly unknown[] | undefined, display: unknown, fm: unknown): { options: readonly unknown[]; display: 'header' | 'toc' } | undefined {
  if (fm === false) return undefined;
  let own: unknown;
  let ownDisplay: unknown;
  if (Array.isArray(fm)) own = fm;
  else if (fm && typeof fm === 'object') ({ options: own, display: ownDisplay } = fm as { options?: unknown; display?: unknown });
  const chosen = Array.isArray(own) ? own : (options ?? DEFAULT_OPTIONS);
  const where = ownDisplay ?? display;
  return { options: chosen, display: where === 'toc' ? 'toc' : 'header' };
}

/**
 * The page menu of one page: docs.json `contextual` (or the page's frontmatter `contextual`)
 * resolved into links. Options Quire does not offer are left out (config validation warns).
 * Pure.
 */
export function contextualMenu(contextual: { options?: readonly unknown[]; display?: unknown } | undefined, page: ContextualPage): ContextualMenu | undefined {
  const chosen = pageOptions(contextual?.options, contextual?.display, page.frontmatter);
  if (!chosen) return undefined;
  const items: ContextualItem[] = [];
  for (const option of chosen.options) {
    const item = typeof option === 'string' ? builtinItem(option, page) : option && typeof option === 'object' ? customItem(option as Record<string, unknown>, page) : undefined;
    if (item) items.push(item);
  }
  if (items.length === 0) return undefined;
  return { display: chosen.display, items, markdownUrl: page.markdownUrl };
}
