import type { AuthSpec, BodyKind, ParamSpec, PlaygroundData } from './playground-data.js';

/**
 * Turns the playground's inputs into an HTTP request. Pure and DOM-free: the browser chunk,
 * the server-rendered preview and the unit tests all use it.
 */

/** A credential as typed by the reader. */
export interface AuthValue {
  token?: string;
  username?: string;
  password?: string;
}

/** A file chosen in a multipart form (the browser keeps the `File`; here only its name). */
export interface FilePart {
  file: string;
}

export interface RequestInputs {
  serverIndex: number;
  /** Server variable values of the selected server; missing ones use their default. */
  variables: Record<string, string>;
  /** Keyed `${in} ${name}`; `undefined`/'' values are left out. */
  params: Record<string, unknown>;
  /** Keyed by scheme name. */
  auth: Record<string, AuthValue>;
  /** The selected body media type and its value (object for forms, any JSON for JSON, text for raw). */
  body?: { mediaType: string; kind: BodyKind; value: unknown; raw?: string };
  /** Resolves relative server URLs (`/v1`); the page's origin in the browser. */
  base?: string;
  /** Previews: show `<token>`-style placeholders for credentials not filled in yet. */
  authPlaceholders?: boolean;
}

export type BuiltBody =
  | { kind: 'json' | 'text' | 'urlencoded'; mediaType: string; text: string }
  | { kind: 'multipart'; mediaType: string; fields: [string, string | FilePart][] }
  | { kind: 'binary'; mediaType: string; file?: FilePart };

export interface BuiltRequest {
  method: string;
  /** Absolute URL with path parameters and the query string. */
  url: string;
  /** URL without the query string, and the query pairs (unencoded), for code samples. */
  baseUrl: string;
  query: [string, string][];
  headers: [string, string][];
  /** Cookies are kept apart: a browser cannot set a `Cookie` header itself. */
  cookies: [string, string][];
  body?: BuiltBody;
  /** Required inputs left empty, e.g. `path id`, `auth bearerAuth`. */
  missing: string[];
}

export function paramKey(p: Pick<ParamSpec, 'in' | 'name'>): string {
  return `${p.in} ${p.name}`;
}

/** The selected server's URL with its variables filled in (defaults when left empty). */
export function serverUrl(data: Pick<PlaygroundData, 'servers'>, index: number, variables: Record<string, string>): string {
  const server = data.servers[index] ?? data.servers[0];
  if (!server) return '';
  return server.template.replace(/\{([^}]+)\}/g, (m, name: string) => {
    const v = variables[name];
    if (v !== undefined && v !== '') return v;
    return server.variables.find((x) => x.name === name)?.default ?? m;
  });
}

export function buildRequest(data: PlaygroundData, inputs: RequestInputs): BuiltRequest {
  const missing: string[] = [];
  let path = data.path;
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const cookies: [string, string][] = [];
  for (const p of data.params) {
    const value = inputs.params[paramKey(p)];
    if (isEmpty(value)) {
      if (p.required) missing.push(paramKey(p));
      continue;
    }
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(serializePathParam(p, value));
    else if (p.in === 'query') query.push(...serializeQueryParam(p, value));
    else if (p.in === 'header') headers.push([p.name, serializeSimple(value, p.explode)]);
    else cookies.push(...serializeCookieParam(p, value));
  }
  const auth = chooseAuth(data.security, inputs.auth);
  if (auth.length === 0 && data.security.length && !data.securityOptional) missing.push(`auth ${data.security[0]!.map((a) => a.scheme).join('+')}`);
  for (const a of auth) placeAuth(a, inputs.auth[a.scheme] ?? {}, headers, query, cookies);
  if (auth.length === 0 && inputs.authPlaceholders) {
    for (const a of data.security[0] ?? []) {
      const placeholder = a.kind === 'apiKey' ? '<api-key>' : '<token>';
      if (a.kind === 'basic') headers.push(['Authorization', 'Basic <base64(username:password)>']);
      else placeAuth(a, { token: placeholder }, headers, query, cookies);
    }
  }

  let body: BuiltBody | undefined;
  if (inputs.body) {
    body = encodeBody(inputs.body);
    if (body.kind !== 'multipart') headers.push(['Content-Type', inputs.body.mediaType]);
  }
  const base = resolveBase(serverUrl(data, inputs.serverIndex, inputs.variables), inputs.base);
  const baseUrl = base.replace(/\/+$/, '') + path;
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeQueryValue(v)}`).join('&');
  return { method: data.method, url: qs ? `${baseUrl}?${qs}` : baseUrl, baseUrl, query, headers, cookies, ...(body && { body }), missing };
}

/**
 * The first alternative whose credentials are all filled in; none when no alternative is
 * complete (the request goes without, and the server answers 401).
 */
export function chooseAuth(alternatives: AuthSpec[][], values: Record<string, AuthValue>): AuthSpec[] {
  return alternatives.find((set) => set.length > 0 && set.every((a) => hasCredential(a, values[a.scheme]))) ?? [];
}

function hasCredential(a: AuthSpec, v: AuthValue | undefined): boolean {
  if (!v) return false;
  return a.kind === 'basic' ? Boolean(v.username || v.password) : Boolean(v.token);
}

/** Puts a credential where its scheme says: Authorization header, API key header/query/cookie. */
export function placeAuth(a: AuthSpec, v: AuthValue, headers: [string, string][], query: [string, string][], cookies: [string, string][]): void {
  if (a.kind === 'basic') headers.push(['Authorization', `Basic ${base64(`${v.username ?? ''}:${v.password ?? ''}`)}`]);
  else if (a.kind === 'bearer') headers.push(['Authorization', `${a.prefix ?? 'Bearer'} ${v.token ?? ''}`]);
  else if (a.in === 'query') query.push([a.name!, v.token ?? '']);
  else if (a.in === 'cookie') cookies.push([a.name!, v.token ?? '']);
  else headers.push([a.name!, v.token ?? '']);
}

/** Path parameter: `simple` (default) `a,b`, `label` `.a.b`, `matrix` `;id=a,b`; values percent-encoded. */
export function serializePathParam(p: Pick<ParamSpec, 'name' | 'style' | 'explode'>, value: unknown): string {
  const enc = (s: string) => encodeURIComponent(s);
  if (p.style === 'label') {
    const sep = p.explode ? '.' : ',';
    if (Array.isArray(value)) return `.${value.map((v) => enc(text(v))).join(sep)}`;
    if (isObject(value)) return `.${pairs(value, p.explode, enc).join(sep)}`;
    return `.${enc(text(value))}`;
  }
  if (p.style === 'matrix') {
    const name = enc(p.name);
    if (Array.isArray(value)) {
      return p.explode ? value.map((v) => `;${name}=${enc(text(v))}`).join('') : `;${name}=${value.map((v) => enc(text(v))).join(',')}`;
    }
    if (isObject(value))
      return p.explode
        ? pairs(value, true, enc)
            .map((x) => `;${x}`)
            .join('')
        : `;${name}=${pairs(value, false, enc).join(',')}`;
    return `;${name}=${enc(text(value))}`;
  }
  if (Array.isArray(value)) return value.map((v) => enc(text(v))).join(',');
  if (isObject(value)) return pairs(value, p.explode, enc).join(',');
  return enc(text(value));
}

/** Query parameter pairs (unencoded): `form` (explode default), space/pipe-delimited, `deepObject`. */
export function serializeQueryParam(p: Pick<ParamSpec, 'name' | 'style' | 'explode'>, value: unknown): [string, string][] {
  if (p.style === 'deepObject' && isObject(value)) return deepPairs(p.name, value);
  if (Array.isArray(value)) {
    if (p.explode) return value.map((v) => [p.name, text(v)]);
    const sep = p.style === 'spaceDelimited' ? ' ' : p.style === 'pipeDelimited' ? '|' : ',';
    return [[p.name, value.map(text).join(sep)]];
  }
  if (isObject(value)) {
    if (p.explode)
      return Object.entries(value)
        .filter(([, v]) => !isEmpty(v))
        .map(([k, v]) => [k, text(v)]);
    return [[p.name, pairs(value, false, (s) => s).join(',')]];
  }
  return [[p.name, text(value)]];
}

/** Header values: `simple`, `a,b` or `k,v` (`k=v` when exploded). */
export function serializeSimple(value: unknown, explode: boolean): string {
  if (Array.isArray(value)) return value.map(text).join(',');
  if (isObject(value)) return pairs(value, explode, (s) => s).join(',');
  return text(value);
}

/** Cookie parameters: `form` style; an exploded array repeats the cookie. */
export function serializeCookieParam(p: Pick<ParamSpec, 'name' | 'explode'>, value: unknown): [string, string][] {
  if (Array.isArray(value)) return p.explode ? value.map((v) => [p.name, text(v)]) : [[p.name, value.map(text).join(',')]];
  if (isObject(value)) return p.explode ? Object.entries(value).map(([k, v]) => [k, text(v)]) : [[p.name, pairs(value, false, (s) => s).join(',')]];
  return [[p.name, text(value)]];
}

/** The body as sent: JSON text, URL-encoded text, multipart fields or raw text. */
export function encodeBody(body: NonNullable<RequestInputs['body']>): BuiltBody {
  const { mediaType, kind, value } = body;
  if (kind === 'json') return { kind, mediaType, text: body.raw ?? (value === undefined ? '' : JSON.stringify(value, null, 2)) };
  if (kind === 'urlencoded') {
    const params = formEntries(value).map(
      ([k, v]) => `${encodeURIComponent(k).replace(/%20/g, '+')}=${encodeURIComponent(typeof v === 'string' ? v : v.file).replace(/%20/g, '+')}`,
    );
    return { kind, mediaType, text: params.join('&') };
  }
  if (kind === 'multipart') return { kind, mediaType, fields: formEntries(value) };
  if (kind === 'binary') return { kind, mediaType, ...(isFilePart(value) && { file: value }) };
  return { kind: 'text', mediaType, text: body.raw ?? (typeof value === 'string' ? value : JSON.stringify(value ?? '')) };
}

/** Top-level fields of a form body; arrays repeat the field, objects are sent as JSON text. */
export function formEntries(value: unknown): [string, string | FilePart][] {
  if (!isObject(value)) return [];
  const out: [string, string | FilePart][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (isEmpty(v)) continue;
    for (const item of Array.isArray(v) ? v : [v])
      out.push([k, isFilePart(item) ? item : typeof item === 'object' && item !== null ? JSON.stringify(item) : text(item)]);
  }
  return out;
}

export function isFilePart(v: unknown): v is FilePart {
  return isObject(v) && typeof v.file === 'string' && Object.keys(v).length === 1;
}

/** UTF-8 safe base64 (btoa alone only takes Latin-1). */
export function base64(s: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(s)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function resolveBase(url: string, base: string | undefined): string {
  if (!url || /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || !base) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

function deepPairs(prefix: string, value: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (isEmpty(v)) continue;
    const key = `${prefix}[${k}]`;
    if (isObject(v)) out.push(...deepPairs(key, v));
    else if (Array.isArray(v)) v.forEach((item) => out.push([`${key}[]`, text(item)]));
    else out.push([key, text(v)]);
  }
  return out;
}

function pairs(obj: Record<string, unknown>, explode: boolean, enc: (s: string) => string): string[] {
  const entries = Object.entries(obj).filter(([, v]) => !isEmpty(v));
  return explode ? entries.map(([k, v]) => `${enc(k)}=${enc(text(v))}`) : entries.flatMap(([k, v]) => [enc(k), enc(text(v))]);
}

// Delimiters that servers read literally stay readable; everything else is encoded.
function encodeQueryValue(v: string): string {
  if (/^<[^>]+>$/.test(v)) return v;
  return encodeURIComponent(v).replace(/%2C/g, ',').replace(/%7C/g, '|');
}

function text(v: unknown): string {
  if (v === null) return 'null';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export function isEmpty(v: unknown): boolean {
  return v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
