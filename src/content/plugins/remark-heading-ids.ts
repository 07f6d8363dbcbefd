import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { forEachNode } from './walk-tree.js';

/** One entry of a page's table of contents. */
export interface TocHeading {
  depth: number;
  /** The `id` attribute of the rendered heading, unique within the page. */
  id: string;
  text: string;
}

/** Depths that go into the TOC (`file.data.headings`); every depth gets an id. */
const TOC_DEPTHS = new Set([2, 3]);

/**
 * Gives every Markdown heading (h1–h6) a GitHub-style `id` and records h2/h3 in
 * `file.data.headings`, so the TOC links and the rendered anchors come from one place.
 * A new slugger per file keeps ids unique per page (`intro`, `intro-1`, …).
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile): void => {
    const slugger = new GithubSlugger();
    const headings: TocHeading[] = [];
    forEachNode<Heading>(tree, 'heading', (node) => {
      const text = headingText(node).trim();
      // A heading made only of an expression (`# {frontmatter.title}`) has no text at
      // compile time; it still needs a unique, non-empty anchor.
      const id = slugger.slug(text || 'heading');
      const data = (node.data ??= {});
      data.hProperties = { ...data.hProperties, id };
      if (TOC_DEPTHS.has(node.depth)) headings.push({ depth: node.depth, id, text });
    });
    file.data.headings = headings;
  };
}

/**
 * Visible text of a heading. Unlike mdast-util-to-string it skips MDX expressions,
 * whose `value` is source code (`frontmatter.title`), not text a reader sees.
 */
function headingText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression' || node.type === 'html') return '';
  if ('children' in node) return (node.children as Nodes[]).map(headingText).join('');
  return '';
}

declare module 'vfile' {
  interface DataMap {
    /** h2/h3 headings of the page, in document order (set by remarkHeadingIds). */
    headings: TocHeading[];
  }
}
