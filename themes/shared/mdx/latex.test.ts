import { h, type ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { renderMath } from '../../../src/content/render-math.js';
import { MathContext } from '../../../src/shared/math.js';
import { Latex } from './latex.js';

/** As the server's content renderer renders it: with KaTeX provided. */
const onServer = (...children: ComponentChildren[]) => renderToString(h(MathContext.Provider, { value: renderMath }, h(Latex, null, ...children)));

describe('<Latex> at run time', () => {
  it('renders its text children with KaTeX', () => {
    expect(onServer('x^', 2)).toMatch(/^<span class="math-inline"><span class="katex">.*<annotation encoding="application\/x-tex">x\^2<\/annotation>/);
  });

  it('shows a formula KaTeX cannot read as code, and nothing for no formula', () => {
    expect(onServer('\\frac{')).toMatch(/^<code class="math-error" title="[^"]+">\\frac\{<\/code>$/);
    expect(onServer(null)).toBe('');
  });

  it('shows the source where no renderer is provided (an island in the browser, which has no KaTeX)', () => {
    expect(renderToString(h(Latex, null, 'x^2'))).toBe('<code class="math-error" title="LaTeX is rendered on the server only: x^2">x^2</code>');
  });
});
