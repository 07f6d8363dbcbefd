import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { createContentCompiler } from './content-compiler.js';
import { renderContentToHtml } from './render-content.js';

const root = '/docs';
const compiler = createContentCompiler({ root, readFile: async () => undefined });

async function html(source: string, format: 'mdx' | 'md' = 'mdx', components: Record<string, any> = {}): Promise<string> {
  const page = await compiler.compilePage('page.mdx', source, format);
  expect(page.diagnostics).toEqual([]);
  const out = renderContentToHtml(page, components);
  expect(out.diagnostics).toEqual([]);
  return out.html;
}

describe('compilePage', () => {
  it('compiles GFM tables, task lists and strikethrough', async () => {
    const out = await html('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~\n');
    expect(out).toContain('<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>');
    expect(out).toContain('<input type="checkbox" checked disabled aria-label="done"/> done');
    expect(out).toContain('<input type="checkbox" disabled aria-label="todo"/> todo');
    expect(out).toContain('<del>old</del>');
  });

  it('gives headings unique ids and lists h2/h3 for the TOC', async () => {
    const source = '# Title\n\n## Intro\n\n### Set `up` **now**\n\n## Intro\n\n#### Deep\n';
    const page = await compiler.compilePage('page.mdx', source);
    expect(page.headings).toEqual([
      { depth: 2, id: 'intro', text: 'Intro' },
      { depth: 3, id: 'set-up-now', text: 'Set up now' },
      { depth: 2, id: 'intro-2', text: 'Intro' },
    ]);
    const out = renderContentToHtml(page, {}).html;
    expect(out).toContain('<h1 id="title">Title</h1>');
    expect(out).toContain('<h2 id="intro">Intro<a class="heading-anchor" href="#intro" aria-hidden="true" tabindex="-1"></a></h2>');
    expect(out).toContain('<h2 id="intro-2">Intro<a class="heading-anchor" href="#intro-2" aria-hidden="true" tabindex="-1"></a></h2>');
    expect(out).toContain('<h4 id="deep">Deep</h4>');
  });

  it('highlights code blocks with Shiki, keeping the language and title', async () => {
    const out = await html('```ts title="a.ts"\nconst a = 1;\n```\n');
    expect(out).toMatch(/^<figure class="code-block" data-lang="ts" data-title="a.ts"><figcaption class="code-block-title">a.ts<\/figcaption><pre class="shiki /);
    expect(out.replace(/<[^>]+>/g, '')).toBe('a.tsconst a = 1;');
  });

  it('strips frontmatter from the output and puts it in scope', async () => {
    const page = await compiler.compilePage('page.mdx', '---\ntitle: Hello\n---\n\n# {frontmatter.title}\n');
    expect(page.frontmatter).toEqual({ title: 'Hello' });
    const out = renderContentToHtml(page, {}).html;
    expect(out).toBe('<h1 id="heading">Hello</h1>');
  });

  it('runs `export const` values and components declared in the page', async () => {
    const out = await html('export const name = "Quire"\nexport const Box = ({ children }) => <b>{children}</b>\n\n<Box>{name}</Box>\n');
    expect(out).toBe('<b>Quire</b>');
  });

  it('renders lower-case HTML as HTML', async () => {
    const out = await html('Press <kbd>Ctrl</kbd>.<br />\n\n<details>\n<summary>More</summary>\n\nHidden *text*\n</details>\n');
    expect(out).toContain('<kbd>Ctrl</kbd>.<br/>');
    expect(out).toContain('<details><summary>More</summary><p>Hidden <em>text</em></p></details>');
  });

  it('compiles .md files as Markdown, where braces and tags are text', async () => {
    const out = await html('# Title\n\nUse {curly} and a < b.\n', 'md');
    expect(out).toBe('<h1 id="title">Title</h1>\n<p>Use {curly} and a &lt; b.</p>');
  });

  it('lists the components the page needs from the theme', async () => {
    const page = await compiler.compilePage(
      'page.mdx',
      'export const Local = () => null\n\n<Note>x</Note> <Tree><Tree.File /></Tree> {true && <Card />} <Local /> <kbd>k</kbd>\n',
    );
    expect(page.usedComponents).toEqual(['Card', 'Note', 'Tree', 'Tree.File']);
  });

  it('reports an MDX syntax error with place, reason and hint, without throwing', async () => {
    const page = await compiler.compilePage('guides/broken.mdx', '---\ntitle: x\n---\n\n# Hi\n\nSome <Card title="a">\ntext\n');
    // The page shows a notice where its body would be; the problem is a warning, as on Mintlify.
    expect(renderContentToHtml(page, {}).html).toContain('This page could not be shown.');
    expect(page.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/mdx-syntax",
          "column": 6,
          "file": "guides/broken.mdx",
          "hint": "Close every tag (\`<Note>…</Note>\`) or self-close it (\`<Card />\`). Void HTML tags must be self-closed in MDX: \`<br />\`, \`<img />\`, \`<hr />\`.",
          "line": 7,
          "message": "Expected a closing tag for \`<Card>\` (7:6-7:22) before the end of \`paragraph\`",
          "severity": "warning",
        },
      ]
    `);
  });

  it('reports a broken expression at its column', async () => {
    const page = await compiler.compilePage('p.mdx', 'Total: {1 +}\n');
    expect(page.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/mdx-syntax",
          "column": 12,
          "file": "p.mdx",
          "hint": "The JavaScript inside \`{…}\` or an import/export line is invalid. Check brackets and quotes; escape a literal \`{\` as \`\\{\`.",
          "line": 1,
          "message": "Could not parse expression with acorn: Unexpected token",
          "severity": "warning",
        },
      ]
    `);
  });

  it('explains an unclosed void tag', async () => {
    const page = await compiler.compilePage('p.mdx', 'line<br>next\n');
    expect(page.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/mdx-syntax",
          "column": 5,
          "file": "p.mdx",
          "hint": "Close every tag (\`<Note>…</Note>\`) or self-close it (\`<Card />\`). Void HTML tags must be self-closed in MDX: \`<br />\`, \`<img />\`, \`<hr />\`.",
          "line": 1,
          "message": "Expected a closing tag for \`<br>\` (1:5-1:9) before the end of \`paragraph\`",
          "severity": "warning",
        },
      ]
    `);
  });

  it('has a one-shot compilePage wrapper', async () => {
    const page = await compilePage({ root, file: 'a.mdx', source: '## Hi\n' });
    expect(page).toMatchObject({ file: 'a.mdx', headings: [{ depth: 2, id: 'hi', text: 'Hi' }], diagnostics: [] });
  });
});
