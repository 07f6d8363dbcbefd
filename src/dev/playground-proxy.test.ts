import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexApi } from '../openapi/api-index.js';
import { oauthTokenUrls, createPlaygroundProxy, isAllowedTarget, isPrivateHost, type AllowedServer } from './playground-proxy.js';

const servers: AllowedServer[] = [
  { template: 'https://{region}.api.example.com/v1', enums: { region: ['eu', 'us'] } },
  { template: 'https://{tenant}.example.org', enums: { tenant: undefined } },
  { template: 'http://localhost:4010/v1', enums: {} },
];

describe('isAllowedTarget', () => {
  it.each([
    ['https://eu.api.example.com/v1/agent/x', true],
    ['https://us.api.example.com/v1', true],
    ['https://asia.api.example.com/v1/x', false],
    ['https://eu.api.example.com/v2/x', false],
    ['https://eu.api.example.com/v1evil', false],
    ['http://eu.api.example.com/v1/x', false],
    ['https://acme.example.org/anything', true],
    ['https://a.b.example.org/', false],
    ['https://evil.com/?https://acme.example.org', false],
    ['http://localhost:4010/v1/agent', true],
    ['http://localhost:4011/v1/agent', false],
    ['http://127.0.0.1:4010/v1/agent', false],
    ['https://user:pw@eu.api.example.com/v1', false],
    ['http://localhost:4010/v1/../admin', false],
    ['http://localhost:4010/v1/%2e%2e/admin', false],
    ['http://localhost:4010@evil.example/v1', false],
    ['ftp://localhost:4010/v1', false],
    ['https://eu.api.example.com.evil.example/v1', false],
  ])('%s → %s', (url, ok) => {
    expect(isAllowedTarget(new URL(url), servers)).toBe(ok);
  });

  it('lets a variable never reach a private host', () => {
    const open: AllowedServer[] = [{ template: 'http://{host}:8080', enums: {} }];
    expect(isAllowedTarget(new URL('http://localhost:8080/'), open)).toBe(false);
    expect(isAllowedTarget(new URL('http://intranet:8080/'), open)).toBe(true);
  });

  it('a variable never reaches a private address literal, however it is written', () => {
    const open: AllowedServer[] = [{ template: 'http://{host}', enums: {} }, { template: 'http://{a}.{b}.{c}.{d}', enums: {} }];
    for (const url of ['http://127.0.0.1/', 'http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://169.254.169.254/latest', 'http://10.0.0.1/', 'http://0.0.0.0/']) {
      expect([url, isAllowedTarget(new URL(url), open)]).toEqual([url, false]);
    }
    expect(isAllowedTarget(new URL('http://93.184.216.34/'), open)).toBe(true);
  });

  it('knows private addresses', () => {
    expect(['localhost', '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '[::1]', 'fd00::1', '0.0.0.0', '100.64.0.1', '224.0.0.1', '198.18.0.1', 'fe80::1', '::', '::ffff:7f00:1', 'api.local', 'db.internal'].every(isPrivateHost)).toBe(true);
    expect(['example.com', '8.8.8.8', '172.32.0.1'].some(isPrivateHost)).toBe(false);
  });
});

describe('createPlaygroundProxy', () => {
  let upstream: Server;
  let proxyServer: Server;
  let proxyBase: string;
  let upstreamPort: number;
  const seen: { method?: string; url?: string; headers?: Record<string, unknown>; body?: string }[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url === '/v1/redirect') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
        res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'a=b', 'x-upstream': 'yes' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    upstreamPort = (upstream.address() as { port: number }).port;
    const proxy = createPlaygroundProxy(() => [{ template: `http://127.0.0.1:${upstreamPort}/v1`, enums: {} }]);
    proxyServer = createServer(async (req, res) => {
      if (!(await proxy(req, res))) res.writeHead(418).end();
    });
    await new Promise<void>((r) => proxyServer.listen(0, '127.0.0.1', r));
    proxyBase = `http://127.0.0.1:${(proxyServer.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => upstream.close(r));
    await new Promise((r) => proxyServer.close(r));
  });

  it('passes other paths on and announces itself', async () => {
    expect((await fetch(`${proxyBase}/guides`)).status).toBe(418);
    expect(await (await fetch(`${proxyBase}/_quire/proxy`)).json()).toEqual({ quireProxy: true });
  });

  it('forwards to a listed server: method, headers, body, cookies; strips the page’s own cookies', async () => {
    const res = await fetch(`${proxyBase}/_quire/proxy`, {
      method: 'POST',
      headers: {
        'x-quire-target': `http://127.0.0.1:${upstreamPort}/v1/items?x=1`,
        'x-quire-cookie': 'session=s1',
        cookie: 'docs-site=private',
        authorization: 'Bearer t',
        'content-type': 'application/json',
      },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/v1/items?x=1', body: '{"a":1}' });
    expect(last.headers).toMatchObject({ authorization: 'Bearer t', cookie: 'session=s1' });
    expect(last.headers!['x-quire-target']).toBeUndefined();
  });

  it('refuses a listed public name that resolves to a private address, unless a server names that host', async () => {
    // `rebind.example` answers 127.0.0.1 (our upstream): the DNS-rebinding / localtest.me trick.
    const resolve = async (host: string) => (host === 'rebind.example' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '203.0.113.9', family: 4 }]);
    const hits = seen.length;
    const viaVariable = createPlaygroundProxy(() => [{ template: `http://{name}.example:${upstreamPort}/v1`, enums: {} }], { resolve });
    const literal = createPlaygroundProxy(() => [{ template: `http://rebind.example:${upstreamPort}/v1`, enums: {} }], { resolve });
    const serve = (proxy: ReturnType<typeof createPlaygroundProxy>) => async (path: string) => {
      const s = createServer(async (req, res) => void (await proxy(req, res)));
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
      try {
        return await fetch(`http://127.0.0.1:${(s.address() as { port: number }).port}/_quire/proxy`, { headers: { 'x-quire-target': `http://rebind.example:${upstreamPort}${path}`, authorization: 'Bearer secret' } });
      } finally {
        s.close();
      }
    };
    const refused = await serve(viaVariable)('/v1/x');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-quire-proxy-error')).toMatch(/rebind\.example resolves to 127\.0\.0\.1, a private address/);
    expect(seen.length).toBe(hits);
    const allowed = await serve(literal)('/v1/x');
    expect(allowed.status).toBe(201);
    expect(seen.length).toBe(hits + 1);
  });

  it('passes redirects back without letting the browser follow them', async () => {
    const res = await fetch(`${proxyBase}/_quire/proxy`, { headers: { 'x-quire-target': `http://127.0.0.1:${upstreamPort}/v1/redirect` }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-quire-location')).toBe('http://169.254.169.254/latest/meta-data');
  });

  it('refuses hosts the specs do not list, and cross-site callers', async () => {
    const other = await fetch(`${proxyBase}/_quire/proxy`, { headers: { 'x-quire-target': 'http://127.0.0.1:1/v1/x' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('x-quire-proxy-error')).toMatch(/only to servers listed/);
    const cross = await fetch(`${proxyBase}/_quire/proxy`, { headers: { 'x-quire-target': `http://127.0.0.1:${upstreamPort}/v1/x`, 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
  });
});

describe('oauthTokenUrls', () => {
  it('lists the token URL of each flow the playground runs ($ref schemes too), nothing of other schemes', () => {
    const api = indexApi('a.yaml', {
      openapi: '3.1.0',
      info: { title: 'a', version: '1' },
      paths: {},
      components: {
        securitySchemes: {
          cc: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: {} } } },
          ref: { $ref: '#/components/x-schemes/other' },
          code: { type: 'oauth2', flows: { authorizationCode: { authorizationUrl: 'https://auth.example.com/a', tokenUrl: 'https://auth.example.com/code-token', scopes: {} }, implicit: { authorizationUrl: 'https://auth.example.com/i', scopes: {} } } },
          pw: { type: 'oauth2', flows: { password: { tokenUrl: 'https://auth.example.com/pw-token', scopes: {} } } },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration' },
          key: { type: 'apiKey', in: 'header', name: 'k' },
        },
        'x-schemes': { other: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://other.example.com/t', scopes: {} } } } },
      },
    });
    const urls = oauthTokenUrls([api]);
    expect(urls).toEqual(['https://auth.example.com/token', 'https://other.example.com/t', 'https://auth.example.com/code-token', 'https://auth.example.com/pw-token']);
    expect(isAllowedTarget(new URL('https://auth.example.com/i'), urls.map((template) => ({ template, enums: {} })))).toBe(false);
    expect(isAllowedTarget(new URL('https://auth.example.com/token'), urls.map((template) => ({ template, enums: {} })))).toBe(true);
  });
});
