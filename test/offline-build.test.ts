import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { baseConfig, makeDocs } from './helpers/temp-docs.js';

const spec = `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /health:
    get: { summary: Health check, responses: { '200': { description: ok } } }
`;

let server: Server;
let url: string;
let served = 0;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = createServer((_req, res) => {
    served++;
    res.writeHead(200, { 'content-type': 'application/yaml' }).end(spec);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.yaml`;
});
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
  await new Promise((r) => server.close(r));
});

async function site(source: string) {
  const docs = await makeDocs({
    'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'API', openapi: source, groups: [{ group: 'Ops', pages: ['GET /health'] }] }] } },
  });
  cleanups.push(docs.cleanup);
  return docs.root;
}

describe('remote OpenAPI documents and --offline', () => {
  it('without --offline, an unreachable document is an error naming the URL and the element', async () => {
    const root = await site('http://127.0.0.1:9/unreachable.yaml');
    const r = await buildSite({ root, search: false });
    expect(r.ok).toBe(false);
    const error = r.diagnostics.find((d) => d.severity === 'error' && d.message.includes('http://127.0.0.1:9/unreachable.yaml'));
    expect(error?.message).toContain('navigation.tabs[0].openapi');
  });

  it('offline, an unreachable document is a warning and its pages show a notice', async () => {
    const root = await site('http://127.0.0.1:9/unreachable.yaml');
    const r = await buildSite({ root, offline: true, search: false });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.diagnostics.some((d) => d.severity === 'warning' && d.message.includes('specification unavailable'))).toBe(true);
    const page = await readFile(join(root, 'dist/api-reference/get-health/index.html'), 'utf8');
    expect(page).toContain('Specification unavailable.');
  });

  it('offline, a tab generated entirely from an unreachable document keeps its place with one notice page', async () => {
    const docs = await makeDocs({
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'Guide', pages: ['index'] }, { tab: 'Remote API', openapi: 'http://127.0.0.1:9/unreachable.yaml' }] } },
      'index.mdx': '# Home',
    });
    cleanups.push(docs.cleanup);
    const r = await buildSite({ root: docs.root, offline: true, search: false });
    expect(r.ok).toBe(true);
    // The document's own warning, once; the notice page standing in for its pages adds none.
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning openapi/fetch']);
    const page = await readFile(join(docs.root, 'dist/api-reference/index.html'), 'utf8');
    expect(page).toContain(
      'This section would list the endpoints of <a href="http://127.0.0.1:9/unreachable.yaml">http://127.0.0.1:9/unreachable.yaml</a>, which could not be fetched when the site was built (offline build).',
    );
    expect(page).toContain('<a href="/api-reference" class="tab-link" aria-current="page">Remote API</a>');
    expect(page).toMatch(/<nav class="sidebar"[\s\S]*<a href="\/api-reference" class="nav-link" aria-current="page">Remote API<\/a>/);
    expect(await readFile(join(docs.root, 'dist/index.html'), 'utf8')).toContain('<a href="/api-reference" class="tab-link">Remote API</a>');
  });

  it('an online build caches the document; a later offline build uses the copy', async () => {
    const root = await site(url);
    const online = await buildSite({ root, search: false });
    expect(online.ok).toBe(true);
    const before = served;
    const offline = await buildSite({ root, offline: true, search: false });
    expect(offline.ok).toBe(true);
    expect(served).toBe(before); // no request made
    expect(offline.diagnostics.some((d) => d.code === 'openapi/cached-copy')).toBe(true);
    const page = await readFile(join(root, 'dist/api-reference/health-check/index.html'), 'utf8');
    expect(page).toContain('Health check');
  });
});
