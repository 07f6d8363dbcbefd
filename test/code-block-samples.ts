/*
 * Code blocks for tests that compare Quire's highlighting with Shiki's own: blocks whose lines
 * carry state into the next (comments, strings, heredocs, embedded languages), scopes with
 * several names, bold/italic theme rules, lines ending in a token of their own, back-references
 * (a heredoc's delimiter) and `\G`-anchored rules, in 13 grammars.
 */
export const STATEFUL_BLOCKS: [lang: string, code: string][] = [
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
