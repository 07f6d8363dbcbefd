import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { createPlaygroundProxy } from '../lib/src/dev/playground-proxy.js';
import { createStaticHandler } from '../lib/src/dev/static-server.js';

/**
 * Where the API playground sends credentials, and where it keeps them. Four local servers
 * record every request they get: A1 and A2 (the two servers of API A; A2 redirects to "evil"),
 * B (API B, whose security schemes have the same names as A's) and evil (CORS wide open, so
 * the browser would happily send it anything). The fixture site is served twice: by a plain
 * static server (requests go direct, as on a real host) and with the preview proxy.
 */

interface Upstream {
  name: string;
  port: number;
  seen: { method: string; path: string; headers: IncomingHttpHeaders }[];
  server: Server;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-api-key, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
};

let tmp: string;
let a1: Upstream, a2: Upstream, b: Upstream, evil: Upstream;
let direct: Server, proxied: Server;
let directUrl: string, proxiedUrl: string;

async function upstream(name: string, handle?: (res: import('node:http').ServerResponse) => boolean): Promise<Upstream> {
  const up: Upstream = { name, port: 0, seen: [], server: createServer() };
  up.server.on('request', (req, res) => {
    up.seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    if (handle?.(res)) return;
    res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ server: name }));
  });
  await new Promise<void>((r) => up.server.listen(0, '127.0.0.1', r));
  up.port = (up.server.address() as { port: number }).port;
  return up;
}

async function serve(handler: Parameters<typeof createServer>[1]): Promise<[Server, string]> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return [server, `http://127.0.0.1:${(server.address() as { port: number }).port}`];
}

const credentialsIn = (headers: IncomingHttpHeaders) => [headers.authorization, headers['x-api-key']].filter(Boolean);
/** Everything requests carried that could be a credential, across all requests a server got. */
const received = (up: Upstream) => up.seen.flatMap((s) => credentialsIn(s.headers));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  evil = await upstream('evil');
  a1 = await upstream('A1');
  a2 = await upstream('A2', (res) => {
    res.writeHead(302, { ...CORS, location: `http://127.0.0.1:${evil.port}/v1/whoami` }).end();
    return true;
  });
  b = await upstream('B');
  tmp = mkdtempSync(join(tmpdir(), 'quire-credentials-'));
  const docs = join(tmp, 'docs');
  cpSync('test/fixtures/playground/credentials', docs, { recursive: true });
  for (const file of ['api-a.yaml', 'api-b.yaml']) {
    const path = join(docs, file);
    writeFileSync(path, readFileSync(path, 'utf8').replace('__A1__', String(a1.port)).replace('__A2__', String(a2.port)).replace('__B__', String(b.port)));
  }
  const out = join(tmp, 'out');
  const built = spawnSync(process.execPath, ['bin/quire.js', 'build', docs, '--out', out, '--no-search'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  const files = createStaticHandler(out);
  [direct, directUrl] = await serve(files);
  const proxy = createPlaygroundProxy([a1, a2, b].map((u) => ({ template: `http://127.0.0.1:${u.port}/v1`, enums: {} })));
  [proxied, proxiedUrl] = await serve(async (req, res) => {
    if (!(await proxy(req, res))) await files(req, res);
  });
});

test.afterAll(async () => {
  for (const s of [direct, proxied, a1?.server, a2?.server, b?.server, evil?.server]) if (s) await new Promise((r) => s.close(r));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

/** The playground starts closed; "Try it" in the endpoint bar opens it. */
async function ensureOpen(page: Page): Promise<void> {
  const playground = page.locator('section.api-playground');
  if (await playground.isHidden()) await page.locator('.api-endpoint').getByRole('button', { name: 'Try it' }).click();
  await expect(playground).toBeVisible();
}

async function fillCredentials(page: Page, token: string, key: string): Promise<void> {
  const playground = page.locator('section.api-playground');
  await expect(playground).toHaveClass(/pg-enhanced/);
  await ensureOpen(page);
  await playground.getByLabel('Bearer token').fill(token);
  await playground.getByLabel('X-Api-Key').fill(key);
}

async function send(page: Page, serverIndex: number) {
  const playground = page.locator('section.api-playground');
  await ensureOpen(page);
  // One server: no choice to make (and no select).
  if (await playground.locator('.pg-server-select').count()) await playground.getByLabel('Base URL').selectOption({ index: serverIndex });
  await playground.getByRole('button', { name: 'Send' }).click();
  return playground.locator('.pg-response');
}

test.describe('API playground credentials', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'sending needs JavaScript');

  test('direct: sent only to the selected server, never through a redirect, kept only in this tab', async ({ page, context }) => {
    const before = { a1: a1.seen.length, a2: a2.seen.length, b: b.seen.length, evil: evil.seen.length };
    await page.goto(`${directUrl}/api-reference/who-am-i`);
    await fillCredentials(page, 'tok-A', 'key-A');

    // Server A1 selected: A1 gets both credentials, nobody else gets anything.
    let response = await send(page, 0);
    await expect(response.locator('.pg-http-status')).toHaveText(/^200/);
    await expect(response.locator('.pg-via')).toHaveText('direct');
    const toA1 = a1.seen.slice(before.a1).filter((s) => s.method === 'GET');
    expect(toA1.map((s) => [s.path, s.headers.authorization, s.headers['x-api-key']])).toEqual([['/v1/whoami', 'Bearer tok-A', 'key-A']]);
    expect(a2.seen.length).toBe(before.a2);
    expect(b.seen.length).toBe(before.b);
    const afterA1 = a1.seen.length;

    // Server A2 selected: it redirects to another host, which the playground does not follow.
    response = await send(page, 1);
    await expect(response.locator('.pg-error')).toContainText('does not follow redirects');
    expect(a2.seen.slice(before.a2).filter((s) => s.method === 'GET').map((s) => s.headers.authorization)).toEqual(['Bearer tok-A']);
    expect(evil.seen.length, 'the redirect target got a request').toBe(before.evil);
    expect(a1.seen.length, 'A1 got the request sent to A2').toBe(afterA1);

    // Kept in sessionStorage only: not in localStorage, not in a cookie.
    const storage = await page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), cookie: document.cookie }));
    expect(storage.session).toContain('tok-A');
    expect(storage.session).toContain('key-A');
    expect(storage.local).not.toMatch(/tok-A|key-A/);
    expect(storage.cookie).not.toMatch(/tok-A|key-A/);
    expect(JSON.stringify(await context.cookies())).not.toMatch(/tok-A|key-A/);

    // The same tab keeps them across a reload…
    await page.reload();
    await expect(page.locator('section.api-playground').getByLabel('Bearer token')).toHaveValue('tok-A');

    // …but API B, whose schemes have the same names, never gets A's credentials.
    await page.goto(`${directUrl}/api-reference/who-am-i-on-b`);
    await expect(page.locator('section.api-playground')).toHaveClass(/pg-enhanced/);
    await expect(page.locator('section.api-playground').getByLabel('Bearer token')).toHaveValue('');
    await expect(page.locator('section.api-playground').getByLabel('X-Api-Key')).toHaveValue('');
    response = await send(page, 0);
    await expect(response.locator('.pg-http-status')).toHaveText(/^200/);
    expect(received(b)).toEqual([]);

    // Another tab, and another browser session, start without them.
    const other = await context.newPage();
    await other.goto(`${directUrl}/api-reference/who-am-i`);
    await expect(other.locator('section.api-playground')).toHaveClass(/pg-enhanced/);
    await expect(other.locator('section.api-playground').getByLabel('Bearer token')).toHaveValue('');
    await other.close();
    const fresh = await context.browser()!.newContext();
    const freshPage = await fresh.newPage();
    await freshPage.goto(`${directUrl}/api-reference/who-am-i`);
    await expect(freshPage.locator('section.api-playground')).toHaveClass(/pg-enhanced/);
    await expect(freshPage.locator('section.api-playground').getByLabel('Bearer token')).toHaveValue('');
    await fresh.close();

    expect(received(evil)).toEqual([]);
    expect(evil.seen).toEqual([]);
  });

  test('through the proxy: sent only to the selected server; a redirect is shown, not followed', async ({ page }) => {
    const before = { a1: a1.seen.length, a2: a2.seen.length, b: b.seen.length };
    await page.goto(`${proxiedUrl}/api-reference/who-am-i`);
    await fillCredentials(page, 'tok-P', 'key-P');

    let response = await send(page, 0);
    await expect(response.locator('.pg-http-status')).toHaveText(/^200/);
    await expect(response.locator('.pg-via')).toHaveText('via local proxy');
    expect(a1.seen.slice(before.a1).map((s) => [s.method, s.path, s.headers.authorization, s.headers['x-api-key'], s.headers.cookie])).toEqual([
      ['GET', '/v1/whoami', 'Bearer tok-P', 'key-P', undefined],
    ]);

    response = await send(page, 1);
    await expect(response.locator('.pg-http-status')).toHaveText(/^302/);
    await response.locator('.pg-headers summary').click();
    await expect(response.locator('.pg-headers')).toContainText(`http://127.0.0.1:${evil.port}/v1/whoami`);
    expect(a2.seen.slice(before.a2).map((s) => s.headers.authorization)).toEqual(['Bearer tok-P']);
    expect(b.seen.length).toBe(before.b);
    expect(evil.seen).toEqual([]);
  });

  test('the proxy refuses what the specs do not list, whatever the page asks', async ({ page }) => {
    await page.goto(`${proxiedUrl}/api-reference/who-am-i`);
    const statuses = await page.evaluate(
      async ([evilPort, a1Port]) => {
        const tryTarget = async (target: string) => (await fetch('/_quire/proxy', { headers: { 'X-Quire-Target': target, Authorization: 'Bearer stolen' } })).status;
        return {
          evil: await tryTarget(`http://127.0.0.1:${evilPort}/v1/whoami`),
          metadata: await tryTarget('http://169.254.169.254/latest/meta-data/'),
          otherPath: await tryTarget(`http://127.0.0.1:${a1Port}/admin`),
          dotDot: await tryTarget(`http://127.0.0.1:${a1Port}/v1/../admin`),
          userinfo: await tryTarget(`http://127.0.0.1:${a1Port}@127.0.0.1:${evilPort}/v1/whoami`),
        };
      },
      [evil.port, a1.port],
    );
    expect(statuses).toEqual({ evil: 403, metadata: 403, otherPath: 403, dotDot: 403, userinfo: 403 });
    expect(evil.seen).toEqual([]);
  });
});
