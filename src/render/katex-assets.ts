import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from './package-root.js';

/** URL of the KaTeX stylesheet, linked only by pages with math (or every page with `styling.latex: true`). */
export const KATEX_STYLESHEET = '/_quire/katex/katex.min.css';

/** Folder (under the output) that holds the stylesheet and its `fonts/` (site files: outputs/site-files.ts). */
export const KATEX_DIR = '_quire/katex';

/** Quire's own rule for block formulas: a long one scrolls instead of widening the page. */
const EXTRA_CSS = '.math-display{overflow-x:auto;overflow-y:hidden;max-width:100%}.math-error{white-space:pre-wrap}';

/**
 * KaTeX's `dist` folder: the package's copy in lib/vendor/katex (scripts/bundle-cli.mjs; KaTeX's
 * code is bundled, the package itself is a devDependency), first, so the stylesheet matches the
 * bundled code even where a user's project installs another KaTeX; else KaTeX's own (sources).
 */
function katexDist(): string {
  const vendored = join(packageRoot(), 'lib', 'vendor', 'katex', 'dist');
  if (existsSync(join(vendored, 'katex.min.css'))) return vendored;
  return join(dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');
}

/**
 * KaTeX's stylesheet, with each font's sources cut to the WOFF2 file: every browser that runs
 * the rest of the site reads WOFF2, and the output then carries 20 font files (~300 kB)
 * instead of 60 (~1.2 MB).
 */
export async function katexStylesheet(): Promise<string> {
  const css = await readFile(join(katexDist(), 'katex.min.css'), 'utf8');
  return `${css.replace(/,url\(fonts\/[^)]+\.woff\) format\("woff"\)|,url\(fonts\/[^)]+\.ttf\) format\("truetype"\)/g, '')}\n${EXTRA_CSS}\n`;
}

/** The WOFF2 fonts the stylesheet names, by file name. */
export async function katexFontNames(): Promise<string[]> {
  return (await readdir(join(katexDist(), 'fonts'))).filter((name) => name.endsWith('.woff2')).sort();
}

/** A font file's bytes (`KaTeX_Main-Regular.woff2`), or undefined for any other name (the dev server). */
export async function readKatexFont(name: string): Promise<Buffer | undefined> {
  if (!(await katexFontNames()).includes(name)) return undefined;
  return readFile(join(katexDist(), 'fonts', name));
}
