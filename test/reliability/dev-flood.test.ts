import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site.js';
import { startHarness, withoutLiveClient, type DevHarness } from '../helpers/dev-harness.js';

/**
 * `quire dev` under load: 1,000 saves in a few seconds (pages, a snippet, the spec, docs.json;
 * plain writes and editor-style atomic renames) while pages are requested, docs.json deleted
 * and restored (once, then 20 times in quick succession), and 200 concurrent requests. The
 * server must stay up, converge on the files as they end up, serve the same HTML as a build
 * of them, and keep its memory bounded.
 */
const FIXTURE = fileURLToPath(new URL('../fixtures/dev/site', import.meta.url));

/** The flood, run in its own process: 1,000 saves of five files in about three seconds. */
const FLOOD_WRITER = `
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
const files = JSON.parse(process.argv[1]);
const original = Object.fromEntries(Object.entries(files).map(([k, f]) => [k, readFileSync(f, 'utf8')]));
const pause = new Int32Array(new SharedArrayBuffer(4));
const started = performance.now();
for (let i = 1; i <= 1000; i++) {
  // Spread over a few seconds, so the server sees many batches rather than one.
  if (i % 10 === 0) Atomics.wait(pause, 0, 0, 25);
  const kind = i % 10;
  if (kind < 6) {
    // The page (last save: 1000); every other save as editors do it, a temp file renamed over it.
    const text = original.page.replace(/Write pages in MDX[.][^\\n]*/, 'Write pages in MDX. save ' + i);
    if (i % 2) writeFileSync(files.page, text);
    else {
      const tmp = join(dirname(files.page), '.writing.mdx.swp');
      writeFileSync(tmp, text);
      renameSync(tmp, files.page);
    }
  } else if (kind < 8) writeFileSync(files.home, original.home.replace('dev fixture', 'dev fixture ' + i)); // last: 997
  else if (kind === 8) writeFileSync(files.snippet, original.snippet.replace('v1', 'v' + i)); // last: 998
  else if (i % 20 === 9) writeFileSync(files.spec, original.spec.replace('Returns every thing.', 'Returns every thing ' + i + '.')); // last: 989
  else writeFileSync(files.config, original.config.replace('"group": "Start"', '"group": "Start ' + i + '"')); // last: 999
}
console.log('saved in ' + Math.round(performance.now() - started) + ' ms');
`;
const MB = 1024 * 1024;

let h: DevHarness;
const rss = () => process.memoryUsage().rss;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `path` until `pred` holds (the server converges after the last change). */
async function until(path: string, pred: (r: { status: number; text: string }) => boolean, timeoutMs = 30_000): Promise<{ status: number; text: string }> {
  const deadline = Date.now() + timeoutMs;
  let last: { status: number; text: string } = { status: 0, text: '' };
  while (Date.now() < deadline) {
    last = await h.raw(path);
    if (pred(last)) return last;
    await sleep(100);
  }
  const main = /<main[\s\S]*?<\/main>/.exec(last.text)?.[0] ?? last.text;
  throw new Error(`${path} did not converge within ${timeoutMs} ms: status ${last.status}, ${main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 600)}`);
}

const PATHS: [string, number][] = [
  ['/', 200],
  ['/guides/writing', 200],
  ['/api-reference/list-things', 200],
  ['/guides/writing.md', 200],
  ['/search', 200],
  ['/_quire/theme.css', 200],
  ['/images/logo.svg', 200],
  ['/no/such/page', 404],
  ['/../etc/passwd', 403],
];

beforeAll(async () => {
  h = await startHarness(FIXTURE);
  // Warm every route once, so the first measurement includes the renderer, Vite and the caches.
  for (const [path] of PATHS) await h.raw(path);
}, 60_000);
afterAll(() => h?.close());

describe('quire dev under a flood', () => {
  const figures: string[] = [];
  afterAll(() => console.log(figures.join('\n')));
  let baseline = 0;

  it('1,000 saves in a few seconds, with requests in between: the server converges on the last version', async () => {
    baseline = rss();
    const files = {
      page: join(h.root, 'guides/writing.mdx'),
      home: join(h.root, 'index.mdx'),
      snippet: join(h.root, 'snippets/badge.mdx'),
      spec: join(h.root, 'api/openapi.yaml'),
      config: join(h.root, 'docs.json'),
    };
    // The saves come from another process, as an editor's or git's would, so the server's own
    // work does not slow them down; requests are made all the while.
    const writer = spawn(process.execPath, ['--input-type=module', '-e', FLOOD_WRITER, JSON.stringify(files)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let writerOut = '';
    writer.stdout.on('data', (d) => (writerOut += d));
    writer.stderr.on('data', (d) => (writerOut += d));
    const exited = new Promise<number | null>((r) => writer.on('exit', r));
    const started = performance.now();
    const inflight: Promise<{ status: number }>[] = [];
    for (let i = 0; !(await Promise.race([exited.then(() => true), sleep(10).then(() => false)])); i++) inflight.push(h.raw(PATHS[i % PATHS.length]![0]));
    expect(await exited, writerOut).toBe(0);
    const savedMs = Number(/saved in (\d+) ms/.exec(writerOut)?.[1]);
    const answers = await Promise.all(inflight);
    // Requests made mid-flood may meet a half-written file (an overlay) but always get an answer.
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.every((a) => [200, 403, 404, 500].includes(a.status))).toBe(true);

    const page = await until('/guides/writing', (r) => r.status === 200 && r.text.includes('Write pages in MDX. save 1000'));
    expect(page.text).not.toContain('quire-error-overlay');
    // The last save of each file: home 997, snippet 998, docs.json 999, spec 989, page 1000.
    const home = await until('/', (r) => r.status === 200 && r.text.includes('dev fixture 997') && r.text.includes('snippet badge v998') && r.text.includes('Start 999'));
    expect(home.text).not.toContain('quire-error-overlay');
    await until('/api-reference/list-things', (r) => r.status === 200 && r.text.includes('Returns every thing 989.'));
    const convergedMs = performance.now() - started;
    figures.push(`1,000 saves written in ${(savedMs / 1000).toFixed(1)} s (${inflight.length} requests meanwhile); all pages right ${(convergedMs / 1000).toFixed(1)} s after the first save; ${h.reloads.length} reload batches; RSS ${(baseline / MB).toFixed(0)} → ${(rss() / MB).toFixed(0)} MB`);
    expect(savedMs).toBeLessThan(10_000);
  }, 120_000);

  it('docs.json deleted and restored: an overlay naming it while it is gone, the site again after', async () => {
    const config = join(h.root, 'docs.json');
    const text = await readFile(config, 'utf8');
    await rm(config);
    const gone = await until('/guides/writing', (r) => r.status === 500);
    expect(gone.text).toContain('id="quire-error-overlay"');
    expect(gone.text).toMatch(/no docs\.json found/);
    expect(gone.text).toContain('data-quire-live');
    expect((await h.get('/')).status).toBe(500);
    await writeFile(config, text);
    await until('/guides/writing', (r) => r.status === 200 && !r.text.includes('quire-error-overlay'));

    // Twenty times in quick succession (a branch switch, a bad script), ending restored.
    for (let i = 0; i < 20; i++) {
      await rm(config);
      await sleep(i % 3 === 0 ? 0 : 15);
      await writeFile(config, i === 19 ? text : text.slice(0, Math.max(10, (i * 97) % text.length)));
    }
    await writeFile(config, text);
    for (const [path, status] of PATHS) {
      const r = await until(path, (x) => x.status === status);
      expect(r.text, path).not.toContain('quire-error-overlay');
    }
  }, 60_000);

  it('200 concurrent requests, also while docs.json changes: every one answered correctly', async () => {
    const burst = async () => {
      const all = Array.from({ length: 200 }, (_, i) => PATHS[i % PATHS.length]!);
      const started = performance.now();
      const results = await Promise.all(all.map(async ([path, status]) => ({ path, status, got: await h.raw(path) })));
      for (const r of results) expect([r.path, r.got.status]).toEqual([r.path, r.status]);
      const writing = results.filter((r) => r.path === '/guides/writing').map((r) => r.got.text);
      expect(new Set(writing).size).toBe(1);
      return performance.now() - started;
    };
    const quiet = await burst();
    // The same while docs.json is saved: requests wait for the new site model, none fail.
    const config = join(h.root, 'docs.json');
    const text = await readFile(config, 'utf8');
    const during = burst();
    await writeFile(config, text.replace(/"group": "Start[^"]*"/, '"group": "Concurrent"'));
    const duringMs = await during;
    await until('/', (r) => r.text.includes('Concurrent'));
    figures.push(`200 concurrent requests: ${quiet.toFixed(0)} ms; during a docs.json save: ${duringMs.toFixed(0)} ms`);
  }, 60_000);

  it('afterwards: the same HTML as a build of the files, and memory bounded', async () => {
    const out = join(h.parent, 'built');
    const build = await buildSite({ root: h.root, out, search: false });
    expect(build.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/guides/writing', 'guides/writing/index.html'],
      ['/api-reference/list-things', 'api-reference/list-things/index.html'],
    ] as const) {
      const dev = await h.get(path);
      expect(dev.status).toBe(200);
      expect(withoutLiveClient(dev.text), path).toBe(await readFile(join(out, file), 'utf8'));
    }
    // A second round of saves must not grow memory again: what the first round cached is replaced.
    const before = rss();
    const page = join(h.root, 'guides/writing.mdx');
    const text = await readFile(page, 'utf8');
    for (let i = 0; i < 300; i++) await writeFile(page, text.replace(/Write pages in MDX\.[^\n]*/, `Write pages in MDX. again ${i}`));
    await until('/guides/writing', (r) => r.text.includes('again 299'));
    const after = rss();
    figures.push(`memory: RSS at start of the flood ${(baseline / MB).toFixed(0)} MB, before round 2 ${(before / MB).toFixed(0)} MB, after ${(after / MB).toFixed(0)} MB`);
    expect(after - baseline).toBeLessThan(400 * MB);
    expect(after - before).toBeLessThan(200 * MB);
  }, 120_000);
});

describe('quire dev: the playground proxy is no open proxy', () => {
  it('forwards only under the servers the specs list: not to itself, loopback, metadata or other hosts', async () => {
    // The fixture's spec lists https://api.example.com only.
    const targets = [
      h.server.url,
      `http://127.0.0.1:${h.server.port}/_quire/proxy`,
      'http://localhost/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://10.0.0.1/',
      'https://evil.example/',
      'https://api.example.com.evil.example/',
      'http://api.example.com/things',
      'https://api.example.com@127.0.0.1/',
      'file:///etc/passwd',
    ];
    for (const target of targets) {
      const res = await fetch(new URL('/_quire/proxy', h.server.url), { headers: { 'x-quire-target': target } });
      expect([target, res.status]).toEqual([target, expect.toSatisfy((s: number) => s === 400 || s === 403)]);
    }
    const cross = await fetch(new URL('/_quire/proxy', h.server.url), { headers: { 'x-quire-target': 'https://api.example.com/things', 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
  });
});
