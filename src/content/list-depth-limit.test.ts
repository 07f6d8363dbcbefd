import { describe, expect, it } from 'vitest';
import { createContentCompiler } from './content-compiler.js';
import { findDeepList, MAX_LIST_DEPTH } from './list-depth-limit.js';
import { mdxToMarkdown } from './to-markdown.js';

const nested = (levels: number, indent = '  ', marker = '-') => Array.from({ length: levels }, (_, i) => `${indent.repeat(i)}${marker} level ${i}`).join('\n');

/** Found by the MDX fuzzer (issue 32): a 382-level list took 15 s to build; parse time grows with the cube of the depth. */
describe('findDeepList', () => {
  it.each([
    ['bullets, 2 spaces', nested(150), MAX_LIST_DEPTH + 1],
    ['ordered, 3 spaces', nested(150, '   ', '1.'), MAX_LIST_DEPTH + 1],
    ['tabs', nested(150, '\t', '*'), MAX_LIST_DEPTH + 1],
    ['CRLF', nested(150).replace(/\n/g, '\r\n'), MAX_LIST_DEPTH + 1],
    ['markers on one line', `Intro\n\n${'- '.repeat(150)}x`, 3],
  ])('finds lists nested past the limit (%s), at the line that crosses it', (_name, text, line) => {
    expect(findDeepList(text)).toEqual({ line, depth: MAX_LIST_DEPTH + 1 });
  });

  it.each([
    ['a list at the limit', nested(MAX_LIST_DEPTH)],
    ['many shallow lists', Array.from({ length: 500 }, () => nested(5)).join('\n\n')],
    ['deep indentation inside fenced code', `\`\`\`json\n${nested(300, '  ', '"-"')}\n${Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')}\n\`\`\``],
    ['long lines of spaces', `${' '.repeat(100_000)}\n\n- item`],
    ['a list that goes back out', `${nested(80)}\n\nback\n\n${nested(80)}`],
  ])('lets %s through', (_name, text) => {
    expect(findDeepList(text)).toBeUndefined();
  });

  it('refuses such a page before parsing, with its place, in well under a second', async () => {
    const compiler = createContentCompiler({ root: '/docs', readFile: async () => undefined });
    const started = performance.now();
    const page = await compiler.compilePage('deep.mdx', `---\ntitle: Deep\n---\n\nIntro\n\n${nested(3000)}\n`, 'mdx');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(page.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      `content/too-deep deep.mdx:107:1 Lists nest more than ${MAX_LIST_DEPTH} levels deep here; the page cannot be rendered`,
    ]);
  });

  it('the Markdown twin of such a page is its source, without parsing it', async () => {
    const source = `# Deep\n\n${nested(3000)}\n`;
    const started = performance.now();
    expect(await mdxToMarkdown(source)).toBe(source);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
