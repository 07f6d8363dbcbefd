import type { IGrammar } from 'shiki/textmate';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, getHighlighter, loadEmbeddedLanguages, loadLanguage } from './highlighter.js';
import { renderCodeBlock } from './render-code-block.js';
import { shareTokenization, tokenizingOnce } from './tokenize-once.js';

/*
 * Blocks whose lines carry state into the next (comments, strings, heredocs, embedded
 * languages), scopes with several names, bold/italic theme rules, and lines ending in a token
 * of their own: the cases where answering both themes from one tokenisation could differ from
 * Shiki tokenising once per theme.
 */
const BLOCKS: [string, string][] = [
  ['ts', 'import { a, type B } from "./b";\n/** Doc\n * @param x the x\n */\nexport async function f<T extends B>(x: T): Promise<`${string}-id`> {\n  const re = /a(b|c)+$/gi; // trailing\n  return `${x as unknown as string}-${re.source}`;\n}\n'],
  ['tsx', 'export const App = () => (\n  <div className="a" onClick={() => go(1)}>\n    {items.map((i) => <Item key={i.id} {...i} />)}\n  </div>\n);'],
  ['js', 'const x = { a: 1, "b": [true, null] };\n/* open comment\nstill open */ console.log(x?.a ?? 2);'],
  ['python', 'def f(x: int) -> str:\n    """Doc\n    string."""\n    return f"{x!r:>10}"  # comment\n\n@decorator\nclass A(B): pass'],
  ['bash', 'curl -X POST "https://api.example.com/v1/jobs" \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -d \'{"a": 1}\'\ncat <<EOF\nheredoc $HOME\nEOF\nfor i in 1 2; do echo "$i"; done'],
  ['json', '{\n  "id": "job_123",\n  "nested": { "list": [1, 2.5e3, false, null] }\n}'],
  ['yaml', 'key: value\nlist:\n  - a: 1\n    b: "two" # c\nmulti: |\n  line one\n  line two\n'],
  ['markdown', '---\ntitle: Hi\n---\n# Heading *em* **strong**\n\n```js\nconst inFence = 1;\n```\n\n> quote [link](https://x.y)'],
  ['html', '<!doctype html>\n<style>\n  a { color: red; }\n</style>\n<script>\n  const y = "</p>";\n</script>\n<p class="x">Text &amp; more</p>'],
  ['go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(`raw\nstring`)\n}'],
  ['rust', '#[derive(Debug)]\nstruct A<\'a> { s: &\'a str }\nfn main() { let r = r#"raw"#; println!("{r:?}"); }'],
  ['diff', '--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old\n+new\n context'],
  ['sql', 'SELECT a, COUNT(*) AS n -- comment\nFROM t WHERE b = \'x\'\nGROUP BY a;'],
];

describe('tokenizingOnce', () => {
  it('gives exactly the HTML Shiki gives when it tokenises once per theme', async () => {
    const highlighter = await getHighlighter();
    for (const [lang, code] of BLOCKS) {
      const grammar = await loadLanguage(lang);
      expect(grammar, lang).not.toBe('text');
      await loadEmbeddedLanguages(grammar, code);
      const options = { lang: grammar, themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0 };
      const shiki = highlighter.codeToHtml(code, options);
      shareTokenization(highlighter.getLanguage(grammar));
      const once = tokenizingOnce(() => highlighter.codeToHtml(code, options));
      expect(once, lang).toBe(shiki);
      // And the block is coloured at all (both themes), so the comparison means something.
      expect(once, lang).toMatch(/--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}/i);
    }
  });

  it('runs the grammar once per line for both themes, and leaves calls outside it alone', async () => {
    const highlighter = await getHighlighter();
    const grammarName = await loadLanguage('python');
    const grammar = highlighter.getLanguage(grammarName);
    shareTokenization(grammar);
    const code = 'a = 1\nb = "two"\n\nc = [a, b]';
    const options = { lang: grammarName, themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0 };
    await withScanCount(grammar, (scans) => {
      tokenizingOnce(() => highlighter.codeToHtml(code, options));
      expect(scans()).toBe(3); // three non-empty lines, two themes
      highlighter.codeToHtml(code, options);
      expect(scans()).toBe(3); // outside tokenizingOnce: Shiki's own tokenisation, per theme
    });
  });

  it('is what a rendered fence uses', async () => {
    const code = 'const a = 1; // one\nlet b = `two`;';
    const highlighter = await getHighlighter();
    const grammar = highlighter.getLanguage(await loadLanguage('ts'));
    await withScanCount(grammar, async (scans) => {
      const block = await renderCodeBlock(code, 'ts', '');
      expect(scans()).toBe(2);
      const shiki = highlighter.codeToHtml(code, { lang: 'typescript', themes: CODE_THEMES, defaultColor: false });
      expect(block.html).toContain(shiki.slice(shiki.indexOf('<code>')));
    });
  });
});

/** Runs `body` while counting the grammar's scope tokenisations (`tokenizeLine`, which only the shared path calls). */
async function withScanCount(grammar: IGrammar, body: (scans: () => number) => unknown): Promise<void> {
  const tokenizeLine = grammar.tokenizeLine.bind(grammar);
  let count = 0;
  grammar.tokenizeLine = (...args: Parameters<typeof tokenizeLine>) => {
    count++;
    return tokenizeLine(...args);
  };
  try {
    await body(() => count);
  } finally {
    grammar.tokenizeLine = tokenizeLine;
  }
}
