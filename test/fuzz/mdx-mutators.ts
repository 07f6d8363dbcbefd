import type { Rng } from './rng.js';

/**
 * Text mutations of MDX pages for the MDX fuzzer (mdx-fuzz.ts). Each takes the page's text and
 * returns the mutated text (a string, or bytes when the mutation needs invalid UTF-8) and a line
 * for the replay log. They mimic what goes wrong in real pages: a closing tag lost in an edit,
 * a brace typed in prose, a frontmatter block cut short, content pasted from elsewhere (odd
 * Unicode, CRLF, a BOM), generated tables and very long lines, and deep nesting.
 */
export interface MdxMutation {
  text: string | Uint8Array;
  log: string;
}

export interface MdxMutateOptions {
  /** Rows of the huge-table mutation (up to). */
  maxTableRows: number;
  /** Length of the long-line mutation (up to), in characters. */
  maxLineChars: number;
  /** Depth of the deep-nesting mutation (up to). */
  maxDepth: number;
}

export interface MdxMutator {
  name: string;
  apply(rng: Rng, text: string, opts: MdxMutateOptions, others: readonly string[]): MdxMutation;
}

/** A random offset, or one at a line start when `lineStart`. */
function offset(rng: Rng, text: string, lineStart = false): number {
  if (!lineStart) return rng.int(0, text.length);
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return rng.pick(starts);
}

const insertAt = (text: string, at: number, piece: string) => text.slice(0, at) + piece + text.slice(at);

/** Where the body starts (after a frontmatter block), so some mutations keep the frontmatter valid. */
function bodyStart(text: string): number {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return m ? m[0].length : 0;
}

function lineOf(text: string, at: number): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

const TAG = /<\/?([A-Za-z][\w.]*)[^<>]*?\/?>/g;

const OPENERS = ['<Note>', '<Card title="x">', '<Tabs>', '<Tab title="t">', '<Steps>', '<Step title="s">', '<Accordion title="a">', '<CodeGroup>', '<div>', '<>', '<Expandable title="e">', '<Frame>', '<Update label="u">'];

const UNICODE = [
  '\u202E', // right-to-left override
  '\u200F\u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627\u200E', // RTL mark, Hebrew, Arabic, LTR mark
  `e${'\u0301\u0308\u0323'.repeat(60)}`, // stacked combining marks
  '\u0000', // NUL
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '\u200B\u200C\u200D\u2060', // zero-width characters
  '\uFEFF', // BOM in the middle of a line
  '\u2028\u2029', // line and paragraph separators
  '\u0085', // next line (C1)
  '\u000B\u000C', // vertical tab, form feed
  '👩‍👩‍👧‍👦🏳️‍🌈', // ZWJ sequences
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝟙𝟚𝟛', // astral letters and digits
  'ｆｕｌｌｗｉｄｔｈ　ｓｐａｃｅ', // fullwidth, ideographic space
  '\u0300', // a combining mark with nothing to combine with
  '\uFFFE\uFFFF', // noncharacters
  '\u001B[31m', // ANSI escape
  '\r', // a lone carriage return
];

/** Bytes that are not UTF-8 at all (a file saved in another encoding, or cut mid-character). */
const BAD_BYTES = [[0xff], [0xc3], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe9, 0x74, 0xe9]];

const encoder = new TextEncoder();

export const MDX_TEXT_MUTATORS: MdxMutator[] = [
  {
    name: 'mdx-drop-closing-tag',
    apply(rng, text) {
      const closings = [...text.matchAll(/<\/[A-Za-z][\w.]*>|<\/>/g)];
      if (!closings.length) return { text: `${text}\n<Note>\n`, log: 'no closing tag; appended an open <Note>' };
      const m = rng.pick(closings);
      return { text: text.slice(0, m.index) + text.slice(m.index! + m[0].length), log: `dropped ${m[0]} at line ${lineOf(text, m.index!)}` };
    },
  },
  {
    name: 'mdx-unbalanced-tags',
    apply(rng, text) {
      const tags = [...text.matchAll(TAG)];
      const kind = rng.int(0, 3);
      if (kind === 0 || !tags.length) {
        const at = offset(rng, text, rng.bool());
        const piece = rng.pick([...OPENERS, '</Note>', '</Tabs>', '</>', '<Card title="x" />', '<Card title="unclosed', '<Tab title={', '</div></div>', '<Steps><Step>x</Steps></Step>']);
        return { text: insertAt(text, at, piece), log: `inserted ${piece} at line ${lineOf(text, at)}` };
      }
      const m = rng.pick(tags);
      if (kind === 1) return { text: insertAt(text, m.index!, m[0]), log: `doubled ${m[0]} at line ${lineOf(text, m.index!)}` };
      if (kind === 2) {
        // Rename a closing or opening tag so the pair no longer matches.
        const name = m[1] ?? '';
        const renamed = m[0].replace(name, rng.pick(['Note', 'Card', 'Tab', 'div', name.toLowerCase(), `${name}x`]));
        return { text: text.slice(0, m.index) + renamed + text.slice(m.index! + m[0].length), log: `${m[0]} → ${renamed} at line ${lineOf(text, m.index!)}` };
      }
      // Cut a tag in half.
      const cut = rng.int(1, Math.max(1, m[0].length - 1));
      return { text: text.slice(0, m.index! + cut) + text.slice(m.index! + m[0].length), log: `cut ${m[0]} after ${cut} chars at line ${lineOf(text, m.index!)}` };
    },
  },
  {
    name: 'mdx-stray-braces',
    apply(rng, text) {
      let out = text;
      const n = rng.int(1, 4);
      const pieces: string[] = [];
      for (let i = 0; i < n; i++) {
        const piece = rng.pick(['{', '}', '{{', '}}', '{}', '{ }', '{/*', '*/}', '{`', '{"', "{'", '{(', '{<', '{...', '{#', '{/* unclosed comment', '{{ product', 'product }}', '{props.', '{frontmatter.}', '{1 +}', '{while(false){}}', '{[]}', '{function}']);
        out = insertAt(out, offset(rng, out), piece);
        pieces.push(piece);
      }
      return { text: out, log: `inserted ${pieces.map((p) => JSON.stringify(p)).join(', ')}` };
    },
  },
  {
    name: 'mdx-broken-frontmatter',
    apply(rng, text) {
      const body = text.slice(bodyStart(text));
      const fm = rng.pick([
        '---\ntitle: Cut short\n', // never closed
        '---\ntitle: [unclosed\n---\n',
        '---\ntitle: "unterminated\n---\n',
        '---\n\ttitle: tabs\n---\n',
        '---\ntitle: a\ntitle: b\n---\n',
        '---\n: no key\n---\n',
        '---\ntitle: &a [*a]\n---\n',
        '---\ntitle: !!js/function "function () {}"\n---\n',
        '---\ntitle:\n  - a\n  - {b: c}\n---\n',
        '---\n---\n',
        '---\ntitle: x\n----\n',
        '\n---\ntitle: not at the top\n---\n',
        '---\ntitle: x\n...\n',
        `---\ntitle: ${'long '.repeat(5000)}\n---\n`,
        '---\ntitle: {{product}} {#id}\ndescription: $x$ {1+1}\n---\n',
        '---\ntitle: 42\nsidebarTitle: null\nicon: [1, 2]\nhidden: "yes"\nmode: nope\n---\n',
        '---\r\ntitle: CRLF\r\n---\r\n',
        '+++\ntitle = "toml"\n+++\n',
      ]);
      return { text: fm + body, log: `frontmatter ${JSON.stringify(fm.slice(0, 60))}` };
    },
  },
  {
    name: 'mdx-deep-nesting',
    apply(rng, text, opts) {
      const depth = rng.int(10, opts.maxDepth);
      const kind = rng.pick(['jsx', 'blockquote', 'list', 'mixed', 'expression', 'emphasis', 'link']);
      let piece: string;
      if (kind === 'jsx') {
        const tag = rng.pick(['Note', 'Card', 'div', 'Accordion', 'Tab']);
        piece = `${`<${tag}>`.repeat(depth)}deep${`</${tag}>`.repeat(depth)}`;
      } else if (kind === 'blockquote') {
        piece = `${'> '.repeat(depth)}deep quote`;
      } else if (kind === 'list') {
        piece = Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
      } else if (kind === 'mixed') {
        piece = Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}${rng.pick(['- ', '1. ', '> ', '<Note>'])}x`).join('\n');
      } else if (kind === 'expression') {
        piece = `{${'['.repeat(depth)}1${']'.repeat(depth)}}`;
      } else if (kind === 'emphasis') {
        piece = `${'*_'.repeat(depth)}x${'_*'.repeat(depth)}`;
      } else {
        piece = `${'['.repeat(depth)}x${'](/a)'.repeat(depth)}`;
      }
      const at = bodyStart(text) + offset(rng, text.slice(bodyStart(text)), true);
      return { text: insertAt(text, at, `\n${piece}\n\n`), log: `${kind} nested ${depth} deep at line ${lineOf(text, at)}` };
    },
  },
  {
    name: 'mdx-huge-table',
    apply(rng, text, opts) {
      const rows = rng.int(50, opts.maxTableRows);
      const cols = rng.int(2, 40);
      const cell = (r: number, c: number) => rng.pick([`r${r}c${c}`, '`code | pipe`', '$x_1$', '\\|', '**b**', '{{product}}', '<br/>', '', '[l](/quickstart)', '😀', '{1}']);
      const lines = [
        `| ${Array.from({ length: cols }, (_, c) => `H${c}`).join(' | ')} |`,
        `| ${Array.from({ length: cols }, () => rng.pick(['---', ':--', '--:', ':-:'])).join(' | ')} |`,
      ];
      // Keep the row cells random but the text deterministic per seed and bounded in size.
      for (let r = 0; r < rows; r++) lines.push(`| ${Array.from({ length: rng.bool(0.95) ? cols : rng.int(1, cols * 2) }, (_, c) => cell(r, c)).join(' | ')} |`);
      const at = bodyStart(text) + offset(rng, text.slice(bodyStart(text)), true);
      return { text: insertAt(text, at, `\n${lines.join('\n')}\n\n`), log: `table ${rows}×${cols} at line ${lineOf(text, at)}` };
    },
  },
  {
    name: 'mdx-odd-unicode',
    apply(rng, text) {
      let out = text;
      const used: string[] = [];
      for (let i = rng.int(1, 6); i > 0; i--) {
        const piece = rng.pick(UNICODE);
        out = insertAt(out, offset(rng, out), piece);
        used.push(JSON.stringify(piece).slice(0, 20));
      }
      return { text: out, log: `inserted ${used.join(', ')}` };
    },
  },
  {
    name: 'mdx-invalid-utf8',
    apply(rng, text) {
      const at = offset(rng, text);
      const bytes = rng.pick(BAD_BYTES);
      const head = encoder.encode(text.slice(0, at));
      const tail = encoder.encode(text.slice(at));
      const out = new Uint8Array(head.length + bytes.length + tail.length);
      out.set(head, 0);
      out.set(bytes, head.length);
      out.set(tail, head.length + bytes.length);
      return { text: out, log: `bytes ${bytes.map((b) => b.toString(16)).join(' ')} at line ${lineOf(text, at)}` };
    },
  },
  {
    name: 'mdx-line-endings',
    apply(rng, text) {
      const kind = rng.pick(['crlf', 'cr', 'mixed', 'bom', 'bom-crlf', 'no-final-newline', 'form-feed']);
      let out = text;
      if (kind === 'crlf' || kind === 'bom-crlf') out = text.replace(/\n/g, '\r\n');
      if (kind === 'cr') out = text.replace(/\n/g, '\r');
      if (kind === 'mixed') out = text.replace(/\n/g, () => rng.pick(['\n', '\r\n', '\r', '\n\r']));
      if (kind === 'bom' || kind === 'bom-crlf') out = `\uFEFF${out}`;
      if (kind === 'no-final-newline') out = text.replace(/\s+$/, '');
      if (kind === 'form-feed') out = text.replace(/\n\n/g, '\n\f\n');
      return { text: out, log: kind };
    },
  },
  {
    name: 'mdx-long-line',
    apply(rng, text, opts) {
      const n = rng.int(10_000, opts.maxLineChars);
      const unit = rng.pick(['word ', 'x', '{', '`', '*', '$', '<', '&amp;', 'a_b_', '[a](b) ', '\\', '|', '😀', '<b>']);
      const line = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
      const at = bodyStart(text) + offset(rng, text.slice(bodyStart(text)), true);
      return { text: insertAt(text, at, `${line}\n`), log: `line of ${n} chars of ${JSON.stringify(unit)} at line ${lineOf(text, at)}` };
    },
  },
  {
    name: 'mdx-cut-and-paste',
    apply(rng, text, _opts, others) {
      const kind = rng.pick(['delete', 'duplicate', 'splice', 'truncate']);
      const a = rng.int(0, text.length);
      const b = Math.min(text.length, a + rng.int(1, 400));
      if (kind === 'delete') return { text: text.slice(0, a) + text.slice(b), log: `deleted chars ${a}–${b}` };
      if (kind === 'duplicate') {
        const to = offset(rng, text);
        return { text: insertAt(text, to, text.slice(a, b)), log: `copied chars ${a}–${b} to ${to}` };
      }
      if (kind === 'splice') {
        const other = rng.pick(others);
        const s = rng.int(0, other.length);
        const piece = other.slice(s, s + rng.int(1, 600));
        const to = offset(rng, text);
        return { text: insertAt(text, to, piece), log: `pasted ${piece.length} chars of another page at ${to}` };
      }
      return { text: text.slice(0, a), log: `truncated to ${a} chars` };
    },
  },
  {
    name: 'mdx-syntax-edge',
    apply(rng, text) {
      const piece = rng.pick([
        '## Heading {#}', // empty id
        '## Heading {#dup}\n\n## Again {#dup}', // duplicate ids
        '## Heading {#has spaces and {braces}}',
        '## {#only-id}',
        '$$\n\\frac{1}{', // unclosed display math
        '$\\begin{matrix} a & b $', // broken LaTeX
        '$\\href{javascript:alert(1)}{x}$',
        '$$ $$',
        '$'.repeat(301),
        '```js\nunclosed fence',
        '````\n```\nnested fences\n````',
        '```js {1-99999999} title="x\n',
        '```{js}\nx\n```',
        '~~~\ntilde fence',
        '{{ }}',
        '{{product}',
        '{{{product}}}',
        '{{ undefined.var }}',
        '[link](<unclosed',
        '![img](javascript:alert(1))',
        '[^missing-footnote]',
        '<Card title={`tpl ${"x"}`} href={undefined} cols={-1} icon="../../etc/passwd" />',
        '<Tabs><Tab>no title</Tab><Tab title={null}>x</Tab></Tabs>',
        '<Steps>plain text in steps</Steps>',
        '<CodeGroup>no code</CodeGroup>',
        '<Icon icon="" />',
        '<Mermaid chart="graph TD; A-->" />',
        '<img src="x" onerror="alert(1)">',
        '<script>alert(1)</script>',
        '<style>{`body{}`}</style>',
        '<!-- unclosed html comment',
        '<br>',
        '<input type="checkbox" checked>',
        '&nbsp;&#0;&#x110000;&bogus;',
        '<p {...{}}>spread</p>',
        '<Counter start="not a number" />',
        '<Stepper steps={1e9} />',
        '<Stepper steps={-5} />',
        'export const broken = () => { const [a] = useState(); return a.b; };\n\n<broken />',
        'export const Loop = () => { const [n, setN] = useState(0); setN(n + 1); return <p>{n}</p>; };\n\n<Loop />',
        'export const Thrower = () => { useEffect(() => { throw new Error("effect"); }); throw new Error("render"); };\n\n<Thrower />',
        'export const Hooky = ({ on }) => { if (on) { useState(1); } return null; };\n\n<Hooky on />',
        "import { Nope } from '/snippets/badge.jsx'\n\n<Nope />",
        "import Missing from '/snippets/missing.mdx'\n\n<Missing />",
      ]);
      const at = bodyStart(text) + offset(rng, text.slice(bodyStart(text)), true);
      return { text: insertAt(text, at, `\n${piece}\n\n`), log: `inserted ${JSON.stringify(piece.slice(0, 50))} at line ${lineOf(text, at)}` };
    },
  },
];
