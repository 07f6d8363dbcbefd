import type { ComponentType } from 'preact';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { IslandModule } from '../shared/islands.js';
import type { TocHeading } from './plugins/remark-heading-ids.js';

export type { TocHeading };

/** A page compiled to a runnable component plus what the rest of the build needs to know about it. */
export interface CompiledPage {
  /** The page file, relative to the docs root (used to place render-time errors). */
  file: string;
  /** The page as a component; `null` when compiling or linking failed (see `diagnostics`). */
  Content: ComponentType<{ components?: Record<string, any> }> | null;
  frontmatter: Record<string, unknown>;
  /** h2/h3 headings for the TOC; ids match the rendered `id` attributes and are unique per page. */
  headings: TocHeading[];
  diagnostics: Diagnostic[];
  /**
   * Component names looked up in the theme's map (`Note`, `Tree.File`), sorted,
   * including those used by imported snippets; imported/`export const` components excluded.
   */
  usedComponents: string[];
  /** Class names the page and the snippets it imports write on elements (class-candidates.ts), sorted. */
  classNames: string[];
  /** Snippet files (root-relative) the page imports, directly or through other snippets. */
  dependencies: string[];
  /** The page as Markdown, when the compile was asked for it (see CompilePageExtras). */
  markdown?: string;
  /**
   * The compiled code of the modules `files` name (root-relative; the page's own file included)
   * and of everything they import, for the browser to run the page's islands.
   */
  moduleGraph: (files: readonly string[]) => Promise<Record<string, IslandModule>>;
}
