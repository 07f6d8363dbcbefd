/**
 * The "floor" a build is compared with: every MDX page of a docs folder read, frontmatter-parsed
 * (gray-matter) and compiled by @mdx-js/mdx (remark-frontmatter + remark-gfm, function-body
 * output, as Quire compiles) in one process, one page after another; with `--shiki`, every
 * fenced code block is also highlighted by one Shiki highlighter with both code themes
 * (CSS-variable output, as Quire renders it), loaded with only the languages the pages use.
 * No rendering, no layout, nothing written.
 *
 * With `--part k/n` it takes only every n-th page, starting at the k-th: n such processes run
 * side by side are the floor spread perfectly over n cores, with no coordination, layout or
 * writing; what no parallel build on this machine can beat.
 *
 *   node --import tsx bench/floor.ts <dir> [--shiki] [--part k/n]
 *
 * Prints one JSON line: { pages, blocks, ms }.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import matter from 'gray-matter';
import type { Code, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';

const started = performance.now();
const root = process.argv[2];
const withShiki = process.argv.includes('--shiki');
if (!root) throw new Error('usage: floor.ts <dir> [--shiki] [--part k/n]');
const partArg = process.argv[process.argv.indexOf('--part') + 1];
const [part, parts] = process.argv.includes('--part') ? (partArg ?? '').split('/').map(Number) : [1, 1];
if (!(parts! >= 1 && part! >= 1 && part! <= parts!)) throw new Error(`--part wants k/n with 1 <= k <= n, not ${partArg}`);

const files = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && e.name.endsWith('.mdx') && !e.parentPath.includes('node_modules'))
  .map((e) => join(e.parentPath, e.name))
  .sort()
  .filter((_, i) => i % parts! === part! - 1);

let highlighter: Highlighter | undefined;
let blocks = 0;
if (withShiki) {
  // Only the grammars used: a quick scan of the fences first (cheap next to highlighting).
  const langs = new Set<string>();
  for (const f of files) for (const m of (await readFile(f, 'utf8')).matchAll(/^\s*```(\w+)/gm)) langs.add(m[1]!);
  highlighter = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: [...langs] as BundledLanguage[] });
}

function remarkHighlight() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      blocks++;
      const html = highlighter!.codeToHtml(node.value, { lang: node.lang ?? 'text', themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false });
      node.data = { ...node.data, hProperties: { 'data-html-length': html.length } };
    });
  };
}

// One frozen processor for all pages, as Quire builds its processors once.
const processor = createProcessor({
  outputFormat: 'function-body',
  jsxImportSource: 'preact',
  remarkPlugins: [remarkFrontmatter, remarkGfm, ...(withShiki ? [remarkHighlight] : [])],
});
let pages = 0;
for (const file of files) {
  const text = await readFile(file, 'utf8');
  matter(text);
  await processor.process({ value: text });
  pages++;
}
console.log(JSON.stringify({ pages, blocks, ms: Math.round(performance.now() - started) }));
