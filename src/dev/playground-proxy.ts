import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { ApiIndex } from '../openapi/api-index.js';
import { HTTP_METHODS } from '../openapi/api-index.js';
import { deref } from '../openapi/resolve-ref.js';

/** Where the proxy answers (under any base path: `/docs/_quire/proxy` works too). */
export const PROXY_PATH = '/_quire/proxy';

/** A server URL the specs list, with its variables' allowed values. */
export interface AllowedServer {
  template: string;
  /** Variables with an `enum` may take only those values; others one URL-safe word. */
  enums: Record<string, string[] | undefined>;
}

/** Every server (document, path and operation level) of the loaded specs. */
export function allowedServers(apis: Iterable<ApiIndex>): AllowedServer[] {
  const out = new Map<string, AllowedServer>();
  for (const api of apis) {
    const doc = api.document;
    const lists: unknown[] = [doc.servers];
    for (const raw of Object.values<unknown>(doc.paths ?? {})) {
      const item = deref<any>(doc, raw);
      lists.push(item?.servers);
      for (const m of HTTP_METHODS) lists.push(item?.[m]?.servers);
    }
    for (const list of lists) {
      if (!Array.isArray(list)) continue;
      for (const s of list) {
        if (!s || typeof s.url !== 'string' || out.has(s.url)) continue;
        const enums: AllowedServer['enums'] = {};
        for (const [name, v] of Object.entries<any>(s.variables ?? {})) enums[name] = Array.isArray(v?.enum) ? v.enum.map(String) : undefined;
        out.set(s.url, { template: s.url, enums });
      }
    }
  }
  return [...out.values()];
}

/**
 * True when `target` lies under one of the listed servers: same scheme, host and port, and
 * below its base path. Loopback and private hosts pass only when a server names that host
 * literally, so the proxy can never be pointed at the developer's own network by a variable.
 */
export function isAllowedTarget(target: URL, servers: readonly AllowedServer[]): boolean {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.username || target.password) return false;
  const privateHost = isPrivateHost(target.hostname);
  return servers.some((s) => {
    if (!/^https?:\/\//i.test(s.template)) return false;
    const pattern = new RegExp(
      `^${s.template
        .replace(/\/+$/, '')
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const m = /^\{([^}]+)\}$/.exec(part);
          if (!m) return escapeRegExp(part);
          const values = s.enums[m[1]!];
          return values ? `(?:${values.map(escapeRegExp).join('|')})` : '[A-Za-z0-9_~-]+';
        })
        .join('')}(?:[/?#]|$)`,
      'i',
    );
    const href = target.href.replace(/^(https?:\/\/[^/]+):(80|443)(?=\/|$)/i, '$1');
    if (!pattern.test(href)) return false;
    if (!privateHost) return true;
    const literalHost = /^https?:\/\/([^/{}]+)(?:\/|$)/i.exec(s.template)?.[1];
    return literalHost !== undefined && new URL(`http://${literalHost}`).hostname === target.hostname;
  });
}

/** localhost, loopback, private, link-local and unique-local addresses. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (isIP(host) === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  if (isIP(host) === 6) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'content-length']);
/** Request headers of the docs page that must not reach the API. */
const DROP_REQUEST = new Set(['cookie', 'origin', 'referer', 'accept-encoding', 'x-quire-target', 'x-quire-cookie']);

/**
 * The proxy route of `quire dev` / `quire preview`: `POST|GET|… /_quire/proxy` with the real URL
 * in `X-Quire-Target` forwards the request there when the URL lies under a server the specs
 * list; anything else is refused (403). `GET /_quire/proxy` without a target tells the
 * playground the proxy exists. Returns false for other paths, so servers can chain it.
 * The custom header makes cross-site pages preflight, which this route never allows.
 */
export function createPlaygroundProxy(servers: readonly AllowedServer[] | (() => readonly AllowedServer[])) {
  const list = typeof servers === 'function' ? servers : () => servers;
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.endsWith(PROXY_PATH)) return false;
    const target = header(req, 'x-quire-target');
    if (!target) {
      if (req.method === 'GET' || req.method === 'HEAD') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ quireProxy: true }));
      } else {
        refuse(res, 400, 'The playground proxy needs the X-Quire-Target header.');
      }
      return true;
    }
    const site = header(req, 'sec-fetch-site');
    if (site && site !== 'same-origin') {
      refuse(res, 403, 'The playground proxy only serves pages of this docs site.');
      return true;
    }
    let targetUrl: URL;
    try {
      targetUrl = new URL(target);
    } catch {
      refuse(res, 400, `"${target}" is not an absolute URL.`);
      return true;
    }
    if (!isAllowedTarget(targetUrl, list())) {
      refuse(res, 403, `The proxy forwards only to servers listed in the OpenAPI documents; ${targetUrl.origin} is not one of them.`);
      return true;
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined || HOP_BY_HOP.has(k) || DROP_REQUEST.has(k) || k.startsWith('sec-')) continue;
      headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    }
    const cookie = header(req, 'x-quire-cookie');
    if (cookie) headers.set('cookie', cookie);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readAll(req);
    let upstream: Response;
    try {
      upstream = await fetch(targetUrl, { method: req.method, headers, body: body?.length ? new Uint8Array(body) : undefined, redirect: 'manual' });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      refuse(res, 502, `Could not reach ${targetUrl.origin} (${cause?.code ?? cause?.message ?? (err as Error).message}). Is the server running, and is the URL right?`);
      return true;
    }
    const out: Record<string, string> = { 'x-quire-proxy': '1' };
    upstream.headers.forEach((v, k) => {
      // fetch has already decoded the body, so its encoding and length no longer apply.
      if (!HOP_BY_HOP.has(k) && k !== 'content-encoding' && k !== 'set-cookie' && !k.startsWith('access-control-')) out[k] = v;
    });
    res.writeHead(upstream.status, upstream.statusText, out);
    res.end(Buffer.from(await upstream.arrayBuffer()));
    return true;
  };
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-quire-proxy-error': message.replace(/[^\x20-\x7e]/g, '?') });
  res.end(JSON.stringify({ error: 'proxy_refused', message }));
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
