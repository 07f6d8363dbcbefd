import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { openPlayground } from './fixtures.js';
import { createPlaygroundProxy } from '../lib/src/dev/playground-proxy.js';
import { createStaticHandler } from '../lib/src/dev/static-server.js';

/**
 * The API playground against a real `quire mock`: the example site is built with the mock's
 * address as its local server and served with the preview server's proxy.
 */

// Every test fails on console errors, except the network log line of an expected 401.
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 401/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

let tmp: string;
let mock: ChildProcess;
let mockPort: number;
let server: Server;
let site: string;
let fixtureServer: Server;
let fixtureSite: string;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

function build(root: string, out: string): void {
  const result = spawnSync(process.execPath, ['bin/quire.js', 'build', root, '--out', out], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build of ${root} failed:\n${result.stderr}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = mkdtempSync(join(tmpdir(), 'quire-playground-'));
  mockPort = await freePort();
  const docs = join(tmp, 'example-site');
  cpSync('example-site', docs, { recursive: true, filter: (src) => !/[/\\](dist|node_modules)$/.test(src) });
  const spec = join(docs, 'openapi/agent-jobs.yaml');
  writeFileSync(spec, readFileSync(spec, 'utf8').replace('http://localhost:4010/v1', `http://127.0.0.1:${mockPort}/v1`));
  build(docs, join(tmp, 'out/site'));
  build('test/fixtures/playground/no-servers', join(tmp, 'out/no-servers'));

  mock = spawn(process.execPath, ['bin/quire.js', 'mock', docs, '--port', String(mockPort)], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('quire mock did not start')), 30_000);
    mock.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Mocking')) {
        clearTimeout(timer);
        resolve();
      }
    });
    let stderr = '';
    mock.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    mock.on('exit', (code) => reject(new Error(`quire mock exited with ${code}: ${stderr}`)));
  });

  const proxy = createPlaygroundProxy([{ template: `http://127.0.0.1:${mockPort}/v1`, enums: {} }]);
  const siteFiles = createStaticHandler(join(tmp, 'out/site'));
  const fixtureFiles = createStaticHandler(join(tmp, 'out/no-servers'));
  server = createServer(async (req, res) => {
    if (await proxy(req, res)) return;
    return siteFiles(req, res);
  });
  fixtureServer = createServer(fixtureFiles);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => fixtureServer.listen(0, '127.0.0.1', r));
  site = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  fixtureSite = `http://127.0.0.1:${(fixtureServer.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  mock?.kill('SIGTERM');
  if (server) await new Promise((r) => server.close(r));
  if (fixtureServer) await new Promise((r) => fixtureServer.close(r));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test.describe('API playground', () => {
  test('sends a request to the local mock and shows the session', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'sending needs JavaScript');
    await page.goto(`${site}/api-reference/get-agent-job`);
    const playground = await openPlayground(page);
    await expect(playground.getByRole('heading', { name: 'Try it' })).toBeVisible();
    await playground.getByLabel('Base URL').selectOption({ label: `http://127.0.0.1:${mockPort}/v1 — Local mock (run \`quire mock example-site\` or \`npm start\`)` });
    await playground.getByLabel('Bearer token').fill('any-token');
    await playground.getByLabel(/^domain/).fill('acme');
    await playground.getByLabel(/^id/).fill('sess_01HZX4J8QK3V5N7M2P9R6T8W0Y');
    // The preview follows the inputs.
    await expect(playground.locator('.pg-code[data-lang="curl"]')).toContainText(`http://127.0.0.1:${mockPort}/v1/agent/acme/job/sess_01HZX4J8QK3V5N7M2P9R6T8W0Y`);
    await expect(playground.locator('.pg-code[data-lang="curl"]')).toContainText('Authorization: Bearer any-token');
    await playground.getByRole('button', { name: 'Send' }).click();
    const response = playground.locator('.pg-response');
    await expect(response.locator('.pg-http-status')).toHaveText(/^200/);
    await expect(response.locator('.pg-body')).toContainText('"haultReason"');
    await expect(response.locator('.pg-body .pg-j-key').first()).toBeVisible();
    await playground.screenshot({ path: 'e2e/screenshots/playground.png' });

    // The token is kept for this tab's session and shared by pages of the same scheme.
    await page.reload();
    await expect(page.locator('section.api-playground').getByLabel('Bearer token')).toHaveValue('any-token');
  });

  test('without a token the mock answers 401', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'sending needs JavaScript');
    await page.goto(`${site}/api-reference/get-agent-job`);
    const playground = await openPlayground(page);
    await playground.getByLabel('Base URL').selectOption({ index: 1 });
    await playground.getByLabel(/^domain/).fill('acme');
    await playground.getByLabel(/^id/).fill('sess_1');
    await playground.getByRole('button', { name: 'Send' }).click();
    const response = playground.locator('.pg-response');
    await expect(response.locator('.pg-http-status')).toHaveText(/^401/);
    await expect(response.locator('.pg-body')).toContainText('unauthorized');
  });

  test('a spec without servers gets simple mode: no Send, and the reason', async ({ page }) => {
    await page.goto(`${fixtureSite}/api-reference/create-widget`);
    const playground = await openPlayground(page);
    await expect(playground).toHaveAttribute('data-display', 'simple');
    await expect(playground.getByRole('note')).toContainText('This API lists no servers');
    await expect(playground.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await expect(playground.locator('.pg-code[data-lang="curl"]')).toContainText('--request POST');
  });

  test('reads without JavaScript: the form and request are there, Send is disabled', async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, 'the JavaScript-off project checks this');
    await page.goto(`${site}/api-reference/get-agent-job`);
    const playground = page.locator('section.api-playground');
    await expect(playground.getByLabel(/^domain/)).toBeVisible();
    await expect(playground.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(playground.getByRole('status')).toHaveText('Sending requests needs JavaScript.');
  });
});
