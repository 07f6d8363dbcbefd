import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { remarkAutolinkLiteralGuard } from './plugins/remark-autolink-literal-guard.js';
import { remarkHeadingIds } from './plugins/remark-heading-ids.js';
import { remarkMathSyntax } from './plugins/remark-math-syntax.js';

// The pages' own syntax (as to-markdown.ts parses them), only the syntax: no transforms run.
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkAutolinkLiteralGuard).use(remarkMathSyntax).use(remarkHeadingIds).freeze();
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkAutolinkLiteralGuard).use(remarkMathSyntax).freeze();

interface Node {
  type: string;
  children?: Node[];
  value?: string;
  alt?: string | null;
  depth?: number;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
}

const HEADING_TAG = /^h([1-6])$/;

/**
 * Accessibility basics of one page's source, as `mint a11y` checks them: images without alt
 * text, headings that skip a level, links and buttons with nothing to announce. Each problem is
 * a warning at its line:column. A page that does not parse gets none (its render reports that).
 * Snippets are checked as files of their own (`headings: false`: a snippet's first heading
 * continues whatever page imports it), not inside the pages that import them.
 */
export function checkPageAccessibility(source: string, file: string, opts: { headings?: boolean } = {}): Diagnostic[] {
  let tree: Root;
  try {
    tree = (file.endsWith('.md') ? mdParser : mdxParser).parse(source);
  } catch {
    return [];
  }
  const out: Diagnostic[] = [];
  const warn = (node: Node, code: string, message: string, hint: string) =>
    out.push({ severity: 'warning', code: `a11y/${code}`, message, file, ...(node.position && { line: node.position.start.line, column: node.position.start.column }), hint });
  // The page title is the h1: the first heading of the content should be an h2.
  let level = 1;

  const visit = (node: Node): void => {
    const tag = node.type.startsWith('mdxJsx') ? (node.name ?? '') : '';
    const depth = node.type === 'heading' ? node.depth : Number(HEADING_TAG.exec(tag)?.[1] ?? 0) || undefined;
    if (depth !== undefined && opts.headings !== false) {
      if (depth > level + 1) {
        warn(node, 'heading-skip', `heading level ${depth} follows level ${level}: a screen reader's outline skips a level`, `make it an h${level + 1} (${'#'.repeat(level + 1)}), or add the missing level above it`);
      }
      level = depth;
    }
    if (node.type === 'image' && !node.alt?.trim()) {
      warn(node, 'image-alt', 'image without alt text', 'describe what it shows: ![A diagram of the request flow](/images/flow.png)');
    } else if (tag === 'img' && !hasAttribute(node, 'alt')) {
      warn(node, 'image-alt', '<img> without an alt attribute', 'add alt="what it shows" (alt="" marks a purely decorative image)');
    } else if ((node.type === 'link' || (tag === 'a' && hasAttribute(node, 'href'))) && !hasName(node)) {
      // An `<a id="old-anchor" />` without href is a link target, not a link.
      warn(node, 'empty-link', 'link with no text: a screen reader announces only its URL', 'give it text, or aria-label="…" if it holds only an icon');
    } else if (tag === 'button' && !hasName(node)) {
      warn(node, 'empty-button', 'button with no text', 'give it text, or aria-label="…" if it holds only an icon');
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree as unknown as Node);
  return out;
}

function hasAttribute(node: Node, name: string): boolean {
  // A spread (`{...props}`) may carry it: give it the benefit of the doubt.
  return (node.attributes ?? []).some((a) => a.type === 'mdxJsxExpressionAttribute' || a.name === name);
}

/** Whether a link or button has something to announce: text, an image's alt, an aria label or title. */
function hasName(node: Node): boolean {
  if (hasAttribute(node, 'aria-label') || hasAttribute(node, 'aria-labelledby') || hasAttribute(node, 'title')) return true;
  const text = (n: Node): boolean =>
    (n.type === 'text' || n.type === 'inlineCode') ? Boolean(n.value?.trim())
      : n.type === 'image' ? Boolean(n.alt?.trim())
      : n.type.startsWith('mdxJsx') && n.name === 'img' ? hasAttribute(n, 'alt')
      // A component or an expression may render text we cannot see from the source.
      : n.type === 'mdxTextExpression' || (n.type.startsWith('mdxJsx') && n.name !== null && /^[A-Z]/.test(n.name ?? '')) ? true
      : (n.children ?? []).some(text);
  return (node.children ?? []).some(text);
}
