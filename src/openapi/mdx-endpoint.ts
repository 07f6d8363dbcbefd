import type { Diagnostic } from '../diagnostics/quire-error.js';
import { HTTP_METHODS } from './api-index.js';

/**
 * MDX API pages (Mintlify's "create API pages manually"): a page with frontmatter
 * `api: "POST https://api.example.com/users"` documents its endpoint with `<ParamField>`s.
 * Quire turns the frontmatter and the fields into a one-operation OpenAPI document, so the page
 * gets the same endpoint bar, playground and request samples as a generated page from the same
 * code. Pure.
 */

/** Where a `<ParamField>` puts its value. */
export type MdxFieldIn = 'path' | 'query' | 'header' | 'cookie' | 'body';

/** One `<ParamField>` as the page rendered it (see `playgroundAttributes` in themes/shared/mdx/fields.tsx). */
export interface MdxField {
  in: MdxFieldIn;
  name: string;
  type?: string;
  required: boolean;
  default?: unknown;
  placeholder?: string;
  /** Fields written inside this one: an object's properties (an array's item properties). */
  children?: MdxField[];
}

/** docs.json `api.mdx`. */
export interface MdxApiSettings {
  /** Base URL(s) put before a relative path in `api:`; unused when the frontmatter has a full URL. */
  server?: string | string[];
  auth?: { method?: string; name?: string };
}

/** The frontmatter `api:` split into method and URL (or path); undefined when it is not "METHOD target". */
export function parseApiFrontmatter(value: unknown): { method: string; target: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(value);
  if (!m) return undefined;
  const method = m[1]!.toLowerCase();
  if (!(HTTP_METHODS as readonly string[]).includes(method)) return undefined;
  return { method: method.toUpperCase(), target: m[2]! };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? all),
  );

/**
 * The `<ParamField>`s of a page's rendered HTML, in page order. The rendered HTML is read (not the
 * MDX source) so that fields coming from snippets or components count as the reader sees them.
 * A field inside another (`<Expandable>` children of an object) becomes one of its `children`.
 */
export function mdxParamFields(html: string): MdxField[] {
  const top: MdxField[] = [];
  const seen = new Set<string>();
  // Every <div> open and close, so a field knows the field it sits in (the rendered HTML is well formed).
  const stack: (MdxField | null)[] = [];
  const tag = /<(\/?)div\b([^>]*)>/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m[1]) {
      stack.pop();
      continue;
    }
    const field = m[2]!.includes('data-param-name=') ? readField(m[2]!) : undefined;
    const parent = [...stack].reverse().find((f) => f !== null);
    stack.push(field ?? null);
    if (!field) continue;
    if (parent) {
      (parent.children ??= []).push(field);
      continue;
    }
    const key = `${field.in} ${field.name}`;
    // A second field of the same name (and what it holds) is left out.
    if (seen.has(key)) continue;
    seen.add(key);
    top.push(field);
  }
  return top;
}

function readField(attributes: string): MdxField | undefined {
  const attrs = new Map<string, string>();
  for (const a of attributes.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) attrs.set(a[1]!, unescape(a[2] ?? ''));
  const where = attrs.get('data-location') as MdxFieldIn | undefined;
  const name = attrs.get('data-param-name') ?? '';
  if (!where || !name) return undefined;
  let value: unknown;
  const raw = attrs.get('data-param-default');
  if (raw !== undefined) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
  }
  return {
    in: where,
    name,
    ...(attrs.has('data-param-type') && { type: attrs.get('data-param-type') }),
    required: attrs.has('data-param-required') || where === 'path',
    ...(value !== undefined && { default: value }),
    ...(attrs.has('data-param-placeholder') && { placeholder: attrs.get('data-param-placeholder') }),
  };
}

/** A ParamField `type` ("string", "integer", "string[]", "enum<string>", "file"…) as a JSON Schema. */
export function fieldSchema(type: string | undefined): Record<string, unknown> {
  const t = (type ?? 'string').trim().toLowerCase();
  if (t.endsWith('[]')) return { type: 'array', items: fieldSchema(t.slice(0, -2)) };
  const generic = /^(array|list)\s*<(.+)>$/.exec(t);
  if (generic) return { type: 'array', items: fieldSchema(generic[2]) };
  if (t.includes('|')) {
    const types = t.split('|').map((p) => p.trim()).filter((p) => p !== 'null');
    return types.length === 1 ? fieldSchema(types[0]) : {};
  }
  if (t === 'file' || t === 'binary') return { type: 'string', format: 'binary' };
  if (t === 'int' || t === 'integer' || t === 'long') return { type: 'integer' };
  if (t === 'number' || t === 'float' || t === 'double') return { type: 'number' };
  if (t === 'bool' || t === 'boolean') return { type: 'boolean' };
  if (t === 'object' || t === 'json') return { type: 'object' };
  if (t === 'array') return { type: 'array', items: {} };
  return { type: 'string' };
}

/** A field's schema with its default, placeholder (as the example) and nested fields as properties. */
function fieldWithChildren(f: MdxField): Record<string, unknown> {
  const schema: Record<string, unknown> = fieldSchema(f.type);
  if (f.default !== undefined) schema.default = f.default;
  if (f.placeholder !== undefined) schema.example = f.placeholder;
  if (f.children?.length) {
    const properties = Object.fromEntries(f.children.map((c) => [c.name.split('.').pop()!, fieldWithChildren(c)]));
    const required = f.children.filter((c) => c.required && c.in !== 'path').map((c) => c.name.split('.').pop()!);
    const object = { type: 'object', properties, ...(required.length && { required }) };
    // `type="object[]"`: the children describe each item.
    if (schema.type === 'array') schema.items = object;
    else Object.assign(schema, object);
  }
  return schema;
}

const SCHEME = 'mdxAuth';

/** The security scheme of `authMethod` (page) or `api.mdx.auth` (site); undefined for none. */
function securityScheme(method: string | undefined, name: string | undefined): Record<string, unknown> | undefined {
  switch (method) {
    case 'bearer':
      return { type: 'http', scheme: 'bearer' };
    case 'basic':
      return { type: 'http', scheme: 'basic' };
    case 'key':
      return { type: 'apiKey', in: 'header', name: name || 'x-api-key' };
    default:
      return undefined;
  }
}

export interface MdxEndpointInput {
  /** The frontmatter `api:` value. */
  api: string;
  /** Frontmatter `authMethod`, which wins over `api.mdx.auth.method`. */
  authMethod?: unknown;
  title?: string;
  fields: MdxField[];
  settings?: MdxApiSettings;
  /** The page file, for diagnostics. */
  file: string;
}

export interface MdxEndpoint {
  document: Record<string, unknown>;
  method: string;
  path: string;
}

/**
 * The one-operation OpenAPI document an MDX API page stands for; undefined (with a warning) when
 * `api:` is not "METHOD URL". A full URL is split into its server (the longest `api.mdx.server`
 * it starts with, else its origin) and path; a relative path takes every `api.mdx.server`.
 */
export function mdxEndpoint(input: MdxEndpointInput): { endpoint?: MdxEndpoint; diagnostics: Diagnostic[] } {
  const parsed = parseApiFrontmatter(input.api);
  const diagnostics: Diagnostic[] = [];
  if (!parsed) {
    diagnostics.push({
      severity: 'warning',
      code: 'content/api-frontmatter',
      message: `frontmatter api "${input.api}" is not "METHOD URL"`,
      file: input.file,
      hint: 'write it as api: "POST https://api.example.com/users" (or a path, with api.mdx.server set in docs.json)',
    });
    return { diagnostics };
  }
  const configured = (Array.isArray(input.settings?.server) ? input.settings.server : [input.settings?.server])
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .map((s) => s.replace(/\/+$/, ''));
  let servers: string[];
  let path: string;
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/i.exec(parsed.target);
  if (absolute) {
    const base = configured.filter((s) => parsed.target.startsWith(s) && /^($|[/?#])/.test(parsed.target.slice(s.length))).sort((a, b) => b.length - a.length)[0];
    servers = [base ?? absolute[1]!];
    path = parsed.target.slice(servers[0]!.length) || '/';
  } else {
    servers = configured;
    path = parsed.target.startsWith('/') ? parsed.target : `/${parsed.target}`;
    if (!servers.length) {
      diagnostics.push({
        severity: 'warning',
        code: 'content/api-no-server',
        message: `frontmatter api "${input.api}" has a relative path and docs.json sets no api.mdx.server, so the playground has no base URL`,
        file: input.file,
        hint: 'write the full URL in api:, or set "api": { "mdx": { "server": "https://api.example.com" } } in docs.json',
      });
    }
  }
  path = path.replace(/[?#].*$/, '');

  const parameters: Record<string, unknown>[] = [];
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  let files = false;
  const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
  for (const f of input.fields) {
    const schema = fieldWithChildren(f);
    if (f.in === 'body') {
      properties[f.name] = schema;
      if (f.required) required.push(f.name);
      if (schema.format === 'binary' || (schema.items as { format?: string } | undefined)?.format === 'binary') files = true;
      continue;
    }
    // A path parameter the URL does not template would never reach the request.
    if (f.in === 'path' && !inPath.has(f.name)) {
      diagnostics.push({
        severity: 'warning',
        code: 'content/api-path-param',
        message: `<ParamField path="${f.name}"> names no {${f.name}} in the api: URL "${parsed.target}"`,
        file: input.file,
        hint: `write the parameter into the URL, e.g. /users/{${f.name}}`,
      });
      continue;
    }
    parameters.push({ name: f.name, in: f.in, required: f.required, schema });
  }
  // A templated path parameter without a ParamField still needs a value to send the request.
  for (const name of inPath) {
    if (!input.fields.some((f) => f.in === 'path' && f.name === name)) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }

  const authMethod = typeof input.authMethod === 'string' ? input.authMethod : input.settings?.auth?.method;
  const scheme = securityScheme(authMethod, input.settings?.auth?.name);
  if (authMethod && authMethod !== 'none' && !scheme) {
    diagnostics.push({
      severity: 'warning',
      code: 'content/api-auth-method',
      message: `authentication method "${authMethod}" is not supported by the playground; it asks for no credentials`,
      file: input.file,
      hint: 'use bearer, basic, key or none',
    });
  }
  const operation: Record<string, unknown> = {
    ...(input.title && { summary: input.title }),
    parameters,
    security: scheme ? [{ [SCHEME]: [] }] : [],
    responses: {},
  };
  if (Object.keys(properties).length) {
    const schema = { type: 'object', properties, ...(required.length && { required }) };
    operation.requestBody = { required: required.length > 0, content: { [files ? 'multipart/form-data' : 'application/json']: { schema } } };
  }
  const document = {
    openapi: '3.1.0',
    info: { title: input.title ?? path, version: '' },
    servers: servers.map((url) => ({ url })),
    paths: { [path]: { [parsed.method.toLowerCase()]: operation } },
    ...(scheme && { components: { securitySchemes: { [SCHEME]: scheme } } }),
  };
  return { endpoint: { document, method: parsed.method, path }, diagnostics };
}

/**
 * Every base URL MDX API pages send requests to: `api.mdx.server` and the origin of each full
 * URL in a page's `api:` (the dev and preview proxies allow them, as they allow the servers of
 * the OpenAPI documents).
 */
export function mdxServers(settings: MdxApiSettings | undefined, frontmatters: Iterable<Record<string, unknown>>): string[] {
  const out = new Set((Array.isArray(settings?.server) ? settings.server : [settings?.server]).filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.replace(/\/+$/, '')));
  for (const fm of frontmatters) {
    const origin = /^(https?:\/\/[^/?#]+)/i.exec(parseApiFrontmatter(fm.api)?.target ?? '')?.[1];
    if (origin) out.add(origin);
  }
  return [...out];
}
