import type { MdxContent } from '../render/render-page.js';
import { MANIFEST_ATTRIBUTE } from '../shared/islands.js';

/**
 * Whether a page's compiled content would be the same for any file with the same text, so that
 * other pages with this text (a versioned site's unchanged pages, copied into every version)
 * take it instead of compiling it again.
 *
 * The compiler reads the file's place in three ways only: imports written relative to the page
 * (`./`, `../`, in the page or in its Markdown twin), diagnostics (they name the file), and the
 * islands' module graph (keyed by the page's file). Content with none of them is filed under a
 * key without the file (`SiteRendering.sharedContentKey`).
 *
 * The import test runs on the text, so it is conservative: a code block showing
 * `import x from './x'` makes its page compile on its own, which is only slower.
 */
export function isSharedContent(source: string, content: Pick<MdxContent, 'diagnostics' | 'html'>): boolean {
  return content.diagnostics.length === 0 && !content.html.includes(MANIFEST_ATTRIBUTE) && !RELATIVE_REFERENCE.test(source);
}

/**
 * A relative module specifier after `from`, a bare `import` or `import(`. (A legacy
 * `<Snippet file=…>` always imports from `/snippets/`, see remark-legacy-snippet.ts.)
 */
const RELATIVE_REFERENCE = /\b(?:from|import)\s*(?:\(\s*)?["']\.\.?\//;
