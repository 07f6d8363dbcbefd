import { createContentCompiler } from '../content/compile-page.js';
import { renderContentToHtml } from '../content/render-content.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { buildRouteData } from '../navigation/route-data.js';
import { findApi } from '../navigation/openapi-expansion.js';
import { renderApiPage } from '../openapi/render-api-page.js';
import { renderMarkdown } from '../openapi/markdown.js';
import { parseApiReference } from '../openapi/plan-pages.js';
import { renderDocument } from '../render/render-document.js';
import type { TocHeading, ThemeDefinition } from '../render/theme-types.js';
import type { Page, PageSource } from '../shared/site-model.js';
import type { LoadedSite } from './load-site.js';

export interface PageRenderer {
  render(page: Page): Promise<{ html: string; diagnostics: Diagnostic[] }>;
  /** The site's 404 page, in the same layout (sidebar of the landing section). */
  renderNotFound(): string;
}

export interface PageRendererOptions {
  loaded: LoadedSite;
  theme: ThemeDefinition;
  assets: { css: string[]; js: string[] };
  /** Re-reads a page source (the dev server); defaults to the sources read while loading. */
  readSource?: (file: string) => Promise<string>;
  bodyEnd?: string;
  /** MDX components offered to pages (the theme's component map). */
  components?: Record<string, unknown>;
}

/**
 * Renders pages of a loaded site: MDX content and/or generated API reference, placed into the
 * theme layout with the page's route data. One instance per build shares the MDX compiler
 * (and its snippet cache) across pages.
 */
export function createPageRenderer(opts: PageRendererOptions): PageRenderer {
  const { loaded, theme, assets } = opts;
  const compiler = createContentCompiler({ root: loaded.root });
  const eyebrows = loaded.config.styling?.eyebrows ?? theme.defaults.eyebrows;
  const components = opts.components ?? theme.components;

  async function compileMdx(file: string, source: string, diagnostics: Diagnostic[]): Promise<{ html: string; toc: TocHeading[] }> {
    const compiled = await compiler.compilePage(file, source, file.endsWith('.md') ? 'md' : 'mdx');
    diagnostics.push(...compiled.diagnostics);
    if (!compiled.Content) return { html: '', toc: [] };
    const rendered = renderContentToHtml(compiled, components);
    diagnostics.push(...rendered.diagnostics);
    for (const name of rendered.unknownComponents) {
      diagnostics.push({
        severity: 'warning',
        code: 'content/unknown-component',
        message: `unknown component <${name}>; its children are shown instead`,
        file,
        hint: 'check the spelling, or define it in a snippet and import it',
      });
    }
    return { html: rendered.html, toc: compiled.headings.filter((h) => h.depth === 2 || h.depth === 3) };
  }

  function apiHtml(source: PageSource, page: Page, diagnostics: Diagnostic[]): string {
    if (source.kind === 'mdx') return '';
    const api = findApi(loaded.apis, source.spec);
    if (!api) {
      diagnostics.push({ severity: 'error', code: 'openapi/not-loaded', message: `OpenAPI document ${source.spec} is not loaded`, file: source.file ?? page.path });
      return '';
    }
    return renderApiPage(api, source);
  }

  /** An MDX page with `openapi:` / `openapi-schema:` frontmatter documents that operation below its content. */
  function frontmatterApiSource(page: Page, diagnostics: Diagnostic[]): PageSource | undefined {
    if (page.source.kind !== 'mdx') return undefined;
    const file = page.source.file;
    const fm = page.frontmatter;
    const pick = (token: string | undefined, has: (id: string) => boolean) => {
      if (token) return findApi(loaded.apis, token);
      const all = [...loaded.apis.values()];
      return all.find((a) => has(a.id)) ?? (all.length === 1 ? all[0] : undefined);
    };
    if (typeof fm.openapi === 'string') {
      const ref = parseApiReference(fm.openapi);
      if (!ref) {
        diagnostics.push({ severity: 'warning', code: 'content/openapi-frontmatter', message: `frontmatter openapi "${fm.openapi}" is not "METHOD /path" or "webhook <name>"`, file, hint: 'write it as openapi: "GET /users/{id}" (optionally prefixed with the spec file)' });
        return undefined;
      }
      const api = pick(ref.file, (id) =>
        loaded.apis.get(id)!.entries.some((e) => (ref.kind === 'webhook' ? e.name === ref.name : e.method === ref.method && e.path === ref.path)),
      );
      if (!api) {
        diagnostics.push({ severity: 'warning', code: 'content/openapi-not-found', message: `frontmatter openapi "${fm.openapi}" matches no loaded OpenAPI document; the page renders without it`, file, hint: 'check the method and path against the spec, and list the spec in docs.json' });
        return undefined;
      }
      return ref.kind === 'webhook'
        ? { kind: 'webhook', spec: api.id, name: ref.name, file }
        : { kind: 'openapi', spec: api.id, method: ref.method, path: ref.path, file };
    }
    if (typeof fm['openapi-schema'] === 'string') {
      const tokens = fm['openapi-schema'].trim().split(/\s+/);
      const name = tokens[tokens.length - 1];
      const api = pick(tokens.length > 1 ? tokens[0] : undefined, (id) => loaded.apis.get(id)!.schemas.includes(name));
      if (api) return { kind: 'schema', spec: api.id, schema: name, file };
    }
    return undefined;
  }

  async function sourceOf(file: string): Promise<string> {
    if (opts.readSource) return opts.readSource(file);
    const text = loaded.sources.get(file);
    if (text === undefined) throw new Error(`source of ${file} was not loaded`);
    return text;
  }

  return {
    async render(page) {
      const diagnostics: Diagnostic[] = [];
      let contentHtml = '';
      let toc: TocHeading[] = [];
      if (page.source.kind === 'mdx') {
        const mdx = await compileMdx(page.source.file, await sourceOf(page.source.file), diagnostics);
        contentHtml = mdx.html;
        toc = mdx.toc;
        const api = frontmatterApiSource(page, diagnostics);
        if (api) contentHtml += apiHtml(api, page, diagnostics);
      } else {
        const vendorContent = page.frontmatter['x-content'];
        if (typeof vendorContent === 'string' && vendorContent.trim()) {
          const mdx = await compileMdx(`${page.source.spec} (x-mint.content of ${page.path})`, vendorContent, diagnostics);
          contentHtml = mdx.html;
        }
        contentHtml += apiHtml(page.source, page, diagnostics);
      }
      // Generated pages take their description from the spec, where it is Markdown.
      const descriptionHtml = page.source.kind !== 'mdx' && page.description ? renderMarkdown(page.description) : undefined;
      return { html: layout(page, contentHtml, toc, descriptionHtml), diagnostics };
    },
    renderNotFound() {
      const home = loaded.site.pages.find((p) => p.path === loaded.site.home);
      const page: Page = {
        path: '/404',
        title: 'Page not found',
        description: 'The page you are looking for does not exist or has moved.',
        source: { kind: 'mdx', file: '404' },
        breadcrumbs: [],
        section: home?.section ?? [],
        hidden: true,
        frontmatter: {},
      };
      const back = `<p><a href="${loaded.site.home}">Go to the home page</a></p>`;
      return layout(page, back, []);
    },
  };

  function layout(page: Page, contentHtml: string, toc: TocHeading[], descriptionHtml?: string): string {
    return renderDocument(theme, {
      route: buildRouteData(loaded.site, page),
      config: loaded.config,
      contentHtml,
      toc,
      ...(descriptionHtml && { descriptionHtml }),
      eyebrows,
      assets,
      ...(opts.bodyEnd && { bodyEnd: opts.bodyEnd }),
    });
  }
}
