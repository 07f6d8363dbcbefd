import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter.js';

/** Found by the MDX fuzzer (issue 32): `title: &a [*a]` crashed the build where frontmatter is serialised (exit 70). */
describe('parseFrontmatter: YAML aliases', () => {
  it('keeps ordinary aliases (a value used twice)', () => {
    const result = parseFrontmatter('---\nbase: &base { icon: star }\ncard: *base\n---\nBody', 'p.mdx');
    expect(result.diagnostics).toEqual([]);
    expect(JSON.stringify(result.data)).toBe('{"base":{"icon":"star"},"card":{"icon":"star"}}');
  });

  it.each([
    ['an alias inside its own anchor', '---\ntitle: &a [*a]\n---\nBody', 'an alias refers to a value that contains it'],
    ['a mapping that contains itself', '---\nnode: &n\n  child: *n\n---\nBody', 'an alias refers to a value that contains it'],
    [
      'aliases that double at each level',
      `---\na: &a [x, x, x, x, x, x, x, x]\n${Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(8).fill(`*${'abcdefghi'[i]}`).join(', ')}]`).join('\n')}\n---\nBody`,
      'aliases expand to more than 10,000 values',
    ],
  ])('refuses %s with a located error, and never throws', (_name, source, problem) => {
    const result = parseFrontmatter(source, 'p.mdx');
    expect(result.data).toEqual({});
    expect(result.body).toBe('Body');
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'content/frontmatter-yaml', file: 'p.mdx', line: 2, message: `Invalid YAML in frontmatter: ${problem}` }]);
  });
});
