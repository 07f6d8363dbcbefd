import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { WebSocketServer } from 'ws';
import { expect, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * The WebSocket playground of an AsyncAPI channel page against a real local WebSocket server
 * that echoes every message, records what the browser's handshake carried, and closes with
 * code 4001 when told "bye".
 */
let site: ServedSite;
let tmp: string;
let wss: WebSocketServer;
const handshakes: { url: string; protocol: string | undefined }[] = [];
const PAGE = '/api-reference/websockets/echo';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: (protocols) => [...protocols][0] ?? false });
  await new Promise<void>((ready) => wss.once('listening', ready));
  wss.on('connection', (socket, req: IncomingMessage) => {
    handshakes.push({ url: req.url ?? '', protocol: req.headers['sec-websocket-protocol'] });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'bye') socket.close(4001, 'asked to leave');
      else socket.send(text);
    });
  });
  const port = (wss.address() as { port: number }).port;
  tmp = mkdtempSync(join(tmpdir(), 'quire-ws-playground-'));
  const docs = join(tmp, 'docs');
  cpSync('test/fixtures/ws-playground', docs, { recursive: true });
  const spec = join(docs, 'streams.yaml');
  writeFileSync(spec, readFileSync(spec, 'utf8').replace('__PORT__', String(port)));
  site = await buildAndServe(docs, { args: ['--offline'] });
});

test.afterAll(async () => {
  await site?.close();
  await new Promise((done) => wss?.close(done));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('connect, send, receive the echo, close', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'needs JavaScript');
  await page.goto(site.origin + PAGE);
  const playground = page.locator('section.ws-playground');
  await playground.getByLabel('token').fill('k-123');
  await playground.getByLabel('room').selectOption('ops');
  await playground.getByLabel('Subprotocols').fill('echo.v1');
  await expect(playground.locator('.ws-url')).toHaveText(/^ws:\/\/127\.0\.0\.1:\d+\/echo\/ops\?token=k-123&format=json$/);
  await playground.getByRole('button', { name: 'Connect' }).click();
  await expect(playground.locator('.ws-state')).toHaveText('Connected (echo.v1)');
  expect(handshakes.at(-1)).toEqual({ url: '/echo/ops?token=k-123&format=json', protocol: 'echo.v1' });

  // The composer starts at the message's example; Send logs it and the echo comes back.
  await playground.getByRole('button', { name: 'Send' }).click();
  const log = playground.locator('.ws-log');
  await expect(log.locator('.ws-entry-sent')).toContainText('"type": "ping"');
  await expect(log.locator('.ws-entry-received')).toContainText('"id": 7');
  await expect(log.locator('.ws-entry-received .pg-j-key').first()).toHaveText('"type"');
  await expect(log.locator('.ws-entry-received time')).toHaveText(/^\d\d:\d\d:\d\d\.\d{3}$/);

  // The second message of the channel, chosen and edited.
  await playground.getByLabel('Message', { exact: true }).selectOption({ label: 'Chat message' });
  await playground.getByRole('textbox', { name: 'Chat message' }).fill('plain words');
  await playground.getByRole('button', { name: 'Send' }).click();
  await expect(log.locator('.ws-entry-received').nth(1)).toContainText('plain words');

  await playground.getByRole('button', { name: 'Disconnect' }).click();
  await expect(playground.locator('.ws-state')).toHaveText('Closed (code 1000)');
  await expect(log.locator('.ws-entry-state').last()).toHaveText(/Closed \(code 1000\)/);
  await expect(playground.getByRole('button', { name: 'Send' })).toBeDisabled();

  await playground.getByRole('button', { name: 'Clear' }).click();
  await expect(log.locator('.ws-entry')).toHaveCount(0);
});

test('a close by the server shows its code and reason', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'needs JavaScript');
  await page.goto(site.origin + PAGE);
  const playground = page.locator('section.ws-playground');
  await playground.getByRole('button', { name: 'Connect' }).click();
  await expect(playground.locator('.ws-state')).toHaveText('Connected');
  await playground.getByRole('textbox', { name: 'Ping' }).fill('bye');
  await playground.getByRole('button', { name: 'Send' }).click();
  await expect(playground.locator('.ws-state')).toHaveText('Closed (code 4001) asked to leave');
  await expect(playground.getByRole('button', { name: 'Connect' })).toBeVisible();
});

test('without JavaScript the page shows what a connection takes', async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'the no-JS project');
  await page.goto(site.origin + PAGE);
  const playground = page.locator('section.ws-playground');
  await expect(playground.locator('.ws-url')).toHaveText(/^ws:\/\/127\.0\.0\.1:\d+\/echo\/lobby\?format=json$/);
  await expect(playground.getByRole('button', { name: 'Connect' })).toBeDisabled();
  await expect(playground.locator('.ws-state')).toHaveText('Connecting needs JavaScript.');
  await expect(playground.getByRole('textbox', { name: 'Ping' })).toHaveValue(/"type": "ping"/);
  await expect(playground.locator('.ws-unsent')).toContainText('bearer (http bearer), X-Client (header)');
  await expect(playground.locator('.ws-log-box')).toBeHidden();
});

test('axe: no serious or critical violation with a connection and a log, light and dark', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'axe runs as a script in the page');
  const bad: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(site.origin + PAGE);
    const playground = page.locator('section.ws-playground');
    await playground.getByRole('button', { name: 'Connect' }).click();
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(playground.locator('.ws-entry-received')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).include('section.ws-playground').analyze();
    for (const v of results.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') bad.push(`${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    }
  }
  expect(bad).toEqual([]);
});
