import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Without the fixtures' console check: the static host answers the playground's proxy probe with
// 404 and the token endpoint refuses wrong credentials with 400, both logged by the browser.
import { test, type Locator, type Page } from '@playwright/test';
import { expect, openPlayground } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * The playground's OAuth 2.0 flows against a local authorization server: a token endpoint that
 * checks HTTP Basic client authentication, the password grant and the PKCE verifier, and an
 * authorize endpoint that sends the sign-in window back with code (or token) and state. The API
 * under it records the Authorization header of every request. The site is static (no proxy), so
 * every call goes straight from the browser, as on a real host.
 */
let site: ServedSite;
let tmp: string;
let auth: Server;
let origin: string;
/** Code challenges the authorize endpoint was given, by the code it handed out. */
const challenges = new Map<string, string>();
const tokenCalls: { authorization: string | undefined; form: Record<string, string> }[] = [];
const apiCalls: { path: string; authorization: string | undefined }[] = [];
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type' };
const base64url = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function token(req: IncomingMessage, res: ServerResponse, text: string): void {
  const form = Object.fromEntries(new URLSearchParams(text));
  tokenCalls.push({ authorization: req.headers.authorization, form });
  const basic = req.headers.authorization === `Basic ${Buffer.from('cli:s3cret').toString('base64')}`;
  if (form.grant_type === 'client_credentials') return basic ? json(res, 200, { access_token: 'tok_machine', token_type: 'bearer' }) : json(res, 401, { error: 'invalid_client' });
  if (form.grant_type === 'password') {
    const ok = basic && form.username === 'jane' && form.password === 'hunter2';
    return ok ? json(res, 200, { access_token: 'tok_legacy', token_type: 'bearer' }) : json(res, 400, { error: 'invalid_grant' });
  }
  if (form.grant_type === 'authorization_code') {
    const challenge = challenges.get(form.code ?? '');
    const verified = challenge !== undefined && base64url(createHash('sha256').update(form.code_verifier ?? '').digest()) === challenge;
    const ok = verified && form.client_id === 'spa' && form.redirect_uri === `${site.origin}/_quire/oauth-callback.html`;
    return ok ? json(res, 200, { access_token: 'tok_user', token_type: 'bearer' }) : json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
  }
  json(res, 400, { error: 'unsupported_grant_type' });
}

/**
 * Clicks a button that opens the sign-in window and waits until that window has closed itself.
 * The callback page closes 100 ms after it loads, which on a busy machine can be before a
 * listener added after the popup event is in place, and Playwright's wait for "close" does not
 * look at whether the page is closed already: so the check and the listener go in the same tick.
 */
async function signInThroughWindow(page: Page, button: Locator): Promise<void> {
  const closed = page.waitForEvent('popup').then((popup) => (popup.isClosed() ? undefined : popup.waitForEvent('close')));
  await button.click();
  await closed;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  auth = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // A token endpoint that does not allow calls from other origins (no CORS headers).
    if (url.pathname === '/no-cors/token') return void res.writeHead(req.method === 'OPTIONS' ? 204 : 200, { 'content-type': 'application/json' }).end('{"access_token":"never_read"}');
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      const back = new URL(p.get('redirect_uri') ?? '');
      // client_id "forger" gets an answer with some other state, as a forged redirect would carry.
      const state = p.get('client_id') === 'forger' ? 'forged' : (p.get('state') ?? '');
      if (p.get('response_type') === 'token') {
        back.hash = new URLSearchParams({ access_token: 'tok_browser', token_type: 'bearer', state }).toString();
      } else {
        const code = `code_${challenges.size + 1}`;
        if (p.get('code_challenge_method') === 'S256') challenges.set(code, p.get('code_challenge') ?? '');
        back.search = new URLSearchParams({ code, state }).toString();
      }
      return void res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => token(req, res, text));
      return;
    }
    apiCalls.push({ path: url.pathname, authorization: req.headers.authorization });
    json(res, 200, { ok: true });
  });
  await new Promise<void>((r) => auth.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(auth.address() as AddressInfo).port}`;
  tmp = mkdtempSync(join(tmpdir(), 'quire-oauth-'));
  const docs = join(tmp, 'docs');
  cpSync('test/fixtures/playground-oauth', docs, { recursive: true });
  const spec = join(docs, 'openapi.yaml');
  writeFileSync(spec, readFileSync(spec, 'utf8').replaceAll('http://auth.invalid', origin));
  site = await buildAndServe(docs, { args: ['--offline'] });
});

test.afterAll(async () => {
  await site?.close();
  await new Promise((done) => auth?.close(done));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the flows run in the page script');
});

/** Sends the page's request and returns the Authorization header the API got. */
async function sendAndRead(playground: import('@playwright/test').Locator, path: string): Promise<string | undefined> {
  const before = apiCalls.length;
  await playground.getByRole('button', { name: 'Send' }).click();
  await expect(playground.locator('.pg-http-status')).toHaveText(/^200/);
  return apiCalls.slice(before).find((c) => c.path === path)?.authorization;
}

test('client credentials authenticate with HTTP Basic by default', async ({ page }) => {
  await page.goto(`${site.origin}/api-reference/as-a-machine`);
  const playground = await openPlayground(page);
  const block = playground.locator('.pg-oauth-get[data-flow="clientCredentials"]');
  await expect(block.getByLabel('Client authentication')).toHaveValue('basic');
  await block.getByLabel('Client ID').fill('cli');
  await block.getByLabel('Client secret').fill('s3cret');
  await block.getByRole('button', { name: 'Get token' }).click();
  await expect(block.locator('.pg-oauth-status')).toHaveText('Token received and filled in.');
  expect(tokenCalls.at(-1)).toEqual({ authorization: `Basic ${Buffer.from('cli:s3cret').toString('base64')}`, form: { grant_type: 'client_credentials', scope: 'read' } });
  await expect(playground.locator('.pg-auth-input[data-scheme="machine"]')).toHaveValue('tok_machine');
  expect(await sendAndRead(playground, '/v1/machine')).toBe('Bearer tok_machine');
});

test('password: username and password for a token', async ({ page }) => {
  await page.goto(`${site.origin}/api-reference/with-a-password`);
  const playground = await openPlayground(page);
  const block = playground.locator('.pg-oauth-get[data-flow="password"]');
  await block.getByLabel('Username').fill('jane');
  await block.getByLabel('Password', { exact: true }).fill('wrong');
  await block.getByLabel('Client ID').fill('cli');
  await block.getByLabel('Client secret').fill('s3cret');
  await block.getByRole('button', { name: 'Get token' }).click();
  await expect(block.locator('.pg-oauth-status')).toHaveText('No token: invalid_grant');
  await block.getByLabel('Password', { exact: true }).fill('hunter2');
  await block.getByRole('button', { name: 'Get token' }).click();
  await expect(block.locator('.pg-oauth-status')).toHaveText('Token received and filled in.');
  expect(tokenCalls.at(-1)?.form).toEqual({ grant_type: 'password', username: 'jane', password: 'hunter2' });
  expect(await sendAndRead(playground, '/v1/legacy')).toBe('Bearer tok_legacy');
});

test('authorization code with PKCE through the sign-in window and the callback page', async ({ page }) => {
  await page.goto(`${site.origin}/api-reference/as-a-user`);
  const playground = await openPlayground(page);
  const block = playground.locator('.pg-oauth-get[data-flow="authorizationCode"]');
  await expect(block.locator('.pg-oauth-redirect')).toHaveText(`${site.origin}/_quire/oauth-callback.html`);
  await expect(block.getByRole('checkbox', { name: 'read' })).toBeChecked();
  await block.getByLabel('Client ID').fill('spa');
  await signInThroughWindow(page, block.getByRole('button', { name: 'Authorize' }));
  await expect(block.locator('.pg-oauth-status')).toHaveText('Token received and filled in.');
  // A public client: no secret, client_id in the body, the verifier whose S256 the authorize step got.
  const call = tokenCalls.at(-1)!;
  expect(call.authorization).toBeUndefined();
  expect(call.form).toMatchObject({ grant_type: 'authorization_code', client_id: 'spa', redirect_uri: `${site.origin}/_quire/oauth-callback.html` });
  expect(call.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(playground.locator('.pg-auth-input[data-scheme="user"]')).toHaveValue('tok_user');
  expect(await sendAndRead(playground, '/v1/user')).toBe('Bearer tok_user');
});

test('an answer with another state is refused', async ({ page }) => {
  await page.goto(`${site.origin}/api-reference/as-a-user`);
  const playground = await openPlayground(page);
  const block = playground.locator('.pg-oauth-get[data-flow="authorizationCode"]');
  await block.getByLabel('Client ID').fill('forger');
  const calls = tokenCalls.length;
  await signInThroughWindow(page, block.getByRole('button', { name: 'Authorize' }));
  await expect(block.locator('.pg-oauth-status')).toHaveText('The answer does not carry the state this page sent, so it was ignored.');
  expect(tokenCalls.length).toBe(calls);
  await expect(playground.locator('.pg-auth-input[data-scheme="user"]')).toHaveValue('');
});

test('implicit: the token comes back in the window\'s fragment', async ({ page }) => {
  await page.goto(`${site.origin}/api-reference/in-the-browser`);
  const playground = await openPlayground(page);
  const block = playground.locator('.pg-oauth-get[data-flow="implicit"]');
  await block.getByLabel('Client ID').fill('spa');
  await signInThroughWindow(page, block.getByRole('button', { name: 'Authorize' }));
  await expect(playground.locator('.pg-auth-input[data-scheme="browser"]')).toHaveValue('tok_browser');
  expect(await sendAndRead(playground, '/v1/browser')).toBe('Bearer tok_browser');
});

test('a token endpoint without CORS is named, with the reason', async ({ page }) => {
  await page.goto(`${site.origin}/api-reference/behind-a-closed-token-endpoint`);
  const playground = await openPlayground(page);
  const block = playground.locator('.pg-oauth-get[data-flow="clientCredentials"]');
  await block.getByLabel('Client ID').fill('cli');
  await block.getByLabel('Client secret').fill('s3cret');
  await block.getByRole('button', { name: 'Get token' }).click();
  await expect(block.locator('.pg-oauth-status')).toContainText(`No token: No answer could be read from ${origin}`);
  await expect(block.locator('.pg-oauth-status')).toContainText('the API must send CORS headers (Access-Control-Allow-Origin)');
  await expect(playground.locator('.pg-auth-input[data-scheme="closed"]')).toHaveValue('');
});
