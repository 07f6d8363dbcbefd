import { createProcessor, type ProcessorOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { recmaPropsAsVariables } from './plugins/recma-props-as-variables.js';
import { recmaUsedComponents } from './plugins/recma-used-components.js';
import { remarkAutolinkLiteralGuard } from './plugins/remark-autolink-literal-guard.js';
import { remarkFrontmatterBinding } from './plugins/remark-frontmatter-binding.js';
import { remarkHeadingIds } from './plugins/remark-heading-ids.js';
import { remarkJsxDefaultExport } from './plugins/remark-jsx-default-export.js';
import { remarkMarkdownTwin } from './plugins/remark-markdown-twin.js';
import { remarkShiki } from './plugins/remark-shiki.js';
import { remarkSnippetImports } from './plugins/remark-snippet-imports.js';
import { rehypeStaticContent } from './static-content.js';

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
 * 1. remark-frontmatter: the `---` block becomes a `yaml` node, so it is not
 *    rendered as a rule and a heading (its data comes from parseFrontmatter).
 * 2. remark-gfm: tables, task lists, strikethrough, autolinks, footnotes.
 * 3. remarkAutolinkLiteralGuard: GFM's bare-URL transform (which runs within the
 *    parse) runs only on pages whose text could hold a bare URL or address.
 * 4. remarkMarkdownTwin: when asked, the page as Markdown, from this same parse.
 * 5. remarkHeadingIds: ids on h1–h6 and the h2/h3 TOC, from the final heading text.
 * 6. remarkSnippetImports: ESM imports become reads from the linker's module map.
 * 7. remarkFrontmatterBinding: `frontmatter` in scope for `{frontmatter.title}`.
 * 8. remarkShiki: fenced code → highlighted HTML (both themes, title, line marks),
 *    ```mermaid → diagram figure; async, one shared highlighter per process.
 * Then, on MDX's hast (pages only):
 * 9. rehypeStaticContent: a page that needs no JavaScript keeps its hast tree and
 *    hands MDX an empty document (static-content.ts).
 * Then, after MDX rewrote JSX to `_components` lookups:
 * 10. recmaUsedComponents: which component names the page needs from the theme.
 */
export function createContentProcessors(options: { staticContent?: boolean } = {}): ContentProcessors {
  // Static pages skip MDX's JavaScript (static-content.ts); `false` compiles every page with MDX.
  const staticPlugins = (format: 'mdx' | 'md'): ProcessorOptions['rehypePlugins'] =>
    options.staticContent === false ? [] : [[rehypeStaticContent, { format }]];
  const base: ProcessorOptions = {
    outputFormat: 'function-body',
    jsxImportSource: 'preact',
    development: false,
    providerImportSource: PROVIDER,
    recmaPlugins: [recmaUsedComponents],
  };
  const pagePlugins: ProcessorOptions['remarkPlugins'] = [
    remarkFrontmatter,
    remarkGfm,
    remarkAutolinkLiteralGuard,
    remarkMarkdownTwin,
    remarkHeadingIds,
    remarkSnippetImports,
    remarkFrontmatterBinding,
    remarkShiki,
  ];
  return {
    mdx: createProcessor({ ...base, format: 'mdx', remarkPlugins: pagePlugins, rehypePlugins: staticPlugins('mdx') }),
    mdxSnippet: createProcessor({
      ...base,
      format: 'mdx',
      remarkPlugins: pagePlugins,
      recmaPlugins: [...(base.recmaPlugins ?? []), recmaPropsAsVariables],
    }),
    // No ESM or expressions in Markdown, so the import and frontmatter steps are moot.
    md: createProcessor({
      ...base,
      format: 'md',
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkAutolinkLiteralGuard, remarkMarkdownTwin, remarkHeadingIds, remarkShiki],
      rehypePlugins: staticPlugins('md'),
    }),
    jsx: createProcessor({ ...base, format: 'mdx', remarkPlugins: [remarkSnippetImports, remarkJsxDefaultExport] }),
  };
}
