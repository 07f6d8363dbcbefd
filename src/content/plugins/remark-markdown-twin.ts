import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { mdastToMarkdown, type SnippetReader } from '../to-markdown.js';

/**
 * Writes the page's Markdown twin (`<url>.md`, llms-full.txt, "copy page") into
 * `file.data.markdown` from the tree the compile already parsed, so a build parses every
 * page once instead of twice. Runs only when the caller asks for it by putting a snippet
 * reader in `file.data.markdownTwin`, and before any plugin that rewrites the tree
 * (heading ids, snippet imports, Shiki), so it sees the page as written.
 */
export function remarkMarkdownTwin() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const twin = file.data.markdownTwin;
    if (!twin) return;
    file.data.markdown = await mdastToMarkdown(tree, String(file.value), { readSnippet: twin.readSnippet });
  };
}

declare module 'vfile' {
  interface DataMap {
    /** Set by the caller: produce the Markdown twin, reading default-imported snippets with this. */
    markdownTwin: { readSnippet?: SnippetReader };
    /** The page as readable Markdown (see to-markdown.ts). */
    markdown: string;
  }
}
