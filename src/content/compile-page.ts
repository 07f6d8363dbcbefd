import type { CompiledPage } from './compiled-page.js';
import { createContentCompiler } from './content-compiler.js';

export type { CompiledPage, TocHeading } from './compiled-page.js';

/** Options of {@link compilePage}. */
export interface CompilePageOptions {
  /** Absolute path of the docs root. */
  root: string;
  /** The page file relative to `root`, e.g. `guides/intro.mdx`. */
  file: string;
  source: string;
  /** `md` compiles CommonMark + GFM without JSX; defaults to `mdx`. */
  format?: 'mdx' | 'md';
}

/**
 * Compiles one page. Convenience for a single page only: it builds a fresh compiler
 * each call, so builds should call {@link createContentCompiler} once and reuse it
 * (processors and compiled snippets are shared per compiler).
 */
export function compilePage(opts: CompilePageOptions): Promise<CompiledPage> {
  return createContentCompiler({ root: opts.root }).compilePage(opts.file, opts.source, opts.format);
}

export { createContentCompiler };
export type { ContentCompiler, ContentCompilerOptions } from './content-compiler.js';
