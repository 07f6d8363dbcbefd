import type { Page } from '../../shared/site-model.js';
import { normaliseSpecSource } from '../spec-source.js';
import { findChannel, parseAsyncApiFrontmatter, type ChannelView } from './asyncapi-model.js';
import type { AsyncApiDocument } from './load-asyncapi.js';

/**
 * The AsyncAPI channel a page documents: a generated channel page's own, or an MDX page's
 * frontmatter `asyncapi: "[file] channel"` (without a file: the first document that has the
 * channel). Undefined when the page names none or it cannot be found. Pure.
 */
export function pageChannel(
  page: Pick<Page, 'source' | 'frontmatter'>,
  docs: ReadonlyMap<string, AsyncApiDocument> | undefined,
): { doc: AsyncApiDocument; channel: ChannelView } | undefined {
  if (!docs) return undefined;
  if (page.source.kind === 'asyncapi') {
    const doc = docs.get(page.source.spec);
    const channel = doc && findChannel(doc.document, page.source.channel);
    return doc && channel ? { doc, channel } : undefined;
  }
  if (page.source.kind !== 'mdx') return undefined;
  const ref = parseAsyncApiFrontmatter(page.frontmatter.asyncapi);
  if (!ref) return undefined;
  const doc = ref.file ? docs.get(normaliseSpecSource(ref.file)) : [...docs.values()].find((d) => findChannel(d.document, ref.channel));
  const channel = doc && findChannel(doc.document, ref.channel);
  return doc && channel ? { doc, channel } : undefined;
}
