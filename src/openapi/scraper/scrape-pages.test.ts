import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSingleSpec } from './load-single-spec.js';
import { scrapeApiPages, scrapeSummary, stubPage } from './scrape-pages.js';

const fixtures = join(import.meta.dirname, '../../../test/fixtures/scraper');

async function scrape(file: string, directory = 'api-reference') {
  const { api, diagnostics } = await loadSingleSpec(file, fixtures);
  expect(diagnostics).toEqual([]);
  return scrapeApiPages(api!, directory);
}

describe('scrapeApiPages', () => {
  it('writes one stub per operation and webhook at the generated URL, tags as folders', async () => {
    const result = await scrape('shop-3.1.yaml');
    expect(result.files.map((f) => [f.path, f.hidden])).toEqual([
      ['api-reference/plants/list-plants.mdx', false],
      ['api-reference/plants/create-plant.mdx', false],
      ['api-reference/plants/get-plant-by-id.mdx', false],
      // x-hidden: a file, but no navigation entry
      ['api-reference/plants/delete-plants.mdx', true],
      // duplicate summary within the group
      ['api-reference/plants/get-plant-by-id-1.mdx', false],
      ['api-reference/orders/list-orders.mdx', false],
      // x-mint.href path replaces the URL, ignoring the directory
      ['guides/refunds.mdx', false],
      // untagged, no summary: <method>-<slug(path)>
      ['api-reference/get-health.mdx', false],
      // webhook: slug(name)
      ['api-reference/plantdied.mdx', false],
    ]);
    // x-excluded POST /orders has no file
    expect(result.files.some((f) => f.content.includes('POST /orders\n'))).toBe(false);
    expect(result.excluded).toBe(1);
  });

  it('prints the navigation: one group per first tag (x-group label), untagged last as "API Reference"', async () => {
    const result = await scrape('shop-3.1.yaml');
    expect(result.navigation).toEqual([
      {
        group: 'Plant catalogue',
        pages: [
          'api-reference/plants/list-plants',
          'api-reference/plants/create-plant',
          'api-reference/plants/get-plant-by-id',
          'api-reference/plants/get-plant-by-id-1',
        ],
      },
      { group: 'Orders', pages: ['api-reference/orders/list-orders', 'guides/refunds'] },
      { group: 'API Reference', pages: ['api-reference/get-health', 'api-reference/plantdied'] },
    ]);
    expect(scrapeSummary(result, 'api-reference')).toBe(
      'Wrote 9 pages into api-reference (1 hidden, 1 excluded): Plant catalogue 5, Orders 2, API Reference 2',
    );
  });

  it('stubs carry openapi, deprecated, vendor metadata, then vendor content', async () => {
    const result = await scrape('shop-3.1.yaml');
    const content = (p: string) => result.files.find((f) => f.path === p)!.content;
    expect(content('api-reference/plants/list-plants.mdx')).toBe('---\nopenapi: GET /plants\n---\n');
    expect(content('api-reference/plants/create-plant.mdx')).toMatchInlineSnapshot(`
      "---
      openapi: POST /plants
      deprecated: true
      sidebarTitle: New plant
      og:title: Create a plant
      ---

      <Note>Creating plants needs an admin key.</Note>
      "
    `);
    // x-vendor is read like x-mint
    expect(content('api-reference/orders/list-orders.mdx')).toBe('---\nopenapi: GET /orders\ntitle: All orders\n---\n');
    expect(content('api-reference/plantdied.mdx')).toBe('---\nopenapi: webhook plantDied\n---\n');
    expect(content('api-reference/plants/get-plant-by-id.mdx')).toBe('---\nopenapi: GET /plants/{id}\n---\n');
  });

  it('handles 3.0 JSON documents with untagged operations and an empty directory', async () => {
    const result = await scrape('3.0-untagged.json', '');
    expect(result.files.map((f) => f.path)).toEqual(['ping.mdx', 'get-ping.mdx']);
    expect(result.navigation).toEqual([{ group: 'API Reference', pages: ['ping', 'get-ping'] }]);
  });

  it('quotes metadata values that YAML would misread', () => {
    const text = stubPage({
      kind: 'operation', method: 'GET', path: '/a', title: 'A', deprecated: false, hidden: false,
      groupLabel: 'API Reference', pageSlug: 'a', metadata: { title: 'Plants: the list', tag: 'NEW', openapi: 'ignored' },
    });
    expect(text).toBe('---\nopenapi: GET /a\ntitle: "Plants: the list"\ntag: NEW\n---\n');
  });
});

describe('loadSingleSpec errors', () => {
  it('rejects a Swagger 2.0 document with a located message', async () => {
    const { api, diagnostics } = await loadSingleSpec('swagger-2.0.yaml', fixtures);
    expect(api).toBeUndefined();
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.jsonPath} ${d.message}`)).toMatchInlineSnapshot(`
      [
        "swagger-2.0.yaml:1:1 #/swagger swagger-2.0.yaml is a Swagger 2.0 document; Quire reads OpenAPI 3.0 and 3.1 (as Mintlify does)",
      ]
    `);
  });

  it('reports validator findings with their path in the document', async () => {
    const { diagnostics } = await loadSingleSpec('invalid.yaml', fixtures);
    expect(diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.jsonPath} ${d.message}`)).toMatchInlineSnapshot(`
      [
        "warning invalid.yaml:2 #/info Invalid OpenAPI document: must have required property 'version': version is missing here!",
      ]
    `);
  });
});
