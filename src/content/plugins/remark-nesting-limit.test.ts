import { describe, expect, it } from 'vitest';
import { createContentCompiler } from '../content-compiler.js';
import { renderContentToHtml } from '../render-content.js';
import { mdxToMarkdown } from '../to-markdown.js';
import { MAX_NESTING } from './remark-nesting-limit.js';

const compiler = createContentCompiler({ root: '/docs', readFile: async () => undefined });

async function compile(source: string, format: 'mdx' | 'md' = 'mdx') {
  const page = await compiler.compilePage(format === 'md' ? 'page.md' : 'page.mdx', source, format);
  return { page, html: page.Content ? renderContentToHtml(page, {}).html : '' };
}

const summary = (page: { diagnostics: { code: string; line?: number; column?: number; message: string }[] }) =>
  page.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`);

/** Found by the MDX fuzzer (issue 32): deep nesting overflowed the stack while rendering, an error with no line that failed the whole build. */
describe('remarkNestingLimit', () => {
  it('renders pages nested well below the limit', async () => {
    const { page, html } = await compile(`Intro\n\n${'<Note>'.repeat(60)}deep${'</Note>'.repeat(60)}\n`);
    expect(page.diagnostics).toEqual([]);
    expect(html).toContain('deep');
  });

  it.each([
    ['quotes', `${'> '.repeat(600)}deep quote`, 'mdx', 3],
    ['components', `${'<Tabs><Tab title="t">'.repeat(300)}x${'</Tab></Tabs>'.repeat(300)}`, 'mdx', 3],
    // MDX's own tree walk and GFM's bare-URL transform run before remark plugins: the check is a parse transform.
    ['thousands of quotes with a bare URL', `See https://example.com\n\n${'> '.repeat(8000)}x www.example.com`, 'mdx', 5],
    // (Lists this deep are refused before parsing: list-depth-limit.ts.)
    ['quotes in Markdown', `${'> '.repeat(600)}deep quote`, 'md', 3],
  ] as const)('stops %s nested past the limit with their place', async (_name, body, format, line) => {
    const { page, html } = await compile(`Intro\n\n${body}\n\nAfter\n`, format);
    expect(html).toContain('This page could not be shown.');
    const d = page.diagnostics.find((x) => x.code === 'content/too-deep');
    expect(d, summary(page).join('\n')).toBeDefined();
    expect(d!.line).toBe(line);
    expect(d!.message).toBe(`Content nests more than ${MAX_NESTING} levels deep (components, lists, quotes and emphasis inside each other); the page cannot be rendered`);
    expect(d!.hint).toMatch(/^Flatten the nesting here/);
  });

  // Found by the MDX fuzzer: a snippet with a line of 28,000 `*` next to other text parsed (as Markdown) into
  // emphasis nested 3,388 deep; inlining it into the Markdown twin overflowed the stack (exit 70).
  // Quotes nest as deep and parse faster.
  it('the Markdown twin keeps the source of a page or snippet nested past the limit', async () => {
    const deep = `Intro\n\n${'> '.repeat(8000)}x\n`;
    expect(await mdxToMarkdown(deep, { format: 'md' })).toBe(deep);
    const page = "import Table from '/snippets/table.md'\n\n# Page\n\n<Table />\n";
    const twin = await mdxToMarkdown(page, { readSnippet: async () => deep });
    expect(twin).toContain('# Page');
  });
});
