import { describe, expect, it, vi } from 'vitest';
import { createContentCompiler } from './content-compiler.js';
import { withFallbackComponents } from './fallback-components.js';
import { renderContentToHtml } from './render-content.js';

const compiler = createContentCompiler({ root: '/docs', readFile: async () => undefined });
const compile = (source: string) => compiler.compilePage('guides/page.mdx', source);

describe('renderContentToHtml', () => {
  it('renders theme components and lets the theme override Markdown elements', async () => {
    const page = await compile('<Note>Be **careful**</Note>\n\n[link](/x)\n');
    const out = renderContentToHtml(page, {
      Note: ({ children }: { children?: any }) => <aside role="note">{children}</aside>,
      a: ({ href, children }: { href: string; children?: any }) => <a href={href} class="link">{children}</a>,
    });
    expect(out).toEqual({
      html: '<aside role="note">Be <strong>careful</strong></aside>\n<p><a href="/x" class="link">link</a></p>',
      unknownComponents: [],
      diagnostics: [],
      islands: [],
      islandIcons: {},
      unknownIcons: [],
    });
  });

  it('renders unknown components, including dotted ones, as marked divs and reports each name once', async () => {
    const page = await compile('<Steps>\n<Step>one</Step>\n<Step>two</Step>\n</Steps>\n\n<Tree><Tree.File name="a" /></Tree>\n');
    const out = renderContentToHtml(page, {});
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toMatchInlineSnapshot(`
      "<div data-unknown-component="Steps"><div data-unknown-component="Step">one</div><div data-unknown-component="Step">two</div></div>
      <div data-unknown-component="Tree"><div data-unknown-component="Tree.File"></div></div>"
    `);
    expect(out.unknownComponents.sort()).toEqual(['Step', 'Steps', 'Tree', 'Tree.File']);
  });

  it('falls back for a missing member of a known component', async () => {
    const Tree = ({ children }: { children?: any }) => <ul>{children}</ul>;
    const page = await compile('<Tree><Tree.Folder>x</Tree.Folder></Tree>\n');
    const out = renderContentToHtml(page, { Tree });
    expect(out.html).toBe('<ul><div data-unknown-component="Tree.Folder">x</div></ul>');
    expect(out.unknownComponents).toEqual(['Tree.Folder']);
  });

  it('turns an expression that throws into a located warning; it renders nothing and the page renders', async () => {
    const page = await compile('# Title\n\nexport const data = {};\n\nValue: {data.items.length} and more.\n');
    expect(page.diagnostics).toEqual([]);
    const out = renderContentToHtml(page, {});
    expect(out.html).toBe('<h1 id="title">Title</h1>\n\n<p>Value:  and more.</p>');
    expect(out.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/runtime-error",
          "column": 8,
          "file": "guides/page.mdx",
          "hint": "This expression failed while the page was rendered, so it renders nothing. Check the JavaScript it runs.",
          "line": 5,
          "message": "TypeError: Cannot read properties of undefined (reading 'length')",
          "severity": "warning",
        },
      ]
    `);
  });

  it('renders a notice for a page that failed to compile', async () => {
    const page = await compile('<Note>\n');
    const out = renderContentToHtml(page, {});
    expect(out.html).toMatch(/^<aside class="callout callout-danger page-unreadable" role="note">.*This page could not be shown\..*line 1, column 1.*<\/aside>$/);
    expect(out.diagnostics).toEqual([]);
  });
});

describe('withFallbackComponents', () => {
  it('keeps real components, falls back for missing upper-case names only', () => {
    const onUnknown = vi.fn();
    const Real = () => null;
    const map = withFallbackComponents({ Real }, onUnknown);
    expect(map.Real).toBe(Real);
    expect(map.Missing).toBe(map.Missing);
    expect(map.Tree.File).toBe(map.Tree.File);
    expect(map.div).toBeUndefined();
    expect({ ...map }).toEqual({ Real });
    expect(onUnknown).not.toHaveBeenCalled();
  });
});
