import { describe, expect, it } from 'vitest';
import { codeBlockToFence } from './code-block-element.js';
import { parseCodeMeta } from './highlight/parse-code-meta.js';

const attr = (name: string, value?: unknown) => ({ type: 'mdxJsxAttribute', name, value });
const expr = (source: string) => ({ type: 'mdxJsxAttributeValueExpression', value: source });

describe('codeBlockToFence', () => {
  it('carries expandable and nocopy to the fence, as a fenced block writes them', () => {
    const fence = codeBlockToFence([attr('language', 'py'), attr('expandable'), attr('copy', expr('false'))], { text: 'print(1)' });
    expect(fence?.meta).toBe('expandable nocopy');
    const meta = parseCodeMeta(fence?.meta);
    expect([meta.expandable, meta.noCopy]).toEqual([true, true]);
  });

  it('leaves both off unless asked', () => {
    const fence = codeBlockToFence([attr('language', 'py'), attr('expandable', expr('false'))], { text: 'print(1)' });
    expect(fence?.meta).toBeNull();
  });
});
