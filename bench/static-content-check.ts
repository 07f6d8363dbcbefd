/**
 * Checks that pages rendered from their hast tree (src/content/static-content.ts) come out exactly
 * as MDX's own path renders them, on every .md/.mdx page under the given docs roots (snippets/
 * folders skipped): the content HTML, unknown components, diagnostics, used components, headings
 * and the Markdown twin. Each page is compiled by two content compilers, one with static pages
 * and one without, and rendered with the default theme's components.
 *
 *   npx tsx bench/static-content-check.ts <docs root>…
 *
 * Prints the first differences and a summary; exits 1 when any page differs.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createContentCompiler } from '../src/content/content-compiler.js';
import type { CompiledPage } from '../src/content/compiled-page.js';
import { renderContentToHtml } from '../src/content/render-content.js';
import { getTheme } from '../themes/index.js';

function pagesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'snippets' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pagesUnder(path, out);
    else if (/\.mdx?$/.test(name)) out.push(path);
  }
  return out;
}

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('usage: npx tsx bench/static-content-check.ts <docs root>…');
  process.exit(2);
}
const components = getTheme('mint').components;
const seen = (page: CompiledPage) =>
  JSON.stringify([renderContentToHtml(page, components), page.usedComponents, page.headings, page.diagnostics, page.markdown]);

let pages = 0;
let staticPages = 0;
let differ = 0;
for (const root of roots) {
  const withStatic = createContentCompiler({ root });
  const mdxOnly = createContentCompiler({ root, staticContent: false });
  for (const path of pagesUnder(root)) {
    const file = relative(root, path);
    const source = readFileSync(path, 'utf8');
    const format = file.endsWith('.md') ? 'md' : 'mdx';
    const a = await withStatic.compilePage(file, source, format, { markdownTwin: {} });
    const b = await mdxOnly.compilePage(file, source, format, { markdownTwin: {} });
    pages++;
    if (a.Content?.name === 'StaticMdxContent') staticPages++;
    const [sa, sb] = [seen(a), seen(b)];
    if (sa === sb) continue;
    if (++differ <= 5) {
      let i = 0;
      while (i < sa.length && sa[i] === sb[i]) i++;
      console.log(`differs: ${path}\n  static: …${sa.slice(Math.max(0, i - 120), i + 160)}\n  MDX:    …${sb.slice(Math.max(0, i - 120), i + 160)}`);
    }
  }
}
console.log(`${pages} pages, ${staticPages} rendered as static, ${differ} differ from MDX's path`);
process.exitCode = differ ? 1 : 0;
