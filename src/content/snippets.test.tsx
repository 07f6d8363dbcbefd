import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createContentCompiler } from './content-compiler.js';
import { renderContentToHtml } from './render-content.js';

const root = fileURLToPath(new URL('../../test/fixtures/content/snippets-site/', import.meta.url));
const Note = ({ children }: { children?: unknown }) => <aside class="note">{children as any}</aside>;

/** Compiles an in-memory page against the fixture docs root. */
async function compile(source: string, file = 'guides/page.mdx') {
  return createContentCompiler({ root }).compilePage(file, source);
}

describe('snippet imports', () => {
  it('links MDX and JSX snippets: default import with props, named exports, nested snippets, export const', async () => {
    const page = await createContentCompiler({ root }).compilePage('guides/intro.mdx', readFileSync(`${root}guides/intro.mdx`, 'utf8'));
    expect(page.diagnostics).toEqual([]);
    expect(page.usedComponents).toEqual(['Note', 'Tree.File']);
    const out = renderContentToHtml(page, { Note });
    expect(out.html).toMatchInlineSnapshot(`
      "<h1 id="heading">Intro</h1>
      <p>Hello <strong>Ada</strong>, from SNIPPET.</p>
      <aside class="note">Snippet note</aside>
      <p><span class="badge-label">[Quire]</span> v1.2</p>
      <section class="panel"><h4>P</h4>panel body</section>
      <p>Outer says: <p>Inner nested <div data-unknown-component="Tree.File"></div></p></p>"
    `);
    expect(out.unknownComponents).toEqual(['Tree.File']);
  });

  it('uses the default export of a JSX snippet as a component that keeps its children', async () => {
    const page = await compile('import Panel from "/snippets/components/badge.jsx"\n\n<Panel title="T">kids</Panel>\n');
    expect(renderContentToHtml(page, {}).html).toBe('<section class="panel"><h4>T</h4>kids</section>');
  });

  it('compiles each snippet once per compiler', async () => {
    const files: Record<string, string> = { [`${root}snippets/s.mdx`]: 'Shared' };
    const readFile = vi.fn(async (path: string) => files[path]);
    const compiler = createContentCompiler({ root, readFile });
    const a = await compiler.compilePage('a.mdx', 'import S from "/snippets/s.mdx"\n\n<S />\n');
    const b = await compiler.compilePage('b.mdx', 'import S from "./snippets/s.mdx"\n\n<S />\n');
    expect(renderContentToHtml(a, {}).html).toBe('<p>Shared</p>');
    expect(renderContentToHtml(b, {}).html).toBe('<p>Shared</p>');
    expect(readFile).toHaveBeenCalledTimes(1);
  });

  it('resolves an import without extension', async () => {
    const page = await compile('import G from "/snippets/greeting"\n\n<G name="x" />\n');
    expect(page.diagnostics).toEqual([]);
  });

  it('warns about a missing snippet with its place and the closest file; the rest of the page renders', async () => {
    const compiler = createContentCompiler({ root, listFiles: () => ['snippets/greeting.mdx', 'snippets/components/badge.jsx', 'images/a.png'] });
    const page = await compiler.compilePage('guides/page.mdx', '# Title\n\nimport Nope from "/snippets/greting.mdx"\n\nBefore <Nope /> after.\n');
    expect(renderContentToHtml(page, {}).html).toBe('<h1 id="title">Title</h1>\n\n<p>Before  after.</p>');
    expect(page.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/snippet-not-found",
          "column": 1,
          "file": "guides/page.mdx",
          "hint": "Did you mean "/snippets/greeting.mdx"? Looked for snippets/greting.mdx in the docs folder. Paths starting with \`/\` are relative to the docs root, \`./\` and \`../\` to the importing file.",
          "line": 3,
          "message": "Snippet "/snippets/greting.mdx" imported in guides/page.mdx was not found; what it imports renders nothing",
          "severity": "warning",
        },
      ]
    `);
  });

  it('refuses snippets outside the docs root', async () => {
    const page = await compile('import A from "../../secret.mdx"\nimport B from "/../secret.mdx"\n\n<A /><B />\n');
    expect(page.Content).toBeNull();
    expect(page.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/import-outside-root",
          "column": 1,
          "file": "guides/page.mdx",
          "hint": "Snippets must live inside the docs root. Use a path starting with \`/\`, which is relative to the docs root, e.g. "/snippets/intro.mdx".",
          "line": 1,
          "message": "Import of "../../secret.mdx" in guides/page.mdx points outside the docs folder",
          "severity": "error",
        },
        {
          "code": "content/import-outside-root",
          "column": 1,
          "file": "guides/page.mdx",
          "hint": "Snippets must live inside the docs root. Use a path starting with \`/\`, which is relative to the docs root, e.g. "/snippets/intro.mdx".",
          "line": 2,
          "message": "Import of "/../secret.mdx" in guides/page.mdx points outside the docs folder",
          "severity": "error",
        },
      ]
    `);
  });

  it('warns about npm packages and URLs Mintlify does not provide; what they import renders nothing', async () => {
    const page = await compile('import { useState } from "react"\nimport X from "https://example.com/x.mdx"\nimport { chunk } from "lodash"\n\nhi <X /> there\n');
    expect(page.diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ['warning', 'content/import-not-allowed', 2, 1],
      ['warning', 'content/import-not-allowed', 3, 1],
    ]);
    expect(renderContentToHtml(page, {}).html).toBe('<p>hi  there</p>');
    expect(page.diagnostics[0]).toMatchInlineSnapshot(`
      {
        "code": "content/import-not-allowed",
        "column": 1,
        "file": "guides/page.mdx",
        "hint": "npm packages and URLs cannot be imported (Mintlify does not allow them either). Put shared content in a snippet and import it by path, e.g. \`import Intro from "/snippets/intro.mdx"\`. Theme components such as <Note> need no import.",
        "line": 2,
        "message": "Import of "https://example.com/x.mdx" in guides/page.mdx is not allowed: only snippet files inside the docs folder can be imported; what it imports renders nothing",
        "severity": "warning",
      }
    `);
  });

  it('reports an import cycle with its chain instead of hanging', async () => {
    const page = await compile('import A from "/snippets/cycle/a.mdx"\n\n<A />\n');
    expect(page.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/snippet-cycle",
          "column": 1,
          "file": "snippets/cycle/b.mdx",
          "hint": "Snippets cannot import each other in a loop; move the shared part into a separate snippet that both import.",
          "line": 1,
          "message": "Snippet import cycle in page guides/page.mdx: snippets/cycle/a.mdx → snippets/cycle/b.mdx → snippets/cycle/a.mdx",
          "severity": "error",
        },
      ]
    `);
  });

  it('reports an import cycle when pages compile concurrently', async () => {
    const compiler = createContentCompiler({ root });
    const pages = await Promise.all([
      compiler.compilePage('p1.mdx', 'import A from "/snippets/cycle/a.mdx"\n\n<A />\n'),
      compiler.compilePage('p2.mdx', 'import B from "/snippets/cycle/b.mdx"\n\n<B />\n'),
    ]);
    expect(pages.map((p) => p.diagnostics.map((d) => d.code))).toEqual([['content/snippet-cycle'], ['content/snippet-cycle']]);
  });

  it('reports a missing named export and lists the available ones', async () => {
    const page = await compile('import { Nope } from "/snippets/components/badge.jsx"\n\nhi\n');
    expect(page.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/snippet-missing-export",
          "column": 1,
          "file": "guides/page.mdx",
          "hint": "It exports: Badge, Panel, version, default.",
          "line": 1,
          "message": "Snippet "/snippets/components/badge.jsx" has no export named "Nope" (imported in guides/page.mdx); it renders nothing",
          "severity": "warning",
        },
      ]
    `);
  });

  it('reports syntax errors inside a snippet in the snippet file; the page renders without it', async () => {
    const page = await compile('import Broken from "/snippets/broken.mdx"\n\nBefore\n\n<Broken />\n');
    expect(renderContentToHtml(page, {}).html).toBe('<p>Before</p>\n');
    expect(page.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/mdx-syntax",
          "column": 1,
          "file": "snippets/broken.mdx",
          "hint": "Close every tag (\`<Note>…</Note>\`) or self-close it (\`<Card />\`). Void HTML tags must be self-closed in MDX: \`<br />\`, \`<img />\`, \`<hr />\`.",
          "line": 3,
          "message": "Expected a closing tag for \`<Note>\` (3:1-3:7)",
          "severity": "warning",
        },
      ]
    `);
  });

  it('refuses re-exports from other files', async () => {
    const page = await compile('export { Badge } from "/snippets/components/badge.jsx"\n\nhi\n');
    expect(page.diagnostics.map((d) => [d.code, d.line])).toEqual([['content/unsupported-reexport', 1]]);
  });
});
