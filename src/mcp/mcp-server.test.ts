import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSingleSpec } from '../openapi/scraper/load-single-spec.js';
import { createMcpServer } from './mcp-server.js';
import { buildMcpTools } from './mcp-tools.js';

const fixtures = join(import.meta.dirname, '../../test/fixtures/mcp');

interface Seen { method: string; url: string; headers: IncomingMessage['headers']; body: string }
let requests: Seen[] = [];
let http: HttpServer;
let base: string;
let client: Client;

beforeAll(async () => {
  // A loopback HTTP server standing in for the API.
  http = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === '/v2/beds') {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, path: req.url }));
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/v2`;

  const { api } = await loadSingleSpec('garden-3.0.yaml', fixtures);
  const server = createMcpServer(buildMcpTools([api!]), {
    version: '0.0.0-test',
    server: base,
    env: { QUIRE_AUTH_API_KEY: 'k-123', QUIRE_AUTH_BEARER: 'unused' },
  });
  const [a, b] = InMemoryTransport.createLinkedPair();
  client = new Client({ name: 'test', version: '1' });
  await Promise.all([server.connect(a), client.connect(b)]);
});
beforeEach(() => {
  requests = [];
});
afterAll(async () => {
  await client?.close();
  await new Promise((r) => http?.close(r));
});

const text = (r: any) => (r.content as { type: string; text: string }[]).map((c) => c.text).join('\n');

describe('quire MCP server', () => {
  it('lists the enabled tools with their input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['listBedPlants', 'plant_in_bed', 'get_beds']);
    expect(tools[0]!.inputSchema.required).toEqual(['bedId']);
  });

  it('performs the request: path, query and header parameters, credentials from the environment', async () => {
    const r = await client.callTool({ name: 'listBedPlants', arguments: { bedId: 'north bed', limit: 5, 'X-Trace': 't1' } });
    expect(r.isError).toBeFalsy();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('/v2/beds/north%20bed/plants?limit=5');
    expect(requests[0]!.headers['x-trace']).toBe('t1');
    expect(requests[0]!.headers['x-api-key']).toBe('k-123');
    expect(requests[0]!.headers.authorization).toBeUndefined();
    expect(text(r)).toBe(`HTTP 200 OK\n\n${JSON.stringify({ ok: true, path: '/v2/beds/north%20bed/plants?limit=5' }, null, 2)}`);
  });

  it('sends the JSON body', async () => {
    const r = await client.callTool({ name: 'plant_in_bed', arguments: { bedId: 'b1', body: { name: 'Fern', kind: null } } });
    expect(r.isError).toBeFalsy();
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests[0]!.body)).toEqual({ name: 'Fern', kind: null });
  });

  it('rejects invalid input before any request, saying what is wrong', async () => {
    const missing = await client.callTool({ name: 'listBedPlants', arguments: { limit: 5 } });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatchInlineSnapshot(`"Invalid input for tool listBedPlants: input must have required property 'bedId'"`);
    const wrongType = await client.callTool({ name: 'listBedPlants', arguments: { bedId: 'b', limit: 0 } });
    expect(text(wrongType)).toMatchInlineSnapshot(`"Invalid input for tool listBedPlants: input/limit must be >= 1"`);
    const extra = await client.callTool({ name: 'plant_in_bed', arguments: { bedId: 'b', body: { name: 'x' }, colour: 'red' } });
    expect(text(extra)).toMatchInlineSnapshot(`"Invalid input for tool plant_in_bed: input must NOT have additional properties (unknown: colour; expected: bedId, body)"`);
    expect(requests).toEqual([]);
  });

  it('reports HTTP errors as tool errors with status and body; sends no credentials when security is []', async () => {
    const r = await client.callTool({ name: 'get_beds', arguments: {} });
    expect(r.isError).toBe(true);
    expect(text(r)).toBe('HTTP 500 Internal Server Error\n\nboom');
    expect(requests[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('answers an unknown tool with a protocol error', async () => {
    await expect(client.callTool({ name: 'nope', arguments: {} })).rejects.toThrow(/Unknown tool nope/);
  });
});
