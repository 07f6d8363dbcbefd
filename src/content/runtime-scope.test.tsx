import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentCompiler } from './content-compiler.js';
import { renderContentToHtml } from './render-content.js';

const root = join(import.meta.dirname, '../../test/fixtures/content/react-site');
const compile = (source: string, file = 'guides/page.mdx') => createContentCompiler({ root }).compilePage(file, source);
const Card = ({ title, children }: { title?: string; children?: any }) => (
  <section class="card">
    <h3>{title}</h3>
    {children}
  </section>
);
const Columns = ({ children }: { children?: any }) => <div class="columns">{children}</div>;
const Note = ({ children }: { children?: any }) => <aside class="note">{children}</aside>;

describe('undefined names in prose (Mintlify shows them as written)', () => {
  it('renders `{name}` literally in paragraphs, headings and components, each with a located warning', async () => {
    const page = await compile('## Get {user_id}\n\nDownload it with GET /files/{file_id} and keep {API_KEY} secret.\n\n<Note>Pass {token.value} along.</Note>\n\n{standalone}\n');
    expect(renderContentToHtml(page, { Note }).html).toMatchInlineSnapshot(`
      "<h2 id="get-user_id">Get {user_id}<a class="heading-anchor" href="#get-user_id" aria-hidden="true" tabindex="-1"></a></h2>
      <p>Download it with GET /files/{file_id} and keep {API_KEY} secret.</p>
      <aside class="note">Pass {token.value} along.</aside>
      <p>{standalone}</p>"
    `);
    expect(page.headings).toEqual([{ depth: 2, id: 'get-user_id', text: 'Get {user_id}' }]);
    expect(page.diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ['warning', 'content/undefined-name', 1, 8],
      ['warning', 'content/undefined-name', 3, 29],
      ['warning', 'content/undefined-name', 3, 48],
      ['warning', 'content/undefined-name', 5, 12],
      ['warning', 'content/undefined-name', 7, 1],
    ]);
    expect(page.diagnostics[1]).toMatchInlineSnapshot(`
      {
        "code": "content/undefined-name",
        "column": 29,
        "file": "guides/page.mdx",
        "hint": "Mintlify shows it as text too. To silence this, escape the braces (\`\\{file_id\\}\`) or put it in inline code; to use a value, define it with \`export const file_id = …\` or docs.json \`variables\`.",
        "line": 3,
        "message": "\`{file_id}\` reads \`file_id\`, which is not defined on this page, so it is shown as written",
        "severity": "warning",
      }
    `);
  });

  it('evaluates what is defined: exports, frontmatter, props, globals, React; escaped braces stay quiet', async () => {
    const page = await compile(
      '---\ntitle: T\n---\nexport const plan = { name: "Pro" }\n\n{plan.name} {frontmatter.title} {Math.max(1, 2)} {typeof window} {props.missing ?? "none"} {useState.name.length > 0 ? "hooks" : ""} \\{literal\\}\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(renderContentToHtml(page, {}).html).toBe('<p>Pro T 2 undefined none hooks {literal}</p>');
  });

  it('leaves out an attribute whose value reads an undefined name, with a warning', async () => {
    const page = await compile('<Card title={missingTitle}>body</Card>\n');
    expect(renderContentToHtml(page, { Card }).html).toBe('<section class="card"><h3></h3>body</section>');
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['content/undefined-name', 1, 7, '`title={missingTitle}` on <Card> reads `missingTitle`, which is not defined on this page, so the attribute is left out'],
    ]);
  });

  it('does not treat snippet props as undefined names', async () => {
    const page = await compile("import Unit from '/snippets/deep/deeper/unit.mdx'\n\n<Unit name=\"kg\" />\n");
    expect(page.diagnostics).toEqual([]);
    expect(renderContentToHtml(page, {}).html).toBe('<span class="unit">kg<em class="suffix">!</em></span>');
  });
});

describe('errors while rendering cost only their own part', () => {
  it('an expression that throws renders nothing, with its place', async () => {
    const page = await compile('export const list = null\n\nBefore {list.map((x) => x)} after.\n\nNext paragraph.\n');
    const out = renderContentToHtml(page, {});
    expect(out.html).toBe('<p>Before  after.</p>\n<p>Next paragraph.</p>');
    expect(out.diagnostics.map((d) => [d.severity, d.code, d.line, d.column, d.message])).toEqual([
      ['warning', 'content/runtime-error', 3, 8, "TypeError: Cannot read properties of null (reading 'map')"],
    ]);
  });

  it('a component that throws renders nothing, reported where it is declared', async () => {
    const page = await compile('export const Broken = () => {\n  const x = undefined;\n  return <p>{x.y}</p>;\n};\n\n<Broken />\n\nAfter.\n');
    const out = renderContentToHtml(page, {});
    expect(out.html).toBe('\n<p>After.</p>');
    expect(out.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['content/runtime-error', 1, 23, "TypeError: Cannot read properties of undefined (reading 'y')"],
    ]);
    expect(out.diagnostics[0]?.hint).toContain('The component <Broken> (declared here) failed');
  });
});

describe('React in custom components', () => {
  it('has React and its hooks in scope without an import; the initial state renders inside an island', async () => {
    const page = await compile(
      'export const Counter = ({ start }) => {\n  const [n, setN] = useState(start);\n  const doubled = useMemo(() => n * 2, [n]);\n  const ref = useRef(null);\n  useEffect(() => { ref.current = n; }, [n]);\n  return <button ref={ref} onClick={() => setN(n + 1)}>{n} / {doubled} / {React.Children.count([1, 2])}</button>;\n};\n\n<Counter start={3} />\n',
    );
    expect(page.diagnostics).toEqual([]);
    const out = renderContentToHtml(page, {});
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toBe('<quire-island data-island="0"><button>3 / 6 / 2</button></quire-island>');
    expect(out.islands).toEqual([{ module: 'guides/page.mdx', name: 'Counter', props: { start: 3 }, slot: false }]);
  });

  it('imports from react and @mintlify/components in .jsx snippets, through snippets that import snippets', async () => {
    const page = await compile(
      "import Counter from '/snippets/counter.jsx'\nimport { Calculator } from '../snippets/calculator.jsx'\n\n<Counter start={5} step={2}>Some **child** text</Counter>\n\n<Calculator price={10} />\n",
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.dependencies).toEqual([
      'snippets/calculator.jsx',
      'snippets/counter.jsx',
      'snippets/deep/deeper/unit.mdx',
      'snippets/deep/label.jsx',
      'snippets/suffix.mdx',
    ]);
    const out = renderContentToHtml(page, { Card, Columns });
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toMatchInlineSnapshot(`
      "<quire-island data-island="0"><div class="counter"><button type="button" aria-label="Decrease">-</button><output class="counter-value">Count: 5 <span class="unit">clicks<em class="suffix">!</em></span></output><button type="button" aria-label="Increase">+</button><quire-slot>Some <strong>child</strong> text</quire-slot></div></quire-island>
      <quire-island data-island="1"><div class="columns"><section class="card"><h3>Seats</h3><input type="number" aria-label="Seats" value="2"/></section><section class="card"><h3>Total</h3>$20</section></div></quire-island>"
    `);
    expect(out.islands).toEqual([
      { module: 'snippets/counter.jsx', name: 'Counter', props: { start: 5, step: 2 }, slot: true },
      { module: 'snippets/calculator.jsx', name: 'Calculator', props: { price: 10 }, slot: false },
    ]);
    // The browser gets the code of the island modules and of everything they import.
    const graph = await page.moduleGraph(['snippets/counter.jsx', 'snippets/calculator.jsx']);
    expect(Object.keys(graph).sort()).toEqual(['snippets/calculator.jsx', 'snippets/counter.jsx', 'snippets/deep/deeper/unit.mdx', 'snippets/deep/label.jsx', 'snippets/suffix.mdx']);
    expect(graph['snippets/counter.jsx']?.imports).toEqual({ react: 'builtin:react', './deep/label.jsx': 'snippets/deep/label.jsx' });
    expect(graph['snippets/calculator.jsx']?.imports).toEqual({ react: 'builtin:react', '@mintlify/components': 'builtin:components' });
  });

  it('renders an island with props it cannot send to the browser as static HTML, with a warning', async () => {
    const page = await compile('export const Toggle = ({ onToggle }) => { const [on] = useState(false); return <b>{String(on)}</b>; };\n\n<Toggle onToggle={() => 1} />\n');
    const out = renderContentToHtml(page, {});
    expect(out.html).toBe('<b>false</b>');
    expect(out.islands).toEqual([]);
    expect(out.diagnostics.map((d) => d.code)).toEqual(['content/island-props']);
  });

  it('makes no island of a component without hooks or handlers', async () => {
    const page = await compile('export const Hello = ({ who }) => <p>Hello {who}</p>;\n\n<Hello who="you" />\n');
    const out = renderContentToHtml(page, {});
    expect(out.html).toBe('<p>Hello you</p>');
    expect(out.islands).toEqual([]);
  });
});
