import { createProcessor, type ProcessorOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { recmaPropsAsVariables } from './plugins/recma-props-as-variables.js';
import { recmaUsedComponents } from './plugins/recma-used-components.js';
import { remarkChunkedParse } from './plugins/remark-chunked-parse.js';
import { remarkAutolinkLiteralGuard } from './plugins/remark-autolink-literal-guard.js';
import { remarkFrontmatterBinding } from './plugins/remark-frontmatter-binding.js';
import { remarkHeadingIds } from './plugins/remark-heading-ids.js';
import { remarkJsxDefaultExport } from './plugins/remark-jsx-default-export.js';
import { remarkKatex } from './plugins/remark-katex.js';
import { remarkLatexComponent } from './plugins/remark-latex-component.js';
import { remarkMarkdownTwin } from './plugins/remark-markdown-twin.js';
import { remarkHoistEsm } from './plugins/remark-hoist-esm.js';
import { remarkMathSyntax } from './plugins/remark-math-syntax.js';
import { remarkIgnoredProps } from './plugins/remark-ignored-props.js';
import { remarkNestingLimit } from './plugins/remark-nesting-limit.js';
import { remarkLegacySnippet } from './plugins/remark-legacy-snippet.js';
import { remarkRuntimeScope } from './plugins/remark-runtime-scope.js';
import { remarkShiki } from './plugins/remark-shiki.js';
import type { CodeThemes } from './highlight/code-themes.js';
import { remarkSnippetImports } from './plugins/remark-snippet-imports.js';
import { remarkCodeBlockComponent } from './plugins/remark-code-block-component.js';
import { rehypeHeadingAnchors } from './plugins/rehype-heading-anchors.js';
import { rehypeStaticContent } from './static-content.js';
import { rehypeTaskListLabels } from './plugins/rehype-task-list-labels.js';

/** The frozen MDX processors one content compiler uses; built once, shared by all pages. */
export interface ContentProcessors {
  /** `.mdx` pages. */
  mdx: ReturnType<typeof createProcessor>;
  /** `.mdx` snippets: as pages, plus props readable as bare variables (recmaPropsAsVariables). */
  mdxSnippet: ReturnType<typeof createProcessor>;
  /** `.md` pages: CommonMark + GFM, no JSX or expressions. */
  md: ReturnType<typeof createProcessor>;
  /** `.jsx`/`.js` snippets, wrapped as a single MDX ESM block (see jsx-module-source.ts). */
  jsx: ReturnType<typeof createProcessor>;
}

/**
 * Any non-empty string: with `outputFormat: 'function-body'` MDX reads
 * `useMDXComponents` from the `run` arguments instead of importing this module.
 */
const PROVIDER = 'quire:mdx-components';

/**
 * Builds the MDX processors. Creating a processor resolves and freezes every
 * plugin, so this runs once per compiler, never per page.
 *
 * Stage order (remark runs in list order, before MDX's own mdast → hast → estree):
 * (pages only) remarkChunkedParse: a long page whose compile brings the pieces of its last parse
 *    is parsed in pieces, the unchanged ones taken from that parse (parse-chunks.ts).
 * 0. remarkNestingLimit: a page nested deeper than the recursive stages can take fails as it
 *    is parsed, with its place (a parse transform: MDX walks the tree before any plugin here).
 * 1. remark-frontmatter: the `---` block becomes a `yaml` node, so it is not
 *    rendered as a rule and a heading (its data comes from parseFrontmatter).
 * 2. remark-gfm: tables, task lists, strikethrough, autolinks, footnotes.
 * 3. remarkAutolinkLiteralGuard: GFM's bare-URL transform (which runs within the
 *    parse) runs only on pages whose text could hold a bare URL or address.
 * 3a. remarkHoistEsm: `import`/`export` blocks written inside a component move to the top
 *    level, where the plugins below look for them (MDX puts them in module scope anyway).
 * 3b. remarkMathSyntax: `$…$` / `$$…$$` parsed as math before MDX sees their braces (and a
 *    warning where a pair of dollar signs stays text); remarkLatexComponent: `<Latex>` →
 *    math from its source. (remarkHeadingIds adds `{#id}` to the syntax the same way.)
 * 4. remarkMarkdownTwin: when asked, the page as Markdown, from this same parse.
 * 4a. remarkCodeBlockComponent: `<CodeBlock>` with literal props → the fenced block it stands for
 *    (after the twin, which reduces it itself from the same source).
 * 4b. remarkLegacySnippet: `<Snippet file="x.mdx" />` becomes an import of /snippets/x.mdx.
 * 4c. remarkRuntimeScope: on pages, `{name}` nobody defines becomes its text; expressions
 *    that could throw are guarded, components the docs declare wrapped (errors contained,
 *    islands), React's names bound (remark-runtime-scope.ts). Before the heading ids, so a
 *    heading's literal `{name}` is part of its text.
 * 5. remarkHeadingIds: ids on h1–h6 and the h2/h3 TOC, from `{#id}` or the final heading text.
 * 6. remarkSnippetImports: ESM imports become reads from the linker's module map.
 * 7. remarkFrontmatterBinding: `frontmatter` in scope for `{frontmatter.title}`.
 * 7a. remarkKatex: math → KaTeX HTML; a formula that fails shows as code, which Shiki highlights.
 * 8. remarkShiki: fenced code → highlighted HTML (both themes, title, line marks),
 *    ```mermaid → diagram figure; async, one shared highlighter per process.
 * Then, on MDX's hast:
 * 8a. rehypeHeadingAnchors: a `#` link in each h2/h3 with an id (pages and snippets);
 *     rehypeTaskListLabels: each task-list checkbox named by its item's text.
 * 9. (pages only) rehypeStaticContent: a page that needs no JavaScript keeps its hast tree and
 *    hands MDX an empty document (static-content.ts).
 * Then, after MDX rewrote JSX to `_components` lookups:
 * 10. recmaUsedComponents: which component names the page needs from the theme.
 */
export function createContentProcessors(options: { staticContent?: boolean; codeThemes?: CodeThemes } = {}): ContentProcessors {
  const shiki: [typeof remarkShiki, { themes?: CodeThemes }] = [remarkShiki, { ...(options.codeThemes && { themes: options.codeThemes }) }];
  // Static pages skip MDX's JavaScript (static-content.ts); `false` compiles every page with MDX.
  const staticPlugins = (format: 'mdx' | 'md'): ProcessorOptions['rehypePlugins'] =>
    options.staticContent === false ? [rehypeHeadingAnchors, rehypeTaskListLabels] : [rehypeHeadingAnchors, rehypeTaskListLabels, [rehypeStaticContent, { format }]];
  const base: ProcessorOptions = {
    outputFormat: 'function-body',
    jsxImportSource: 'preact',
    development: false,
    providerImportSource: PROVIDER,
    recmaPlugins: [recmaUsedComponents],
  };
  const contentPlugins = (literalUndefined: boolean): ProcessorOptions['remarkPlugins'] => [
    remarkNestingLimit,
    remarkFrontmatter,
    remarkGfm,
    remarkAutolinkLiteralGuard,
    remarkHoistEsm,
    remarkMathSyntax,
    remarkLatexComponent,
    remarkMarkdownTwin,
    remarkCodeBlockComponent,
    remarkLegacySnippet,
    remarkIgnoredProps,
    [remarkRuntimeScope, { literalUndefined }],
    remarkHeadingIds,
    remarkSnippetImports,
    remarkFrontmatterBinding,
    remarkKatex,
    shiki,
  ];
  return {
    mdx: createProcessor({ ...base, format: 'mdx', remarkPlugins: [remarkChunkedParse, ...(contentPlugins(true) ?? [])], rehypePlugins: staticPlugins('mdx') }),
    mdxSnippet: createProcessor({
      ...base,
      format: 'mdx',
      remarkPlugins: contentPlugins(false),
      rehypePlugins: [rehypeHeadingAnchors, rehypeTaskListLabels],
      recmaPlugins: [...(base.recmaPlugins ?? []), recmaPropsAsVariables],
    }),
    // No ESM or expressions in Markdown, so the import and frontmatter steps are moot.
    md: createProcessor({
      ...base,
      format: 'md',
      remarkPlugins: [remarkNestingLimit, remarkFrontmatter, remarkGfm, remarkAutolinkLiteralGuard, remarkMathSyntax, remarkMarkdownTwin, remarkHeadingIds, remarkKatex, shiki],
      rehypePlugins: staticPlugins('md'),
    }),
    jsx: createProcessor({ ...base, format: 'mdx', remarkPlugins: [[remarkRuntimeScope, { literalUndefined: false }], remarkSnippetImports, remarkJsxDefaultExport] }),
  };
}
