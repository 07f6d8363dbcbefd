/**
 * The keys a page's compiled MDX content is filed under in the render cache (render-cache.ts):
 * what the build plans with (page-job.ts) and what `quire dev` looks up, so that each reuses
 * the other's compiles.
 */
import type { Page } from '../shared/site-model.js';
import type { LoadedSite } from '../site/load-site.js';
import { hash } from '../io/hash.js';

/**
 * Key of everything besides the page and its text that content is compiled from: Quire's code
 * and the docs.json settings content reads, which are the theme (its components), the icon
 * library (the theme's content provider), styling and the `variables` substituted into pages and
 * snippets. Everything else (navigation, name, colours, navbar…) only reaches the layout, so
 * changing it keeps compiled pages.
 */
export function contentSettingsKey(code: string, config: LoadedSite['config']): string {
  return hash(code, JSON.stringify({ theme: config.theme, icons: config.icons, styling: config.styling, variables: config.variables }));
}

/**
 * Key of a page's MDX content before its snippets are checked, from the hash of its source
 * (src/io/hash.ts of the text); undefined for pure API pages.
 */
export function contentKeyOf(settingsKey: string, page: Page, sourceHash: string | undefined): string | undefined {
  // Components print interface strings (callout labels, "required") in the page's language.
  const language = page.language ?? '';
  if (page.source.kind === 'mdx') return sourceHash === undefined ? undefined : hash(settingsKey, language, page.source.file, sourceHash);
  const vendor = page.frontmatter['x-content'];
  return typeof vendor === 'string' && vendor.trim() ? hash(settingsKey, language, page.path, vendor) : undefined;
}

/** The same without the page's file (see shared-content.ts); undefined where there is no MDX file. */
export function sharedContentKeyOf(settingsKey: string, page: Page, sourceHash: string | undefined): string | undefined {
  if (page.source.kind !== 'mdx' || sourceHash === undefined) return undefined;
  // The file's extension picks the syntax (render-page.ts): Markdown and MDX texts never share.
  return hash(settingsKey, page.language ?? '', page.source.file.endsWith('.md') ? 'md' : 'mdx', 'shared', sourceHash);
}
