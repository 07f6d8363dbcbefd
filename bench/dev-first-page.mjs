// `quire dev` until one page answers, with the dev process's own CPU time and peak RSS
// (bench/RESULTS.md, fifteenth session). Compiled CLI: run `npm run build:lib` first.
//
//   node bench/dev-first-page.mjs <docs folder> <cpu-prof dir or ""> <page path> [second path]
//
// QUIRE_BIN=<path to quire.js> runs another copy of the CLI (a "before" to compare with).
// A restart on a site the server answered before gets its first page from the store of the last
// session's answers (src/dev/served-answers.ts; the line says so, with when the loaded site's
// check of it answered); QUIRE_DEV_STORED_ANSWERS=0 renders it instead.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [root, prof, path = '/', second = '/'] = process.argv.slice(2);
const bin = process.env.QUIRE_BIN ?? fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const args = [...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []), bin, 'dev', root, '--port', String(41000 + Math.floor(Math.random() * 1000))];
const t0 = performance.now();
const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
let out = '';
const url = await new Promise((resolve) =>
  child.stdout.on('data', (d) => {
    out += d;
    const m = /(http:\/\/[^\s]+)/.exec(out);
    if (m) resolve(m[1]);
  }),
);
const tUrl = performance.now() - t0;
const res = await fetch(new URL(path, url));
const body = await res.text();
const tFirst = performance.now() - t0;
// utime + stime in clock ticks (100 a second on Linux), fields 14 and 15 of /proc/<pid>/stat.
const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
const cpuMs = (Number(stat[11]) + Number(stat[12])) * 10;
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
const t1 = performance.now();
const r2 = await fetch(new URL(second, url));
await r2.text();
const tSecond = performance.now() - t1;
const stored = /\sdata-quire-provisional[\s>]/.test(body);
const checked = stored ? await fetch(new URL('/_quire/provisional', url)).then((r) => r.text()).then((t) => `, checked (${t}) at ${(performance.now() - t0).toFixed(0)} ms`) : '';
console.log(
  `url ${tUrl.toFixed(0)} ms, first page ${res.status} ${tFirst.toFixed(0)} ms (${body.length} B${stored ? `, the last session's answer${checked}` : ''}), second ${r2.status} ${tSecond.toFixed(0)} ms, peak RSS ${(peakKb / 1024).toFixed(0)} MB, CPU to first page ${cpuMs} ms`,
);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
