import type { McpTool, SecuritySchemeRef } from './mcp-tools.js';

/** Environment variables holding credentials (documented in `quire mcp --help`). */
export const AUTH_ENV = { bearer: 'QUIRE_AUTH_BEARER', apiKey: 'QUIRE_AUTH_API_KEY', basic: 'QUIRE_AUTH_BASIC' } as const;

export interface CallOptions {
  /** Base URL replacing the operation's server (`--server`). */
  server?: string;
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CallResult {
  status: number;
  statusText: string;
  contentType?: string;
  /** The body as text, pretty-printed when it is JSON. */
  body: string;
}

/** A problem found before any request was sent (no server, unusable base URL). */
export class CallError extends Error {}

/**
 * Performs the HTTP request of `tool` with already validated `args`: path parameters
 * substituted, query/header/cookie parameters placed, the body encoded for its media type, and
 * credentials from the environment applied as the operation's `security` asks.
 */
export async function callOperation(tool: McpTool, args: Record<string, unknown>, options: CallOptions = {}): Promise<CallResult> {
  const op = tool.operation;
  const base = options.server ?? op.servers[0];
  if (!base) throw new CallError(`${op.method} ${op.path} has no server in ${op.spec}; start quire mcp with --server URL`);
  if (!/^https?:\/\//i.test(base)) throw new CallError(`the server URL "${base}" of ${op.method} ${op.path} is not absolute; start quire mcp with --server URL`);

  let path = op.path;
  const query = new URLSearchParams();
  const headers = new Headers();
  const cookies: string[] = [];
  for (const p of op.parameters) {
    const value = args[p.arg];
    if (value === undefined) continue;
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(encodeURIComponent(scalar(value)));
    else if (p.in === 'query') appendQuery(query, p.name, value);
    else if (p.in === 'header') headers.set(p.name, scalar(value));
    else cookies.push(`${p.name}=${encodeURIComponent(scalar(value))}`);
  }
  const target = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [k, v] of query) target.searchParams.append(k, v);

  let body: BodyInit | undefined;
  if (op.body && args[op.body.arg] !== undefined) {
    const value = args[op.body.arg];
    const type = op.body.mediaType;
    if (/json/i.test(type)) {
      body = JSON.stringify(value);
      headers.set('content-type', type);
    } else if (/x-www-form-urlencoded/i.test(type)) {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) appendQuery(form, k, v);
      body = form;
    } else if (/multipart\/form-data/i.test(type)) {
      const form = new FormData();
      for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) form.append(k, scalar(v));
      body = form;
    } else {
      body = typeof value === 'string' ? value : JSON.stringify(value);
      headers.set('content-type', type);
    }
  }

  applyCredentials(op.security, options.env ?? process.env, headers, target.searchParams, cookies);
  if (cookies.length) headers.set('cookie', cookies.join('; '));
  if (!headers.has('accept')) headers.set('accept', 'application/json, */*;q=0.8');

  const res = await (options.fetch ?? fetch)(target, {
    method: op.method,
    headers,
    ...(body !== undefined ? { body } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? undefined;
  return { status: res.status, statusText: res.statusText, ...(contentType ? { contentType } : {}), body: prettyJson(text, contentType) };
}

/**
 * Applies the first security alternative whose credentials are all in the environment (an
 * empty alternative means auth is optional). Nothing is sent when none can be satisfied: the
 * server's 401 then tells the user which credential is missing.
 */
function applyCredentials(
  alternatives: SecuritySchemeRef[][],
  env: Record<string, string | undefined>,
  headers: Headers,
  query: URLSearchParams,
  cookies: string[],
): void {
  for (const alternative of alternatives) {
    const values = alternative.map((s) => credentialFor(s, env));
    if (values.some((v) => v === undefined)) continue;
    alternative.forEach((s, i) => {
      const value = values[i]!;
      const scheme = s.scheme;
      if (scheme.type === 'apiKey') {
        if (scheme.in === 'query') query.set(scheme.name, value);
        else if (scheme.in === 'cookie') cookies.push(`${scheme.name}=${encodeURIComponent(value)}`);
        else headers.set(scheme.name, value);
      } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
        headers.set('authorization', `Basic ${Buffer.from(value).toString('base64')}`);
      } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() !== 'bearer') {
        headers.set('authorization', `${scheme.scheme} ${value}`);
      } else {
        headers.set('authorization', `Bearer ${value}`);
      }
    });
    return;
  }
}

/** `QUIRE_AUTH_<SCHEME NAME>` first, then the variable for the scheme's type. */
export function credentialFor(ref: SecuritySchemeRef, env: Record<string, string | undefined>): string | undefined {
  const own = env[`QUIRE_AUTH_${ref.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`];
  if (own) return own;
  const s = ref.scheme;
  if (s.type === 'apiKey') return env[AUTH_ENV.apiKey] || undefined;
  if (s.type === 'http' && String(s.scheme).toLowerCase() === 'basic') return env[AUTH_ENV.basic] || undefined;
  return env[AUTH_ENV.bearer] || undefined;
}

function appendQuery(params: URLSearchParams, name: string, value: unknown): void {
  if (Array.isArray(value)) for (const v of value) params.append(name, scalar(v));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) params.append(k, scalar(v));
  else params.append(name, scalar(value));
}

function scalar(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function prettyJson(text: string, contentType?: string): string {
  if (!contentType || !/json/i.test(contentType)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
