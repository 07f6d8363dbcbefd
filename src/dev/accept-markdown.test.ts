import { describe, expect, it } from 'vitest';
import { prefersMarkdown } from './accept-markdown.js';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown', true],
    ['text/markdown;q=0.8, */*;q=0.1', true],
    ['text/markdown, text/html', true],
    ['text/html, text/markdown', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['text/*', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=0.5, text/*', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});
