import type { Diagnostic } from '../diagnostics/quire-error.js';
import { isIndexable } from '../render/head-tags.js';
import type { Page } from '../shared/site-model.js';
import { urlToOutputFile } from '../shared/page-paths.js';
import { withBase } from './base-path.js';
import type { LoadedSite } from './load-site.js';
import { llmsFullTxt, llmsSections, llmsTxt } from './llms-txt.js';
import type { OutputDir } from './output-dir.js';
import { redirectPage } from './redirect-page.js';
import { planRedirects, redirectsFile } from './redirects.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { absoluteUrl, markdownPath, type SiteLocation } from './site-url.js';

export interface SiteOutputsInput {
  loaded: LoadedSite;
  output: Pick<OutputDir, 'write' | 'writeParts'>;
  loc: SiteLocation;
  /** A page's Markdown (written beside it as `<url>.md` by the page loop), read when llms-full.txt reaches it. */
  markdown: (page: Page) => string | undefined;
}

/** Files the docs folder provides itself win over generated ones. */
function provided(loaded: LoadedSite, file: string): boolean {
  return loaded.scan.otherFiles.includes(file);
}

/**
 * The site-wide files beside the pages: sitemap.xml, robots.txt, redirect pages and
 * `_redirects`, llms.txt and llms-full.txt. Returns the URLs it wrote (for the link check).
 */
export async function writeSiteOutputs({ loaded, output, loc, markdown }: SiteOutputsInput): Promise<{ urls: string[]; diagnostics: Diagnostic[] }> {
  const { site, config } = loaded;
  const urls: string[] = [];
  const diagnostics: Diagnostic[] = [];
  /** Text or its pieces (a generator runs only if the file is written). */
  const write = async (url: string, file: string, content: string | Iterable<string>) => {
    if (provided(loaded, file)) return;
    await (typeof content === 'string' ? output.write(file, content) : output.writeParts(file, content));
    urls.push(url);
  };

  const indexable = site.pages.filter((p) => isIndexable(p, config) && !p.orphan);
  await write('/sitemap.xml', 'sitemap.xml', sitemapXml(indexable, loc));
  await write('/robots.txt', 'robots.txt', robotsTxt(loc));

  const pagePaths = new Set(site.pages.map((p) => p.path));
  const redirects = config.redirects ?? [];
  const files = new Set([...loaded.scan.otherFiles.map((f) => `/${f}`), ...site.pages.map((p) => markdownPath(p.path))]);
  const plan = planRedirects(redirects, pagePaths, files);
  diagnostics.push(...plan.diagnostics);
  for (const r of plan.pages) {
    await output.write(urlToOutputFile(r.from), redirectPage(withBase(loc.base, r.to)));
    urls.push(r.from);
  }
  if (redirects.length) await write('/_redirects', '_redirects', redirectsFile(redirects, loc.base));

  const linkTo = (p: Page) => absoluteUrl(loc, markdownPath(p.path)) ?? withBase(loc.base, markdownPath(p.path));
  const pageUrl = (p: Page) => absoluteUrl(loc, p.path) ?? withBase(loc.base, p.path);
  const sections = llmsSections(site, linkTo);
  await write('/llms.txt', 'llms.txt', llmsTxt(site, config.description, sections));
  // Every page's Markdown: 168 MB at 26,800 pages, so it goes to the file page by page.
  await write('/llms-full.txt', 'llms-full.txt', llmsFullTxt(site, config.description, sections, markdown, pageUrl));
  return { urls, diagnostics };
}
