import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentCompiler } from './content-compiler.js';
import { renderContentToHtml } from './render-content.js';

describe('snippet props as bare variables (Mintlify)', () => {
  it('reads props passed to an MDX snippet as variables; missing ones render nothing', async () => {
    const root = join(import.meta.dirname, '../../test/fixtures/content/props-snippet');
    const compiler = createContentCompiler({ root });
    const page = await compiler.compilePage('page.mdx', "import Prereq from '/snippets/prereq.mdx';\n\n<Prereq framework=\"Bun\" />\n");
    expect(page.diagnostics).toEqual([]);
    const { html, diagnostics } = renderContentToHtml(page, {});
    expect(diagnostics).toEqual([]);
    expect(html).toContain('Set up a project in Bun');
    expect(html).toContain('Install nothing else');
  });

  it('shows free variables in pages as written, with a warning (they are not props there)', async () => {
    const root = join(import.meta.dirname, '../../test/fixtures/content/props-snippet');
    const page = await createContentCompiler({ root }).compilePage('page.mdx', 'Hello {nobody}\n');
    expect(page.diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([['warning', 'content/undefined-name', 1, 7]]);
    expect(renderContentToHtml(page, {}).html).toBe('<p>Hello {nobody}</p>');
  });
});
