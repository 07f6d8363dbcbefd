// Where a command's memory goes, process by process (bench/RESULTS.md, "Run of 2026-11-25"):
// runs it under /usr/bin/time, samples the RSS of every descendant each 100 ms, and prints the
// tree's peak (with what each process held at that moment), each process's own peak (main,
// render processes, Pagefind), the tree's peak PSS (sampled once a second: pages the processes
// share counted once), and the CPU time (user+sys) of the whole tree.
//
//   node bench/tree-rss.mjs node bin/quire.js build <site> --out <out> --cache-dir <cache>
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
const [cmd, ...args] = process.argv.slice(2);
const t0 = performance.now();
const child = spawn('/usr/bin/time', ['-f', 'TIME %e %U %S %M', cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: process.env });
let err = ''; child.stderr.on('data', (d) => (err += d));
const peaks = new Map(); const cpu = new Map(); let treePeak = 0; let treeAt = null;
// Each process's CPU time (user+sys, clock ticks) as last sampled: a process's share of the tree's.
const TICKS = 100;
// PSS (shared pages, such as the node binary's, split between the processes that map them) once
// a second: /proc/<pid>/smaps_rollup walks every mapping, too slow to read every 100 ms.
let tick = 0; let pssPeak = 0; let pssAt = null;
function kids() {
  const byParent = new Map();
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try { const st = readFileSync(`/proc/${p}/stat`, 'utf8'); const ppid = Number(st.split(') ')[1].split(' ')[1]); (byParent.get(ppid) ?? byParent.set(ppid, []).get(ppid)).push(Number(p)); } catch {}
  }
  const out = []; const q = [child.pid];
  while (q.length) { const x = q.pop(); for (const c of byParent.get(x) ?? []) { out.push(c); q.push(c); } }
  return out;
}
const timer = setInterval(() => {
  let sum = 0; const snap = []; const measured = [];
  for (const pid of kids()) {
    try {
      const s = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(s)?.[1] ?? 0);
      const cmdl = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (/^\/usr\/bin\/time/.test(cmdl)) continue;
      measured.push(pid);
      const kind = /render-process|chunk.*render/.test(cmdl) ? 'render' : /pagefind/.test(cmdl) ? 'pagefind' : /quire\.js|main\.js/.test(cmdl) ? 'main' : cmdl.slice(0, 60);
      const key = `${kind} ${pid}`; peaks.set(key, Math.max(peaks.get(key) ?? 0, rss));
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu.set(key, (Number(fields[11]) + Number(fields[12])) / TICKS); sum += rss; snap.push(`${kind}:${(rss/1024).toFixed(0)}`);
    } catch {}
  }
  if (sum > treePeak) { treePeak = sum; treeAt = `${((performance.now()-t0)/1000).toFixed(1)}s ${snap.join(' ')}`; }
  if (tick++ % 10 === 0) {
    let pss = 0;
    for (const pid of measured) {
      try {
        pss += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      } catch {}
    }
    if (pss > pssPeak) { pssPeak = pss; pssAt = `${((performance.now()-t0)/1000).toFixed(1)}s`; }
  }
}, 100);
child.on('exit', (code) => {
  clearInterval(timer);
  const m = /TIME (\S+) (\S+) (\S+) (\d+)/.exec(err);
  console.log(`exit ${code}; wall ${m?.[1]} s, CPU ${m ? (Number(m[2]) + Number(m[3])).toFixed(1) : '?'} s; tree peak ${(treePeak/1024).toFixed(0)} MB at ${treeAt}; tree PSS peak ${(pssPeak/1024).toFixed(0)} MB at ${pssAt}`);
  for (const [k, v] of [...peaks].sort()) console.log(`  ${k}: ${(v/1024).toFixed(0)} MB, CPU ≥ ${(cpu.get(k) ?? 0).toFixed(1)} s`);
  if (code) console.log(err.slice(-2000));
});
