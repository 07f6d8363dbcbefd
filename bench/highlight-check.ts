/**
 * Checks Quire's highlighting against Shiki's own, on every fenced block of the Markdown/MDX files
 * under the given folders, and times both. Quire tokenises each block once for both code themes
 * (src/content/highlight/tokenize-once.ts) and compiles each distinct regex once
 * (shared-pattern-engine.ts); Shiki, as shipped, tokenises once per theme with its default
 * engine. Run it after upgrading Shiki, on the bench site and ../shared/corpus:
 *
 *   npx tsx bench/highlight-check.ts /tmp/quire-bench-1000/site ../shared/corpus
 *
 * Prints the blocks that differ (at most 5) and one summary line; exits 1 if any block differs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundledLanguages, createHighlighter, type BundledLanguage } from 'shiki';
import { CODE_THEMES, getHighlighter, loadEmbeddedLanguages, loadLanguage } from '../src/content/highlight/highlighter.js';
import { shareTokenization, tokenizingOnce } from '../src/content/highlight/tokenize-once.js';

const roots = process.argv.slice(2);
if (!roots.length) {
  process.stderr.write('usage: npx tsx bench/highlight-check.ts <folder>…\n');
  process.exit(2);
}
// Skips node_modules (the bench site's render cache) and hidden folders.
const files = roots.flatMap((root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !/(^|\/)(node_modules|\.[^/]*)(\/|$)/.test(relative(root, e.parentPath)))
    .map((e) => join(e.parentPath, e.name)),
);

const FENCE = /^([ \t]*)(```+|~~~+)[ \t]*([^\s`{]*)[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;
const highlighter = await getHighlighter();
const blocks: { file: string; grammar: string; code: string }[] = [];
for (const file of files) {
  for (const m of readFileSync(file, 'utf8').matchAll(FENCE)) {
    const grammar = await loadLanguage(m[3]);
    await loadEmbeddedLanguages(grammar, m[4]!);
    blocks.push({ file, grammar, code: m[4]! });
  }
}
const shikiAsShipped = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: highlighter.getLoadedLanguages().filter((l) => Object.hasOwn(bundledLanguages, l)) as BundledLanguage[] });
const options = (grammar: string) => ({ lang: grammar, themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0, tokenizeMaxLineLength: 20_000 });
// Compile every grammar's regexes before timing.
for (const b of blocks) {
  highlighter.codeToHtml(b.code, options(b.grammar));
  shikiAsShipped.codeToHtml(b.code, options(b.grammar));
}

let differ = 0;
let shikiMs = 0;
let onceMs = 0;
for (const b of blocks) {
  let t = performance.now();
  const shiki = shikiAsShipped.codeToHtml(b.code, options(b.grammar));
  shikiMs += performance.now() - t;
  t = performance.now();
  if (b.grammar !== 'text') shareTokenization(highlighter.getLanguage(b.grammar));
  const once = tokenizingOnce(() => highlighter.codeToHtml(b.code, options(b.grammar)));
  onceMs += performance.now() - t;
  if (once === shiki) continue;
  if (++differ <= 5) {
    let i = 0;
    while (once[i] === shiki[i]) i++;
    console.log(`differs: ${b.file} (${b.grammar})\n  shiki: …${shiki.slice(Math.max(0, i - 80), i + 80)}\n  quire: …${once.slice(Math.max(0, i - 80), i + 80)}`);
  }
}
console.log(`${blocks.length} blocks in ${files.length} files: ${blocks.length - differ} identical, ${differ} differ; Shiki ${Math.round(shikiMs)} ms, Quire ${Math.round(onceMs)} ms`);
process.exitCode = differ ? 1 : 0;
