import { deref } from '../resolve-ref.js';
import type { OperationView, ServerView } from '../operation-model.js';
import { flattenSchema, schemaTypes, type Schema } from '../schema-utils.js';

/** `api.playground.display` of docs.json. */
export type PlaygroundDisplay = 'interactive' | 'simple' | 'none';

export type ParamIn = 'path' | 'query' | 'header' | 'cookie';

/** How one parameter is serialised (OpenAPI `style`/`explode`, defaults applied). */
export interface ParamSpec {
  name: string;
  in: ParamIn;
  required: boolean;
  style: 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';
  explode: boolean;
  /** Value kind: what the form control produces. */
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
}

/** A credential the playground asks for, normalised to where it goes on the wire. */
export interface AuthSpec {
  /** Key of `components.securitySchemes`; values are stored in sessionStorage under it. */
  scheme: string;
  kind: 'bearer' | 'basic' | 'apiKey';
  /** apiKey: header, query or cookie. */
  in?: 'header' | 'query' | 'cookie';
  /** apiKey: the header/query/cookie name. */
  name?: string;
  /** http: the `Authorization` scheme word, e.g. `Bearer`. */
  prefix?: string;
  /** What the spec calls it (for the label): `http bearer`, `oauth2`, … */
  label: string;
  /** oauth2: the spec's flows, shown beside the token field so a reader knows where to get one. */
  flows?: OAuthFlowView[];
  /** openIdConnect: the discovery document. */
  openIdConnectUrl?: string;
  /** The scopes the operation's security requirement names. */
  scopes?: string[];
}

/** One OAuth 2.0 flow of a security scheme (`implicit`, `password`, `clientCredentials`, `authorizationCode`). */
export interface OAuthFlowView {
  flow: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** [scope, description] in the spec's order. */
  scopes: [string, string][];
}

/** `binary`: the body is one file as it is (application/octet-stream, images, PDFs…). */
export type BodyKind = 'json' | 'urlencoded' | 'multipart' | 'binary' | 'text';

/** What the browser needs to build and send requests; embedded as a JSON island. */
export interface PlaygroundData {
  method: string;
  path: string;
  display: 'interactive' | 'simple';
  /** Why requests cannot be sent (simple mode). */
  reason?: string;
  /** `api.playground.proxy` (default true): use the dev/preview server's proxy when there is one. */
  proxy: boolean;
  servers: ServerView[];
  params: ParamSpec[];
  /** Alternatives (any one) of scheme sets (all together); empty when no auth is needed. */
  security: AuthSpec[][];
  securityOptional: boolean;
  body?: { required: boolean; media: { type: string; kind: BodyKind }[] };
}

export interface PlaygroundOptions {
  display?: PlaygroundDisplay;
  proxy?: boolean;
  /** `api.examples.prefill`: every field starts at its example, not only path parameters. */
  prefill?: boolean;
}

/** Builds the playground's data for an operation; undefined when it gets no playground. */
export function playgroundData(document: any, view: OperationView, opts: PlaygroundOptions = {}): PlaygroundData | undefined {
  const display = opts.display ?? 'interactive';
  if (display === 'none' || view.kind !== 'operation' || !view.path) return undefined;
  let reason: string | undefined;
  if (display === 'simple') reason = 'This site shows the request without sending it (api.playground.display is "simple").';
  else if (!view.servers.length)
    reason = 'This API lists no servers, so there is no base URL to send requests to. Copy the request below and use it with your own base URL.';
  const raw = rawParameters(document, view);
  const params: ParamSpec[] = view.parameters.map((p) => {
    const r = raw.get(`${p.in} ${p.name}`) ?? {};
    const style = (typeof r.style === 'string' ? r.style : p.in === 'query' || p.in === 'cookie' ? 'form' : 'simple') as ParamSpec['style'];
    return {
      name: p.name,
      in: p.in,
      required: p.required,
      style,
      explode: typeof r.explode === 'boolean' ? r.explode : style === 'form',
      type: valueType(document, p.schema),
    };
  });
  const body = view.requestBody?.content.length
    ? { required: view.requestBody.required, media: view.requestBody.content.map((m) => ({ type: m.mediaType, kind: bodyKind(m.mediaType) })) }
    : undefined;
  return {
    method: view.method,
    path: view.path,
    display: reason ? 'simple' : 'interactive',
    ...(reason && { reason }),
    proxy: opts.proxy !== false,
    servers: view.servers,
    params,
    security: view.security.alternatives.map((set) => set.map((use) => authSpec(use.name, use.scheme, use.scopes))).filter((set) => set.every(Boolean)) as AuthSpec[][],
    securityOptional: view.security.optional,
    ...(body && { body }),
  };
}

/** The form control's value kind for a schema. */
export function valueType(document: unknown, schema: unknown): ParamSpec['type'] {
  const s = flattenSchema(document, schema);
  const t = schemaTypes(s)[0];
  return t === 'number' || t === 'integer' || t === 'boolean' || t === 'array' || t === 'object' ? t : 'string';
}

export function bodyKind(mediaType: string): BodyKind {
  if (/^application\/x-www-form-urlencoded/i.test(mediaType)) return 'urlencoded';
  if (/^multipart\//i.test(mediaType)) return 'multipart';
  if (/[/+]json\b/i.test(mediaType)) return 'json';
  if (/^(application\/(octet-stream|pdf|zip|gzip)|image\/|audio\/|video\/)/i.test(mediaType)) return 'binary';
  return 'text';
}

/** A security scheme as a playground credential; undefined for ones a browser cannot send (mutualTLS). */
export function authSpec(name: string, s: Schema, scopes: readonly string[] = []): AuthSpec | undefined {
  if (s.type === 'http') {
    const scheme = String(s.scheme ?? 'bearer');
    if (scheme.toLowerCase() === 'basic') return { scheme: name, kind: 'basic', label: 'HTTP basic' };
    const prefix = scheme.charAt(0).toUpperCase() + scheme.slice(1).toLowerCase();
    return { scheme: name, kind: 'bearer', prefix, label: `HTTP ${scheme.toLowerCase()}` };
  }
  if (s.type === 'apiKey' && typeof s.name === 'string') {
    const where = s.in === 'query' || s.in === 'cookie' ? s.in : 'header';
    return { scheme: name, kind: 'apiKey', in: where, name: s.name, label: `API key (${where} ${s.name})` };
  }
  if (s.type === 'oauth2') {
    return { scheme: name, kind: 'bearer', prefix: 'Bearer', label: 'OAuth 2.0 access token', flows: oauthFlows(s.flows), ...(scopes.length && { scopes: [...scopes] }) };
  }
  if (s.type === 'openIdConnect') {
    const url = typeof s.openIdConnectUrl === 'string' ? s.openIdConnectUrl : undefined;
    return { scheme: name, kind: 'bearer', prefix: 'Bearer', label: 'OpenID Connect token', ...(url && { openIdConnectUrl: url }), ...(scopes.length && { scopes: [...scopes] }) };
  }
  return undefined;
}

function rawParameters(document: any, view: OperationView): Map<string, Schema> {
  const out = new Map<string, Schema>();
  const item = deref<Schema>(document, document.paths?.[view.path!]) ?? {};
  for (const list of [item.parameters, view.operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const r of list) {
      const p = deref<Schema>(document, r);
      if (p && typeof p.name === 'string') out.set(`${p.in} ${p.name}`, p);
    }
  }
  return out;
}

const FLOW_ORDER = ['authorizationCode', 'clientCredentials', 'implicit', 'password'];

function oauthFlows(raw: unknown): OAuthFlowView[] {
  if (!raw || typeof raw !== 'object') return [];
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return Object.entries(raw as Record<string, unknown>)
    .filter(([flow, f]) => FLOW_ORDER.includes(flow) && f && typeof f === 'object')
    .map(([flow, f]) => {
      const o = f as Record<string, unknown>;
      const scopes = o.scopes && typeof o.scopes === 'object' ? Object.entries(o.scopes as Record<string, unknown>).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : '']) : [];
      return {
        flow,
        ...(str(o.authorizationUrl) && { authorizationUrl: str(o.authorizationUrl) }),
        ...(str(o.tokenUrl) && { tokenUrl: str(o.tokenUrl) }),
        ...(str(o.refreshUrl) && { refreshUrl: str(o.refreshUrl) }),
        scopes,
      };
    });
}
