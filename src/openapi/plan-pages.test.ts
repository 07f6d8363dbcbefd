import { describe, expect, it } from 'vitest';
import { indexApi } from './api-index.js';
import { findApiEntry, findWebhook, parseApiReference, planApiPages } from './plan-pages.js';

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
    expect(plan).toEqual([{ label: 'API Reference', pages: [{ entry: api.entries[6], url: '/reference/health' }] }]);
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
        "message": "Endpoint /nope not found in openapi.yaml. Available paths: /plants, /plants/{id}, /health",
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
