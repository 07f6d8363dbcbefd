import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApiIndex } from '../openapi/api-index.js';
import { operationView } from '../openapi/operation-model.js';
import { matchRoute, mockRoutes } from './mock-routes.js';
import { mockResponse, parsePrefer } from './mock-response.js';
import { checkSecurity, parseCookies } from './mock-security.js';

export interface MockOptions {
  /** One line per request: `GET /v1/agent/acme/jobs → 200 (2 ms)`. */
  log?: (line: string) => void;
}

/** Largest request body read, so a mock cannot be made to hold gigabytes. */
const MAX_BODY = 5 * 1024 * 1024;

/**
 * A request handler answering every operation of `apis` like the real API would: routed by
 * path (under each server's base path) and method, credentials checked, JSON bodies parsed,
 * responses from the spec's examples or generated from its schemas. CORS is open so the
 * playground of any docs page can call it.
 */
export function createMockHandler(apis: readonly ApiIndex[], opts: MockOptions = {}) {
  const routes = mockRoutes(apis);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const start = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    res.on('finish', () => opts.log?.(`${method} ${url.pathname}${url.search} → ${res.statusCode} (${Math.round(performance.now() - start)} ms)`));
    cors(req, res);
    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      const match = matchRoute(routes, String(req.headers['access-control-request-method']), url.pathname);
      const allow = match.kind === 'found' ? [match.route.method] : match.kind === 'method-not-allowed' ? match.allow : [];
      res.writeHead(204, {
        'access-control-allow-methods': [...allow, 'OPTIONS'].join(', '),
        'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '*'),
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const match = matchRoute(routes, method, url.pathname);
    if (match.kind === 'not-found') {
      return json(res, 404, { error: 'not_found', message: `No operation matches ${url.pathname}. The mock serves: ${routes.map((r) => `${r.method} ${r.path}`).join(', ')}` });
    }
    if (match.kind === 'method-not-allowed') {
      res.setHeader('allow', match.allow.join(', '));
      return json(res, 405, { error: 'method_not_allowed', message: `${method} is not allowed on ${url.pathname}; use ${match.allow.join(' or ')}` });
    }
    const { route } = match;
    const view = operationView(route.api, route.method, route.path)!;
    const failure = checkSecurity(view.security, { headers: req.headers, query: url.searchParams, cookies: parseCookies(req.headers.cookie) });
    if (failure) {
      res.setHeader('www-authenticate', failure.challenge);
      return json(res, 401, { error: 'unauthorized', message: failure.message });
    }
    for (const p of view.parameters) {
      if (!p.required || p.in === 'path') continue;
      const present = p.in === 'query' ? url.searchParams.has(p.name) : p.in === 'header' ? req.headers[p.name.toLowerCase()] !== undefined : parseCookies(req.headers.cookie)[p.name] !== undefined;
      if (!present) return json(res, 400, { error: 'missing_parameter', message: `required ${p.in} parameter "${p.name}" is missing` });
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      return json(res, 413, { error: 'payload_too_large', message: `request bodies are limited to ${MAX_BODY} bytes` });
    }
    const contentType = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (view.requestBody?.required && body.length === 0) {
      return json(res, 400, { error: 'missing_body', message: `this operation requires a request body (${view.requestBody.content.map((m) => m.mediaType).join(' or ')})` });
    }
    if (body.length && /[/+]json$/.test(contentType)) {
      try {
        JSON.parse(body.toString('utf8'));
      } catch (err) {
        return json(res, 400, { error: 'invalid_json', message: `request body is not valid JSON: ${(err as Error).message}` });
      }
    }
    if (body.length && view.requestBody?.content.length && contentType) {
      const accepted = view.requestBody.content.map((m) => m.mediaType.toLowerCase());
      const ok = accepted.some((a) => a === contentType || a === '*/*' || (a.endsWith('/*') && contentType.startsWith(a.slice(0, -1))));
      if (!ok) return json(res, 415, { error: 'unsupported_media_type', message: `Content-Type ${contentType} is not accepted; use ${accepted.join(' or ')}` });
    }
    const out = mockResponse(route.api.document, view, parsePrefer(req.headers.prefer as string | undefined));
    if (out.body === undefined) {
      res.writeHead(out.status).end();
      return;
    }
    const text = typeof out.body === 'string' && !/json/i.test(out.mediaType ?? '') ? out.body : JSON.stringify(out.body, null, 2);
    res.writeHead(out.status, { 'content-type': `${out.mediaType ?? 'application/json'}${/json|text/.test(out.mediaType ?? 'json') ? '; charset=utf-8' : ''}` });
    res.end(method === 'HEAD' ? undefined : text);
  };
}

/** Starts the mock on `port` (0 = any free port). */
export async function startMockServer(apis: readonly ApiIndex[], opts: MockOptions & { port: number; host?: string }): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const handler = createMockHandler(apis, opts);
  const server = createServer((req, res) => {
    handler(req, res).catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: 'mock_error', message: (err as Error).message });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return { server, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('access-control-allow-origin', origin ?? '*');
  if (origin) res.setHeader('vary', 'Origin');
  res.setHeader('access-control-expose-headers', '*');
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value, null, 2));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
