import { FONT_DIR, INTER_FILES } from '../render/font-settings.js';
import type { TextPart } from '../io/file-range.js';
import { hash } from '../io/hash.js';
import { readVendorFile } from '../render/vendor-files.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { buildMcpTools, mcpManifest } from '../mcp/mcp-tools.js';
import { specDownloadUrl } from '../render/contextual-menu.js';
import { isIndexable } from '../render/head-tags.js';
import { KATEX_DIR, katexFontNames, katexStylesheet, readKatexFont } from '../render/katex-assets.js';
import { sectionNavFragments } from '../render/nav-fragments.js';
import type { SiteRenderer } from '../render/site-renderer.js';
import { CSS_FEATURES, featureCssUrl } from '../render/css-features.js';
import { API_CSS_URL, apiCss, featureCss, THEME_CSS_URL, themeCss } from '../render/theme-css.js';
import { UTILITY_CSS_URL, utilityCss } from '../render/utility-css.js';
import { encodeUrlPath, urlToOutputFile } from '../shared/page-paths.js';
import type { Page } from '../shared/site-model.js';
import { rewriteCssForBase, withBase } from '../site/base-path.js';
import type { LoadedSite } from '../site/load-site.js';
import { isStaticAsset } from '../site/page-files.js';
import { absoluteUrl, markdownPath, pageLinkPath, pageUrl, type SiteLocation } from '../site/site-url.js';
import { llmsFullTxt, llmsSections, llmsTxt, type LlmsFullPieces, type LlmsSection, type PublishedSpec } from './llms-txt.js';
import { skillMd } from './skill-md.js';
import { notFoundContent, notFoundPage, notFoundSettings } from './not-found.js';
import { redirectPage } from './redirect-page.js';
import { isExternal } from '../shared/is-external.js';
import { NGINX_CONF_FILE, nginxConf } from './nginx-conf.js';
import { planRedirects, redirectLimitDiagnostics, redirectsFile } from './redirects.js';
import { searchPage, searchPageContent } from './search-page.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { rssFeed, updatesFromHtml } from './rss-feed.js';
import { feedUrl, hasFeed } from '../shared/feeds.js';
import { vercelJson } from './vercel-json.js';
import { hasSignInFlows, oauthCallbackPage } from './oauth-callback.js';
import { OAUTH_CALLBACK_PATH } from '../openapi/playground/render-oauth-flows.js';
import { siteLanguage, siteMessages } from './generated-page.js';

/**
 * `/new#x` → `/new/#x`, `/guides/:slug` → `/guides/:slug/`: a site-relative destination whose
 * last segment has no dot leads to a page (or, for patterns, to pages), so it gets the slash the
 * page URLs have. Files (`/spec.pdf`), `/` and external URLs stay as written.
 */
function slashPageDestination(destination: string): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(destination) ?? [];
  if (!path.startsWith('/') || path.startsWith('//') || path.endsWith('/') || /\.[^/]*$/.test(path)) return destination;
  return `${pageLinkPath({ trailingSlash: true }, path)}${rest}`;
}

/** One file the site has besides its pages and the docs folder's own files. */
export interface SiteFile {
  /** The URL it answers, root-relative and without the base path (`/sitemap.xml`, `/404`). */
  url: string;
  /** Where the build writes it, relative to the output folder (`sitemap.xml`, `404.html`). */
  file: string;
  /** Its content: text, bytes, or pieces of UTF-8 text (llms-full.txt goes out page by page, a rebuild's unchanged pages as ranges of the previous file). */
  produce(): Promise<string | Uint8Array | AsyncIterable<TextPart>>;
  /**
   * The build writes it only when some page needs it (`math`: the KaTeX stylesheet and fonts;
   * `utilities`: the CSS of Tailwind utility classes pages write).
   */
  onlyWith?: 'math' | 'utilities';
  /** The status the dev server answers it with (the not-found page: 404). */
  status?: number;
  /**
   * Made from pages' content (their HTML, Markdown or classes), not only from the site model,
   * docs.json and the docs folder's file list: a rebuild cannot keep it because those are unchanged.
   */
  fromPages?: true;
  /**
   * What a file made from pages' content is a function of, besides Quire's own code: a rebuild
   * whose previous output recorded the same key keeps the file as it is (utilities.css: the
   * pages' Tailwind classes, so an edit that adds none does not run Tailwind again). Undefined:
   * none this time (the file is written).
   */
  key?(): Promise<string | undefined>;
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
  /** A rebuild's pieces of the previous llms-full.txt (see llms-full-reuse.ts). */
  llmsFullPieces?: LlmsFullPieces;
  /**
   * The key of llms-full.txt (the build's: the site files' key and every page's key), so that a
   * rebuild in which no page changed keeps the file instead of writing it again; undefined: none.
   */
  llmsFullKey?(): string | undefined;
}

/**
 * The site's `index.html` when no page is at `/`: a redirect to the home page (undefined when a
 * page is at `/`). `quire dev` answers `/` with it before listing every other site file.
 */
export function rootRedirectPage(site: LoadedSite['site'], loc: SiteLocation): string | undefined {
  if (site.pages.some((p) => p.path === '/')) return undefined;
  return redirectPage(withBase(loc.base, pageLinkPath(loc, site.home)));
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
  // Every feature sheet is written (a few KB each): which pages link which is decided per page.
  for (const feature of CSS_FEATURES) {
    if (!theme.featureStylesheets?.[feature]) continue;
    const url = featureCssUrl(feature);
    text(url, url.slice(1), async () => rewriteCssForBase(await featureCss(theme, feature), loc.base));
  }
  if (theme.apiStylesheets) text(API_CSS_URL, API_CSS_URL.slice(1), async () => rewriteCssForBase(await apiCss(theme), loc.base));
  text(UTILITY_CSS_URL, UTILITY_CSS_URL.slice(1), async () => rewriteCssForBase(await utilityCss(await ctx.utilityClasses()), loc.base), {
    onlyWith: 'utilities',
    fromPages: true,
    key: async () => hash(loc.base, ...(await ctx.utilityClasses())),
  });
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
  // Each local OpenAPI document, bundled into one JSON file: for the page menu's "Download API
  // spec" and the "OpenAPI Specs" of llms.txt and skill.md, which list them as Mintlify does.
  const specs: PublishedSpec[] = [];
  for (const api of loaded.apis.values()) {
    const url = specDownloadUrl(api.id);
    if (url.startsWith('/') && has.has(url)) continue;
    if (url.startsWith('/')) text(url, url.slice(1), () => `${JSON.stringify(api.document, null, 2)}\n`);
    const name = (api.id.split(/[?#]/)[0] ?? '').split('/').pop()?.replace(/\.(ya?ml|json)$/i, '') || api.id;
    specs.push({ name, url: url.startsWith('/') ? (absoluteUrl(loc, url) ?? encodeUrlPath(withBase(loc.base, url))) : url });
  }
  // Where the playground's OAuth sign-in window comes back to (authorization code, implicit).
  if (hasSignInFlows([...loaded.apis.values()].map((api) => api.document))) {
    text(OAUTH_CALLBACK_PATH, OAUTH_CALLBACK_PATH.slice(1), () => oauthCallbackPage(siteMessages(site), siteLanguage(site)));
  }
  if (!has.has('/404')) {
    const notFound = notFoundSettings(config);
    // errors.404.redirect: the not-found page sends readers home (meta refresh, so without
    // JavaScript too), still answered with status 404 so crawlers drop the old URL.
    const produce = notFound.redirect
      ? () => redirectPage(withBase(loc.base, pageLinkPath(loc, site.home)))
      : () => finish(renderer.renderGenerated(notFoundPage(site, notFound), notFoundContent(site, notFound)));
    text('/404', '404.html', produce, { status: 404 });
  }
  // Full sidebars of large sections, which their pages' compact sidebars load on demand.
  for (const f of sectionNavFragments(site, theme, config)) text(`/${f.file}`, f.file, () => finish(f.html()));
  if (!has.has('/search')) text('/search', urlToOutputFile('/search'), () => finish(renderer.renderGenerated(searchPage(site), searchPageContent(site))));
  const rootRedirect = rootRedirectPage(site, loc);
  if (rootRedirect !== undefined) text('/', 'index.html', () => rootRedirect);

  const indexable = site.pages.filter((p) => isIndexable(p, config) && !p.orphan);
  text('/sitemap.xml', 'sitemap.xml', () => sitemapXml(indexable, loc));
  text('/robots.txt', 'robots.txt', () => robotsTxt(loc));

  // seo.trailingSlash: a redirect to a page goes to its slashed URL, so no second hop follows.
  const redirects = (config.redirects ?? []).map((r) => (loc.trailingSlash ? { ...r, destination: slashPageDestination(r.destination) } : r));
  const served = new Set([...loaded.scan.otherFiles.map((f) => `/${f}`), ...site.pages.map((p) => markdownPath(p.path))]);
  const plan = planRedirects(redirects, has, served);
  for (const r of plan.pages) text(r.from, urlToOutputFile(r.from), () => redirectPage(withBase(loc.base, r.to)));
  // A file with frontmatter `url` has no page; its URL sends readers where the sidebar does.
  for (const l of site.linkedOut ?? []) {
    if (!has.has(l.path) && !plan.pages.some((r) => r.from === l.path)) text(l.path, urlToOutputFile(l.path), () => redirectPage(isExternal(l.href) ? l.href : withBase(loc.base, l.href)));
  }
  if (redirects.length) text('/_redirects', '_redirects', () => redirectsFile(redirects, loc.base));
  // What static hosts read from the output folder: Netlify and Cloudflare Pages `_redirects`
  // (above), Vercel `vercel.json`, GitHub Pages `.nojekyll` (Jekyll would drop `_quire/`), and
  // an nginx include. docs/deploy.md says how each is used.
  const vercel = vercelJson(redirects, loc.base, has, loc.trailingSlash === true);
  const nginx = nginxConf(redirects, loc.base, has, loc.trailingSlash === true);
  text('/vercel.json', 'vercel.json', () => vercel.text);
  text(`/${NGINX_CONF_FILE}`, NGINX_CONF_FILE, () => nginx.text);
  text('/.nojekyll', '.nojekyll', () => '');

  // RSS for pages with `rss: true`: one item per <Update>, read from the finished page.
  for (const page of site.pages.filter(hasFeed)) {
    text(feedUrl(page.path), feedUrl(page.path).slice(1), async () => {
      const html = (await ctx.html(page)) ?? '';
      const link = pageUrl(loc, page.path);
      const self = absoluteUrl(loc, feedUrl(page.path)) ?? encodeUrlPath(withBase(loc.base, feedUrl(page.path)));
      return rssFeed({ title: page.title, ...(page.description && { description: page.description }), link, self, ...(loc.origin && { origin: loc.origin }), items: updatesFromHtml(html) });
    }, { fromPages: true });
  }

  const linkTo = (p: Page) => absoluteUrl(loc, markdownPath(p.path)) ?? encodeUrlPath(withBase(loc.base, markdownPath(p.path)));
  const linkToPage = (p: Page) => pageUrl(loc, p.path);
  // Made when a file needs it: a rebuild that keeps llms.txt, skill.md and llms-full.txt does not.
  let outline: LlmsSection[] | undefined;
  const sections = () => (outline ??= llmsSections(site, linkTo));
  text('/llms.txt', 'llms.txt', () => llmsTxt(site, config.description, sections(), specs));
  // skill.md for agents; a page at /skill has its Markdown twin there instead.
  if (!has.has('/skill')) {
    const fileUrl = (url: string) => absoluteUrl(loc, url) ?? encodeUrlPath(withBase(loc.base, url));
    text('/skill.md', 'skill.md', () =>
      skillMd({ name: config.name, ...(config.description && { description: config.description }), sections: sections(), llmsUrl: fileUrl('/llms.txt'), llmsFullUrl: fileUrl('/llms-full.txt'), specs }),
    );
  }
  // Every page's Markdown: far too large to hold at once on a big site, so it goes out page by page.
  const llmsFullKey = ctx.llmsFullKey;
  files.push({
    url: '/llms-full.txt',
    file: 'llms-full.txt',
    produce: async () => llmsFullTxt(site, config.description, sections(), ctx.markdown, linkToPage, ctx.llmsFullPieces),
    fromPages: true,
    ...(llmsFullKey && { key: async () => llmsFullKey() }),
  });

  // A static file the docs folder provides (copied as it is) wins over a generated one.
  const provided = new Set(loaded.scan.otherFiles.filter(isStaticAsset));
  const diagnostics = [...plan.diagnostics, ...redirectLimitDiagnostics(redirects), ...vercel.diagnostics, ...nginx.diagnostics];
  return { files: files.filter((f) => !provided.has(f.file)), diagnostics };
}

/** The entries by URL, a later entry replacing an earlier one (as the build's later write does). */
export function siteFilesByUrl(files: readonly SiteFile[]): Map<string, SiteFile> {
  return new Map(files.map((f) => [f.url, f]));
}
