import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { createContentProcessors } from './create-processor.js';
import { createContentCompiler } from './content-compiler.js';
import { chunksOf, deserializeChunks, MIN_CHUNKED_TEXT, parseInChunks, serializeChunks, type ParseMemo } from './parse-chunks.js';
import { renderContentToHtml } from './render-content.js';

const processor = createContentProcessors().mdx;
const whole = (text: string) => JSON.stringify(processor.parse(text));

/** A parse that counts the pieces it was given. */
function counting() {
  const pieces: string[] = [];
  const parse = (text: string) => {
    pieces.push(text);
    return processor.parse(text) as Root;
  };
  return { parse, pieces };
}

/** A section of a release-notes page: a heading, a list of links, code, a component and an expression. */
function section(n: number): string {
  const items = Array.from({ length: 12 }, (_, i) => `* Fix ${n}.${i} by [@dev${i}](https://github.com/dev${i}) in [#${n}${i}](https://example.com/pull/${n}${i}) *now* \`code\``).join('\n');
  return [`## 3.${n}.0 - Release ${n}`, '', `*Released on day ${n}*`, '', '**Fixes**', '', items, '', '```python', `import prefect  # ${n}`, '', '## not a heading: inside the fence', '```', '', `<Note title={"note " + ${n}}>`, '', `Text with {${n} * 2} and <Icon icon="star" />.`, '', '</Note>', ''].join('\n');
}

const page = (sections: number, head = '---\ntitle: Notes\n---\n\n') => head + Array.from({ length: sections }, (_, i) => section(i + 1)).join('\n');

describe('chunksOf', () => {
  it('splits a long page before headings that start a line after a blank line', () => {
    const text = page(20);
    expect(text.length).toBeGreaterThan(MIN_CHUNKED_TEXT);
    const chunks = chunksOf(text)!;
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks[0]!.start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(text.length);
    for (let i = 1; i < chunks.length; i++) {
      expect(chunks[i]!.start).toBe(chunks[i - 1]!.end);
      expect(text.slice(chunks[i]!.start)).toMatch(/^## 3\.\d+\.0/);
      expect(text.slice(0, chunks[i]!.start).split('\n').length).toBe(chunks[i]!.line);
    }
  });

  it('leaves short pages, pages with definitions and unusual line endings whole', () => {
    expect(chunksOf(page(2))).toBeUndefined();
    expect(chunksOf(`${page(20)}\n[docs]: https://example.com\n`)).toBeUndefined();
    expect(chunksOf(`${page(20)}\nA footnote[^1].\n`)).toBeUndefined();
    expect(chunksOf(`\uFEFF${page(20)}`)).toBeUndefined();
    expect(chunksOf(page(20).replace('Release 3', 'Release\r3'))).toBeUndefined();
    // An unclosed frontmatter: the whole page might be YAML.
    expect(chunksOf(page(20, '---\ntitle: Notes\n\n'))).toBeUndefined();
  });

  it('never splits inside the frontmatter', () => {
    const head = `---\ntitle: Notes\ndescription: ${'x'.repeat(2000)}\n\n## a YAML comment\n---\n\n`;
    const chunks = chunksOf(page(20, head))!;
    expect(chunks[1]!.start).toBeGreaterThanOrEqual(head.length);
  });
});

describe('parseInChunks', () => {
  it('gives the tree a whole parse gives, positions of JavaScript expressions included', () => {
    const text = page(20);
    const { parse, pieces } = counting();
    const memo: ParseMemo = { keep: true, made: [] };
    const tree = parseInChunks(text, parse, memo);
    expect(pieces.length).toBeGreaterThan(5);
    expect(JSON.stringify(tree)).toBe(whole(text));
    expect(JSON.stringify(tree)).toContain('"estree"');
    expect(memo.made.map(([key]) => key)).toHaveLength(pieces.length);
  });

  it('parses again only the pieces an edit changed, and moves the others to their new place', () => {
    const text = page(20);
    const first: ParseMemo = { keep: true, made: [] };
    parseInChunks(text, counting().parse, first);
    const record = serializeChunks(first.made);
    // Deflated: serialized trees are ~9 bytes per byte of text.
    expect(record.length).toBeLessThan(text.length * 2);
    const seeds = deserializeChunks(record);
    expect(seeds.size).toBe(first.made.length);
    expect(deserializeChunks(record.subarray(0, record.length >> 1)).size).toBe(0);

    // A release added at the top and a line at the end: every piece between moves down.
    const edited = text.replace('## 3.1.0', `${section(99)}\n## 3.1.0`) + '\nAn appended line.\n';
    const { parse, pieces } = counting();
    const memo: ParseMemo = { keep: true, made: [], seeds };
    const tree = parseInChunks(edited, parse, memo);
    expect(JSON.stringify(tree)).toBe(whole(edited));
    // The new first piece, the section it pushed out of the first piece, and the last piece.
    expect(pieces).toHaveLength(3);
    expect(pieces[0]).toContain('Release 99');
    expect(pieces[1]).toMatch(/^## 3\.1\.0/);
    expect(pieces[2]).toContain('An appended line.');
    expect(memo.made.length).toBeGreaterThan(15);
  });

  it('parses a piece whose kept bytes are damaged', () => {
    const text = page(20);
    const first: ParseMemo = { keep: true, made: [] };
    parseInChunks(text, counting().parse, first);
    const seeds = new Map(first.made.map(([key, bytes], i) => [key, i % 2 ? Uint8Array.from([0xff, 0x0f, 1, 2, 3]) : bytes] as const));
    const { parse, pieces } = counting();
    const tree = parseInChunks(text, parse, { keep: true, made: [], seeds });
    expect(JSON.stringify(tree)).toBe(whole(text));
    expect(pieces).toHaveLength(Math.floor(first.made.length / 2));
  });

  it('does not split inside a code fence, whose `#` lines are no headings', () => {
    const text = page(20);
    const chunks = chunksOf(text)!;
    for (const { start } of chunks) expect(text.slice(start)).not.toMatch(/^## not a heading/);
    expect(parseInChunks(text, counting().parse, { keep: false, made: [] })).toBeDefined();
  });

  it('parses whole when a piece leaves a math block or a component open', () => {
    for (const [open, close] of [['$$\nx^2', '$$'], ['<Tabs>', '</Tabs>']]) {
      // Opened in the fourth section and closed in the fifth: the heading between is inside it.
      const inside = `${open}\n\n## 3.4.9 inside\n\n${'More text. '.repeat(100)}\n\n${close}\n\n## 3.5.0`;
      const text = page(20).replace('## 3.5.0', () => inside);
      const at = text.indexOf('## 3.4.9 inside');
      expect(chunksOf(text)!.some((c) => c.start === at)).toBe(true);
      expect(parseInChunks(text, counting().parse, { keep: false, made: [] })).toBeUndefined();
      expect(() => whole(text)).not.toThrow();
    }
  });

  it('parses whole when a later piece has an import (MDX places its specifiers by where the parse began)', () => {
    const text = page(20).replace('## 3.7.0', "import { Thing } from '/snippets/thing.mdx';\n\n## 3.7.0");
    expect(parseInChunks(text, counting().parse, { keep: false, made: [] })).toBeUndefined();
    // At the top of the page it is in the first piece.
    const top = page(20, "---\ntitle: Notes\n---\n\nimport { Thing } from '/snippets/thing.mdx';\n\n");
    expect(JSON.stringify(parseInChunks(top, counting().parse, { keep: false, made: [] }))).toBe(whole(top));
  });

  it('leaves a page with a syntax error to the whole parse', () => {
    const text = page(20).replace('## 3.9.0', '<Note>\n\n## 3.9.0');
    expect(parseInChunks(text, counting().parse, { keep: false, made: [] })).toBeUndefined();
  });
});

describe('a compile with a parse memo', () => {
  const compiler = createContentCompiler({ root: '/docs', readFile: async () => undefined });
  const components = { Note: () => null, Icon: () => null };

  it('renders the same page and places problems where the whole parse does', async () => {
    const text = `${page(20)}\n<Unknown>x</Unknown>\n\nA price of $5 and $10 here.\n`;
    const plain = await compiler.compilePage('notes.mdx', text);
    const memo: ParseMemo = { keep: true, made: [] };
    const chunked = await compiler.compilePage('notes.mdx', text, 'mdx', { parseMemo: memo });
    expect(memo.made.length).toBeGreaterThan(5);
    expect(chunked.diagnostics).toEqual(plain.diagnostics);
    expect(chunked.diagnostics.some((d) => d.line !== undefined && d.line > 200)).toBe(true);
    expect(renderContentToHtml(chunked, components).html).toBe(renderContentToHtml(plain, components).html);
    expect(chunked.headings).toEqual(plain.headings);

    // The next version, from the pieces of this one.
    const edited = text.replace('Release 7', 'Release seven');
    const again = await compiler.compilePage('notes.mdx', edited, 'mdx', { parseMemo: { keep: true, made: [], seeds: new Map(memo.made) } });
    const fresh = await compiler.compilePage('notes.mdx', edited);
    expect(renderContentToHtml(again, components).html).toBe(renderContentToHtml(fresh, components).html);
    expect(renderContentToHtml(again, components).html).toContain('Release seven');
    expect(again.diagnostics).toEqual(fresh.diagnostics);
  });

  it('reports a syntax error in a later piece at its line in the page', async () => {
    const text = page(20).replace('## 3.9.0', '<Note>\n\n## 3.9.0');
    const line = text.slice(0, text.indexOf('<Note>\n\n## 3.9.0')).split('\n').length;
    const chunked = await compiler.compilePage('notes.mdx', text, 'mdx', { parseMemo: { keep: true, made: [] } });
    const plain = await compiler.compilePage('notes.mdx', text);
    expect(chunked.diagnostics).toEqual(plain.diagnostics);
    expect(chunked.diagnostics.length).toBeGreaterThan(0);
    expect(chunked.diagnostics[0]!.line).toBeGreaterThanOrEqual(line);
  });
});
