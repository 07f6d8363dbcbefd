import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../src/site/load-site.js';
import { toNavJson } from '../src/navigation/nav-json.js';
import type { NavNode } from '../src/shared/site-model.js';
import { baseConfig, makeDocs } from './helpers/temp-docs.js';

/** A 3.1 spec exercising Mintlify's generation rules. */
const spec = `openapi: 3.1.0
info: { title: Garden, version: '1' }
servers: [{ url: https://api.garden.example/v1 }]
tags:
  - { name: Plants, x-group: Plant catalogue }
  - { name: Beds }
paths:
  /plants:
    post: { tags: [Plants], summary: Create plant, responses: { '201': { description: ok } } }
    get: { tags: [Plants], summary: List plants, responses: { '200': { description: ok } } }
  /plants/{id}:
    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
    get: { tags: [Plants], summary: Get plant (by ID), deprecated: true, responses: { '200': { description: ok } } }
    delete: { tags: [Plants], summary: Get plant (by ID), responses: { '204': { description: ok } } }
  /beds:
    get: { tags: [Beds], responses: { '200': { description: ok } } }
  /health:
    get: { summary: Health, responses: { '200': { description: ok } } }
  /secret:
    get: { tags: [Beds], summary: Secret, x-hidden: true, responses: { '200': { description: ok } } }
  /gone:
    get: { tags: [Beds], summary: Gone, x-excluded: true, responses: { '200': { description: ok } } }
  /moved:
    get:
      tags: [Beds]
      summary: Moved
      x-mint: { href: /guides/moved-endpoint, metadata: { title: Custom title, sidebarTitle: Moved here } }
      responses: { '200': { description: ok } }
  /external:
    get: { tags: [Beds], summary: External, x-vendor: { href: 'https://elsewhere.example/api' }, responses: { '200': { description: ok } } }
webhooks:
  plantDied:
    post: { summary: Plant died, requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '200': { description: ok } } }
`;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((c) => c())));

async function resolve(navigation: object, extra: object = {}, files: Record<string, string> = {}) {
  const docs = await makeDocs({ 'docs.json': { ...baseConfig, ...extra, navigation }, 'openapi.yaml': spec, 'intro.mdx': '---\ntitle: Intro\n---\n', ...files });
  cleanups.push(docs.cleanup);
  const { loaded, diagnostics } = await loadSite(docs.root);
  return { site: loaded!.site, diagnostics, nav: toNavJson(loaded!.site) };
}

const pagesOf = (nodes: NavNode[]): string[] =>
  nodes.flatMap((n) => (n.type === 'page' || n.type === 'link' ? [`${n.method ?? ''} ${n.title} ${n.path ?? n.href}`.trim()] : pagesOf(n.children)));

describe('OpenAPI navigation expansion', () => {
  it('generates every operation and webhook, grouped by first tag, after existing content', async () => {
    const { site, diagnostics } = await resolve({ tabs: [{ tab: 'API', openapi: '/openapi.yaml', groups: [{ group: 'Start', pages: ['intro'] }] }] });
    expect(diagnostics).toEqual([]);
    const tab = site.navigation[0];
    expect(tab!.children.map((g) => g.title)).toEqual(['Start', 'Plant catalogue', 'Beds', 'API Reference']);
    expect(pagesOf(tab!.children)).toEqual([
      'Intro /intro',
      'GET List plants /api-reference/plants/list-plants',
      'POST Create plant /api-reference/plants/create-plant',
      'GET Get plant (by ID) /api-reference/plants/get-plant-by-id',
      'DELETE Get plant (by ID) /api-reference/plants/get-plant-by-id-1',
      'GET Get beds /api-reference/beds/get-beds',
      'GET Moved here /guides/moved-endpoint',
      'GET External https://elsewhere.example/api',
      'GET Health /api-reference/health',
      'WEBHOOK Plant died /api-reference/plant-died',
    ]);
  });

  it('builds x-hidden pages without listing them, and gives x-excluded ones nothing', async () => {
    const { site } = await resolve({ groups: [{ group: 'API', openapi: 'openapi.yaml' }] });
    const secret = site.pages.find((p) => p.path === '/api-reference/beds/secret');
    expect(secret).toMatchObject({ hidden: true, source: { kind: 'openapi', method: 'GET', path: '/secret' } });
    expect(pagesOf(site.navigation)).not.toContain('GET Secret /api-reference/beds/secret');
    expect(site.pages.some((p) => p.path.includes('gone'))).toBe(false);
  });

  it('sets titles, deprecated flags and vendor metadata on pages', async () => {
    const { site, nav } = await resolve({ groups: [{ group: 'API', openapi: 'openapi.yaml' }] });
    const byPath = Object.fromEntries(site.pages.map((p) => [p.path, p]));
    expect(byPath['/api-reference/plants/get-plant-by-id']).toMatchObject({ title: 'Get plant (by ID)', deprecated: true });
    expect(byPath['/guides/moved-endpoint']).toMatchObject({ title: 'Custom title', sidebarTitle: 'Moved here' });
    // Mintlify: a webhook's URL comes from its summary (else its name), its title from that URL.
    expect(byPath['/api-reference/plant-died']).toMatchObject({ title: 'Plant died', source: { kind: 'webhook', name: 'plantDied' } });
    const deprecated = nav.pages.find((p) => p.path === '/api-reference/plants/get-plant-by-id');
    expect(deprecated?.deprecated).toBe(true);
  });

  it('honours a custom directory and inherits it', async () => {
    const { site } = await resolve({ tabs: [{ tab: 'API', openapi: { source: 'openapi.yaml', directory: 'reference/v1' }, groups: [{ group: 'Ops', pages: ['GET /health'] }] }] });
    expect(pagesOf(site.navigation)).toEqual(['GET Health /reference/v1/health']);
  });

  it('generates only the listed endpoints when a descendant lists one', async () => {
    const { site, diagnostics } = await resolve({
      tabs: [{ tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Picked', pages: ['get /plants/', 'webhook plantDied', 'intro'] }] }],
    });
    expect(diagnostics).toEqual([]);
    expect(pagesOf(site.navigation)).toEqual([
      'GET List plants /api-reference/plants/list-plants',
      'WEBHOOK Plant died /api-reference/plant-died',
      'Intro /intro',
    ]);
    expect(site.pages.find((p) => p.path === '/api-reference/plants/list-plants')?.breadcrumbs).toEqual(['API', 'Picked']);
  });

  it('accepts <file> METHOD /path without an inherited document', async () => {
    const { site } = await resolve({ groups: [{ group: 'G', pages: ['openapi.yaml GET /health', '/openapi.yaml POST /plants'] }] });
    expect(pagesOf(site.navigation)).toEqual(['GET Health /api-reference/health', 'POST Create plant /api-reference/plants/create-plant']);
  });

  it('uses api.openapi as the site-wide default for METHOD /path entries', async () => {
    const { site } = await resolve({ groups: [{ group: 'G', pages: ['GET /health'] }] }, { api: { openapi: 'openapi.yaml' } });
    expect(pagesOf(site.navigation)).toEqual(['GET Health /api-reference/health']);
  });

  it('reports unknown endpoints and methods with what exists, at the entry', async () => {
    const { diagnostics } = await resolve({ groups: [{ group: 'G', openapi: 'openapi.yaml', pages: ['GET /nope', 'PATCH /health', 'webhook nothing'] }] });
    expect(diagnostics.map((d) => [d.severity, d.jsonPath, d.message.split('.')[0]])).toEqual([
      ['error', 'navigation.groups[0].pages[0]', 'Endpoint /nope not found in openapi'],
      ['error', 'navigation.groups[0].pages[1]', 'Method PATCH for endpoint /health not found in openapi'],
      ['error', 'navigation.groups[0].pages[2]', expect.stringContaining('nothing')],
    ]);
    expect(diagnostics[0]!.message).toContain('Available paths: /gone, /moved, /beds, /secret, /plants, /health, /external, /plants/{id}');
    expect(diagnostics[0]!.line).toBeTypeOf('number');
  });

  it('gives an MDX page with openapi frontmatter the operation title and method', async () => {
    const { site } = await resolve({ pages: ['ops/health'] }, {}, { 'ops/health.mdx': '---\nopenapi: GET /health\n---\nBody' });
    expect(site.pages[0]).toMatchObject({ path: '/ops/health', title: 'Health' });
    expect(site.navigation[0]).toMatchObject({ method: 'GET', title: 'Health' });
  });

  it('reports a missing spec file at the element that names it', async () => {
    const { diagnostics } = await resolve({ tabs: [{ tab: 'API', openapi: 'missing.yaml' }] });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error' });
    expect(`${diagnostics[0]!.file} ${diagnostics[0]!.jsonPath} ${diagnostics[0]!.message}`).toContain('missing.yaml');
  });
});
