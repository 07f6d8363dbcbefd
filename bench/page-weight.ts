/**
 * Page weight of a built site: bytes of every page's HTML (median, p90, max), split into
 * the parts that tend to grow (the sidebar <nav>, inline <svg>), for issue 10's "a page
 * carries only its own section" target.
 *
 *   npx tsx bench/page-weight.ts <out-dir> [--json]
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PageWeight {
  pages: number;
  median: number;
  p90: number;
  max: number;
  /** Median bytes of the sidebar `<nav id="sidebar">…</nav>`. */
  sidebarMedian: number;
  /** Median bytes of all `<svg>…</svg>` elements (sprite included). */
  svgMedian: number;
  /** Median count of `<svg` tags. */
  svgCountMedian: number;
}

/** Every `index.html` below `dir` (pages), leaving out generated extras (404, /search). */
async function pageFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const rel = relative(dir, file);
    if (rel.startsWith('_quire/') || rel === 'search/index.html') continue;
    out.push(file);
  }
  return out;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
}

/** Measures one HTML document. */
export function measurePage(html: string): { bytes: number; sidebar: number; svg: number; svgCount: number } {
  // The sidebar nests no other <nav>, so it ends at the first </nav> after it.
  const start = html.indexOf('<nav class="sidebar"');
  const end = start >= 0 ? html.indexOf('</nav>', start) : -1;
  const sidebar = end >= 0 ? Buffer.byteLength(html.slice(start, end + 6)) : 0;
  let svg = 0;
  let svgCount = 0;
  for (const m of html.matchAll(/<svg[\s\S]*?<\/svg>/g)) {
    svg += Buffer.byteLength(m[0]);
    svgCount++;
  }
  return { bytes: Buffer.byteLength(html), sidebar, svg, svgCount };
}

export async function pageWeight(dir: string, sample = Infinity): Promise<PageWeight> {
  let files = (await pageFiles(dir)).sort();
  if (files.length > sample) {
    // An even spread across the site, so every tab is represented.
    const step = files.length / sample;
    files = Array.from({ length: sample }, (_, i) => files[Math.floor(i * step)]!);
  }
  const rows = await Promise.all(files.map(async (f) => measurePage(await readFile(f, 'utf8'))));
  const bytes = rows.map((r) => r.bytes);
  return {
    pages: rows.length,
    median: median(bytes),
    p90: percentile(bytes, 0.9),
    max: Math.max(0, ...bytes),
    sidebarMedian: median(rows.map((r) => r.sidebar)),
    svgMedian: median(rows.map((r) => r.svg)),
    svgCountMedian: median(rows.map((r) => r.svgCount)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, ...args] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: tsx bench/page-weight.ts <out-dir> [--json]');
    process.exit(2);
  }
  const w = await pageWeight(dir);
  if (args.includes('--json')) console.log(JSON.stringify(w));
  else {
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`${w.pages} pages: median ${kb(w.median)}, p90 ${kb(w.p90)}, max ${kb(w.max)}; sidebar median ${kb(w.sidebarMedian)}; svg median ${kb(w.svgMedian)} in ${w.svgCountMedian} <svg>`);
  }
}
