import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/dev-timer.js';
import { buildSite } from '../src/build/build-site.js';
import { NGINX_CONF_FILE } from '../src/outputs/nginx-conf.js';

/*
 * The nginx recipe of docs/deploy.md, exercised: Debian's nginx serves a built site with the
 * include `quire build` writes (pretty URLs, the docs folder's own 404 page, every kind of
 * redirect), at the root and under a base path, and curl checks what a visitor gets.
 * nginx runs as an unprivileged process (as `nobody` when the tests run as root) on a free port,
 * with its pid, logs and temp files in the test's folder.
 */

const NGINX = '/usr/sbin/nginx';
const FIXTURE = fileURLToPath(new URL('./fixtures/deploy', import.meta.url));
const run = promisify(execFile);

/** The smallest nginx.conf that serves `root` with Quire's include, everything nginx writes kept in `dir`. */
function serverConf(dir: string, root: string, include: string, port: number): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, `${t}-temp`)};`);
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${root};`,
    `    include ${include};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

interface Answer {
  status: number;
  location: string;
  type: string;
  body: string;
}

/** One request with curl, redirects not followed. */
async function curl(url: string, accept?: string): Promise<Answer> {
  const { stdout } = await run('curl', ['-s', ...(accept ? ['-H', `Accept: ${accept}`] : []), '-o', '-', '-w', '\n%{http_code}\t%{content_type}\t%{redirect_url}', url]);
  const cut = stdout.lastIndexOf('\n');
  const [status = '', type = '', location = ''] = stdout.slice(cut + 1).split('\t');
  return { status: Number(status), type, location, body: stdout.slice(0, cut) };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe.each([
  ['at the root', '', false],
  ['under a base path', '/docs', false],
  ['with seo.trailingSlash', '', true],
  ['under a base path with seo.trailingSlash', '/docs', true],
])('nginx serves the built site %s', (_what, base, trailingSlash) => {
  // Where page URLs end: with seo.trailingSlash, redirects lead to `/guides/intro/`.
  const slash = trailingSlash ? '/' : '';
  let dir: string;
  let origin: string;
  let nginx: ChildProcess | undefined;
  let errorLog = '';

  beforeAll(async () => {
    if (!existsSync(NGINX)) {
      throw new Error(`${NGINX} is missing: this test needs Debian's nginx (apt-get install nginx-light); .ci/run installs it`);
    }
    dir = await mkdtemp(join(tmpdir(), 'quire-nginx-'));
    // nginx as `nobody` must read the site and write its pid, logs and temp files here.
    await chmod(dir, 0o777);
    const root = join(dir, 'docs-src');
    await cp(FIXTURE, root, { recursive: true });
    if (trailingSlash) {
      const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
      await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, seo: { trailingSlash: true } }));
    }
    const www = join(dir, 'www');
    const out = join(www, base.slice(1));
    await mkdir(www, { recursive: true });
    const build = await buildSite({ root, out, base, search: false, offline: true, workers: 0 });
    expect(build.diagnostics).toEqual([]);

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const conf = join(dir, 'nginx.conf');
    await writeFile(conf, serverConf(dir, www, join(out, NGINX_CONF_FILE), port));
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'], ...asNobody });
    nginx.stderr?.on('data', (d) => {
      errorLog += d;
    });
    const exited = new Promise<never>((_, reject) => nginx!.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${errorLog}`))));
    const ready = (async () => {
      for (let i = 0; i < 100; i++) {
        if ((await curl(`${origin}${base}/`).catch(() => ({ status: 0 }))).status) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`nginx did not answer on ${origin}: ${errorLog}`);
    })();
    await Promise.race([ready, exited]);
  }, 60_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await gone;
    }
    const log = dir ? await readFile(join(dir, 'error.log'), 'utf8').catch(() => '') : '';
    if (dir) await rm(dir, { recursive: true, force: true });
    // nginx logs every 404 as an error ("open() … failed"); anything else is a problem with the include.
    expect(log.split('\n').filter((l) => l && !/No such file or directory|is not found/.test(l))).toEqual([]);
  });

  it.each([
    ['/', 'Deploy home'],
    ['/guides/intro', 'Intro to hosting'],
    ['/guides/intro/', 'Intro to hosting'],
    ['/guides/nested/deep', 'Deeply nested page'],
    ['/guides/nested/deep/', 'Deeply nested page'],
  ])('%s answers 200 with its page', async (path, pageTitle) => {
    // seo.trailingSlash: nginx first sends the unslashed URL to the slashed one.
    if (trailingSlash && !path.endsWith('/')) {
      const moved = await curl(`${origin}${base}${path}`);
      expect([moved.status, moved.location]).toEqual([301, `${origin}${base}${path}/`]);
      path = `${path}/`;
    }
    const res = await curl(`${origin}${base}${path}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/html/);
    expect(title(res.body)).toContain(pageTitle);
  });

  it('compresses pages and CSS for clients that accept gzip', async () => {
    // (The fixture's Markdown twins are under gzip_min_length: nginx sends them as they are.)
    for (const path of [`${slash ? '/guides/intro/' : '/guides/intro'}`, '/_quire/theme.css']) {
      const res = await fetch(`${origin}${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect([path, res.status, res.headers.get('content-encoding')]).toEqual([path, 200, 'gzip']);
      expect((await res.text()).length).toBeGreaterThan(100);
    }
    const plain = await fetch(`${origin}${base}/_quire/theme.css`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves assets and Markdown twins with their types', async () => {
    const css = await curl(`${origin}${base}/_quire/theme.css`);
    expect([css.status, css.type]).toEqual([200, 'text/css']);
    const md = await curl(`${origin}${base}/guides/intro.md`);
    expect([md.status, md.type]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(md.body).toContain('Served by a real static server.');
  });

  it.each([
    ['/guides/intro', 'Served by a real static server.'],
    ['/guides/intro/', 'Served by a real static server.'],
    ['/', '# Deploy home'],
  ])('%s answers Accept: text/markdown with its Markdown twin', async (path, text) => {
    const res = await curl(`${origin}${base}${path}`, 'text/markdown, text/html;q=0.9');
    expect([res.status, res.type]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(res.body).toContain(text);
    // A browser's Accept keeps the HTML page; a file keeps its own type.
    const html = await curl(`${origin}${base}${path}`, 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(html.type).toMatch(/^text\/html/);
    const css = await curl(`${origin}${base}/_quire/theme.css`, 'text/markdown');
    expect([css.status, css.type]).toEqual([200, 'text/css']);
  });

  it.each(['/no/such/page', '/guides/missing', '/guides/intro.html.x'])('%s answers 404 with the docs folder’s 404 page', async (path) => {
    const res = await curl(`${origin}${base}${path}`);
    expect(res.status).toBe(404);
    expect(res.body).toContain('Lost in the stacks');
  });

  it.each([
    ['/old-intro', 301, '/guides/intro'],
    ['/old-intro/', 301, '/guides/intro'],
    ['/v1/intro', 301, '/guides/intro'],
    ['/v1/intro?from=mail', 301, '/guides/intro?from=mail'],
    ['/by-name/deep/in/nested', 301, '/guides/nested/deep'],
    ['/archive/nested/deep', 301, '/guides/nested/deep'],
    ['/gone/any/thing', 302, '/guides/intro'],
  ])('%s redirects (%i) to %s', async (path, status, to) => {
    const res = await curl(`${origin}${base}${path}`);
    const target = to.replace(/(\?|$)/, `${slash}$1`);
    expect([res.status, res.location]).toEqual([status, `${origin}${base}${target}`]);
    // Where it sends the reader is a page.
    expect((await curl(res.location)).status).toBe(200);
  });

  it.runIf(base)('leaves the rest of the server to its own 404', async () => {
    const res = await curl(`${origin}/elsewhere`);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('Lost in the stacks');
  });

  it.runIf(base)('sends the bare base path to the home page', async () => {
    const res = await curl(`${origin}${base}`);
    expect([res.status, res.location]).toEqual([301, `${origin}${base}/`]);
  });
});
