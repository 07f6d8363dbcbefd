import { relative } from 'node:path';
import { h } from 'preact';
import { createContentCompiler } from '../content/compile-page.js';
import type { CompiledPage } from '../content/compiled-page.js';
import { codeBlockStyle } from '../content/highlight/code-themes.js';
import { withCodeBlockPlaces, type CodeBlockPlace } from '../content/highlight/render-code-block.js';
import { readTextFileWithin } from '../content/read-file-fs.js';
import { renderContentToHtml, type RenderedContent } from '../content/render-content.js';
import { KATEX_MARK } from '../content/render-math.js';
import { locateInSource, substituteVariables, type Substitution } from '../content/substitute-variables.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { ParseMemo } from '../content/parse-chunks.js';
import { MANIFEST_ATTRIBUTE, manifestJson, type IslandManifest } from '../shared/islands.js';
import { MessagesContext } from '../shared/ui-messages/context.js';
import { uiMessages } from '../shared/ui-messages/index.js';
import type { LoadedSite } from '../site/load-site.js';
import { pageIconDiagnostics } from './icon-diagnostics.js';
import { localizeFootnotes } from './localize-footnotes.js';
import { snippetReader } from './page-markdown.js';
import { siteSettingsCache } from './site-settings.js';
import type { ThemeDefinition, TocHeading } from './theme-types.js';
import { utilityClasses } from './utility-css.js';

/** The part of a page compiled from its MDX source: what a content cache keeps. */
export interface MdxContent {
  html: string;
  /** Where its code blocks are in `html`, so a later version of the page can reuse them. */
  codeBlocks?: CodeBlockPlace[];
  toc: TocHeading[];
  /** The body as Markdown (only when the renderer was asked for Markdown). */
  markdown?: string;
  diagnostics: Diagnostic[];
  /** Snippet files the content was compiled from, besides the page itself. */
  dependencies: string[];
  /** The content has rendered math: the page links the KaTeX stylesheet. */
  math?: boolean;
  /** Tailwind utility classes the page and its snippets write (the page links the utility CSS). */
  utilities?: string[];
}

/**
 * What MDX content is compiled from besides the page's text, file and language: docs.json (its
 * variables, code block themes, theme, icons), the docs folder's files (snippets) and the theme.
 * Not the navigation, pages or specs: those are the layout's (render-page.ts), which is why a
 * compile can be cached by the page's text and these settings alone (build/page-job.ts).
 */
export interface ContentRendererOptions {
  root: string;
  config: LoadedSite['config'];
  /** The docs folder's files other than pages (root-relative): what snippet imports may name. */
  otherFiles: () => readonly string[];
  logoSizes: LoadedSite['logoSizes'];
  theme: ThemeDefinition;
  /** MDX components offered to pages (default: the theme's component map). */
  components?: Record<string, unknown>;
  /** Also produce the body as Markdown, from the compile's own parse. */
  markdown?: boolean;
}

export interface ContentRenderer {
  /**
   * A page's MDX content, compiled and rendered to HTML. `markdownSnippets`: a page file (whose
   * snippets the Markdown twin reads), not content from a spec; `language`: the page's, whose
   * interface strings components print (callout labels, "required").
   */
  compileMdx(file: string, source: string, markdownSnippets: boolean, language: string | undefined, parseMemo?: ParseMemo): Promise<MdxContent>;
  /** The site settings the theme's components read, per language. */
  settingsFor: ReturnType<typeof siteSettingsCache>;
  /** docs.json's code block themes. */
  codeThemes: ReturnType<typeof codeBlockStyle>['themes'];
}

/** One per build (or render process): it shares the MDX compiler and its snippet cache across pages. */
export function createContentRenderer(opts: ContentRendererOptions): ContentRenderer {
  const { root, config, theme } = opts;
  const variables = config.variables;
  const codeThemes = codeBlockStyle(config.styling?.codeblocks).themes;
  /** Snippets as read, with docs.json `variables` substituted (by root-relative file). */
  const snippetSubstitutions = new Map<string, Substitution>();
  const readSnippet = readTextFileWithin(root);
  const compiler = createContentCompiler({
    root,
    listFiles: opts.otherFiles,
    codeThemes,
    // Mintlify substitutes variables in snippets as it reads them, before they are compiled.
    ...(variables && {
      readFile: async (absolutePath: string) => {
        const text = await readSnippet(absolutePath);
        if (text === undefined) return text;
        const file = relative(root, absolutePath).split('\\').join('/');
        const format = /\.md$/i.test(file) ? 'md' : /\.mdx$/i.test(file) ? 'mdx' : 'code';
        const sub = substituteVariables(text, variables, { file, format });
        snippetSubstitutions.set(file, sub);
        return sub.text;
      },
    }),
  });
  const settingsFor = siteSettingsCache(config, theme, opts.logoSizes);
  const components = opts.components ?? theme.components;

  async function compileMdx(file: string, source: string, markdownSnippets: boolean, language: string | undefined, parseMemo?: ParseMemo): Promise<MdxContent> {
    const { result, places } = await withCodeBlockPlaces(() => compileMdxContent(file, source, markdownSnippets, language, parseMemo));
    return places.length ? { ...result, codeBlocks: places } : result;
  }

  async function compileMdxContent(file: string, raw: string, markdownSnippets: boolean, language: string | undefined, parseMemo: ParseMemo | undefined): Promise<MdxContent> {
    const format = file.endsWith('.md') ? 'md' : 'mdx';
    // docs.json `variables` go into the text before MDX reads it; the frontmatter's unknown names were reported by the loader.
    const page = markdownSnippets ? substituteVariables(raw, variables, { file, format, report: 'body' }) : undefined;
    const diagnostics: Diagnostic[] = [...(page?.diagnostics ?? [])];
    const twin = opts.markdown ? { markdownTwin: markdownSnippets ? { readSnippet: snippetReader(root, file, variables) } : {} } : {};
    const compiled = await compiler.compilePage(file, page?.text ?? raw, format, { ...twin, ...(parseMemo && { parseMemo }) });
    for (const dependency of compiled.dependencies) diagnostics.push(...(snippetSubstitutions.get(dependency)?.diagnostics ?? []));
    // The compiler placed its problems in the substituted text; the user reads the files.
    const substitutionOf = (d: Diagnostic) => (d.file === file ? page : d.file !== undefined ? snippetSubstitutions.get(d.file) : undefined);
    diagnostics.push(...compiled.diagnostics.map((d) => {
      const sub = substitutionOf(d);
      return sub ? locateInSource(d, sub) : d;
    }));
    const base = { diagnostics, dependencies: compiled.dependencies, ...(compiled.markdown !== undefined && { markdown: compiled.markdown }) };
    if (!compiled.Content) return { ...base, html: '', toc: [] };
    const provide = theme.provide;
    const messages = uiMessages(language);
    const rendered = renderContentToHtml(compiled, components, (node) => {
      const localized = h(MessagesContext.Provider, { value: messages }, node);
      return provide ? provide(localized, settingsFor(undefined)) : localized;
    });
    diagnostics.push(...rendered.diagnostics);
    const islands = rendered.islands.length > 0 ? await islandManifestHtml(compiled, rendered) : '';
    diagnostics.push(...pageIconDiagnostics(rendered.unknownIcons, file, raw));
    for (const name of rendered.unknownComponents) {
      diagnostics.push({
        severity: 'warning',
        code: 'content/unknown-component',
        message: `unknown component <${name}>; its children are shown instead`,
        file,
        hint: 'check the spelling, or define it in a snippet and import it',
      });
    }
    const math = rendered.html.includes(KATEX_MARK);
    const utilities = await utilityClasses(compiled.classNames);
    return { ...base, html: localizeFootnotes(rendered.html, messages) + islands, toc: compiled.headings.filter((h) => h.depth === 2 || h.depth === 3), ...(math && { math }), ...(utilities.length > 0 && { utilities }) };
  }

  return { compileMdx, settingsFor, codeThemes };
}

/**
 * What the browser needs to hydrate a page's islands: the code of the modules that declare them
 * (and of what those import), their props and the icons drawn inside them, as JSON in the page.
 * Part of the content HTML, so a cached page keeps it.
 */
async function islandManifestHtml(compiled: CompiledPage, rendered: RenderedContent): Promise<string> {
  const modules = await compiled.moduleGraph([...new Set(rendered.islands.map((island) => island.module))]);
  const manifest: IslandManifest = {
    modules,
    islands: rendered.islands,
    // Only a page's own module reads its frontmatter.
    frontmatter: compiled.file in modules ? compiled.frontmatter : {},
    ...(Object.keys(rendered.islandIcons).length > 0 && { icons: rendered.islandIcons }),
  };
  return `\n<script type="application/json" ${MANIFEST_ATTRIBUTE}>${manifestJson(manifest)}</script>`;
}
