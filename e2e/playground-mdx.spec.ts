import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openPlayground, test } from './fixtures.js';
import { createStaticHandler } from '../lib/src/dev/static-server.js';

/**
 * The playground of MDX API pages (frontmatter `api:`) against two local API servers: JSON and
 * multipart bodies as the server receives them, the server listbox, an image response, the raw
 * JSON editor's validation and `playground: simple`. The site is served without a proxy, so the
 * browser calls the APIs directly (they answer CORS).
 */

interface Received {
  method: string;
  url: string;
  contentType: string;
  body: Buffer;
}

// A 2×1 PNG (one red, one blue pixel).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==', 'base64');

let tmp: string;
let site: Server;
let siteUrl: string;
const apis: { server: Server; url: string; received: Received[] }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

async function startApi(): Promise<(typeof apis)[number]> {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') return res.end();
    const body = await readBody(req);
    received.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'] ?? '', body });
    if (req.url === '/image.png') {
      res.setHeader('content-type', 'image/png');
      return res.end(PNG);
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true, bytes: body.length }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, received };
}

const page = (title: string, api: string, body: string, extra = '') => `---\ntitle: ${title}\napi: ${api}\n${extra}---\n\n${body}\n`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = mkdtempSync(join(tmpdir(), 'quire-playground-mdx-'));
  apis.push(await startApi(), await startApi());
  const docs = join(tmp, 'docs');
  mkdirSync(join(docs, 'api'), { recursive: true });
  writeFileSync(join(docs, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>');
  writeFileSync(
    join(docs, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'MDX playground',
      colors: { primary: '#0D9373' },
      // Without one the browser asks for /favicon.ico, a 404 the console reports.
      favicon: '/favicon.svg',
      // No proxy here (a static host): the browser calls the APIs itself, and does not probe for one.
      api: { mdx: { server: apis.map((a) => a.url) }, playground: { proxy: false } },
      navigation: { pages: ['api/echo', 'api/upload', 'api/image', 'api/simple'] },
    }),
  );
  writeFileSync(
    join(docs, 'api/echo.mdx'),
    page('Echo', 'POST /echo/{room}', '<ParamField path="room" type="string" required>Room.</ParamField>\n\n<ParamField body="name" type="string" required>Name.</ParamField>\n\n<ParamField body="count" type="integer">Count.</ParamField>'),
  );
  writeFileSync(join(docs, 'api/upload.mdx'), page('Upload', 'POST /upload', '<ParamField body="file" type="file" required>The file.</ParamField>\n\n<ParamField body="caption" type="string">Caption.</ParamField>'));
  writeFileSync(join(docs, 'api/image.mdx'), page('Image', 'GET /image.png', 'Returns a PNG.'));
  writeFileSync(join(docs, 'api/simple.mdx'), page('Simple', 'DELETE /things/{id}', '<ParamField path="id" type="string" required>Id.</ParamField>', 'playground: simple\n'));
  const out = join(tmp, 'out');
  const result = spawnSync(process.execPath, ['bin/quire.js', 'build', docs, '--out', out], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  site = createServer(createStaticHandler(out));
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  for (const a of apis) await new Promise((r) => a.server.close(r));
  if (site) await new Promise((r) => site.close(r));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test.describe('MDX API page playground', () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'sending needs JavaScript');
    for (const a of apis) a.received.length = 0;
  });

  test('sends the JSON body built from the ParamFields and shows the JSON answer', async ({ page }) => {
    await page.goto(`${siteUrl}/api/echo`);
    const playground = await openPlayground(page);
    await playground.getByLabel(/^room/).fill('lobby');
    await playground.getByLabel(/^name/).fill('Ada');
    await playground.getByLabel(/^count/).fill('3');
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(playground.locator('.pg-http-status')).toHaveText(/^200/);
    await expect(playground.locator('pre.pg-body')).toContainText('"ok": true');
    const [got] = apis[0]!.received;
    expect(got?.url).toBe('/echo/lobby');
    expect(got?.contentType).toBe('application/json');
    expect(JSON.parse(got!.body.toString())).toEqual({ name: 'Ada', count: 3 });
  });

  test('the server listbox changes where the request goes, and the endpoint bar follows', async ({ page }) => {
    await page.goto(`${siteUrl}/api/echo`);
    const playground = await openPlayground(page);
    await playground.getByLabel('Base URL').selectOption({ label: apis[1]!.url });
    await expect(page.locator('.api-endpoint .api-base')).toHaveText(apis[1]!.url);
    await playground.getByLabel(/^room/).fill('b');
    await playground.getByLabel(/^name/).fill('Bo');
    await expect(playground.locator('.pg-code[data-lang="curl"]')).toContainText(`${apis[1]!.url}/echo/b`);
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(playground.locator('.pg-http-status')).toHaveText(/^200/);
    expect(apis[1]!.received.map((r) => r.url)).toEqual(['/echo/b']);
    expect(apis[0]!.received).toEqual([]);
  });

  test('the raw JSON editor says when the text is not JSON, and Send refuses it', async ({ page }) => {
    await page.goto(`${siteUrl}/api/echo`);
    const playground = await openPlayground(page);
    await playground.getByLabel(/^room/).fill('r');
    await playground.getByRole('button', { name: 'JSON' }).click();
    const editor = playground.getByLabel('Raw JSON');
    await editor.fill('{"name": "Ada",}');
    await expect(playground.locator('.pg-json-error')).toContainText('The body is not valid JSON');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(playground.locator('.pg-status')).toContainText('not valid JSON');
    expect(apis[0]!.received).toEqual([]);
    await editor.fill('{"name": "Ada"}');
    await expect(playground.locator('.pg-json-error')).toBeHidden();
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(playground.locator('.pg-http-status')).toHaveText(/^200/);
    expect(JSON.parse(apis[0]!.received[0]!.body.toString())).toEqual({ name: 'Ada' });
  });

  test('a file field uploads the chosen file as multipart/form-data', async ({ page }) => {
    await page.goto(`${siteUrl}/api/upload`);
    const playground = await openPlayground(page);
    await playground.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello from the playground') });
    await playground.getByLabel(/^caption/).fill('my notes');
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(playground.locator('.pg-http-status')).toHaveText(/^200/);
    const [got] = apis[0]!.received;
    expect(got?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const text = got!.body.toString();
    expect(text).toContain('filename="notes.txt"');
    expect(text).toContain('hello from the playground');
    expect(text).toMatch(/name="caption"\r\n\r\nmy notes/);
  });

  test('an image response is shown as the image, with a download link', async ({ page }) => {
    await page.goto(`${siteUrl}/api/image`);
    const playground = await openPlayground(page);
    await playground.getByRole('button', { name: 'Send' }).click();
    const image = playground.locator('.pg-response img.pg-image');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', 'Image returned by the API');
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([2, 1]);
    await expect(playground.locator('.pg-download')).toHaveText(`Download the response (${PNG.length} B)`);
    await expect(playground.locator('.pg-download')).toHaveAttribute('download', 'response.png');
  });

  test('playground: simple shows the request without Send', async ({ page }) => {
    await page.goto(`${siteUrl}/api/simple`);
    const playground = await openPlayground(page);
    await expect(playground).toHaveAttribute('data-display', 'simple');
    await expect(playground.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await expect(playground.locator('.pg-code[data-lang="curl"]')).toContainText('--request DELETE');
  });
});
