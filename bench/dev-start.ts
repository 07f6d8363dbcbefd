/**
 * Time to first page of `quire dev` on a generated 1,000-page site.
 *
 *   npm run build:lib && npx tsx bench/dev-start.ts [pages=1000] [runs=5]
 *
 * Each run spawns the compiled CLI (bin/quire.js, as a writer would), and measures: the time
 * until the URL is printed, until the home page answers, and until a second, never-requested
 * page answers (a cold render). Prints every run and the medians.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { writeDevCorpus } from './dev-corpus.js';

const pages = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 5);
const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function oneRun(root: string): Promise<{ url: number; first: number; cold: number }> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, [bin, 'dev', root, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /(http:\/\/[^\s]+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`quire dev exited with ${code}\n${stderr}`)));
    });
    const urlAt = performance.now() - start;
    const home = await fetch(url);
    if (!home.ok) throw new Error(`home page answered ${home.status}`);
    await home.text();
    const firstAt = performance.now() - start;
    const t = performance.now();
    const other = await fetch(new URL('/tab-3/group-5/page-613', url));
    if (!other.ok) throw new Error(`page answered ${other.status}`);
    await other.text();
    return { url: urlAt, first: firstAt, cold: performance.now() - t };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const root = await writeDevCorpus(pages);
try {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await oneRun(root);
    results.push(r);
    console.log(`run ${i + 1}: URL printed ${r.url.toFixed(0)} ms, home page ${r.first.toFixed(0)} ms, another page (cold) ${r.cold.toFixed(0)} ms`);
  }
  console.log(
    `median of ${runs} on ${pages} pages: URL printed ${median(results.map((r) => r.url)).toFixed(0)} ms, ` +
      `first page ${median(results.map((r) => r.first)).toFixed(0)} ms, cold page ${median(results.map((r) => r.cold)).toFixed(0)} ms`,
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
