import type { Expression } from 'estree';
import { Parser } from 'acorn';
import { describe, expect, it } from 'vitest';
import { mdxComponents } from '../../themes/shared/mdx/index.js';
import { createContentCompiler } from './content-compiler.js';
import { renderContentToHtml } from './render-content.js';
import { prepareStaticTree, staticValue } from './static-content.js';

const readFile = async (path: string) => (path.endsWith('/snippets/hello.mdx') ? 'Hello from a snippet\n' : undefined);
const fast = createContentCompiler({ root: '/docs', readFile });
const mdx = createContentCompiler({ root: '/docs', readFile, staticContent: false });

/** Both paths' results for one page, rendered with `components`. */
async function both(source: string, components: Record<string, unknown>, format: 'mdx' | 'md' = 'mdx') {
  const file = format === 'md' ? 'guides/page.md' : 'guides/page.mdx';
  const a = await fast.compilePage(file, source, format, { markdownTwin: {} });
  const b = await mdx.compilePage(file, source, format, { markdownTwin: {} });
  const pick = (page: typeof a) => ({
    rendered: renderContentToHtml(page, components),
    usedComponents: page.usedComponents,
    headings: page.headings,
    diagnostics: page.diagnostics,
    markdown: page.markdown,
  });
  return { isStatic: a.Content?.name === 'StaticMdxContent', staticPath: pick(a), mdxPath: pick(b) };
}

const themeWithLinks = {
  ...mdxComponents,
  a: ({ href, children }: { href: string; children?: unknown }) => <a href={href} class="themed">{children as never}</a>,
};

describe('static pages render without MDX JavaScript, exactly as MDX renders them', () => {
  const pages: [string, string, ('mdx' | 'md')?][] = [
    [
      'Markdown: headings, marks, lists, GFM tables with alignment, task lists, footnotes, autolinks',
      '---\ntitle: T\n---\n\n# Title\n\nSome *em*, **strong**, ~~del~~, `code` and a [link](/x "t").\n\n## Part &amp; more\n\n- [x] done\n- [ ] todo\n\n1. one\n2. two\n\n| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n\nSee https://example.com and a note[^1].\n\n[^1]: The note.\n\n> quoted\n\n---\n\n![alt](/img.png)\n',
    ],
    [
      'highlighted code, titles and line marks, and Mermaid',
      '```ts title="a.ts" {2}\nconst a = 1;\nconst b: string = "x";\n```\n\n```mermaid\ngraph TD; A-->B\n```\n\n```\nplain\n```\n',
    ],
    [
      'components with literal props: numbers, strings, booleans, negatives, arrays, objects, templates',
      '<CardGroup cols={2}>\n  <Card title="One" icon="rocket" href="/a" horizontal>Body **md**</Card>\n  <Card title={`Two`} arrow={true} cta={"Go"}>x</Card>\n</CardGroup>\n\n<Steps>\n<Step title="a" stepNumber={-1}>one</Step>\n</Steps>\n\n<ParamField path="id" type="string" required default={[1, "b"]}>\nThe id.\n</ParamField>\n\n<Tabs>\n<Tab title="A">a</Tab>\n<Tab title="B">b</Tab>\n</Tabs>\n',
    ],
    [
      'comments, dotted and unknown components, literal tags with style objects',
      '{/* a comment */}\n\n<Tree>\n<Tree.Folder name="src">\n<Tree.File name="a.ts" />\n</Tree.Folder>\n</Tree>\n\n<Unknown.Thing a="1">kids {/* inline comment */} here</Unknown.Thing>\n\n<div className="box" style={{ color: "red", marginTop: 4 }} data-x="1">\n<span>inline</span> text\n</div>\n\n<Note>A note with <a href="/literal">a literal link</a> and a [markdown link](/md).</Note>\n',
    ],
    ['a `.md` page: raw HTML is dropped as MDX does', '# Plain\n\n<div>raw</div>\n\nText with <b>bold</b>.\n\n```js\nlet x = 1\n```\n', 'md'],
  ];
  for (const [name, source, format] of pages) {
    it(name, async () => {
      const { isStatic, staticPath, mdxPath } = await both(source, themeWithLinks, format);
      expect(isStatic).toBe(true);
      expect(staticPath.rendered.html).not.toBe('');
      expect(staticPath).toEqual(mdxPath);
    });
  }

  it('maps Markdown elements through the theme but not literal JSX tags, and honours a wrapper', async () => {
    const source = '[md link](/a)\n\n<a href="/b">literal</a>\n';
    const Wrapper = ({ children }: { children?: unknown }) => <main class="wrapped">{children as never}</main>;
    const { isStatic, staticPath, mdxPath } = await both(source, { ...themeWithLinks, wrapper: Wrapper });
    expect(isStatic).toBe(true);
    expect(staticPath.rendered.html).toBe('<main class="wrapped"><p><a href="/a" class="themed">md link</a></p>\n<a href="/b">literal</a></main>');
    expect(staticPath).toEqual(mdxPath);
  });
});

describe('pages that need JavaScript keep MDX’s path', () => {
  const pages: [string, string][] = [
    ['an expression reading frontmatter', '---\ntitle: Hi\n---\n\n# {frontmatter.title}\n'],
    ['a computed expression', 'Two is {1 + 1}.\n'],
    ['a literal child expression', 'Say {"hello"}.\n'],
    ['an export', 'export const name = "x";\n\nHello {name}\n'],
    ['a snippet import', "import Hello from '/snippets/hello.mdx';\n\n<Hello />\n"],
    ['a spread attribute', '<Card {...{ title: "x" }}>y</Card>\n'],
    ['JSX inside an attribute', '<Card title="t" icon={<svg />}>y</Card>\n'],
    ['a prop from a variable', 'export const title = "x"\n\n<Card title={title}>y</Card>\n'],
    ['a fragment', '<>\nfragment\n</>\n'],
  ];
  for (const [name, source] of pages) {
    it(name, async () => {
      const { isStatic, staticPath, mdxPath } = await both(source, mdxComponents);
      expect(isStatic).toBe(false);
      expect(staticPath).toEqual(mdxPath);
    });
  }
});

describe('staticValue', () => {
  const value = (code: string) => staticValue((Parser.parse(`(${code})`, { ecmaVersion: 'latest' }) as any).body[0].expression as Expression);
  it('evaluates literals, arrays, objects, negation and plain templates', () => {
    expect(value('2')).toBe(2);
    expect(value('-2.5')).toBe(-2.5);
    expect(value('!0')).toBe(true);
    expect(value('"a"')).toBe('a');
    expect(value('`plain`')).toBe('plain');
    expect(value('null')).toBe(null);
    expect(value('[1, "b", [true]]')).toEqual([1, 'b', [true]]);
    expect(value('{ a: 1, "b-c": { d: [2] }, 3: "x" }')).toEqual({ a: 1, 'b-c': { d: [2] }, 3: 'x' });
  });
  it('refuses anything that needs scope or code', () => {
    for (const code of ['x', 'f()', '`a${b}`', '/re/', '[...a]', '{ ...a }', '{ [k]: 1 }', '{ a }', '{ m() {} }', '{ __proto__: null }', '-"a"', 'typeof 1', '[, 1]', '1 + 1']) {
      expect(typeof value(code), code).toBe('symbol');
    }
  });
});

describe('prepareStaticTree', () => {
  it('drops raw HTML from a `.md` page, and leaves an `.mdx` tree holding raw HTML to MDX', () => {
    const tree = () => ({ type: 'root' as const, children: [{ type: 'raw' as const, value: '<b>x</b>' }, { type: 'text' as const, value: 'y' }] });
    const md = tree();
    expect(prepareStaticTree(md, 'md')).toEqual({ usedComponents: [], literalTags: [] });
    expect(md.children).toEqual([{ type: 'text', value: 'y' }]);
    const mdx = tree();
    expect(prepareStaticTree(mdx, 'mdx')).toBeUndefined();
    expect(mdx.children).toHaveLength(2);
  });
});
