import { describe, expect, it } from 'vitest';
import { indexApi } from './api-index.js';
import { closestFirst, findApiEntry, findWebhook, lookupApiEntry, parseApiReference, planApiPages, planDiagnostics } from './plan-pages.js';

const api = indexApi('openapi.yaml', {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  tags: [{ name: 'Plants' }],
  paths: {
    '/plants': {
      get: { tags: ['Plants'], summary: 'Get plants', responses: {} },
      post: { tags: ['Plants'], summary: 'Get plants', responses: {} },
      put: { tags: ['Plants'], summary: 'Get plants', responses: {} },
    },
    '/plants/{id}': {
      get: { responses: {} },
      delete: { tags: ['Plants'], 'x-mint': { href: 'https://example.com/delete' }, responses: {} },
      patch: { tags: ['Other'], 'x-vendor': { href: '/elsewhere/patch/' }, responses: {} },
    },
    '/health': { get: { summary: 'Health', responses: {} } },
  },
  webhooks: { plantDied: { post: { responses: {} } } },
});

describe('planApiPages', () => {
  it('plans URLs with tag segments, suffixes, hrefs and groups in order of first appearance', () => {
    const plan = planApiPages(api, '/api-reference/');
    expect(plan.map((g) => [g.label, g.pages.map((p) => p.url ?? `→ ${p.externalHref}`)])).toEqual([
      [
        'Plants',
        [
          '/api-reference/plants/get-plants',
          '/api-reference/plants/get-plants-1',
          '/api-reference/plants/get-plants-2',
          '→ https://example.com/delete',
        ],
      ],
      ['API Reference', ['/api-reference/get-plants', '/api-reference/health', '/api-reference/plantdied']],
      ['Other', ['/elsewhere/patch']],
    ]);
  });

  it('plans only the given entries, under another directory', () => {
    const plan = planApiPages(api, 'reference', [api.entries[6]!]);
    expect(plan).toEqual([{ label: 'API Reference', pages: [{ entry: api.entries[6], url: '/reference/health', title: 'Health' }] }]);
  });
});

describe('planApiPages: Mintlify rules from @mintlify/scraping processOpenApiPath/Webhook', () => {
  const ok = { responses: {} };
  const plan = (doc: object, directory = 'api-reference', id = 'openapi.yaml') => {
    const index = indexApi(id, { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, ...doc });
    return { index, groups: planApiPages(index, directory) };
  };
  const rows = (groups: ReturnType<typeof planApiPages>) => groups.flatMap((g) => g.pages.map((p) => `${p.url} | ${p.title}${p.sidebarTitle ? ` | ${p.sidebarTitle}` : ''}`));

  it('names webhook pages from the summary, else the name, and titles them from that slug', () => {
    const { groups } = plan({
      webhooks: {
        'customer.state_changed': { post: { summary: 'customer.state_changed', ...ok } },
        newPlant: { post: { summary: 'New plant webhook', ...ok } },
        plant_died: { post: ok },
      },
    });
    expect(rows(groups)).toEqual([
      '/api-reference/customerstate_changed | Customerstate changed',
      '/api-reference/new-plant-webhook | New plant webhook',
      '/api-reference/plant_died | Plant died',
    ]);
  });

  it('lower-cases the whole URL: directory, tag folder, page and a path href (dropping its extension)', () => {
    const { groups } = plan(
      {
        paths: {
          '/a': { get: { tags: ['Plant Care'], summary: 'List Plants', ...ok } },
          '/b': { get: { summary: 'Moved', 'x-mint': { href: '/Guides/Moved-Endpoint.mdx' }, ...ok } },
        },
      },
      'zh-Hant/API',
    );
    // A local document moved by href: Mintlify titles the sidebar entry from the href.
    expect(rows(groups)).toEqual(['/zh-hant/api/plant-care/list-plants | List Plants', '/guides/moved-endpoint | Moved | Moved endpoint']);
  });

  it('gives a path without summary `<method>-<slug>`, `get-` for the root path', () => {
    const { groups } = plan({ paths: { '/': { get: ok }, '/users/{id}/posts': { delete: ok } } });
    expect(rows(groups)).toEqual(['/api-reference/get- | Get ', '/api-reference/delete-users-posts | Delete users posts']);
  });

  it('makes URLs unique per group like Mintlify (first free -N), counting only listed pages', () => {
    const { groups } = plan({
      paths: {
        '/a': { get: { summary: 'Same', 'x-hidden': true, ...ok }, post: { summary: 'Same', ...ok } },
        '/b': { get: { summary: 'Same-1', ...ok }, put: { summary: 'Same', ...ok } },
      },
    });
    // Mintlify: `same` (listed), `same-1` (summary), then `same` again → `same-2`; the hidden one
    // took no URL there, so the listed POST keeps `same`, and Quire moves the hidden one on.
    expect(rows(groups)).toEqual(['/api-reference/same-3 | Same', '/api-reference/same | Same', '/api-reference/same-1 | Same-1', '/api-reference/same-2 | Same']);
  });

  it('moves a URL another group already has, and says where, at the operation', () => {
    const { index, groups } = plan({
      tags: [{ name: 'Plants' }, { name: 'plants', 'x-group': 'Other plants' }],
      paths: { '/a': { get: { tags: ['Plants'], summary: 'List', ...ok } }, '/b': { get: { tags: ['plants'], summary: 'List', ...ok } } },
    });
    expect(rows(groups)).toEqual(['/api-reference/plants/list | List', '/api-reference/plants/list-1 | List']);
    expect(planDiagnostics(index, groups.flatMap((g) => g.pages))).toMatchInlineSnapshot(`
      [
        {
          "code": "openapi/duplicate-url",
          "file": "openapi.yaml",
          "hint": "give one of them another summary or an x-mint.href, so its URL does not depend on the order of the document",
          "jsonPath": "#/paths/~1b/get",
          "message": "GET /b and GET /a both get the URL /api-reference/plants/list; GET /b is served at /api-reference/plants/list-1 instead",
          "severity": "warning",
        },
      ]
    `);
  });

  it('shortens a segment too long for a file name, with a located warning', () => {
    const summary = `Create a plant ${'and water it every morning '.repeat(12)}`.trim();
    const { index, groups } = plan({ webhooks: { plantCreated: { post: { summary, ...ok } } } });
    const page = groups[0]!.pages[0]!;
    expect(page.url).toMatch(/^\/api-reference\/create-a-plant-and-water-it-every-morning[a-z-]*-[0-9a-f]{8}$/);
    expect(page.fullUrl).toBe(`/api-reference/${summary.toLowerCase().replace(/ /g, '-')}`);
    expect(page.title).toBe(summary);
    const [warning] = planDiagnostics(index, [page]);
    expect(warning).toMatchObject({ severity: 'warning', code: 'openapi/url-shortened', file: 'openapi.yaml', jsonPath: '#/webhooks/plantCreated/post' });
    expect(warning!.message).toBe(
      `the URL of webhook plantCreated was shortened to ${page.url}: its segment "create-a-plant-and-water-it-every-mornin…" (${summary.length} bytes) is longer than 100 bytes, too long for a file name`,
    );
  });
});

describe('findApiEntry', () => {
  it.each([
    ['get', '/plants', 'GET /plants'],
    ['GET', '/plants/', 'GET /plants'],
    ['Delete', '/plants/{id}', 'DELETE /plants/{id}'],
  ])('%s %s', (method, path, expected) => {
    const found = findApiEntry(api, method, path);
    expect('entry' in found && `${found.entry.method} ${found.entry.path}`).toBe(expected);
  });

  it('words its errors like Mintlify', () => {
    expect(findApiEntry(api, 'GET', '/nope')).toMatchInlineSnapshot(`
      {
        "hint": undefined,
        "message": "Endpoint /nope not found in openapi.yaml. Available paths: /plants, /health, /plants/{id}",
      }
    `);
    expect(findApiEntry(api, 'post', '/health')).toMatchInlineSnapshot(`
      {
        "hint": "Available methods for /health: GET",
        "message": "Method POST for endpoint /health not found in openapi.yaml",
      }
    `);
    expect(findApiEntry(api, 'GET', '/plant')).toMatchObject({ hint: 'Did you mean /plants?' });
  });
});

describe('not found in a large document', () => {
  const paths = Object.fromEntries(Array.from({ length: 6423 }, (_, i) => [`/things${i}/{id}`, { get: { responses: {} } }]));
  const large = indexApi('large.yaml', { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, webhooks: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`thing${i}Died`, { post: { responses: {} } }])) });

  it('names the ten closest paths, then how many more there are', () => {
    expect(findApiEntry(large, 'GET', '/things64/{ID}/')).toEqual({
      message:
        'Endpoint /things64/{ID}/ not found in large.yaml. Available paths: /things64/{id}, /things4/{id}, /things6/{id}, /things14/{id}, /things24/{id}, /things34/{id}, /things44/{id}, /things54/{id}, /things60/{id}, /things61/{id} … and 6,413 more',
      hint: 'Did you mean /things64/{id}?',
    });
    // Nothing close: still ten, and no guess.
    expect(findApiEntry(large, 'GET', '/widgets')).toEqual({
      message: expect.stringMatching(/^Endpoint \/widgets not found in large\.yaml\. Available paths: (\/things\d+\/\{id\}, ){9}\/things\d+\/\{id\} … and 6,413 more$/),
      hint: undefined,
    });
  });

  it('does the same for webhooks', () => {
    const found = findWebhook(large, 'thing21Dyed');
    expect(found).toMatchObject({ hint: 'Did you mean thing21Died?' });
    expect('message' in found && found.message).toMatch(/Available webhooks: thing21Died, thing1Died, thing2Died, .* … and 20 more$/);
  });

  it('closestFirst lists short lists whole, closest first, ties in their order', () => {
    expect(closestFirst('/pets', ['/orders', '/pet', '/stores', '/pets/{id}'])).toEqual({ text: '/pet, /orders, /stores, /pets/{id}', shown: ['/pet', '/orders', '/stores', '/pets/{id}'] });
    expect(closestFirst('b', ['a', 'b', 'c'], 2).text).toBe('b, a … and 1 more');
  });

  it('lookupApiEntry finds what findApiEntry finds, without a message on a miss', () => {
    expect(lookupApiEntry(api, { kind: 'operation', method: 'delete', path: '/plants/{id}/' })).toMatchObject({ method: 'DELETE', path: '/plants/{id}' });
    expect(lookupApiEntry(api, { kind: 'webhook', name: 'plantDied' })).toMatchObject({ name: 'plantDied' });
    expect(lookupApiEntry(large, { kind: 'operation', method: 'GET', path: '/nope' })).toBeUndefined();
  });
});

describe('findWebhook', () => {
  it('finds webhooks by key and lists the others', () => {
    expect(findWebhook(api, 'plantDied')).toMatchObject({ entry: { name: 'plantDied' } });
    expect(findWebhook(api, 'plantdied')).toMatchInlineSnapshot(`
      {
        "hint": "Did you mean plantDied?",
        "message": "Webhook plantdied not found in openapi.yaml. Available webhooks: plantDied",
      }
    `);
  });
});

describe('parseApiReference', () => {
  it.each([
    ['GET /plants', { kind: 'operation', method: 'GET', path: '/plants' }],
    ['post /plants/{id}', { kind: 'operation', method: 'POST', path: '/plants/{id}' }],
    ['openapi.yaml GET /plants', { kind: 'operation', file: 'openapi.yaml', method: 'GET', path: '/plants' }],
    ['https://x.dev/o.json delete /a', { kind: 'operation', file: 'https://x.dev/o.json', method: 'DELETE', path: '/a' }],
    ['webhook plantDied', { kind: 'webhook', name: 'plantDied' }],
    ['/specs/o.yaml webhook plantDied', { kind: 'webhook', file: '/specs/o.yaml', name: 'plantDied' }],
    ['guides/intro', null],
    ['get started', null],
    ['FETCH /plants', null],
    ['a b c d', null],
  ])('%j', (value, expected) => {
    expect(parseApiReference(value)).toEqual(expected);
  });
});
