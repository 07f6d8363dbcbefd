import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSingleSpec } from '../openapi/scraper/load-single-spec.js';
import { buildMcpTools, mcpManifest } from './mcp-tools.js';

const fixtures = join(import.meta.dirname, '../../test/fixtures/mcp');

async function tools() {
  const { api, diagnostics } = await loadSingleSpec('garden-3.0.yaml', fixtures);
  expect(diagnostics).toEqual([]);
  return buildMcpTools([api!]);
}

describe('buildMcpTools', () => {
  it('lists only operations with mcp.enabled (x-mint or x-vendor), named by mcp.name, operationId, or method+path', async () => {
    expect((await tools()).map((t) => [t.name, t.operation.method, t.operation.path])).toEqual([
      ['listBedPlants', 'GET', '/beds/{bedId}/plants'],
      ['plant_in_bed', 'POST', '/beds/{bedId}/plants'],
      ['get_beds', 'GET', '/beds'],
    ]);
  });

  it('builds the input schema from path-item and operation parameters', async () => {
    const [list] = await tools();
    expect(list!.description).toBe('List the plants of a bed\n\nNewest first.');
    expect(list!.inputSchema).toEqual({
      type: 'object',
      properties: {
        bedId: { type: 'string', description: 'The bed.' },
        limit: { type: ['integer', 'null'], minimum: 1, maximum: 50 },
        'X-Trace': { type: 'string' },
      },
      required: ['bedId'],
      additionalProperties: false,
    });
    expect(list!.operation.servers).toEqual(['https://garden.example/v2']);
    expect(list!.operation.security).toEqual([[{ name: 'apiKey', scheme: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } }]]);
  });

  it('puts the request body under `body`, dereferenced, without readOnly properties, cycles cut', async () => {
    const plant = (await tools())[1]!;
    expect(plant.description).toBe('Plants something in a bed.');
    expect(plant.operation.body).toEqual({ arg: 'body', mediaType: 'application/json', required: true });
    expect(plant.inputSchema.required).toEqual(['bedId', 'body']);
    expect((plant.inputSchema.properties as any).body).toMatchInlineSnapshot(`
      {
        "properties": {
          "companion": {
            "description": "NewPlant (recursive; not expanded here)",
          },
          "kind": {
            "enum": [
              "tree",
              "herb",
              null,
            ],
            "type": [
              "string",
              "null",
            ],
          },
          "name": {
            "examples": [
              "Fern",
            ],
            "type": "string",
          },
        },
        "required": [
          "name",
        ],
        "type": "object",
      }
    `);
  });

  it('keeps names unique across documents', async () => {
    const { api } = await loadSingleSpec('garden-3.0.yaml', fixtures);
    const names = buildMcpTools([api!, { ...api!, id: 'copy.yaml' }]).map((t) => t.name);
    expect(names).toEqual(['listBedPlants', 'plant_in_bed', 'get_beds', 'listBedPlants_2', 'plant_in_bed_2', 'get_beds_2']);
  });

  it('mcp.json lists name, description and input schema; nothing when no tool is enabled', async () => {
    const manifest = mcpManifest(await tools(), 'Garden docs')!;
    expect(manifest.name).toBe('Garden docs');
    expect(Object.keys(manifest.tools[0]!)).toEqual(['name', 'description', 'inputSchema']);
    expect(mcpManifest([])).toBeUndefined();
  });
});

describe('the example site', () => {
  it('exposes both Agent Jobs operations', async () => {
    const { api } = await loadSingleSpec('agent-jobs.yaml', join(import.meta.dirname, '../../example-site/openapi'));
    const list = buildMcpTools([api!]);
    expect(list.map((t) => [t.name, t.operation.servers[0], Object.keys(t.inputSchema.properties as object)])).toEqual([
      ['listAgentJobs', 'https://api.example.com/v1', ['domain']],
      ['getAgentJob', 'https://api.example.com/v1', ['domain', 'id']],
    ]);
    expect(list[0]!.operation.security.map((alt) => alt.map((s) => s.scheme.scheme))).toEqual([['bearer']]);
  });
});
