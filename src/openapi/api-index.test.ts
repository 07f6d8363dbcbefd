import { describe, expect, it } from 'vitest';
import { indexApi, slugify } from './api-index.js';
import { titleFromSlug } from './slugify.js';

describe('slugify', () => {
  it.each([
    ['Get plant (by ID)', 'get-plant-by-id'],
    ['v1.2 API', 'v12-api'],
    ['Get plants', 'get-plants'],
    ['/plants/{id}', 'plants'],
    ['/users/{id}/posts', 'users-posts'],
    ["Don't stop", 'dont-stop'],
    // Mintlify trims ONE leading and trailing `-` before dropping characters, and halves `--` once.
    ['  Spaces  around ', '-spaces-around'],
    ['List items - v2', 'list-items--v2'],
    ['customer.state_changed', 'customerstate_changed'],
    ['New plant webhook', 'new-plant-webhook'],
    ['Multi\nline', 'multiline'],
    ['a, b', 'a-b'],
    ['plantDied', 'plantdied'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('builds titles from slugs', () => {
    expect(titleFromSlug('get-plants')).toBe('Get plants');
    expect(titleFromSlug('plantdied')).toBe('Plantdied');
    expect(titleFromSlug('api/customer_state_changed')).toBe('Customer state changed');
  });
});

const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  tags: [{ name: 'Plants', 'x-group': 'Catalogue' }, { name: 'Beds' }],
  paths: {
    '/plants': {
      post: { tags: ['Plants'], summary: 'Create plant', responses: {} },
      get: { tags: ['Plants'], summary: 'Get plants', responses: {} },
      trace: { responses: {} },
      patch: { 'x-excluded': true, responses: {} },
    },
    '/plants/{id}': {
      $ref: '#/components/pathItems/PlantById',
    },
    '/beds': {
      delete: { tags: ['Beds'], deprecated: true, 'x-hidden': true, responses: {} },
    },
  },
  webhooks: {
    plantDied: { post: { summary: 'A plant died', tags: ['Plants'], responses: {} } },
    gone: { post: { 'x-excluded': true, responses: {} } },
  },
  components: {
    pathItems: {
      PlantById: {
        get: {
          summary: 'Get plant (by ID)',
          'x-mint': {
            href: '/custom',
            metadata: { title: 'Custom', openapi: 'GET /x' },
            content: '## Hi',
            mcp: { enabled: true, name: 'get_plant', description: 'Get one' },
          },
          responses: {},
        },
        put: { 'x-vendor': { metadata: { sidebarTitle: 'Put' }, mcp: { enabled: false } }, responses: {} },
      },
    },
    schemas: { Plant: {}, Bed: {} },
  },
};

describe('indexApi', () => {
  const api = indexApi('openapi.yaml', doc);

  it('orders paths in document order, methods get…trace, then webhooks; drops x-excluded', () => {
    expect(api.entries.map((e) => `${e.method} ${e.path ?? e.name}`)).toEqual([
      'GET /plants',
      'POST /plants',
      'TRACE /plants',
      'GET /plants/{id}',
      'PUT /plants/{id}',
      'DELETE /beds',
      'WEBHOOK plantDied',
    ]);
  });

  it('builds titles, slugs, groups and flags', () => {
    const rows = api.entries.map((e) => [e.title, e.pageSlug, e.groupLabel, e.tagSlug, e.deprecated, e.hidden]);
    expect(rows).toEqual([
      ['Get plants', 'get-plants', 'Catalogue', 'plants', false, false],
      ['Create plant', 'create-plant', 'Catalogue', 'plants', false, false],
      ['Trace plants', 'trace-plants', 'API Reference', undefined, false, false],
      ['Get plant (by ID)', 'get-plant-by-id', 'API Reference', undefined, false, false],
      ['Put plants', 'put-plants', 'API Reference', undefined, false, false],
      ['Delete beds', 'delete-beds', 'Beds', 'beds', true, true],
      ['A plant died', 'a-plant-died', 'Catalogue', 'plants', false, false],
    ]);
  });

  it('reads x-mint and x-vendor', () => {
    const get = api.entries[3]!;
    expect(get).toMatchObject({
      href: '/custom',
      metadata: { title: 'Custom' },
      content: '## Hi',
      mcp: { enabled: true, name: 'get_plant', description: 'Get one' },
    });
    expect(get.metadata).not.toHaveProperty('openapi');
    expect(api.entries[4]).toMatchObject({ metadata: { sidebarTitle: 'Put' }, mcp: { enabled: false } });
  });

  it('lists schemas and the version', () => {
    expect(api.schemas).toEqual(['Plant', 'Bed']);
    expect(api.version).toBe('3.1.0');
  });
});
