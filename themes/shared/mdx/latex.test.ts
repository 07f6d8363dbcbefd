import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Latex } from './latex.js';

describe('<Latex> at run time', () => {
  it('renders its text children with KaTeX', () => {
    expect(renderToString(h(Latex, null, 'x^', 2))).toMatch(/^<span class="math-inline"><span class="katex">.*<annotation encoding="application\/x-tex">x\^2<\/annotation>/);
  });

  it('shows a formula KaTeX cannot read as code, and nothing for no formula', () => {
    expect(renderToString(h(Latex, null, '\\frac{'))).toMatch(/^<code class="math-error" title="[^"]+">\\frac\{<\/code>$/);
    expect(renderToString(h(Latex, null, null))).toBe('');
  });
});
