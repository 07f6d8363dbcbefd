import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { ApiIndex } from '../openapi/api-index.js';
import { documentServers } from '../openapi/servers.js';
import { deref } from '../openapi/resolve-ref.js';
import { mdxServers, type MdxApiSettings } from '../openapi/mdx-endpoint.js';
import { playgroundSettings } from '../openapi/playground/playground-settings.js';
import type { LoadedSite } from '../site/load-site.js';

/** Where the proxy answers (under any base path: `/docs/_quire/proxy` works too). */
export const PROXY_PATH = '/_quire/proxy';

/** A server URL the specs list, with its variables' allowed values. */
export interface AllowedServer {
  template: string;
  /** Variables with an `enum` may take only those values; others one URL-safe word. */
  enums: Record<string, string[] | undefined>;
}

/** Every server (document, path and operation level) of the loaded specs. */
export function allowedServers(apis: Iterable<ApiIndex>, extra: readonly string[] = []): AllowedServer[] {
  const out = new Map<string, AllowedServer>();
  for (const url of extra) out.set(url, { template: url, enums: {} });
  for (const api of apis) {
    for (const s of documentServers(api.document)) {
      if (out.has(s.url)) continue;
      const enums: AllowedServer['enums'] = {};
      for (const [name, v] of Object.entries(s.variables ?? {})) enums[name] = Array.isArray(v?.enum) ? v.enum.map(String) : undefined;
      out.set(s.url, { template: s.url, enums });
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
  return matchTarget(target, servers) !== undefined;
}

/**
 * The listed server `target` lies under, if any, and whether a server names its host
 * literally (not through a variable): only such a host may resolve to a private address.
 */
export function matchTarget(target: URL, servers: readonly AllowedServer[]): { literalHost: boolean } | undefined {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  if (target.username || target.password) return undefined;
  const privateHost = isPrivateHost(target.hostname);
  const href = target.href.replace(/^(https?:\/\/[^/]+):(80|443)(?=\/|$)/i, '$1');
  let match: { literalHost: boolean } | undefined;
  for (const s of servers) {
    if (!/^https?:\/\//i.test(s.template)) continue;
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
    if (!pattern.test(href)) continue;
    const literal = /^https?:\/\/([^/{}]+)(?:\/|$)/i.exec(s.template)?.[1];
    const literalHost = literal !== undefined && safeHostname(literal) === target.hostname;
    if (literalHost) return { literalHost: true };
    if (!privateHost) match = { literalHost: false };
  }
  return match;
}

function safeHostname(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/** localhost, loopback, private, link-local and unique-local addresses. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (isIP(host) === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return (
      a === 127 || a === 10 || a === 0 || a >= 224 ||
      (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127) || (a === 198 && (b === 18 || b === 19))
    );
  }
  if (isIP(host) === 6) {
    return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || /^ff/.test(host) || host.startsWith('::ffff:') || host.startsWith('64:ff9b:') || host.startsWith('::');
  }
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
export function createPlaygroundProxy(servers: readonly AllowedServer[] | (() => readonly AllowedServer[]), options: PlaygroundProxyOptions = {}) {
  const list = typeof servers === 'function' ? servers : () => servers;
  const resolve = options.resolve ?? resolveAll;
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
    const match = matchTarget(targetUrl, list());
    if (!match) {
      refuse(res, 403, `The proxy forwards only to servers listed in the OpenAPI documents; ${targetUrl.origin} is not one of them.`);
      return true;
    }
    const headers: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined || HOP_BY_HOP.has(k) || DROP_REQUEST.has(k) || k.startsWith('sec-')) continue;
      headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    const cookie = header(req, 'x-quire-cookie');
    if (cookie) headers.cookie = cookie;
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readAll(req);
    if (body?.length) headers['content-length'] = body.length;
    let upstream: IncomingMessage;
    try {
      upstream = await forward(targetUrl, req.method ?? 'GET', headers, body, guardedLookup(resolve, match.literalHost));
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === PRIVATE_ADDRESS) {
        refuse(res, 403, `${e.message}; the proxy forwards to loopback and private networks only when a server of the OpenAPI documents names that host.`);
      } else {
        refuse(res, 502, `Could not reach ${targetUrl.origin} (${e.code ?? e.message}). Is the server running, and is the URL right?`);
      }
      return true;
    }
    const out: Record<string, string | string[]> = { 'x-quire-proxy': '1' };
    const redirect = [301, 302, 303, 307, 308].includes(upstream.statusCode ?? 0);
    for (const [k, v] of Object.entries(upstream.headers)) {
      if (v === undefined || HOP_BY_HOP.has(k) || k === 'set-cookie' || k.startsWith('access-control-')) continue;
      // The browser would follow a redirect and resend the credentials to wherever it points:
      // the playground shows it instead (its client reads the header back as `location`).
      out[redirect && k === 'location' ? 'x-quire-location' : k] = v;
    }
    try {
      res.writeHead(upstream.statusCode ?? 502, upstream.statusMessage, out);
    } catch {
      upstream.destroy();
      refuse(res, 502, `${targetUrl.origin} answered with headers that cannot be passed on.`);
      return true;
    }
    await pipeline(upstream, res).catch(() => res.destroy());
    return true;
  };
}

export interface PlaygroundProxyOptions {
  /** Resolves a host name to its addresses (tests inject one; default: the system resolver). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

const PRIVATE_ADDRESS = 'QUIRE_PRIVATE_ADDRESS';

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(hostname, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
}

/**
 * Sends the request with node:http(s), resolving the host through a lookup that refuses
 * private addresses (unless a server names the host literally). The check runs on the very
 * addresses the socket connects to, so a public name that resolves to 127.0.0.1, or changes
 * its answer between a check and the request (DNS rebinding), is refused too. IP literals
 * skip the lookup: `matchTarget` has judged them already.
 */
function forward(target: URL, method: string, headers: OutgoingHttpHeaders, body: Buffer | undefined, lookup: LookupFunction): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, { method, headers, lookup, timeout: 60_000 }, resolve);
    request.on('error', reject);
    request.on('timeout', () => request.destroy(Object.assign(new Error('no answer within 60 s'), { code: 'ETIMEDOUT' })));
    request.end(body?.length ? body : undefined);
  });
}

function guardedLookup(resolve: (hostname: string) => Promise<LookupAddress[]>, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const addresses = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        const blocked = allowPrivate ? undefined : addresses.find((a) => isPrivateHost(a.address));
        if (blocked) return callback(Object.assign(new Error(`${hostname} resolves to ${blocked.address}, a private address`), { code: PRIVATE_ADDRESS }), '', 0);
        if (!addresses.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
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

/**
 * The servers a loaded site's playgrounds may reach through the proxy (the OpenAPI documents'
 * and the MDX API pages'), or none when the site turns the proxy off (`api.playground.proxy`,
 * or the older top-level `playground.proxy`).
 */
export function siteProxyServers(loaded: LoadedSite): AllowedServer[] {
  if (playgroundSettings(loaded.config).proxy === false) return [];
  const frontmatters = loaded.site.pages.filter((p) => p.source.kind === 'mdx').map((p) => p.frontmatter);
  return allowedServers(loaded.apis.values(), [...mdxServers(loaded.config.api?.mdx as MdxApiSettings | undefined, frontmatters), ...oauthTokenUrls(loaded.apis.values())]);
}

/** The OAuth 2.0 flows whose token endpoint the playground calls. */
const TOKEN_FLOWS = ['clientCredentials', 'password', 'authorizationCode'] as const;

/**
 * The token URLs of the OAuth 2.0 flows the playground runs (client credentials, password,
 * authorization code): it posts there through the proxy like any request, so a token endpoint
 * without CORS still answers.
 */
export function oauthTokenUrls(apis: Iterable<ApiIndex>): string[] {
  const out = new Set<string>();
  for (const api of apis) {
    const schemes = (api.document as { components?: { securitySchemes?: Record<string, unknown> } }).components?.securitySchemes ?? {};
    for (const raw of Object.values(schemes)) {
      const scheme = deref<{ type?: unknown; flows?: Record<string, { tokenUrl?: unknown } | undefined> }>(api.document, raw);
      if (scheme?.type !== 'oauth2') continue;
      for (const flow of TOKEN_FLOWS) {
        const url = scheme.flows?.[flow]?.tokenUrl;
        if (typeof url === 'string' && /^https?:\/\//i.test(url)) out.add(url);
      }
    }
  }
  return [...out];
}
