import { describe, expect, it } from 'vitest';
import { checkPageAccessibility } from './a11y-check.js';

const codes = (source: string, file = 'page.mdx') => checkPageAccessibility(source, file).map((d) => `${d.code}@${d.line}:${d.column}`);

describe('checkPageAccessibility', () => {
  it('flags Markdown images without alt and <img> without an alt attribute, not alt=""', () => {
    const source = '---\ntitle: T\n---\n\n![](/a.png)\n\n![A chart](/b.png)\n\n<img src="/a.png" />\n\n<img src="/a.png" alt="" />\n\n<Frame><img src="/c.png" {...props} /></Frame>\n';
    expect(codes(source)).toEqual(['a11y/image-alt@5:1', 'a11y/image-alt@9:1']);
  });

  it('flags a heading that skips a level, counting the page title as the h1', () => {
    expect(codes('### First\n\n## Two\n\n### Three\n\n##### Five\n\n<h2>Back</h2>\n\n<h4>Skip</h4>\n')).toEqual([
      'a11y/heading-skip@1:1',
      'a11y/heading-skip@7:1',
      'a11y/heading-skip@11:1',
    ]);
    expect(checkPageAccessibility('#### Deep', 'p.mdx')[0]?.message).toBe("heading level 4 follows level 1: a screen reader's outline skips a level");
  });

  it('flags links and buttons with nothing to announce', () => {
    const source = [
      '[](/empty)',
      '[text](/ok) [![Logo](/l.png)](/) [`code`](/c)',
      '<a href="/x"></a>',
      '<a href="/x" aria-label="Close"></a>',
      '<a href="/y"><Icon icon="github" /></a>',
      '<button></button> <button>Go</button>',
      '[![](/no-alt.png)](/z)',
      '<a id="moved-section" />',
    ].join('\n\n');
    expect(codes(source)).toEqual(['a11y/empty-link@1:1', 'a11y/empty-link@5:1', 'a11y/empty-button@11:1', 'a11y/empty-link@13:1', 'a11y/image-alt@13:2']);
  });

  it('reads .md pages as Markdown, and gives up quietly on a page that does not parse', () => {
    expect(codes('Text with <b> and ![](/x.png)\n', 'page.md')).toEqual(['a11y/image-alt@1:19']);
    expect(codes('<div>\n\nunclosed {\n')).toEqual([]);
  });
});
