import { plainDescription } from '../openapi/page-description.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { createContentRenderer, type MdxContent } from './content-renderer.js';
import type { ParseMemo } from '../content/parse-chunks.js';
import { buildRouteData, type RouteData } from '../navigation/route-data.js';
import { findApi } from '../navigation/openapi-expansion.js';
import { mdxEndpoint, mdxParamFields, type MdxApiSettings } from '../openapi/mdx-endpoint.js';
import { indexApi, type ApiIndex } from '../openapi/api-index.js';
import { asyncApiChannels, findChannel, parseAsyncApiFrontmatter } from '../openapi/asyncapi/asyncapi-model.js';
import { pageChannel } from '../openapi/asyncapi/page-channel.js';
import { renderChannel } from '../openapi/asyncapi/render-asyncapi-page.js';
import { normaliseSpecSource } from '../openapi/spec-source.js';
import { PAGE_DISPLAYS, playgroundSettings } from '../openapi/playground/playground-settings.js';
import { renderApiPage, renderMdxEndpointPage, type RenderApiPageOptions } from '../openapi/render-api-page.js';
import type { Highlight } from '../openapi/render-samples.js';
import { renderMarkdown, splitDescription } from '../openapi/markdown.js';
import { isUrl } from '../openapi/spec-source.js';
import { KATEX_STYLESHEET } from './katex-assets.js';
import { cssFeatures, featureCssUrl, type CssFeature } from './css-features.js';
import { API_CSS_URL, THEME_CSS_URL } from './theme-css.js';
import { lineColumnAt, lineStarts } from '../shared/line-positions.js';
import { UTILITY_CSS_URL } from './utility-css.js';
import { renderDocument } from './render-document.js';
import { frontmatterIconDiagnostic } from './icon-diagnostics.js';
import type { ContextualMenu, TocHeading, ThemeDefinition } from './theme-types.js';
import { pageApi, type ApiSource, type Page } from '../shared/site-model.js';
import type { LoadedSite } from '../site/load-site.js';
import { assemblePageMarkdown, pageMarkdown } from './page-markdown.js';
import { renderCodeBlock } from '../content/highlight/render-code-block.js';
import { uiMessages } from '../shared/ui-messages/index.js';

/**
 * Places an MDX API page's problem in its file: at the `api:` / `authMethod:` line, or at the
 * `<ParamField>` it names (when the text is at hand; a cached compile has only the file).
 */
function locateMdxEndpointProblem(d: Diagnostic, source: string | undefined): Diagnostic {
  if (source === undefined) return d;
  const field = /<ParamField path="([^"]*)">/.exec(d.message)?.[1];
  const at =
    field !== undefined
      ? source.search(new RegExp(`<ParamField\\s[^>]*path=["']${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`))
      : source.search(d.code === 'content/api-auth-method' ? /^authMethod\s*:/m : /^api\s*:/m);
  return at >= 0 ? { ...d, ...lineColumnAt(lineStarts(source), at) } : d;
}

/** The `data-api` of MDX API pages: the key their stored credentials share. */
const MDX_API_ID = 'api.mdx';

export type { MdxContent } from './content-renderer.js';

export interface RenderedPage {
  /** The finished document. */
  html: string;
  /** The page's own content (for the link check and the search index). */
  contentHtml: string;
  /** The whole page as Markdown (with `markdown: true`). */
  markdown?: string;
  diagnostics: Diagnostic[];
  /** The MDX part as compiled (or as given): for a content cache. Absent on generated API pages. */
  content?: MdxContent;
}

/** What {@link PageRenderer.render} is given besides the page. */
export interface RenderInput {
  /** An MDX page's text (as read by the caller: the loader, a render job, the dev server on request). */
  source?: string;
  /** The page's MDX part from a cache, which skips compiling. */
  content?: MdxContent;
  /** A long page's pieces from its last parse, and where this compile leaves its own (parse-chunks.ts). */
  parseMemo?: ParseMemo;
}

export interface PageRenderer {
  /** Renders a page: its MDX content from `input.source` (or a cached compile) and/or its API reference. */
  render(page: Page, input?: RenderInput): Promise<RenderedPage>;
  /** A page Quire generates (404, /search) from ready content HTML, in the same layout. */
  renderGenerated(page: Page, contentHtml: string): string;
}

export interface PageRendererOptions {
  loaded: LoadedSite;
  theme: ThemeDefinition;
  assets: { css: string[]; js: string[] };
  /** MDX components offered to pages (the theme's component map). */
  components?: Record<string, unknown>;
  /** Extra <head> tags of a page (canonical, Open Graph, robots…; see render/head-tags.ts). */
  headHtml?: (page: Page, route: RouteData) => string;
  /** Also produce each page as Markdown, from the compile's own parse. */
  markdown?: boolean;
  /** The page menu of a page (docs.json `contextual`; see render/contextual-menu.ts). */
  contextual?: (page: Page) => ContextualMenu | undefined;
  /** Generated API references kept between pages and builds (see {@link ApiReferenceCache}). */
  apiCache?: ApiReferenceCache;
}

/**
 * The HTML of generated API references, kept by what they are made of: a versioned site shows
 * each operation on a page of every version, and its samples' highlighting and descriptions'
 * Markdown cost more than the rest of the page's layout.
 */
export interface ApiReferenceCache {
  /**
   * The reference of `source` in `api` in the page's language (the other settings it reads are
   * the site's), from the cache, else made by `render` and kept.
   */
  get(api: ApiIndex, source: ApiSource, language: string | undefined, render: () => Promise<string>): Promise<string>;
}

/**
 * Renders pages of a loaded site: MDX content and/or generated API reference, placed into the
 * theme layout with the page's route data. One instance per build shares the MDX compiler
 * (and its snippet cache) across pages.
 */
export function createPageRenderer(opts: PageRendererOptions): PageRenderer {
  const { loaded, theme, assets } = opts;
  const { compileMdx, settingsFor, codeThemes } = createContentRenderer({
    root: loaded.root,
    config: loaded.config,
    otherFiles: () => loaded.scan.otherFiles,
    logoSizes: loaded.logoSizes,
    theme,
    ...(opts.components && { components: opts.components }),
    ...(opts.markdown && { markdown: true }),
  });
  /** API pages highlight their samples with the same Shiki blocks (and themes) as a page's fenced code. */
  const highlightSample: Highlight = async (code, lang) => (await renderCodeBlock(code, lang, '', codeThemes)).html;

  async function apiHtml(source: ApiSource, page: Page, diagnostics: Diagnostic[]): Promise<string> {
    const api = findApi(loaded.apis, source.spec);
    if (!api && loaded.unavailableSpecs?.has(source.spec)) return specUnavailableNotice(source.spec, source.kind === 'spec-unavailable');
    if (!api) {
      diagnostics.push({ severity: 'error', code: 'openapi/not-loaded', message: `OpenAPI document ${source.spec} is not loaded`, file: source.file ?? page.path });
      return '';
    }
    const render = () => renderApiPage(api, source, apiOptions(page));
    return opts.apiCache ? opts.apiCache.get(api, source, page.language, render) : render();
  }

  /** An MDX API page (frontmatter `api:`): its content with the endpoint bar, playground and samples. */
  async function mdxEndpointHtml(page: Page, contentHtml: string, source: string | undefined, diagnostics: Diagnostic[]): Promise<string> {
    const fm = page.frontmatter;
    const { endpoint, diagnostics: problems } = mdxEndpoint({
      api: String(fm.api),
      authMethod: fm.authMethod,
      ...(typeof fm.title === 'string' && { title: fm.title }),
      fields: mdxParamFields(contentHtml),
      settings: loaded.config.api?.mdx as MdxApiSettings | undefined,
      file: page.source.kind === 'mdx' ? page.source.file : page.path,
    });
    diagnostics.push(...problems.map((d) => locateMdxEndpointProblem(d, source)));
    if (!endpoint) return contentHtml;
    const options = apiOptions(page);
    const display = PAGE_DISPLAYS.find((d) => d === fm.playground);
    if (display) options.playground = { ...options.playground, display };
    return renderMdxEndpointPage(indexApi(MDX_API_ID, endpoint.document), endpoint.method, endpoint.path, contentHtml, options);
  }

  /** A page's frontmatter `asyncapi: "[file] channel"`: the channel's reference below its content. */
  function asyncApiHtml(page: Page, diagnostics: Diagnostic[]): string {
    const ref = parseAsyncApiFrontmatter(page.frontmatter.asyncapi);
    const file = page.source.kind === 'mdx' ? page.source.file : page.path;
    const docs = [...(loaded.asyncapis?.values() ?? [])];
    const doc = ref?.file ? loaded.asyncapis?.get(normaliseSpecSource(ref.file)) : docs.find((d) => findChannel(d.document, ref?.channel ?? ''));
    const channel = ref && doc ? findChannel(doc.document, ref.channel) : undefined;
    if (!ref || !doc || !channel) {
      // A document that did not load was reported by the loader; say what is missing otherwise.
      if (!ref?.file || doc) {
        diagnostics.push({
          severity: 'warning',
          code: 'content/asyncapi-not-found',
          message: ref ? `frontmatter asyncapi "${String(page.frontmatter.asyncapi)}" names no channel of ${doc ? doc.id : 'the AsyncAPI documents'}` : 'frontmatter asyncapi is not "[file] channel"',
          file,
          hint: doc ? `channels: ${asyncApiChannels(doc.document).map((c) => c.id).slice(0, 8).join(', ')}` : 'list the document under api.asyncapi in docs.json, or name it: asyncapi: "asyncapi.yaml channel"',
        });
      }
      return '';
    }
    // Frontmatter `playground:` chooses this page's WebSocket playground display, as on MDX endpoint pages.
    const settings = playgroundSettings(loaded.config);
    const display = PAGE_DISPLAYS.find((d) => d === page.frontmatter.playground);
    return renderChannel(doc, channel, uiMessages(page.language), display ? { ...settings, display } : settings);
  }

  /** A channel page generated by `asyncapi` on a navigation element. */
  function generatedChannelHtml(page: Page, diagnostics: Diagnostic[]): string {
    const found = pageChannel(page, loaded.asyncapis);
    if (!found) {
      // Navigation planned the page from this document, so this cannot happen short of a bug.
      diagnostics.push({ severity: 'error', code: 'asyncapi/not-loaded', message: `the AsyncAPI channel of ${page.path} is not loaded`, file: page.path });
      return '';
    }
    const { doc, channel } = found;
    // The subtitle shows the summary, else the description's first paragraph: the body shows the rest.
    const body = channel.summary || !channel.description ? channel : { ...channel, description: splitDescription(channel.description).rest };
    return renderChannel(doc, body, uiMessages(page.language), playgroundSettings(loaded.config));
  }

  /** The docs.json settings every API page of `page`'s language renders with. */
  function apiOptions(page: Page): RenderApiPageOptions {
    const api = loaded.config.api;
    return {
      messages: uiMessages(page.language),
      playground: playgroundSettings(loaded.config),
      examples: api?.examples,
      params: api?.params,
      highlight: highlightSample,
      ...(api?.url === 'full' && { url: 'full' as const }),
    };
  }

  /**
   * What a page shows where the reference of a document that could not be used (or fetched, offline)
   * would be; `whole`: the page stands for every page the document would have generated.
   */
  function specUnavailableNotice(spec: string, whole: boolean): string {
    const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    const url = esc(spec);
    const what = whole ? 'This section would list the endpoints of' : 'This page documents an endpoint of';
    // A document that cannot be used at all (not OpenAPI 3.x, unparseable): the build reported why and failed.
    const reason = loaded.unusableSpecs?.get(spec)?.reason;
    if (reason !== undefined) {
      return `<aside class="callout callout-warning" role="note"><p><strong>Specification unavailable.</strong> ${what} ${isUrl(spec) ? `<a href="${url}">${url}</a>` : `<code>${url}</code>`}, which could not be used when the site was built: ${esc(reason)}</p></aside>`;
    }
    return `<aside class="callout callout-warning" role="note"><p><strong>Specification unavailable.</strong> ${what} <a href="${url}">${url}</a>, which could not be fetched when the site was built (offline build). Rebuild with network access to show the reference.</p></aside>`;
  }

  /** The page's MDX text: the caller passes it (a page without it is a bug in the caller). */
  function sourceOf(page: Page, input: RenderInput | undefined): string {
    if (input?.source === undefined) throw new Error(`no source given for ${page.path} (${page.source.kind === 'mdx' ? page.source.file : page.source.kind})`);
    return input.source;
  }

  return {
    async render(page, input) {
      const cached = input?.content;
      const diagnostics: Diagnostic[] = [];
      let contentHtml = '';
      let toc: TocHeading[] = [];
      let content: MdxContent | undefined;
      let math = false;
      if (page.source.kind === 'mdx') {
        content = cached ?? (await compileMdx(page.source.file, sourceOf(page, input), true, page.language, input?.parseMemo));
        diagnostics.push(...content.diagnostics);
        const icon = frontmatterIconDiagnostic(page.frontmatter, page.source.file, input?.source, settingsFor(undefined).iconLibrary, diagnostics);
        if (icon) diagnostics.push(icon);
        contentHtml = content.html;
        toc = content.toc;
        math = content.math === true;
      } else {
        const vendorContent = page.frontmatter['x-content'];
        if (typeof vendorContent === 'string' && vendorContent.trim()) {
          content = cached ?? (await compileMdx(`${page.source.spec} (x-mint.content of ${page.path})`, vendorContent, false, page.language));
          diagnostics.push(...content.diagnostics);
          contentHtml = content.html;
          math = content.math === true;
        }
      }
      const api = pageApi(page);
      const withoutApi = contentHtml;
      if (api) contentHtml += await apiHtml(api, page, diagnostics);
      else if (page.source.kind === 'mdx' && page.frontmatter.api !== undefined) contentHtml = await mdxEndpointHtml(page, contentHtml, input?.source, diagnostics);
      if (page.source.kind === 'mdx' && page.frontmatter.asyncapi !== undefined) contentHtml += asyncApiHtml(page, diagnostics);
      if (page.source.kind === 'asyncapi') contentHtml += generatedChannelHtml(page, diagnostics);
      // Only a page that shows an API reference links the API stylesheet: generated reference, or
      // <ParamField>/<ResponseField>, which wear the reference's pills (api-pill, api-type).
      const apiPage = contentHtml !== withoutApi || /class="field (?:param|response)-field\b/.test(contentHtml);
      // A description taken from the spec is Markdown; one written in frontmatter is plain text.
      const fromSpec = page.source.kind !== 'mdx' || typeof page.frontmatter.description !== 'string';
      // An endpoint's subtitle is its description's first paragraph; the API body shows the rest.
      const subtitle = fromSpec && page.description && api ? splitDescription(page.description).lead : page.description;
      const descriptionHtml = fromSpec && subtitle ? renderMarkdown(subtitle) : undefined;
      let markdown: string | undefined;
      if (opts.markdown) {
        // A page whose MDX did not parse has no twin from the compile: reduce its text leniently.
        markdown = content?.markdown !== undefined || page.source.kind !== 'mdx'
          ? assemblePageMarkdown(page, loaded, content?.markdown)
          : await pageMarkdown(page, loaded, sourceOf(page, input));
      }
      return {
        html: layout(page, contentHtml, toc, descriptionHtml, true, math, (content?.utilities?.length ?? 0) > 0, apiPage),
        contentHtml,
        diagnostics,
        ...(markdown !== undefined && { markdown }),
        ...(content && { content }),
      };
    },
    renderGenerated(page, contentHtml) {
      return layout(page, contentHtml, []);
    },
  };

  function layout(page: Page, contentHtml: string, toc: TocHeading[], descriptionHtml?: string, pageActions = false, math = false, utilities = false, apiPage = false): string {
    // Mintlify's `styling.latex`: true links the KaTeX stylesheet on every page, false on none.
    const latex = loaded.config.styling?.latex ?? math;
    const contextual = pageActions ? opts.contextual?.(page) : undefined;
    // An API page links the theme's sheet with the endpoint styles in place of the plain one;
    // other pages link, right after theme.css, the feature sheets their content uses.
    const base = apiPage && theme.apiStylesheets
      ? assets.css.map((url) => (url === THEME_CSS_URL ? API_CSS_URL : url))
      : withFeatureSheets(assets.css, cssFeatures(contentHtml).filter((f) => theme.featureStylesheets?.[f]));
    const css = [...base, ...(latex ? [KATEX_STYLESHEET] : []), ...(utilities ? [UTILITY_CSS_URL] : [])];
    // The head's description (meta, Open Graph, JSON-LD) is plain text; the subtitle keeps its Markdown.
    const described = page.description === plainDescription(page) ? page : { ...page, description: plainDescription(page) };
    const route = { ...buildRouteData(loaded.site, page), page: described };
    return renderDocument(theme, {
      pageActions,
      ...(contextual && { contextual }),
      route,
      site: settingsFor(page.language),
      contentHtml,
      toc,
      ...(descriptionHtml && { descriptionHtml }),
      assets: css.length === assets.css.length && base === assets.css ? assets : { ...assets, css },
      ...(opts.headHtml && { headHtml: opts.headHtml(described, route) }),
    });
  }
}

/** The page's stylesheet URLs with its feature sheets right after theme.css (before the site's own). */
function withFeatureSheets(css: string[], features: CssFeature[]): string[] {
  if (features.length === 0) return css;
  return css.flatMap((url) => (url === THEME_CSS_URL ? [url, ...features.map(featureCssUrl)] : [url]));
}
