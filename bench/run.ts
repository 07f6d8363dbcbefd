/**
 * The Quire build benchmark (issue 10).
 *
 *   npm run bench -- [--pages 1000] [--operations 200] [--runs 3] [--seed 1] [--dir <path>]
 *                    [--profile <dir>] [--skip-floor] [--skip-dev] [--skip-check] [--json <file>]
 *
 * Generates a site with bench/gen-corpus.ts, checks it with `quire check`, then spawns the
 * compiled CLI (`node bin/quire.js build`, as a user would) for: a cold build (fresh output
 * folder, cache folder removed), a warm rebuild (nothing changed), and a rebuild after editing
 * one page; then `quire dev` time-to-first-page, and the single-process floors (bench/floor.ts:
 * @mdx-js/mdx compile only, and with Shiki). Each is run --runs times; the table shows medians
 * of wall time and of CPU time (user+sys, which a busy machine disturbs much less), and peak RSS.
 * `npm run bench` compiles the CLI first (build:lib).
 *
 * With `--peer vitepress` it runs the side-by-side comparison with a peer generator instead
 * (bench/peer.ts: same pages, no operations; takes --pages --runs --seed --dir --json, and
 * --peer-version --no-search --append).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, freemem, totalmem, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateCorpus, type Corpus } from './gen-corpus.js';
import { quireBin, timeDevStart, type DevTiming } from './dev-timer.js';
import { summariseProfile } from './profile-summary.js';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const num = (name: string, fallback: number) => Number(opt(name) ?? fallback);
const pages = num('pages', 1000);
const operations = num('operations', 200);
const runs = num('runs', 3);
const seed = num('seed', 1);
const dir = resolve(opt('dir') ?? join(tmpdir(), `quire-bench-${pages}`));
const root = join(dir, 'site');
const out = join(dir, 'out');
const profileDir = opt('profile');
const skipFloor = args.includes('--skip-floor');
const skipDev = args.includes('--skip-dev');
const jsonFile = opt('json');

const TIME = '/usr/bin/time';
const hasTime = existsSync(TIME);

interface Measured {
  wallMs: number;
  /** user + sys seconds of the process and its waited-for children (from /usr/bin/time). */
  cpuS?: number;
  /** Largest single process's peak RSS (kB): /usr/bin/time's maxrss, else polled VmHWM. */
  rssKb?: number;
  /** Peak of the summed RSS of the process tree (node + pagefind), sampled every 100 ms. */
  treeRssKb: number;
  stdout: string;
  stderr: string;
  code: number | null;
}

/** Children of every process, from /proc/<pid>/stat (Linux only; empty elsewhere). */
async function processTree(rootPid: number): Promise<number[]> {
  const parents = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = await readdir('/proc');
  } catch {
    return [rootPid];
  }
  await Promise.all(
    entries.filter((e) => /^\d+$/.test(e)).map(async (e) => {
      try {
        const stat = await readFile(`/proc/${e}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const list = parents.get(ppid) ?? [];
        list.push(Number(e));
        parents.set(ppid, list);
      } catch {
        // gone already
      }
    }),
  );
  const all = [rootPid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]) ?? []));
  return all;
}

async function rssOf(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(await readFile(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Runs `node <args>` (under /usr/bin/time -v when available) and measures it. */
function measure(nodeArgs: string[]): Promise<Measured> {
  const argv = hasTime ? [TIME, '-v', process.execPath, ...nodeArgs] : [process.execPath, ...nodeArgs];
  const start = performance.now();
  const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let treeRssKb = 0;
  let polledHwm = 0;
  let sampling = false;
  const timer = setInterval(async () => {
    if (sampling || !child.pid) return;
    sampling = true;
    const pids = await processTree(child.pid);
    const rss = await Promise.all(pids.map((p) => rssOf(p, 'VmRSS')));
    treeRssKb = Math.max(treeRssKb, rss.reduce((a, b) => a + b, 0) - (hasTime ? rss[0] : 0));
    if (!hasTime) polledHwm = Math.max(polledHwm, await rssOf(child.pid, 'VmHWM'));
    sampling = false;
  }, 100);
  return new Promise((resolveRun, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearInterval(timer);
      const wallMs = performance.now() - start;
      let cpuS: number | undefined;
      let rssKb: number | undefined = polledHwm || undefined;
      if (hasTime) {
        const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
        const sys = /System time \(seconds\): ([\d.]+)/.exec(stderr);
        const max = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
        if (user && sys) cpuS = Number(user[1]) + Number(sys[1]);
        if (max) rssKb = Number(max[1]);
        const exit = /Command exited with non-zero status (\d+)/.exec(stderr);
        stderr = stderr.replace(/\s*Command being timed:[\s\S]*$/, '');
        if (exit) code = Number(exit[1]);
      }
      resolveRun({ wallMs, cpuS, rssKb, treeRssKb, stdout, stderr, code });
    });
  });
}

function mustSucceed(what: string, m: Measured): Measured {
  if (m.code !== 0) throw new Error(`${what} failed (exit ${m.code}):\n${m.stderr.slice(-4000)}`);
  return m;
}

const build = (extra: string[] = []) => measure([...extra, quireBin, 'build', root, '--out', out]);

async function folderStats(folder: string): Promise<{ bytes: number; files: number; html: number }> {
  let bytes = 0;
  let files = 0;
  let html = 0;
  for (const e of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += (await stat(join(e.parentPath, e.name))).size;
    if (e.name.endsWith('.html')) html++;
  }
  return { bytes, files, html };
}

const outputFile = (path: string) => join(out, path === '/' ? 'index.html' : `${path.replace(/^\/+/, '')}/index.html`);

/**
 * The JavaScript a page loads eagerly, gzipped: inline scripts, `<script src>` and
 * `<link rel=modulepreload>` files, and their static imports, followed recursively
 * (dynamic `import()` is lazy and not counted).
 */
async function eagerJs(htmlFile: string): Promise<{ gzBytes: number; rawBytes: number; files: string[] }> {
  const html = await readFile(htmlFile, 'utf8');
  let gzBytes = 0;
  let rawBytes = 0;
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(m[0]) || !m[1].trim()) continue;
    rawBytes += Buffer.byteLength(m[1]);
    gzBytes += gzipSync(m[1]).length;
  }
  const queue = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ].map((src) => (src.startsWith('/') ? join(out, src) : resolve(dirname(htmlFile), src)));
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!.split(/[?#]/)[0];
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const text = await readFile(file);
    rawBytes += text.length;
    gzBytes += gzipSync(text).length;
    for (const m of text.toString('utf8').matchAll(/(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+\sfrom\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(m[1].startsWith('/') ? join(out, m[1]) : resolve(dirname(file), m[1]));
    }
  }
  return { gzBytes, rawBytes, files: [...seen].map((f) => relative(out, f)) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmtS = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fmtMb = (kb?: number) => (kb ? `${Math.round(kb / 1024)} MB` : '–');
const fmtKb = (b: number) => `${(b / 1024).toFixed(1)} kB`;

interface Row {
  name: string;
  runs: Measured[];
}

function row(r: Row, pagesBuilt?: number): string[] {
  const wall = median(r.runs.map((m) => m.wallMs));
  const cpu = r.runs.every((m) => m.cpuS !== undefined) ? median(r.runs.map((m) => m.cpuS!)) : undefined;
  const rss = Math.max(...r.runs.map((m) => m.rssKb ?? 0));
  const tree = Math.max(...r.runs.map((m) => m.treeRssKb));
  return [
    r.name,
    `${fmtS(wall)} (${r.runs.map((m) => (m.wallMs / 1000).toFixed(1)).join(' / ')})`,
    cpu !== undefined ? `${cpu.toFixed(1)} s` : '–',
    fmtMb(rss),
    tree ? fmtMb(tree) : '–',
    pagesBuilt ? `${((pagesBuilt * 1000) / wall).toFixed(1)}` : '',
  ];
}

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

const log = (s: string) => process.stderr.write(`${s}\n`);

// ---- main ----------------------------------------------------------------------------------

if (opt('peer')) {
  const { runPeerComparison } = await import('./peer.js');
  if (opt('operations')) log('--operations is ignored with --peer: the comparison is pages only');
  console.log(
    await runPeerComparison({ peer: opt('peer'), pages, runs, seed, dir: opt('dir'), version: opt('peer-version'), noSearch: args.includes('--no-search'), json: jsonFile, append: opt('append') }),
  );
  process.exit(0);
}

if (!existsSync(join(here, '../lib/src/cli/main.js'))) throw new Error('compile the CLI first: npm run build:lib');
await mkdir(dir, { recursive: true });
log(`generating ${pages} pages + ${operations} operations (seed ${seed}) into ${root}`);
const corpus: Corpus = await generateCorpus(root, { pages, operations, seed });
const total = pages + operations;

// `quire check` compiles every page in one thread: minutes at 10,000 pages (--skip-check).
log(args.includes('--skip-check') ? 'quire check skipped (--skip-check)' : 'quire check…');
const check = args.includes('--skip-check') ? { code: 0, wallMs: 0, stderr: '' } as unknown as Measured : await measure([quireBin, 'check', root]);
const checkErrors = /\berror\b/i.test(check.stderr) || check.code !== 0;
log(`  check: exit ${check.code} in ${fmtS(check.wallMs)}${checkErrors ? `\n${check.stderr.slice(-2000)}` : ''}`);

const cold: Row = { name: 'cold build', runs: [] };
const warm: Row = { name: 'warm rebuild (nothing changed)', runs: [] };
const edit: Row = { name: 'rebuild after editing one page', runs: [] };
const floorMdx: Row = { name: 'floor: read + frontmatter + @mdx-js/mdx compile', runs: [] };
const floorShiki: Row = { name: 'floor: … + Shiki highlight', runs: [] };
const dev: DevTiming[] = [];
const editFile = join(root, corpus.pageFiles[Math.floor(corpus.pageFiles.length / 2)]);
const original = await readFile(editFile, 'utf8');
const cacheDir = join(root, 'node_modules/.cache/quire');
let output: { bytes: number; files: number; html: number } | undefined;
const mdxHtml: number[] = [];
const apiHtml: number[] = [];

try {
  for (let i = 0; i < runs; i++) {
    log(`run ${i + 1}/${runs}`);
    await rm(out, { recursive: true, force: true });
    // The content cache the design calls for would live here; a cold build starts without it.
    // (Keeps node_modules/.cache/quire/openapi: remote specs only, none in this corpus.)
    for (const e of existsSync(cacheDir) ? await readdir(cacheDir) : []) if (e !== 'openapi') await rm(join(cacheDir, e), { recursive: true, force: true });
    cold.runs.push(mustSucceed('cold build', await build()));
    log(`  cold ${fmtS(cold.runs.at(-1)!.wallMs)}`);
    if (!output) {
      output = await folderStats(out);
      const mdxPaths = new Set(corpus.pagePaths);
      for (const p of corpus.pagePaths) mdxHtml.push((await stat(outputFile(p))).size);
      for (const e of await readdir(out, { withFileTypes: true, recursive: true })) {
        if (e.name !== 'index.html') continue;
        const url = `/${relative(out, e.parentPath)}`;
        if (url === '/' || url === '/search' || mdxPaths.has(url)) continue;
        apiHtml.push((await stat(join(e.parentPath, e.name))).size);
      }
    }
    warm.runs.push(mustSucceed('warm rebuild', await build()));
    log(`  warm ${fmtS(warm.runs.at(-1)!.wallMs)}`);
    await appendFile(editFile, `\nAn edit made by the benchmark, run ${i + 1}.\n`);
    edit.runs.push(mustSucceed('rebuild after an edit', await build()));
    await writeFile(editFile, original);
    log(`  edit ${fmtS(edit.runs.at(-1)!.wallMs)}`);
    if (!skipDev) {
      dev.push(await timeDevStart(root, corpus.pagePaths[corpus.pagePaths.length - 1]));
      log(`  dev first page ${fmtS(dev.at(-1)!.first)}`);
    }
    if (!skipFloor) {
      floorMdx.runs.push(mustSucceed('floor', await measure(['--import', 'tsx', join(here, 'floor.ts'), root])));
      log(`  floor ${fmtS(floorMdx.runs.at(-1)!.wallMs)}`);
      floorShiki.runs.push(mustSucceed('floor with Shiki', await measure(['--import', 'tsx', join(here, 'floor.ts'), root, '--shiki'])));
      log(`  floor+shiki ${fmtS(floorShiki.runs.at(-1)!.wallMs)}`);
    }
  }
} finally {
  await writeFile(editFile, original);
}

let profileSummary = '';
if (profileDir) {
  log('profiling one cold build (node --cpu-prof)…');
  await rm(out, { recursive: true, force: true });
  const pdir = resolve(profileDir);
  await rm(pdir, { recursive: true, force: true });
  const profiled = mustSucceed('profiled build', await build(['--cpu-prof', '--cpu-prof-dir', pdir]));
  profileSummary = await summariseProfile(pdir, 25);
  profileSummary = `Profiled cold build: ${fmtS(profiled.wallMs)} wall (profiling adds overhead)\n\n${profileSummary}`;
}

// ---- report --------------------------------------------------------------------------------

const coldWall = median(cold.runs.map((m) => m.wallMs));
const coldCpu = cold.runs.every((m) => m.cpuS !== undefined) ? median(cold.runs.map((m) => m.cpuS!)) : undefined;
const head = ['', 'median wall (runs)', 'median CPU (user+sys)', 'peak RSS (largest process)', 'peak RSS (process tree, sampled)', 'pages/s'];
const rows = [row(cold, total), row(warm, total), row(edit, total)];
if (!skipFloor) rows.push(row(floorMdx, pages), row(floorShiki, pages));
const lines: string[] = [];
lines.push(`Quire benchmark: ${pages} MDX pages (${(corpus.mdxBytes / 1024 / 1024).toFixed(1)} MiB, fences: ${corpus.languages.join(', ')}) + ${operations} OpenAPI operations = ${total} pages; ${runs} run(s), seed ${seed}`);
lines.push(`machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} free), node ${process.version}; ${new Date().toISOString()}`);
lines.push(`quire check: exit ${check.code}, ${checkErrors ? 'ERRORS (see above)' : 'no errors'}, ${fmtS(check.wallMs)}`);
lines.push('');
lines.push(table(head, rows));
lines.push('');
if (!skipFloor) {
  const fm = median(floorMdx.runs.map((m) => m.wallMs));
  const fs = median(floorShiki.runs.map((m) => m.wallMs));
  const cpuRatio = (r: Row) => (coldCpu !== undefined && r.runs.every((m) => m.cpuS) ? ` (CPU time: ${(coldCpu / median(r.runs.map((m) => m.cpuS!))).toFixed(2)}×)` : '');
  lines.push(`cold build ÷ floor (MDX compile only): ${(coldWall / fm).toFixed(2)}× wall${cpuRatio(floorMdx)}`);
  lines.push(`cold build ÷ floor (compile + Shiki): ${(coldWall / fs).toFixed(2)}× wall${cpuRatio(floorShiki)}`);
  lines.push(`  (the floor covers the ${pages} MDX pages only; the build also renders ${operations} API pages, layouts, search, sitemap, llms.txt…)`);
}
lines.push(`warm rebuild ÷ cold: ${(median(warm.runs.map((m) => m.wallMs)) / coldWall).toFixed(2)}; edit rebuild ÷ cold: ${(median(edit.runs.map((m) => m.wallMs)) / coldWall).toFixed(2)}`);
if (dev.length) {
  lines.push(
    `quire dev: URL printed ${fmtS(median(dev.map((d) => d.url)))}, first page (home) ${fmtS(median(dev.map((d) => d.first)))}, ` +
      `another page on request ${Math.round(median(dev.map((d) => d.cold)))} ms; dev server peak RSS ${fmtMb(Math.max(...dev.map((d) => d.rssKb ?? 0)))}`,
  );
}
if (output) {
  const plain = await eagerJs(outputFile(corpus.pagePaths[1]));
  const apiPage = (await readdir(out, { withFileTypes: true, recursive: true })).find((e) => e.name === 'index.html' && /api-reference\//.test(relative(out, e.parentPath)));
  const api = apiPage ? await eagerJs(join(apiPage.parentPath, apiPage.name)) : undefined;
  lines.push(`output: ${(output.bytes / 1024 / 1024).toFixed(1)} MB in ${output.files} files (${output.html} HTML), ${fmtKb(output.bytes / total)} per page overall`);
  lines.push(`HTML per MDX page: median ${fmtKb(median(mdxHtml))}, mean ${fmtKb(mdxHtml.reduce((a, b) => a + b, 0) / mdxHtml.length)}, max ${fmtKb(Math.max(...mdxHtml))}`);
  if (apiHtml.length) lines.push(`HTML per API page: median ${fmtKb(median(apiHtml))}, max ${fmtKb(Math.max(...apiHtml))} (${apiHtml.length} pages)`);
  lines.push(`JavaScript a plain page loads eagerly: ${fmtKb(plain.gzBytes)} gzip (${fmtKb(plain.rawBytes)} raw; ${plain.files.join(', ') || 'inline only'})`);
  if (api) lines.push(`JavaScript an API page loads eagerly: ${fmtKb(api.gzBytes)} gzip (${fmtKb(api.rawBytes)} raw; ${api.files.join(', ') || 'inline only'})`);
}
if (profileSummary) lines.push('', profileSummary);
console.log(lines.join('\n'));
if (jsonFile) {
  await writeFile(jsonFile, JSON.stringify({ pages, operations, runs, seed, cold, warm, edit, floorMdx, floorShiki, dev, output, mdxHtml: { median: median(mdxHtml) }, check: { code: check.code } }, (k, v) => (k === 'stdout' || k === 'stderr' ? undefined : v), 2));
}
