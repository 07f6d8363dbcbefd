import { describe, expect, it } from 'vitest';
import { frontmatterEnd, parseFrontmatter } from './frontmatter.js';

describe('parseFrontmatter', () => {
  it('splits YAML data from the body and says where the body starts', () => {
    const result = parseFrontmatter('---\ntitle: Intro\ntags: [a, b]\n---\n# Hello\n', 'intro.mdx');
    expect(result).toEqual({
      data: { title: 'Intro', tags: ['a', 'b'] },
      body: '# Hello\n',
      bodyLine: 5,
      diagnostics: [],
    });
  });

  it.each([
    ['no frontmatter', '# Hello\n', {}, '# Hello\n', 1],
    ['empty frontmatter', '---\n---\nbody', {}, 'body', 3],
    ['CRLF line endings', '---\r\ntitle: A\r\n---\r\nbody', { title: 'A' }, 'body', 4],
    ['a byte order mark', '\uFEFF---\ntitle: A\n---\nbody', { title: 'A' }, 'body', 4],
    ['a rule later in the page', 'text\n---\nmore', {}, 'text\n---\nmore', 1],
  ])('handles %s', (_name, source, data, body, bodyLine) => {
    const result = parseFrontmatter(source, 'p.mdx');
    expect(result).toMatchObject({ data, body, bodyLine, diagnostics: [] });
  });

  it('reports invalid YAML with file, line and column, and does not throw', () => {
    const source = '---\ntitle: Intro\ntags: [a, b\nicon: x\n---\n# Body\n';
    const result = parseFrontmatter(source, 'guides/intro.mdx');
    expect(result.data).toEqual({});
    expect(result.body).toBe('# Body\n');
    expect(result.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/frontmatter-yaml",
          "column": 1,
          "file": "guides/intro.mdx",
          "hint": "Frontmatter is YAML: use \`key: value\` pairs, indent nested values with spaces, and quote values containing \`:\` or \`#\`.",
          "line": 4,
          "message": "Invalid YAML in frontmatter: missed comma between flow collection entries",
          "severity": "error",
        },
      ]
    `);
  });

  it('reports one error per broken block, at the place YAML detected it', () => {
    const result = parseFrontmatter('---\ntitle: a\n  bad: indent: here\n---\n', 'p.mdx');
    expect(result.diagnostics).toMatchObject([{ severity: 'error', file: 'p.mdx', line: 3, column: 6 }]);
    expect(result.diagnostics[0]!.message).toBe('Invalid YAML in frontmatter: bad indentation of a mapping entry');
  });

  it('ignores frontmatter that is not a mapping, with a warning (the page still builds)', () => {
    const result = parseFrontmatter('---\n- a\n- b\n---\nBody', 'p.mdx');
    expect(result.data).toEqual({});
    expect(result.body).toBe('Body');
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'content/frontmatter-not-object', line: 2 }]);
  });

  it('warns about an opening fence that is never closed', () => {
    const result = parseFrontmatter('---\ntitle: a\n# Body', 'p.mdx');
    expect(result).toMatchObject({ data: {}, body: '---\ntitle: a\n# Body', bodyLine: 1 });
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'content/frontmatter-unclosed', line: 1 }]);
  });
});

describe('frontmatterEnd', () => {
  it.each([
    ['frontmatter', '---\ntitle: A\n---\nbody', 17],
    ['a byte order mark', '\uFEFF---\ntitle: A\n---\nbody', 18],
    ['frontmatter only', '---\ntitle: A\n---', 16],
    ['no frontmatter', '# Hi\n---\n', 0],
    ['unclosed frontmatter', '---\ntitle: A\n', 0],
  ])('finds the end of the block in a page with %s', (_name, source, end) => {
    expect(frontmatterEnd(source)).toBe(end);
  });
});
