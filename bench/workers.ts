/**
 * The worker curve (issue 31): cold builds of the generated 1,000-page site with 1, 2, 4 and 8
 * render processes (`quire build --workers N`), interleaved round by round so a change in the
 * host's load spreads over every N instead of landing on one.
 *
 *   npx tsx bench/workers.ts [--pages 1000] [--operations 200] [--runs 3] [--workers 1,2,4,8] [--dir <path>] [--bin <quire.js>]
 *
 * Uses the compiled CLI (bin/quire.js → lib/; run `npm run build:lib` first), or the one `--bin`
 * names (a copy of bin/ and lib/, so that lib/ can be rebuilt while the curve runs). Prints a Markdown
 * table of medians (wall, CPU user+sys, peak RSS of the whole process tree with Pagefind).
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { quireCacheDir } from '../src/site/cache-dir.js';
import { quireBin } from './dev-timer.js';
import { generateCorpus } from './gen-corpus.js';
import { fmtMb, fmtS, type Measured, measureNode, median, mustSucceed, table } from './measure.js';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const pages = Number(opt('pages') ?? 1000);
const operations = Number(opt('operations') ?? 200);
const runs = Number(opt('runs') ?? 3);
const counts = (opt('workers') ?? '1,2,4,8').split(',').map(Number);
const dir = resolve(opt('dir') ?? join(tmpdir(), `quire-bench-${pages}`));
const root = join(dir, 'site');
const out = join(dir, 'out-workers');
const bin = resolve(opt('bin') ?? quireBin);
const log = (s: string) => process.stderr.write(`${s}\n`);

log(`generating ${pages} pages + ${operations} operations in ${root}…`);
await rm(root, { recursive: true, force: true });
await generateCorpus(root, { pages, operations, seed: 1 });
const cacheDir = quireCacheDir(root);

const results = new Map<number, Measured[]>(counts.map((n) => [n, []]));
const loads: string[] = [];
for (let run = 0; run < runs; run++) {
  for (const n of counts) {
    await rm(out, { recursive: true, force: true });
    // A cold build: no render cache (the OpenAPI download cache stays, as in bench/run.ts).
    for (const e of existsSync(cacheDir) ? await readdir(cacheDir) : []) if (e !== 'openapi') await rm(join(cacheDir, e), { recursive: true, force: true });
    loads.push(loadavg()[0]!.toFixed(1));
    const m = mustSucceed(`build --workers ${n}`, await measureNode([bin, 'build', root, '--out', out, '--workers', String(n)]));
    results.get(n)!.push(m);
    log(`  run ${run + 1}, ${n} render processes: ${fmtS(m.wallMs)} wall, ${m.cpuS?.toFixed(1) ?? '–'} s CPU, tree ${fmtMb(m.treeRssKb)}`);
  }
}

const rows = counts.map((n) => {
  const ms = results.get(n)!;
  const wall = median(ms.map((m) => m.wallMs))!;
  const cpu = ms.every((m) => m.cpuS !== undefined) ? median(ms.map((m) => m.cpuS!)) : undefined;
  return [
    String(n),
    `${fmtS(wall)} (${ms.map((m) => (m.wallMs / 1000).toFixed(1)).join(' / ')})`,
    cpu !== undefined ? `${cpu.toFixed(1)} s` : '–',
    fmtMb(Math.max(...ms.map((m) => m.treeRssKb))),
    `${((pages * 1000) / wall).toFixed(1)}`,
  ];
});
console.log(`${pages} pages + ${operations} operations, ${runs} interleaved runs, ${cpus().length} cores, 1-min load before each build: ${loads.join(' ')}\n`);
console.log(table(['render processes', 'median wall (runs)', 'CPU', 'peak RSS, process tree', 'pages/s'], rows));
