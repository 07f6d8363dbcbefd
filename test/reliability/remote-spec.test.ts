import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionFetch } from '../../src/dev/session-fetch.js';
import { loadOpenApiDocuments } from '../../src/openapi/load-openapi.js';
import { MAX_DOCUMENT_BYTES, readSpecSource } from '../../src/openapi/read-spec-source.js';
import { createSpecFetch } from '../../src/openapi/spec-cache.js';
import { runCli } from '../helpers/run-cli.js';
import { baseConfig, tempDocsPerFile } from '../helpers/temp-docs.js';

/**
 * Remote OpenAPI documents against a real local HTTP server: a server that does not answer,
 * one that trickles, bodies bigger than the limit (declared and undeclared), redirect loops
 * and chains. Each ends in a located diagnostic naming the URL, with a hint; never a hang,
 * never a stack trace, never an unbounded buffer.
 */

const SPEC = `openapi: 3.1.0
info: { title: Remote API, version: 1.0.0 }
servers: [{ url: https://api.example.com }]
paths:
  /things:
    get:
      summary: List things
      responses: { '200': { description: ok } }
`;

const docs = tempDocsPerFile(afterAll);
let server: Server;
let base: string;
const hits = new Map<string, number>();
const open = new Set<ServerResponse>();

/** Streams `bytes` of YAML comment lines, as fast as the socket takes them. */
function stream(res: ServerResponse, bytes: number, declare: boolean): void {
  res.writeHead(200, { 'content-type': 'application/yaml', ...(declare && { 'content-length': String(bytes) }) });
  const line = Buffer.from(`# ${'x'.repeat(1021)}\n`);
  let sent = 0;
  const pump = () => {
    while (sent < bytes) {
      sent += line.length;
      if (!res.write(line)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('error', () => undefined);
  res.on('close', () => (sent = bytes));
  pump();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (url.pathname === '/spec.yaml') return void res.writeHead(200, { 'content-type': 'application/yaml' }).end(SPEC);
    if (chain) {
      const n = Number(chain[1]);
      return void res.writeHead(n % 2 ? 301 : 307, { location: n > 1 ? `/chain/${n - 1}` : `${base}/spec.yaml` }).end();
    }
    if (url.pathname === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/ping-pong/a') return void res.writeHead(302, { location: `${base}/ping-pong/b` }).end();
    if (url.pathname === '/ping-pong/b') return void res.writeHead(308, { location: '/ping-pong/a' }).end();
    if (url.pathname === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (url.pathname === '/no-location') return void res.writeHead(302).end();
    if (url.pathname === '/huge') return stream(res, MAX_DOCUMENT_BYTES + 4 * 1024 * 1024, false);
    if (url.pathname === '/huge-declared') return stream(res, MAX_DOCUMENT_BYTES + 1024 * 1024, true);
    if (url.pathname === '/medium') return stream(res, 256 * 1024, false);
    if (url.pathname === '/silent') {
      // Never answers: the client's time limit must end it.
      open.add(res);
      return;
    }
    if (url.pathname === '/trickle') {
      // Headers at once, then one byte a second: a slow body is bounded by the same limit.
      res.writeHead(200, { 'content-type': 'application/yaml' });
      res.write('openapi: 3.1.0\n');
      const timer = setInterval(() => res.write('#'), 1000);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.writeHead(404).end('nope');
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  for (const res of open) res.destroy();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const read = (path: string, limits = {}, fetchImpl: typeof fetch = fetch) => readSpecSource('/nonexistent', `${base}${path}`, fetchImpl, limits);

describe('readSpecSource limits', () => {
  it('a server that never answers → timeout error naming the URL, within the limit', async () => {
    const started = Date.now();
    const r = await read('/silent', { timeoutMs: 400 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r).toMatchObject({ code: 'openapi/fetch', message: `Cannot fetch OpenAPI document ${base}/silent: no complete answer within 400 ms` });
    expect((r as { hint?: string }).hint).toMatch(/slow or does not answer.*commit a copy/);
  });

  it('a body that trickles → the same timeout (the limit covers the body, not just the headers)', async () => {
    const started = Date.now();
    const r = await read('/trickle', { timeoutMs: 600 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r).toMatchObject({ code: 'openapi/fetch', message: expect.stringContaining(`${base}/trickle: no complete answer within 600 ms`) });
  });

  it('a body over the limit → size error, whether declared or not, without reading it all', async () => {
    const undeclared = await read('/huge');
    expect(undeclared).toMatchObject({
      code: 'openapi/too-large',
      message: `OpenAPI document ${base}/huge is larger than 100 MB, the limit for fetched documents; stopped reading it`,
      hint: expect.stringMatching(/serves the OpenAPI document itself/),
    });
    const declared = await read('/huge-declared');
    expect(declared).toMatchObject({ code: 'openapi/too-large', message: expect.stringContaining(`${base}/huge-declared is larger than 100 MB`) });
    const small = await read('/medium', { maxBytes: 100 * 1024 });
    expect(small).toMatchObject({ code: 'openapi/too-large', message: expect.stringContaining('larger than 100 kB') });
  });

  it('a redirect loop → redirect error after at most 5 hops, naming the URL and the last hop', async () => {
    hits.delete('/loop');
    const r = await read('/loop');
    expect(r).toMatchObject({
      code: 'openapi/fetch',
      message: `Cannot fetch OpenAPI document ${base}/loop: more than 5 redirects (the last one, from ${base}/loop, goes to ${base}/loop)`,
      hint: expect.stringMatching(/redirects in a loop.*final address/),
    });
    expect(hits.get('/loop')).toBe(6);
    const pingPong = await read('/ping-pong/a', { maxRedirects: 2 });
    expect(pingPong).toMatchObject({ code: 'openapi/fetch', message: expect.stringContaining(`${base}/ping-pong/a: more than 2 redirects`) });
  });

  it('follows a short chain of redirects (301/307, relative and absolute)', async () => {
    expect(await read('/chain/4')).toEqual({ text: SPEC });
    expect(await read('/chain/5')).toEqual({ text: SPEC });
    expect(await read('/chain/6')).toMatchObject({ code: 'openapi/fetch', message: expect.stringContaining('more than 5 redirects') });
  });

  it('refuses redirects to non-http URLs and redirects without a Location', async () => {
    expect(await read('/to-file')).toMatchObject({ code: 'openapi/fetch', message: expect.stringContaining('redirects to "file:///etc/passwd", which is not an http(s) URL') });
    expect(await read('/no-location')).toMatchObject({ code: 'openapi/fetch', message: expect.stringContaining('redirects to nowhere') });
  });

  it('the caches that wrap fetch keep the limits: no huge body buffered, no redirect followed behind our back', async () => {
    const root = await docs({});
    const dir = join(root, 'cache');
    const cached = createSpecFetch({ dir, offline: false });
    expect(await read('/huge', {}, cached.fetch)).toMatchObject({ code: 'openapi/too-large' });
    expect(await read('/loop', {}, cached.fetch)).toMatchObject({ message: expect.stringContaining('more than 5 redirects') });
    expect(await read('/silent', { timeoutMs: 300 }, cached.fetch)).toMatchObject({ message: expect.stringContaining('no complete answer within 300 ms') });
    expect(await read('/chain/3', {}, cached.fetch)).toEqual({ text: SPEC });
    // Only the document and the redirect records of the good chain were kept.
    const files = (await readdir(dir)).sort();
    expect(files.filter((f) => f.endsWith('.txt'))).toHaveLength(1);
    // /loop is a redirect record too (harmless: offline replays it into the same error).
    expect(files.filter((f) => f.endsWith('.redirect.json')).length).toBeGreaterThanOrEqual(3);
    // Offline, the chain replays from the records up to the cached document.
    const offline = createSpecFetch({ dir, offline: true });
    expect(await read('/chain/3', {}, offline.fetch)).toEqual({ text: SPEC });
    expect(offline.usedCache).toEqual(new Set([`${base}/spec.yaml`]));

    const session = createSessionFetch(fetch);
    expect(await read('/huge', {}, session.fetch)).toMatchObject({ code: 'openapi/too-large' });
    expect(session.urls()).toEqual([]);
    expect(await read('/chain/2', {}, session.fetch)).toEqual({ text: SPEC });
  });

  it('loadOpenApiDocuments passes the limits on and locates the problem in docs.json', async () => {
    const root = await docs({});
    const { apis, diagnostics } = await loadOpenApiDocuments(
      root,
      [
        { source: `${base}/silent`, file: 'docs.json', jsonPath: 'navigation.tabs[0]' },
        { source: `${base}/chain/2`, file: 'docs.json', jsonPath: 'navigation.tabs[1]' },
      ],
      { limits: { timeoutMs: 500 } },
    );
    expect([...apis.keys()]).toEqual([`${base}/chain/2`]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'openapi/fetch', file: 'docs.json', jsonPath: 'navigation.tabs[0]', message: expect.stringContaining(`${base}/silent: no complete answer within 500 ms (referenced at navigation.tabs[0])`) }),
    ]);
  });
});

describe('quire check / build with hostile spec URLs', () => {
  it('exit 1 with a located message per URL, no stack trace, previous output intact', async () => {
    const root = await docs({
      'docs.json': {
        ...baseConfig,
        // The size limit comes from docs.json (build, dev, check, nav and mock read the same).
        api: { openapiFetch: { maxSizeMB: 20 } },
        navigation: {
          tabs: [
            { tab: 'Guide', pages: ['index'] },
            { tab: 'Loop', openapi: `${base}/loop`, pages: ['GET /things'] },
            { tab: 'Huge', openapi: `${base}/huge`, pages: ['GET /things'] },
            { tab: 'Fine', openapi: `${base}/chain/1`, pages: ['GET /things'] },
          ],
        },
      },
      'index.mdx': '# Home\n',
    });
    const started = Date.now();
    const check = await runCli('check', root);
    expect(check.code).toBe(1);
    expect(check.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(check.stderr).toMatch(new RegExp(`docs\\.json:\\d+:\\d+.*Cannot fetch OpenAPI document ${base}/loop: more than 5 redirects`));
    expect(check.stderr).toMatch(new RegExp(`docs\\.json:\\d+:\\d+.*OpenAPI document ${base}/huge is larger than 20 MB`));
    expect(check.stderr).toContain('hint');
    const out = join(root, 'out');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'previous');
    const build = await runCli('build', root, '--out', out, '--no-search');
    expect(build.code).toBe(1);
    expect(build.stderr).toMatch(/Build failed; .* was left as it was/);
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
