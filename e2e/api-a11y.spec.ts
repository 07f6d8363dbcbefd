import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as plainTest } from '@playwright/test';
import { expect, openPlayground, test } from './fixtures.js';
import { buildAndServe, type ServedSite } from './static-site.js';

/**
 * test/fixtures/api-a11y: an endpoint with OAuth 2.0, a webhook, a schema page and AsyncAPI
 * channel pages generated from navigation — every kind of API reference page, checked with axe
 * in both colour schemes, plus what a reader sees of the OAuth flows and the channels.
 */
let site: ServedSite;
let tmp: string;
/**
 * The pet store's server: it allows calls from other origins (CORS) for POST /v1/pets only, so
 * DELETE /v1/pets/{id} from the static site (no proxy) is blocked by the browser.
 */
let api: Server;
let apiOrigin: string;
/** Form bodies the token endpoint (`/oauth/token` of the same server, CORS open) received. */
const tokenRequests: URLSearchParams[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = createServer((req, res) => {
    if (req.url === '/oauth/token') {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(text);
        tokenRequests.push(form);
        const ok = form.get('grant_type') === 'client_credentials' && form.get('client_id') === 'cli' && form.get('client_secret') === 's3cret';
        res.writeHead(ok ? 200 : 401, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify(ok ? { access_token: 'tok_from_server', token_type: 'bearer' } : { error: 'invalid_client', error_description: 'Unknown client' }));
      });
      return;
    }
    const cors = req.url === '/v1/pets' ? { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization' } : {};
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    res.writeHead(req.method === 'POST' ? 201 : 204, { ...cors, 'content-type': 'application/json' }).end(req.method === 'POST' ? '{"id":8}' : undefined);
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  tmp = mkdtempSync(join(tmpdir(), 'quire-api-a11y-'));
  cpSync('test/fixtures/api-a11y', join(tmp, 'docs'), { recursive: true });
  const spec = join(tmp, 'docs', 'petstore.yaml');
  writeFileSync(spec, readFileSync(spec, 'utf8').replace('https://api.pets.example/v1', `${apiOrigin}/v1`).replace('https://auth.pets.example/client-token', `${apiOrigin}/oauth/token`));
  site = await buildAndServe(join(tmp, 'docs'), { args: ['--offline'] });
});

test.afterAll(async () => {
  await site?.close();
  if (api) await new Promise((r) => api.close(r));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const PAGES = {
  endpoint: '/api-reference/delete-a-pet',
  webhook: '/api-reference/pet-adopted',
  schema: '/pet',
  channel: '/api-reference/websockets/ticker-prices',
  mdxFields: '/fields',
};

test.describe('API reference pages: accessibility and what readers see', () => {
  test('axe: no serious or critical violation on endpoint, webhook, schema and channel pages, light and dark', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe runs as a script in the page');
    test.setTimeout(180_000);
    const bad: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [kind, path] of Object.entries(PAGES)) {
        await page.goto(site.origin + path);
        if (kind === 'endpoint') await openPlayground(page);
        const results = await new AxeBuilder({ page }).analyze();
        for (const v of results.violations) {
          if (v.impact === 'serious' || v.impact === 'critical') bad.push(`${scheme} ${kind} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  test('the playground shows the OAuth 2.0 flows and the token goes into the request', async ({ page }) => {
    await page.goto(site.origin + PAGES.endpoint);
    const playground = await openPlayground(page);
    const oauth = playground.locator('.pg-auth-scheme[data-scheme="oauth"]');
    const code = oauth.locator('[data-flow="authorizationCode"]');
    await expect(code.getByRole('link', { name: 'https://auth.pets.example/authorize' })).toBeVisible();
    await expect(code.getByRole('link', { name: 'https://auth.pets.example/refresh' })).toBeVisible();
    await expect(code.locator('li[data-scope="pets:write"]')).toHaveText('pets:write required — Change or delete pets');
    await expect(oauth.locator('[data-flow="clientCredentials"]').getByRole('link', { name: `${apiOrigin}/oauth/token` })).toBeVisible();
    await expect(oauth).toContainText('Get an access token from the URLs above, then paste it in the token field.');
    if (!(await page.evaluate(() => document.documentElement.classList.contains('js')))) return;
    await oauth.getByLabel('Bearer token').fill('tok_123');
    await expect(playground.locator('.pg-code[data-lang="curl"]')).toContainText('Authorization: Bearer tok_123');
  });

  test('the JSON editor writes back to the form; what the form cannot hold is named', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the editor switch needs JavaScript');
    await page.goto(`${site.origin}/api-reference/add-a-pet`);
    const playground = await openPlayground(page);
    const body = playground.locator('.pg-media').first();
    await body.getByRole('button', { name: 'JSON' }).click();
    const editor = body.getByLabel('Raw JSON');
    await editor.fill('{ "name": "Rex", ');
    await body.getByRole('button', { name: 'Form' }).click();
    // Text that does not parse keeps the editor open with the parser's words.
    await expect(editor).toBeVisible();
    await expect(body.locator('.pg-json-error')).toContainText('The body is not valid JSON');
    await editor.fill(JSON.stringify({ name: 'Rex', status: 'adopted', tags: ['good', 'dog'], owner: { email: 'a@b.c' }, colour: 'brown', }));
    await body.getByRole('button', { name: 'Form' }).click();
    await expect(editor).toBeHidden();
    const form = body.locator('.pg-form-body');
    await expect(form.locator('[data-key="name"] .pg-control')).toHaveValue('Rex');
    await expect(form.locator('[data-key="status"] .pg-control')).toHaveValue('adopted');
    await expect(form.locator('[data-key="tags"] .pg-item .pg-control')).toHaveCount(2);
    await expect(form.locator('[data-key="tags"] .pg-item .pg-control').nth(1)).toHaveValue('dog');
    await expect(form.locator('[data-key="owner"] [data-key="email"] .pg-control')).toHaveValue('a@b.c');
    await expect(body.locator('.pg-dropped')).toHaveText('The form has no field for colour; left out.');
    // The request is built from the form again: the written values, not the dropped key.
    const curl = playground.locator('.pg-code[data-lang="curl"]');
    await expect(curl).toContainText('"tags": [');
    await expect(curl).toContainText('"dog"');
    await expect(curl).not.toContainText('colour');
  });

  test('channel pages are in the sidebar with their pill and link to each other', async ({ page }) => {
    await page.goto(site.origin + PAGES.channel);
    // Mintlify's names: grouped under "Websockets", a key without a title in sentence case.
    const link = page.locator('nav a[href="/api-reference/websockets/orderbook"]').first();
    await expect(link).toContainText('Order book');
    await expect(link.locator('.method-pill')).toHaveText('CHAN');
    await expect(page.locator('.api-endpoint .api-path')).toHaveText('/ws/ticker/{symbol}');
    await link.click();
    await expect(page.locator('h1')).toHaveText('Order book');
    await expect(page.locator('.page-description')).toHaveText('Depth updates of the order book.');
  });
});

// Without the fixture's console check: the browser logs the CORS refusal as a console error.
plainTest.describe('static output: the playground calls the server itself', () => {
  plainTest('a server that allows it answers directly; one that does not is named with the CORS reason', async ({ page, javaScriptEnabled }) => {
    plainTest.skip(!javaScriptEnabled, 'sending needs JavaScript');
    await page.goto(`${site.origin}/api-reference/add-a-pet`);
    let playground = await openPlayground(page);
    await playground.locator('[data-key="name"] .pg-control').fill('Rex');
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(playground.locator('.pg-http-status')).toHaveText(/^201/);
    await expect(playground.locator('.pg-via')).toHaveText('direct');

    await page.goto(site.origin + PAGES.endpoint);
    playground = await openPlayground(page);
    await playground.getByLabel(/^id/).fill('7');
    await playground.getByLabel('Bearer token').fill('tok_123');
    await playground.getByRole('button', { name: 'Send' }).click();
    await expect(playground.locator('.pg-error')).toContainText(`No answer could be read from ${apiOrigin}`);
    await expect(playground.locator('.pg-error')).toContainText(`the API must send CORS headers (Access-Control-Allow-Origin) for ${site.origin}`);
    await expect(playground.locator('.pg-error')).toContainText('"quire dev" and "quire preview" forward requests through their proxy');
  });
});

plainTest('client credentials: "Get token" posts to the token URL and fills the token field', async ({ page, javaScriptEnabled }) => {
  const block = page.locator('.pg-oauth-get[data-flow="clientCredentials"]');
  if (!javaScriptEnabled) {
    // Without the script nothing could send it: the block is not shown.
    await page.goto(site.origin + PAGES.endpoint);
    await expect(block).toBeHidden();
    return;
  }
  await page.goto(site.origin + PAGES.endpoint);
  const playground = await openPlayground(page);
  await expect(block.getByRole('checkbox', { name: 'pets:write' })).toBeChecked();
  await block.getByLabel('Client ID').fill('cli');
  // HTTP Basic is the default (e2e/playground-oauth.spec.ts); this server takes the credentials in the body.
  await block.getByLabel('Client authentication').selectOption('body');
  await block.getByLabel('Client secret').fill('wrong');
  await block.getByRole('button', { name: 'Get token' }).click();
  await expect(block.locator('.pg-oauth-status')).toHaveText('No token: invalid_client (Unknown client)');
  await block.getByLabel('Client secret').fill('s3cret');
  await block.getByRole('button', { name: 'Get token' }).click();
  await expect(block.locator('.pg-oauth-status')).toHaveText('Token received and filled in.');
  await expect(playground.locator('.pg-auth-input[data-scheme="oauth"]')).toHaveValue('tok_from_server');
  await expect(playground.locator('.pg-code[data-lang="curl"]')).toContainText('Authorization: Bearer tok_from_server');
  const last = tokenRequests.at(-1)!;
  expect(Object.fromEntries(last)).toEqual({ grant_type: 'client_credentials', client_id: 'cli', client_secret: 's3cret', scope: 'pets:write' });
  // The secret is not kept: a reload brings the token back from the session, not the secret.
  await page.reload();
  await openPlayground(page);
  await expect(block.locator('.pg-oauth-client-secret')).toHaveValue('');
});

test.describe('<ParamField> and <ResponseField> on MDX pages', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme}: required, deprecated, type and pre/post look like the generated pages' pills`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      const look = (selector: string) =>
        page.locator(selector).first().evaluate((el) => {
          const s = getComputedStyle(el);
          return { color: s.color, background: s.backgroundColor, radius: s.borderRadius, size: s.fontSize, font: s.fontFamily };
        });
      await page.goto(site.origin + PAGES.endpoint);
      const generated = { required: await look('.api-field .api-required'), type: await look('.api-field .api-type') };
      await page.goto(site.origin + PAGES.mdxFields);
      const id = page.locator('.param-field[data-param-name="id"] .field-head');
      await expect(id.locator('.field-required')).toHaveText('required');
      await expect(id.locator('.field-default')).toHaveText('default: 7');
      expect(await look('.field-required')).toEqual(generated.required);
      expect(await look('.field-type')).toEqual(generated.type);
      const legacy = page.locator('.param-field[data-param-name="X-Legacy"]');
      await expect(legacy.locator('.field-deprecated')).toHaveText('deprecated');
      expect(await look('.field-deprecated')).not.toEqual(await look('.field-type'));
      const status = page.locator('.response-field .field-head');
      await expect(status.locator('.field-label')).toHaveText(['beta', 'read-only']);
      // pre/post are neutral pills: the generated pages' pill background, not bare text.
      const label = await look('.field-label');
      expect(label.background).not.toBe('rgba(0, 0, 0, 0)');
      await context.close();
    });
  }
});

test('screenshots of API reference pages for review', async ({ browser }, info) => {
  test.skip(info.project.name !== 'built', 'once is enough');
  test.setTimeout(120_000);
  const dir = process.env.API_SHOTS ?? 'e2e/screenshots';
  mkdirSync(dir, { recursive: true });
  for (const [width, scheme, name] of [[1366, 'light', 'desktop-light'], [1366, 'dark', 'desktop-dark'], [390, 'light', 'mobile-light']] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(site.origin + PAGES.channel);
    await page.screenshot({ path: join(dir, `channel-${name}.png`), fullPage: true });
    await page.goto(site.origin + PAGES.endpoint);
    await openPlayground(page);
    await page.locator('.pg-auth').scrollIntoViewIfNeeded();
    await page.locator('.pg-auth').screenshot({ path: join(dir, `oauth-${name}.png`) });
    await page.goto(site.origin + PAGES.mdxFields);
    await page.locator('.prose').screenshot({ path: join(dir, `mdx-fields-${name}.png`) });
    await context.close();
  }
});
