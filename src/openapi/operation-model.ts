import type { ApiIndex } from './api-index.js';
import { HTTP_METHODS } from './api-index.js';
import { deref } from './resolve-ref.js';
import type { Schema } from './schema-utils.js';

/** A server with its variables' defaults substituted into `url`. */
export interface ServerView {
  url: string;
  template: string;
  description?: string;
  variables: { name: string; default?: string; enum?: string[]; description?: string }[];
}

/** One security scheme of a requirement, resolved. */
export interface SecuritySchemeUse {
  name: string;
  scheme: Schema;
  scopes: string[];
}

/** Effective security: alternatives (OR) of scheme sets (AND). */
export interface SecurityView {
  alternatives: SecuritySchemeUse[][];
  /** An empty requirement `{}` among the alternatives: authentication is optional. */
  optional: boolean;
  /** `security: []` on the operation (or document): no authentication at all. */
  none: boolean;
  /** Where the effective value came from. */
  declared: 'operation' | 'document' | 'absent';
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: unknown;
  example?: unknown;
}

export interface MediaView {
  mediaType: string;
  media: Schema;
}

/** Everything an endpoint page shows, with Reference Objects around it resolved. */
export interface OperationView {
  kind: 'operation' | 'webhook';
  method: string;
  path?: string;
  name?: string;
  operation: Schema;
  servers: ServerView[];
  security: SecurityView;
  parameters: ParameterView[];
  requestBody?: { required: boolean; description?: string; content: MediaView[] };
  responses: { status: string; description?: string; content: MediaView[]; headers: ParameterView[] }[];
}

const PARAM_ORDER = ['path', 'query', 'header', 'cookie'] as const;

/** Finds `method path` (case-insensitive method, trailing slash tolerated) and builds its view. */
export function operationView(api: ApiIndex, method: string, path: string): OperationView | undefined {
  const doc = api.document;
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const key = Object.keys(doc.paths ?? {}).find((p) => trim(p) === trim(path));
  if (key === undefined) return undefined;
  const item = deref(doc, doc.paths[key]);
  const op = deref(doc, item?.[method.toLowerCase()]);
  if (!op || typeof op !== 'object' || op['x-excluded'] === true) return undefined;
  return buildView(doc, 'operation', method.toUpperCase(), item, op, { path: key });
}

/** Builds the view of webhook `name` (its first operation; the payload is its requestBody). */
export function webhookView(api: ApiIndex, name: string): OperationView | undefined {
  const doc = api.document;
  const item = deref(doc, doc.webhooks?.[name]);
  if (!item || typeof item !== 'object') return undefined;
  const method = HTTP_METHODS.find((m) => item[m] && typeof item[m] === 'object');
  if (!method) return undefined;
  const op = deref(doc, item[method]);
  if (op['x-excluded'] === true) return undefined;
  return buildView(doc, 'webhook', method.toUpperCase(), item, op, { name });
}

function buildView(doc: any, kind: OperationView['kind'], method: string, item: Schema, op: Schema, where: { path?: string; name?: string }): OperationView {
  const body = op.requestBody ? deref<Schema>(doc, op.requestBody) : undefined;
  return {
    kind,
    method,
    ...where,
    operation: op,
    servers: servers(op.servers ?? item.servers ?? doc.servers),
    security: security(doc, op),
    parameters: parameters(doc, item.parameters, op.parameters),
    ...(body
      ? { requestBody: { required: body.required === true, description: body.description, content: media(body.content) } }
      : {}),
    responses: Object.entries<unknown>(op.responses ?? {}).map(([status, raw]) => {
      const r = deref<Schema>(doc, raw) ?? {};
      const headers = Object.entries<unknown>(r.headers ?? {}).map(([name, h]) => param(doc, { ...deref<Schema>(doc, h), name, in: 'header' }));
      return { status, description: r.description, content: media(r.content), headers };
    }),
  };
}

function servers(list: unknown): ServerView[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((s) => s && typeof s.url === 'string')
    .map((s) => {
      const variables = Object.entries<Schema>(s.variables ?? {}).map(([name, v]) => ({
        name,
        default: v.default === undefined ? undefined : String(v.default),
        enum: Array.isArray(v.enum) ? v.enum.map(String) : undefined,
        description: v.description,
      }));
      const url = s.url.replace(/\{([^}]+)\}/g, (m: string, n: string) => variables.find((v) => v.name === n)?.default ?? m);
      return { url, template: s.url, description: s.description, variables };
    });
}

function security(doc: any, op: Schema): SecurityView {
  const declared = Array.isArray(op.security) ? 'operation' : Array.isArray(doc.security) ? 'document' : 'absent';
  const reqs: Record<string, string[]>[] = declared === 'operation' ? op.security : declared === 'document' ? doc.security : [];
  const schemes = doc.components?.securitySchemes ?? {};
  const alternatives = reqs
    .filter((r) => r && Object.keys(r).length)
    .map((r) =>
      Object.entries(r).map(([name, scopes]) => ({
        name,
        scheme: deref<Schema>(doc, schemes[name]) ?? {},
        scopes: Array.isArray(scopes) ? scopes : [],
      })),
    );
  return {
    alternatives,
    optional: reqs.some((r) => r && Object.keys(r).length === 0) && alternatives.length > 0,
    none: declared !== 'absent' && alternatives.length === 0,
    declared,
  };
}

function parameters(doc: any, pathLevel: unknown, opLevel: unknown): ParameterView[] {
  const byKey = new Map<string, ParameterView>();
  for (const list of [pathLevel, opLevel]) {
    if (!Array.isArray(list)) continue;
    // Operation parameters override path-level ones with the same name and location.
    for (const raw of list) {
      const p = deref<Schema>(doc, raw);
      if (!p || typeof p.name !== 'string' || !PARAM_ORDER.includes(p.in)) continue;
      byKey.set(`${p.in} ${p.name}`, param(doc, p));
    }
  }
  const all = [...byKey.values()];
  return PARAM_ORDER.flatMap((where) => all.filter((p) => p.in === where));
}

function param(doc: any, p: Schema): ParameterView {
  // A parameter may describe its value with `content` instead of `schema`.
  const contentSchema = p.content ? Object.values<Schema>(p.content)[0]?.schema : undefined;
  const firstExample = p.examples ? deref<Schema>(doc, Object.values<unknown>(p.examples)[0])?.value : undefined;
  return {
    name: p.name,
    in: p.in,
    required: p.required === true || p.in === 'path',
    deprecated: p.deprecated === true,
    description: p.description,
    schema: p.schema ?? contentSchema ?? {},
    example: p.example ?? firstExample,
  };
}

function media(content: unknown): MediaView[] {
  if (!content || typeof content !== 'object') return [];
  return Object.entries<Schema>(content as Record<string, Schema>).map(([mediaType, m]) => ({ mediaType, media: m ?? {} }));
}
