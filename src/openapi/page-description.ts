import type { Page } from '../shared/site-model.js';
import { markdownToText, splitDescription } from './markdown.js';

/**
 * A page's description as plain text, for `<meta name="description">`, Open Graph, JSON-LD and
 * the search index. One written in frontmatter is plain text already; one taken from a spec
 * (an endpoint, webhook or channel) is Markdown over several paragraphs, of which the page's
 * subtitle shows the first: so does this, without the Markdown syntax.
 */
export function plainDescription(page: Pick<Page, 'description' | 'source' | 'frontmatter'>): string | undefined {
  if (!page.description) return undefined;
  const fromSpec = page.source.kind !== 'mdx' || typeof page.frontmatter.description !== 'string';
  if (!fromSpec) return page.description;
  return markdownToText(splitDescription(page.description).lead) || undefined;
}
