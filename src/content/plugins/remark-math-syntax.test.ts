import type { Root } from 'mdast';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { mintlifyMathPair, remarkMathSyntax } from './remark-math-syntax.js';

const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkMathSyntax).freeze();
const mintlify = unified().use(remarkParse).use(remarkMdx).use(remarkMath).freeze();

/** The paragraph's (or document's) nodes as `type:value` strings. */
function inline(text: string, processor = mdx): string[] {
  const tree = processor.parse(text) as Root;
  const first = tree.children[0];
  const nodes = first?.type === 'paragraph' ? first.children : tree.children;
  return nodes.map((n) => `${n.type}:${'value' in n ? n.value : ''}`);
}

describe('remarkMathSyntax', () => {
  it.each([
    ['$x^{2}$', ['inlineMath:x^{2}']],
    ['a $\\frac{a}{b}$ b', ['text:a ', 'inlineMath:\\frac{a}{b}', 'text: b']],
    ['$n$-th and $x$.', ['inlineMath:n', 'text:-th and ', 'inlineMath:x', 'text:.']],
    ['$$\\alpha + \\beta$$ inline', ['inlineMath:\\alpha + \\beta', 'text: inline']],
    ['$a +\nb$', ['inlineMath:a +\nb']],
    ['$(a^2 + b^2 = c^2)$', ['inlineMath:(a^2 + b^2 = c^2)']],
  ])('reads %j as math', (text, nodes) => {
    expect(inline(text)).toEqual(nodes);
  });

  it.each([
    ['costs $5 and $10 per month', 'a closing sign after a space, before a digit'],
    ['from $5 to $ 10', 'a closing sign after a space'],
    ['~$0.015/GB vs ~$0.023/GB', 'a closing sign before a digit'],
    ['without $ref/$defs references', 'a closing sign before a letter'],
    ['with ${VAR} and https://api.${ENV}.example', 'a closing sign before a brace'],
    ['a lone $ sign and $ x$', 'an opening sign before a space'],
    ['\\$20 and 30$', 'an escaped opening sign'],
  ])('leaves %j as text (%s)', (text) => {
    const nodes = inline(text);
    expect(nodes.some((n) => n.startsWith('inlineMath'))).toBe(false);
  });

  it('shows that Mintlify (remark-math alone) reads those as math', () => {
    expect(inline('costs $5 and $10 per month', mintlify)).toContain('inlineMath:5 and ');
    expect(inline('without $ref/$defs references', mintlify)).toContain('inlineMath:ref/');
  });

  it('keeps a code span after a dollar sign that opens nothing', () => {
    expect(inline('on the $5 plan: `$5 * 2 = $10`')).toEqual(['text:on the $5 plan: ', 'inlineCode:$5 * 2 = $10']);
    expect(inline('on the $5 plan: `$5 * 2 = $10`', mintlify)[1]).toBe('inlineMath:5 plan: `');
  });

  it('ends a formula at the first dollar sign not escaped, as TeX does', () => {
    expect(inline('$a \\$ b$')).toEqual(['inlineMath:a \\$ b']);
    // The `$` before `x` cannot end a formula opened at `$9`: that one was a price.
    expect(inline('Costs $9.99 and \\$5, $x^2$ here')).toEqual(['text:Costs $9.99 and $5, ', 'inlineMath:x^2', 'text: here']);
  });

  it('parses braces inside math before MDX sees them, inline and as a block', () => {
    expect(() => mdx.parse('$\\text{a b}$ and $x^{2}$')).not.toThrow();
    const tree = mdx.parse('$$\n\\sum_{i=1}^{n} x_i\n$$\n\n<Note>\n$$\n\\frac{a b}{c}\n$$\n</Note>\n') as Root;
    expect(tree.children.map((n) => n.type)).toEqual(['math', 'mdxJsxFlowElement']);
    expect(tree.children[0]).toMatchObject({ type: 'math', value: '\\sum_{i=1}^{n} x_i' });
    // Without the math syntax, MDX reads `{a b}` as JavaScript and fails.
    expect(() => unified().use(remarkParse).use(remarkMdx).parse('$$\n\\frac{a b}{c}\n$$\n')).toThrow(/Could not parse expression/);
  });

  it('warns, at the first dollar sign, where Mintlify would render a pair as math', async () => {
    const file = new VFile({ value: '# Prices\n\nThe plan costs $5 and\nthe pro plan $10. A lone $ sign, \\$3 and \\$4 are quiet.\n' });
    await mdx.run(mdx.parse(file), file);
    expect(file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}`)).toMatchInlineSnapshot(`
      [
        "3:16 dollar-text \`$5 and the pro plan $\` is shown as text: dollar signs around a space, a digit or a word are read as prices or variables, not math (Mintlify renders the text between them as a formula)",
      ]
    `);
    expect(file.messages[0]!.note).toMatchInlineSnapshot(`"Escape the dollar signs (\`\\$5\`) so every renderer shows them as text. For a formula, put no space inside the dollar signs: \`$x + y$\`."`);
  });
});

describe('mintlifyMathPair', () => {
  it.each([
    ['costs $5 and $10', { text: '$5 and $', index: 6 }],
    ['a \\$5 and $6 and $7', { text: '$6 and $', index: 10 }],
    ['one $ only', undefined],
    ['$$ and $$', undefined],
  ])('%j → %j', (raw, pair) => {
    expect(mintlifyMathPair(raw)).toEqual(pair);
  });
});
