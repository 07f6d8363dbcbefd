import { describe, expect, it } from 'vitest';
import { renderMath } from '../content/render-math.js';
import { searchableHtml } from './searchable-html.js';

describe('searchableHtml', () => {
  it('keeps the text of highlighted code without its spans', () => {
    expect(searchableHtml('<pre><code><span style="a">const</span><span> a</span></code></pre>')).toBe('<pre><code>const a</code></pre>');
  });

  it('keeps a formula once: the drawn text, not its MathML twin', () => {
    const math = renderMath('x^2 + y', false);
    if (!math.ok) throw new Error(math.reason);
    const text = searchableHtml(`<p>Area ${math.html}</p>`).replace(/<[^>]+>/g, '');
    expect(text).toBe('Area x2+y');
  });
});
