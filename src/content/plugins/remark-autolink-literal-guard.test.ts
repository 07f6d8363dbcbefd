import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../openapi/markdown.js';
import { createContentProcessors } from '../create-processor.js';
import { forEachNode } from './walk-tree.js';
import { remarkAutolinkLiteralGuard } from './remark-autolink-literal-guard.js';

const original = gfmAutolinkLiteralFromMarkdown().transforms![0];
const transformsOf = (processor: Processor<any, any, any, any, any>) =>
  ((processor.data('fromMarkdownExtensions') ?? []) as unknown[]).flat().flatMap((ext) => (ext as { transforms?: unknown[] }).transforms ?? []);

const plain = unified().use(remarkParse).use(remarkGfm).freeze();
const guarded = unified().use(remarkParse).use(remarkGfm).use(remarkAutolinkLiteralGuard).freeze();
const tree = (p: typeof plain, text: string) => JSON.stringify(p.runSync(p.parse(text)));

describe('remarkAutolinkLiteralGuard', () => {
  it("wraps remark-gfm's transform in every page processor", () => {
    const processors = createContentProcessors();
    for (const p of [processors.mdx, processors.mdxSnippet, processors.md, guarded]) {
      p.freeze();
      const transforms = transformsOf(p as Processor<any, any, any, any, any>);
      expect(transforms).not.toContain(original);
      expect(transforms.map((t) => (t as () => void).name)).toContain('guardedAutolinkLiterals');
    }
    // Without the guard the original is there: the check above can fail.
    expect(transformsOf(plain as Processor<any, any, any, any, any>)).toContain(original);
  });

  // The first cases need remark-gfm's transform (micromark's tokenizer alone leaves them as
  // text): the address or `www.` link is only whole once references and escapes are decoded,
  // or raw HTML splits the text. A guard without `@` or `www.` fails them. (No http(s) URL was
  // found that the tokenizer misses; the guard keeps `http://` since the transform's pattern can
  // match it.)
  it.each([
    ['an @ from a character reference', 'Write to team&#64;example.com.'],
    ['an escaped @', 'Write to team\\@example.com.'],
    ['www after an entity', 'foo&amp;www.example.com'],
    ['https after an entity', 'foo&amp;https://example.com'],
    ['an upper-case scheme after an entity', 'foo&amp;HTTPS://EXAMPLE.COM'],
    ['www inside raw HTML', '<b>www.example.com</b>'],
    ['a URL', 'See https://example.com/docs for more.'],
    ['an upper-case scheme', 'See HTTPS://EXAMPLE.COM or HTTP://x.io.'],
    ['www', 'Go to www.example.com, or WWW.EXAMPLE.ORG.'],
    ['an address', 'Write to team@example.com.'],
    ['mailto and xmpp', 'mailto:a@example.com and xmpp:b@example.com/res'],
    ['one URL in a nested list item', '- one\n  - two\n\n    > three www.example.com'],
    ['no URL at all', 'Plain words, `code https://x.y`, and a [link](https://example.com).'],
    ['an @ that is no address', 'Ping @someone about it.'],
  ])('gives the tree remark-gfm gives: %s', (_name, text) => {
    expect(tree(guarded, text)).toBe(tree(plain, text));
  });

  it('still turns bare URLs and addresses into links', () => {
    const root = guarded.runSync(guarded.parse('Mail team@example.com or visit https://example.com and www.example.org.'));
    const urls: string[] = [];
    forEachNode<{ type: 'link'; url: string }>(root, 'link', (node) => void urls.push(node.url));
    expect(urls).toEqual(['mailto:team@example.com', 'https://example.com', 'http://www.example.org']);
  });

  it('leaves OpenAPI descriptions their links, including those only the transform finds', () => {
    expect(renderMarkdown('Write to team&#64;example.com.')).toBe('<div class="api-md"><p>Write to <a href="mailto:team@example.com">team@example.com</a>.</p></div>');
    expect(renderMarkdown('See <b>www.example.com</b>.')).toBe('<div class="api-md"><p>See <a href="http://www.example.com">www.example.com</a>.</p></div>');
  });
});
