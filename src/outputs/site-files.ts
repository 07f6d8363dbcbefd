import { FONT_DIR, INTER_FILES } from '../render/font-settings.js';
import { readVendorFile } from '../render/vendor-files.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { buildMcpTools, mcpManifest } from '../mcp/mcp-tools.js';
import { specDownloadUrl } from '../render/contextual-menu.js';
import { isIndexable } from '../render/head-tags.js';
import { KATEX_DIR, katexFontNames, katexStylesheet, readKatexFont } from '../render/katex-assets.js';
import { sectionNavFragments } from '../render/nav-fragments.js';
import type { SiteRenderer } from '../render/site-renderer.js';
import { THEME_CSS_URL, themeCss } from '../render/theme-css.js';
import { UTILITY_CSS_URL, utilityCss } from '../render/utility-css.js';
import { encodeUrlPath, urlToOutputFile } from '../shared/page-paths.js';
import type { Page } from '../shared/site-model.js';
import { rewriteCssForBase, withBase } from '../site/base-path.js';
import type { LoadedSite } from '../site/load-site.js';
import { isStaticAsset } from '../site/page-files.js';
import { absoluteUrl, markdownPath } from '../site/site-url.js';
import { llmsFullTxt, llmsSections, llmsTxt } from './llms-txt.js';
import { notFoundContent, notFoundPage } from './not-found.js';
import { redirectPage } from './redirect-page.js';
import { NGINX_CONF_FILE, nginxConf } from './nginx-conf.js';
import { planRedirects, redirectLimitDiagnostics, redirectsFile } from './redirects.js';
import { searchPage, searchPageContent } from './search-page.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { rssFeed, updatesFromHtml } from './rss-feed.js';
import { feedUrl, hasFeed } from '../shared/feeds.js';
import { vercelJson } from './vercel-json.js';

const listsSpec = (options: unknown) => Array.isArray(options) && options.includes('download-spec');

/** docs.json or a page's frontmatter puts `download-spec` in the page menu. */
function wantsSpecDownload({ config, site }: LoadedSite): boolean {
  if (listsSpec(config.contextual?.options)) return true;
  return site.pages.some((p) => {
    const fm = p.frontmatter.contextual;
    return listsSpec(fm) || (fm !== null && typeof fm === 'object' && listsSpec((fm as { options?: unknown }).options));
  });
}

/** One file the site has besides its pages and the docs folder's own files. */
export interface SiteFile {
  /** The URL it answers, root-relative and without the base path (`/sitemap.xml`, `/404`). */
  url: string;
  /** Where the build writes it, relative to the output folder (`sitemap.xml`, `404.html`). */
  file: string;
  /** Its content: text, bytes, or text in pieces (llms-full.txt goes out page by page). */
  produce(): Promise<string | Uint8Array | AsyncIterable<string>>;
  /**
   * The build writes it only when some page needs it (`math`: the KaTeX stylesheet and fonts;
   * `utilities`: the CSS of Tailwind utility classes pages write).
   */
  onlyWith?: 'math' | 'utilities';
  /** The status the dev server answers it with (the not-found page: 404). */
  status?: number;
}

export interface SiteFilesContext {
  /**
   * A page's Markdown twin, for llms-full.txt: the build reads the `.md` file its page job
   * wrote, the dev server renders the page.
   */
  markdown(page: Page): string | undefined | Promise<string | undefined>;
  /** A page's finished HTML, for its RSS feed: the build reads the file it wrote, the dev server renders the page. */
  html(page: Page): string | undefined | Promise<string | undefined>;
  /**
   * The Tailwind utility classes pages write, for the utility CSS: the build's are every page's,
   * the dev server's those of the pages rendered so far (each page links the file only when it
   * has some, so the classes of the page asking are always in).
   */
  utilityClasses(): readonly string[] | Promise<readonly string[]>;
}

/**
 * Every URL the site has besides its pages (and their `.md` twins) and the docs folder's files,
 * as one list: the build writes each entry, `quire dev` answers each by its URL, and the link
 * check counts them as link targets. Entries come in the order the build writes them; a later
 * one replaces an earlier one at the same URL. A static file of the docs folder at the same path
 * wins: the entry is left out. Nothing is produced until asked (`produce`).
 */
export async function siteFiles(loaded: LoadedSite, renderer: SiteRenderer, ctx: SiteFilesContext): Promise<{ files: SiteFile[]; diagnostics: Diagnostic[] }> {
  const { site, config } = loaded;
  const { loc, theme, finish } = renderer;
  const files: SiteFile[] = [];
  const has = new Set(site.pages.map((p) => p.path));
  const text = (url: string, file: string, produce: () => string | Promise<string>, extra: Partial<SiteFile> = {}) =>
    files.push({ url, file, produce: async () => produce(), ...extra });

  text(THEME_CSS_URL, THEME_CSS_URL.slice(1), async () => rewriteCssForBase(await themeCss(theme), loc.base));
  text(UTILITY_CSS_URL, UTILITY_CSS_URL.slice(1), async () => rewriteCssForBase(await utilityCss(await ctx.utilityClasses()), loc.base), { onlyWith: 'utilities' });
  // The bundled Inter the theme stylesheet declares (fonts.css): every site has it.
  for (const name of INTER_FILES) {
    files.push({ url: `/${FONT_DIR}/${name}`, file: `${FONT_DIR}/${name}`, produce: () => readVendorFile(`@fontsource-variable/inter/files/${name}` as const) });
  }
  // KaTeX's stylesheet and fonts: written into sites with math, served by dev always.
  text(`/${KATEX_DIR}/katex.min.css`, `${KATEX_DIR}/katex.min.css`, katexStylesheet, { onlyWith: 'math' });
  for (const name of await katexFontNames()) {
    files.push({ url: `/${KATEX_DIR}/fonts/${name}`, file: `${KATEX_DIR}/fonts/${name}`, produce: async () => (await readKatexFont(name)) ?? new Uint8Array(), onlyWith: 'math' });
  }
  const manifest = mcpManifest(buildMcpTools(loaded.apis.values()), config.name);
  if (manifest) text('/mcp.json', 'mcp.json', () => `${JSON.stringify(manifest, null, 2)}\n`);
  // The page menu's "Download API spec": each local document, bundled into one JSON file.
  if (wantsSpecDownload(loaded)) {
    for (const api of loaded.apis.values()) {
      const url = specDownloadUrl(api.id);
      if (url.startsWith('/') && !has.has(url)) text(url, url.slice(1), () => `${JSON.stringify(api.document, null, 2)}\n`);
    }
  }
  if (!has.has('/404')) {
    text('/404', '404.html', () => finish(renderer.renderGenerated(notFoundPage(site), notFoundContent(site))), { status: 404 });
  }
  // Full sidebars of large sections, which their pages' compact sidebars load on demand.
  for (const f of sectionNavFragments(site, theme, config)) text(`/${f.file}`, f.file, () => finish(f.html));
  if (!has.has('/search')) text('/search', urlToOutputFile('/search'), () => finish(renderer.renderGenerated(searchPage(site), searchPageContent(site))));
  if (!has.has('/')) text('/', 'index.html', () => redirectPage(withBase(loc.base, site.home)));

  const indexable = site.pages.filter((p) => isIndexable(p, config) && !p.orphan);
  text('/sitemap.xml', 'sitemap.xml', () => sitemapXml(indexable, loc));
  text('/robots.txt', 'robots.txt', () => robotsTxt(loc));

  const redirects = config.redirects ?? [];
  const served = new Set([...loaded.scan.otherFiles.map((f) => `/${f}`), ...site.pages.map((p) => markdownPath(p.path))]);
  const plan = planRedirects(redirects, has, served);
  for (const r of plan.pages) text(r.from, urlToOutputFile(r.from), () => redirectPage(withBase(loc.base, r.to)));
  if (redirects.length) text('/_redirects', '_redirects', () => redirectsFile(redirects, loc.base));
  // What static hosts read from the output folder: Netlify and Cloudflare Pages `_redirects`
  // (above), Vercel `vercel.json`, GitHub Pages `.nojekyll` (Jekyll would drop `_quire/`), and
  // an nginx include. docs/deploy.md says how each is used.
  const vercel = vercelJson(redirects, loc.base, has);
  const nginx = nginxConf(redirects, loc.base, has);
  text('/vercel.json', 'vercel.json', () => vercel.text);
  text(`/${NGINX_CONF_FILE}`, NGINX_CONF_FILE, () => nginx.text);
  text('/.nojekyll', '.nojekyll', () => '');

  // RSS for pages with `rss: true`: one item per <Update>, read from the finished page.
  for (const page of site.pages.filter(hasFeed)) {
    text(feedUrl(page.path), feedUrl(page.path).slice(1), async () => {
      const html = (await ctx.html(page)) ?? '';
      const link = absoluteUrl(loc, page.path) ?? encodeUrlPath(withBase(loc.base, page.path));
      const self = absoluteUrl(loc, feedUrl(page.path)) ?? encodeUrlPath(withBase(loc.base, feedUrl(page.path)));
      return rssFeed({ title: page.title, ...(page.description && { description: page.description }), link, self, ...(loc.origin && { origin: loc.origin }), items: updatesFromHtml(html) });
    });
  }

  const linkTo = (p: Page) => absoluteUrl(loc, markdownPath(p.path)) ?? encodeUrlPath(withBase(loc.base, markdownPath(p.path)));
  const pageUrl = (p: Page) => absoluteUrl(loc, p.path) ?? encodeUrlPath(withBase(loc.base, p.path));
  const sections = llmsSections(site, linkTo);
  text('/llms.txt', 'llms.txt', () => llmsTxt(site, config.description, sections));
  // Every page's Markdown: far too large to hold at once on a big site, so it goes out page by page.
  files.push({ url: '/llms-full.txt', file: 'llms-full.txt', produce: async () => llmsFullTxt(site, config.description, sections, ctx.markdown, pageUrl) });

  // A static file the docs folder provides (copied as it is) wins over a generated one.
  const provided = new Set(loaded.scan.otherFiles.filter(isStaticAsset));
  const diagnostics = [...plan.diagnostics, ...redirectLimitDiagnostics(redirects), ...vercel.diagnostics, ...nginx.diagnostics];
  return { files: files.filter((f) => !provided.has(f.file)), diagnostics };
}

/** The entries by URL, a later entry replacing an earlier one (as the build's later write does). */
export function siteFilesByUrl(files: readonly SiteFile[]): Map<string, SiteFile> {
  return new Map(files.map((f) => [f.url, f]));
}
