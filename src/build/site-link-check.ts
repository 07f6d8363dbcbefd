/**
 * The build's link check (build-site.ts): every rendered page's links against the site's pages,
 * their ids and files. With the targets the previous check had, only the pages rendered again are
 * checked, and the others keep their findings.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { SiteFile } from '../outputs/site-files.js';
import type { Page } from '../shared/site-model.js';
import type { LoadedSite } from '../site/load-site.js';
import { markdownPath } from '../site/site-url.js';
import { checkLinksByPage, linkTargetsKey, locateHref, type RenderedPageLinks } from './link-check.js';
import type { OutputManifest } from './render-cache.js';

export interface SiteLinkCheckInput {
  loaded: LoadedSite;
  /** Every page's links and ids, as rendered or taken from the previous output (sorted here, in place). */
  rendered: RenderedPageLinks[];
  /** The site files the build writes (their URLs are link targets). */
  written: readonly SiteFile[];
  /** The render cache is on: the check is keyed and recorded. */
  cached: boolean;
  previous: OutputManifest['linkCheck'];
  onProgress?: (done: number, total: number) => void;
}

export interface SiteLinkCheck {
  /** Findings by page URL. */
  findings: Map<string, Diagnostic[]>;
  /** What the manifest records for the next check. */
  record: NonNullable<OutputManifest['linkCheck']>;
}

export function checkSiteLinks(input: SiteLinkCheckInput): SiteLinkCheck {
  const { loaded, rendered, previous } = input;
  const files = new Set([
    ...loaded.scan.otherFiles.map((f) => `/${f}`),
    ...input.written.map((f) => f.url),
    ...loaded.site.pages.map((p) => markdownPath(p.path)),
  ]);
  rendered.sort((a, b) => (a.page.path < b.page.path ? -1 : 1));
  const targets = input.cached ? linkTargetsKey(rendered, files) : '';
  const sameTargets = previous !== undefined && previous.targets === targets;
  const suggestions = new Map(sameTargets ? Object.entries(previous.suggestions ?? {}) : []);
  const findings = checkLinksByPage(rendered, files, {
    ...(input.onProgress && { onProgress: input.onProgress }),
    locate: sourceLocator(loaded.root),
    ...(sameTargets && { previous: previous.findings }),
    suggestions,
  });
  return { findings, record: { targets, findings: Object.fromEntries(findings), suggestions: Object.fromEntries(suggestions) } };
}

/**
 * Where a page's source writes a broken link, for its line:column. The page sources went to the
 * render processes (render-pages.ts empties the map), so a page with a broken link is read again:
 * only those, once each.
 */
function sourceLocator(root: string): (page: Page, href: string) => { line: number; column: number } | undefined {
  const texts = new Map<string, string | undefined>();
  return (page, href) => {
    if (page.source.kind !== 'mdx') return undefined;
    const file = page.source.file;
    if (!texts.has(file)) {
      try {
        texts.set(file, readFileSync(resolve(root, file), 'utf8'));
      } catch {
        texts.set(file, undefined);
      }
    }
    const text = texts.get(file);
    return text === undefined ? undefined : locateHref(text, href);
  };
}
