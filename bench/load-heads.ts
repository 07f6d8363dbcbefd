/**
 * The loading phase of a rebuild with and without the page heads store (src/site/page-heads.ts),
 * as the build runs it (whole files, offline), on one docs folder, interleaved:
 *
 *   npx tsx bench/load-heads.ts <docs folder> [runs=5]
 *
 * Each run is its own process (nothing warm but the OS file cache). "with" runs after a first
 * load has filled the store in a cache folder of its own; "without" reads and parses every page.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [root, runsArg, mode, cacheDir] = process.argv.slice(2);
if (mode) {
  // One measured load, in a child process.
  const { loadSite } = await import('../src/site/load-site.js');
  const t = performance.now();
  const cpu = process.cpuUsage();
  const { loaded } = await loadSite(root!, { offline: true, cacheDir: cacheDir!, ...(mode === 'with' && { pageHeads: { code: 'bench' } }) });
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ ms: performance.now() - t, cpuMs: (used.user + used.system) / 1000, pages: loaded?.site.pages.length, read: loaded?.sources.size }));
} else {
  const runs = Number(runsArg ?? 5);
  const cache = mkdtempSync(join(tmpdir(), 'quire-load-heads-'));
  const once = (m: string) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), root!, '0', m, cache], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { ms: number; cpuMs: number; pages: number; read: number };
  };
  once('with'); // fills the store
  const res: Record<string, { ms: number; cpuMs: number; read: number }[]> = { without: [], with: [] };
  for (let i = 0; i < runs; i++) for (const m of ['without', 'with']) res[m]!.push(once(m));
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [m, rs] of Object.entries(res)) {
    console.log(`${m} page heads: median ${med(rs.map((r) => r.ms)).toFixed(0)} ms wall (${rs.map((r) => r.ms.toFixed(0)).join(' / ')}), ${med(rs.map((r) => r.cpuMs)).toFixed(0)} ms CPU, files read ${rs[0]!.read}`);
  }
  rmSync(cache, { recursive: true, force: true });
}
