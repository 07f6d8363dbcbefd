import { createProcessor } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { createContentCompiler } from './content-compiler.js';
import { JSX_SOURCE_PREFIX, jsxModuleSource } from './jsx-module-source.js';
import { renderContentToHtml } from './render-content.js';

const parser = createProcessor();
const parse = (text: string) => parser.parse(text);

describe('jsxModuleSource', () => {
  it('keeps blank lines inside a template literal and joins blank lines between statements', () => {
    const source = 'export const code = `a\n\nb`;\n\nexport const x = 1;\n';
    const { text } = jsxModuleSource(source, parse);
    expect(text).toBe(`${JSX_SOURCE_PREFIX}export const code = \`a\n\nb\`;\n\f\nexport const x = 1;\n`);
    expect(parse(text).children.map((n) => n.type)).toEqual(['mdxjsEsm']);
  });

  it('exports top-level helpers and reports them as private', () => {
    const { text, promotedNames } = jsxModuleSource('// c\nconst a = 1;\n\nfunction b() {}\n\nexport const c = a;\n', parse);
    expect(promotedNames).toEqual(['a', 'b']);
    expect(text).toContain('export const a = 1;');
    expect(text).toContain('export function b() {}');
  });
});

describe('JSX snippets end to end', () => {
  it('keeps template literal content and hides helpers', async () => {
    const files: Record<string, string> = {
      '/docs/snippets/code.jsx': 'const lines = `one\n\ntwo`;\n\nexport const Code = () => <pre>{lines}</pre>;\n',
    };
    const compiler = createContentCompiler({ root: '/docs', readFile: async (p) => files[p] });
    const page = await compiler.compilePage('p.mdx', 'import { Code } from "/snippets/code.jsx"\n\n<Code />\n');
    expect(page.diagnostics).toEqual([]);
    expect(renderContentToHtml(page, {}).html).toBe('<pre>one\n\ntwo</pre>');
    const hidden = await compiler.compilePage('q.mdx', 'import { lines } from "/snippets/code.jsx"\n\nx\n');
    expect(hidden.diagnostics.map((d) => d.code)).toEqual(['content/snippet-missing-export']);
  });

  it('reports a syntax error in a JSX snippet at its true place', async () => {
    const files: Record<string, string> = { '/docs/snippets/bad.jsx': 'export const A = () => <div>;\n' };
    const compiler = createContentCompiler({ root: '/docs', readFile: async (p) => files[p] });
    const page = await compiler.compilePage('p.mdx', 'import { A } from "/snippets/bad.jsx"\n\n<A />\n');
    expect(page.diagnostics.map((d) => [d.file, d.line, d.column, d.code])).toEqual([['snippets/bad.jsx', 1, 29, 'content/mdx-syntax']]);
  });
});
