import { describe, expect, it } from 'vitest';
import { scanMdxContexts, type TextContext } from './text-contexts.js';

/** The context of the `X` in `text`. */
const contextOfX = (text: string, format: 'mdx' | 'md' = 'mdx'): TextContext => scanMdxContexts(text, format).at(text.indexOf('X'));

describe('scanMdxContexts', () => {
  it.each<[string, string, TextContext]>([
    ['a paragraph', 'Some X text', 'prose'],
    ['a heading', '## X', 'prose'],
    ['a fenced code block', 'a\n\n```js\nX\n```\n', 'code'],
    ['a tilde fence', '~~~\nX\n~~~', 'code'],
    ['an indented fence (inside a component)', '<Tab>\n  ```sh\n  X\n  ```\n</Tab>', 'code'],
    ['a fence in a block quote', '> ```\n> X\n> ```', 'code'],
    ['an unclosed fence, to the end', '```\ncode\n\nX', 'code'],
    ['text after a closed fence', '```\ncode\n```\nX', 'prose'],
    ['a fence closed by a longer one only', '````\n```\nX\n````', 'code'],
    ['inline code', 'Run `a X b` now', 'code'],
    ['double-backtick inline code', 'Run ``a ` X`` now', 'code'],
    ['after inline code', 'Run `a` X', 'prose'],
    ['a lone backtick', 'a ` b X', 'prose'],
    ['an ESM block', 'import A from "./a.mdx";\nexport const b = "X";\n\ntext', 'code'],
    ['prose after an ESM block', 'import A from "./a.mdx";\n\nX', 'prose'],
    ['an expression', 'a {b + "}" + X} c', 'code'],
    ['a quoted JSX attribute', '<Card title="X">body</Card>', 'attribute'],
    ['a JSX attribute expression', '<Card title={X}>body</Card>', 'code'],
    ['a tag name', '<X />', 'code'],
    ['JSX children', '<Card title="t">X</Card>', 'prose'],
    ['a multi-line tag', '<Card\n  title="X"\n/>', 'attribute'],
    ['an HTML comment', 'a <!-- X --> b', 'code'],
    ['an escaped brace', 'a \\{ X', 'prose'],
    ['a less-than sign', 'a < b X', 'prose'],
    ['a variable, which is no expression', 'a {{ v }} X', 'prose'],
  ])('tells %s', (_name, text, context) => {
    expect(contextOfX(text)).toBe(context);
  });

  it('in Markdown, knows only code', () => {
    expect(contextOfX('<Card title="X" />', 'md')).toBe('prose');
    expect(contextOfX('{X}', 'md')).toBe('prose');
    expect(contextOfX('```\nX\n```', 'md')).toBe('code');
    expect(contextOfX('`X`', 'md')).toBe('code');
  });

  it('starts after the frontmatter', () => {
    const text = '---\ntitle: "`"\n---\nX `code`';
    expect(scanMdxContexts(text, 'mdx', text.indexOf('X')).at(text.indexOf('X'))).toBe('prose');
  });
});
