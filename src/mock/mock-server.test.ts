import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMockApis } from './load-mock-apis.js';
import { startMockServer } from './mock-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const kitchenSink = path.resolve(here, '../../test/fixtures/playground/kitchen-sink.yaml');
const exampleSite = path.resolve(here, '../../example-site');

let base: string;
let close: () => Promise<void>;
const log: string[] = [];

beforeAll(async () => {
  const { apis, diagnostics } = await loadMockApis(kitchenSink);
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const started = await startMockServer(apis, { port: 0, log: (l) => log.push(l) });
  base = `http://127.0.0.1:${started.port}`;
  close = started.close;
});
afterAll(() => close());

const call = async (p: string, init: RequestInit = {}) => {
  const res = await fetch(base + p, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
};
const bearer = { authorization: 'Bearer t0k3n' };

describe('quire mock: routing', () => {
  it('serves routes under the servers’ base path and matches path parameters', async () => {
    expect((await call('/v2/pets?limit=5', { headers: bearer })).status).toBe(200);
    expect((await call('/v2/pets/7')).status).toBe(200);
    expect((await call('/pets/7')).status).toBe(404);
  });

  it('prefers literal segments over templated ones', async () => {
    expect((await call('/v2/pets/me?api_key=k')).body).toEqual({ name: 'Mine' });
  });

  it('answers 404 for unknown routes and 405 with Allow for wrong methods', async () => {
    const missing = await call('/v2/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not_found');
    const wrong = await call('/v2/pets/7', { method: 'PUT' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, DELETE');
  });
});

describe('quire mock: responses', () => {
  it('uses the first named example, or the one asked for with Prefer', async () => {
    expect((await call('/v2/pets/1')).body).toEqual({ name: 'Rex', kind: 'dog' });
    expect((await call('/v2/pets/1', { headers: { prefer: 'example=tom' } })).body).toEqual({ name: 'Tom', kind: 'cat' });
    expect((await call('/v2/pets/1', { headers: { prefer: 'code=404' } })).status).toBe(404);
  });

  it('generates bodies from the schema: types, formats, enums, required, no readOnly loops', async () => {
    const { body } = await call('/v2/pets?limit=1', { headers: bearer });
    expect(body).toEqual([
      {
        id: 1,
        name: 'string',
        kind: 'cat',
        born: '2025-01-01T12:00:00Z',
        tags: ['string'],
        owner: { email: 'user@example.com' },
        nickname: 'string',
      },
    ]);
  });

  it('answers 204 without a body', async () => {
    const res = await fetch(`${base}/v2/pets/1`, { method: 'DELETE', headers: { cookie: 'session=s' } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });
});

describe('quire mock: security', () => {
  it.each([
    ['no credentials', {}, 401],
    ['a malformed Authorization header', { authorization: 'Token abc' }, 401],
    ['a bearer token', bearer, 200],
    ['the alternative API key', { 'x-api-key': 'k' }, 200],
  ])('GET /pets with %s → %i', async (_name, headers, status) => {
    const res = await call('/v2/pets?limit=1', { headers });
    expect(res.status).toBe(status);
    if (status === 401) {
      expect(res.body.error).toBe('unauthorized');
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="mock"');
    }
  });

  it('explains what is missing', async () => {
    expect((await call('/v2/pets?limit=1')).body.message).toMatchInlineSnapshot(
      `"No accepted credentials: missing Authorization header (bearer expects "Authorization: Bearer <token>") — or — missing API key: header "X-API-Key" (apiKey)"`,
    );
  });

  it('checks basic credentials, query and cookie API keys', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await call('/v2/pets', { method: 'POST', headers: { ...json, authorization: 'Basic !!!' }, body: '{"name":"x"}' })).status).toBe(401);
    const ok = Buffer.from('ada:pw').toString('base64');
    expect((await call('/v2/pets', { method: 'POST', headers: { ...json, authorization: `Basic ${ok}` }, body: '{"name":"x"}' })).status).toBe(201);
    expect((await call('/v2/pets/me')).status).toBe(401);
    expect((await call('/v2/pets/1', { method: 'DELETE' })).status).toBe(401);
    expect((await call('/v2/pets/1', { method: 'DELETE', headers: { authorization: 'Bearer x' } })).status).toBe(204);
  });
});

describe('quire mock: requests', () => {
  const basic = { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` };

  it('rejects invalid JSON with the reason, missing bodies and required parameters', async () => {
    const bad = await call('/v2/pets', { method: 'POST', headers: { ...basic, 'content-type': 'application/json' }, body: '{"name": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_json');
    expect(bad.body.message).toMatch(/^request body is not valid JSON: /);
    expect((await call('/v2/pets', { method: 'POST', headers: basic })).body.error).toBe('missing_body');
    expect((await call('/v2/pets', { headers: bearer })).body).toEqual({ error: 'missing_parameter', message: 'required query parameter "limit" is missing' });
    expect((await call('/v2/pets', { method: 'POST', headers: { ...basic, 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
  });

  it('sends CORS headers and answers preflights', async () => {
    const res = await fetch(`${base}/v2/pets`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization');
    const get = await fetch(`${base}/v2/pets/1`, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });

  it('logs one line per request', () => {
    expect(log.some((l) => /^GET \/v2\/pets\/1 → 200 \(\d+ ms\)$/.test(l))).toBe(true);
  });
});

describe('quire mock: docs root', () => {
  it('mocks the specs docs.json references', async () => {
    const { apis } = await loadMockApis(exampleSite);
    expect(apis.map((a) => a.id)).toEqual(['openapi/agent-jobs.yaml']);
    const started = await startMockServer(apis, { port: 0 });
    try {
      const res = await fetch(`http://127.0.0.1:${started.port}/v1/agent/acme/job/sess_1`, { headers: bearer });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ haultReason: 'completed' });
    } finally {
      await started.close();
    }
  });
});
