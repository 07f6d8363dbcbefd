import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createContentCompiler } from '../content-compiler.js';
import { renderContentToHtml } from '../render-content.js';

const root = fileURLToPath(new URL('../../../test/fixtures/content/snippets-site/', import.meta.url));

/**
 * Found by the MDX fuzzer (issue 32): MDX parses an `import` written between the children of a
 * component, but it was left as a real import of the URL, which failed when the page ran
 * ("Cannot find module", no line; the page showed only a notice).
 */
describe('remarkHoistEsm: imports and exports inside a component', () => {
  it('links them like top-level imports', async () => {
    const page = await createContentCompiler({ root }).compilePage(
      'guides/page.mdx',
      "Intro\n\n<Card>\n  Text.\n\nimport { Badge } from '/snippets/components/badge.jsx'\n\n<Badge label=\"inside\" />\n\n</Card>\n",
    );
    expect(page.diagnostics).toEqual([]);
    expect(renderContentToHtml(page, {}).html).toContain('<span class="badge-label">[inside]</span>');
  });

  it('reports a missing export of such an import at its line, and the page renders', async () => {
    const page = await createContentCompiler({ root }).compilePage('guides/page.mdx', "<Card>\n\nimport { Nope } from '/snippets/components/badge.jsx'\n\n<Nope />\n\n</Card>\n\nAfter.\n");
    expect(page.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column}`)).toEqual(['warning content/snippet-missing-export 3:1']);
    expect(renderContentToHtml(page, {}).html).toContain('After.');
  });

  it('gives components declared inside a component the names in scope (React hooks)', async () => {
    const page = await createContentCompiler({ root }).compilePage(
      'guides/page.mdx',
      '<Card>\n  - item\n\nexport const Counter = ({ start }) => { const [n] = useState(start); return <b>count {n}</b>; };\n\n<Counter start={3} />\n\n</Card>\n\nAfter.\n',
    );
    expect(page.diagnostics).toEqual([]);
    const html = renderContentToHtml(page, {}).html;
    expect(html).toContain('count 3');
    expect(html).toContain('After.');
  });
});
