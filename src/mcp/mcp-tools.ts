import type { ApiEntry, ApiIndex } from '../openapi/api-index.js';
import { deref } from '../openapi/resolve-ref.js';
import { toJsonSchema, type JsonSchema } from './json-schema-from-openapi.js';

/** Where a tool argument goes in the HTTP request. */
export interface ArgumentBinding {
  /** The property name in the tool's input. */
  arg: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  /** The parameter name in the request. */
  name: string;
}

/** A security scheme an operation accepts, with its name in `components.securitySchemes`. */
export interface SecuritySchemeRef {
  name: string;
  scheme: Record<string, any>;
}

/** One MCP tool: what clients see (name, description, inputSchema) and how to call the operation. */
export interface McpTool {
  name: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  operation: {
    spec: string;
    method: string;
    path: string;
    /** Server URLs in precedence order (operation, path item, document), variables filled with defaults. */
    servers: string[];
    parameters: ArgumentBinding[];
    body?: { arg: string; mediaType: string; required: boolean };
    /** Alternatives (any one suffices), each a set of schemes used together; [] = no auth. */
    security: SecuritySchemeRef[][];
  };
}

/** `mcp.json`: the tools of a site, as an MCP client would list them. */
export interface McpManifest {
  name?: string;
  tools: { name: string; description: string; inputSchema: JsonSchema }[];
}

const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
const BODY_MEDIA_PREFERENCE = [/^application\/json$/i, /\+json$/i, /^application\/x-www-form-urlencoded$/i, /^multipart\/form-data$/i, /^text\//i];

/**
 * The MCP tools of the given documents: operations (not webhooks) whose vendor extension has
 * `mcp.enabled: true`, in document order. Names are `mcp.name`, else `operationId`, else built
 * from method and path (`get_agent_domain_jobs`), made safe for MCP and unique with `_2`, `_3`….
 */
export function buildMcpTools(apis: Iterable<ApiIndex>): McpTool[] {
  const tools: McpTool[] = [];
  const used = new Set<string>();
  for (const api of apis) {
    for (const entry of api.entries) {
      if (entry.kind !== 'operation' || entry.mcp?.enabled !== true || !entry.path) continue;
      const tool = buildTool(api, entry);
      let name = tool.name;
      for (let i = 2; used.has(name); i++) name = `${tool.name.slice(0, 60)}_${i}`;
      used.add(name);
      tools.push({ ...tool, name });
    }
  }
  return tools;
}

/** The manifest written to `mcp.json`, or undefined when no operation is enabled. */
export function mcpManifest(tools: McpTool[], siteName?: string): McpManifest | undefined {
  if (tools.length === 0) return undefined;
  return {
    ...(siteName ? { name: siteName } : {}),
    tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })),
  };
}

function buildTool(api: ApiIndex, entry: ApiEntry): McpTool {
  const doc = api.document;
  const item = deref(doc, doc.paths?.[entry.path!]) ?? {};
  const op = deref(doc, item[entry.method.toLowerCase()]) ?? {};

  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const parameters: ArgumentBinding[] = [];
  const argName = (name: string, where: string) => (properties[name] === undefined ? name : `${where}_${name}`);
  for (const p of mergedParameters(doc, item, op)) {
    if (p.in === 'header' && IGNORED_HEADERS.has(String(p.name).toLowerCase())) continue;
    const mediaSchema = p.content && typeof p.content === 'object' ? (Object.values<any>(p.content)[0]?.schema as unknown) : undefined;
    const schema = toJsonSchema(doc, p.schema ?? mediaSchema ?? {}, { direction: 'request' });
    if (typeof p.description === 'string' && schema.description === undefined) schema.description = p.description;
    if (p.deprecated === true) schema.deprecated = true;
    const arg = argName(p.name, p.in);
    properties[arg] = schema;
    if (p.required === true || p.in === 'path') required.push(arg);
    parameters.push({ arg, in: p.in, name: p.name });
  }

  let body: McpTool['operation']['body'];
  const requestBody = deref(doc, op.requestBody);
  if (requestBody?.content && typeof requestBody.content === 'object') {
    const types = Object.keys(requestBody.content);
    const mediaType = BODY_MEDIA_PREFERENCE.map((re) => types.find((t) => re.test(t))).find(Boolean) ?? types[0];
    if (mediaType) {
      const arg = properties.body === undefined ? 'body' : 'requestBody';
      const schema = toJsonSchema(doc, requestBody.content[mediaType]?.schema ?? {}, { direction: 'request' });
      if (typeof requestBody.description === 'string' && schema.description === undefined) schema.description = requestBody.description;
      properties[arg] = schema;
      body = { arg, mediaType, required: requestBody.required === true };
      if (body.required) required.push(arg);
    }
  }

  const inputSchema: McpTool['inputSchema'] = { type: 'object', properties, additionalProperties: false };
  if (required.length) inputSchema.required = required;
  return {
    name: toolName(entry, op),
    description: toolDescription(entry, op),
    inputSchema,
    operation: {
      spec: api.id,
      method: entry.method,
      path: entry.path!,
      servers: serverUrls(doc, item, op),
      parameters,
      ...(body ? { body } : {}),
      security: securityOf(doc, op),
    },
  };
}

/** Path-item parameters overridden by operation parameters with the same name and location. */
function mergedParameters(doc: any, item: any, op: any): any[] {
  const byKey = new Map<string, any>();
  for (const raw of [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
    const p = deref(doc, raw);
    if (p && typeof p.name === 'string' && ['path', 'query', 'header', 'cookie'].includes(p.in)) byKey.set(`${p.in}:${p.name}`, p);
  }
  return [...byKey.values()];
}

function toolName(entry: ApiEntry, op: any): string {
  const wanted = entry.mcp?.name ?? (typeof op.operationId === 'string' && op.operationId ? op.operationId : undefined);
  const base = wanted ?? `${entry.method.toLowerCase()}_${entry.path!.replace(/[{}]/g, '')}`;
  // MCP tool names: 1–64 of [A-Za-z0-9_-] (clients reject anything else).
  const safe = base.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/_{2,}/g, '_').replace(/^_+|_+$/g, '');
  return (safe || entry.method.toLowerCase()).slice(0, 64);
}

function toolDescription(entry: ApiEntry, op: any): string {
  if (entry.mcp?.description) return entry.mcp.description;
  const parts = [typeof op.summary === 'string' ? op.summary.trim() : '', typeof op.description === 'string' ? op.description.trim() : ''];
  const text = parts.filter(Boolean).join('\n\n');
  return text || `${entry.method} ${entry.path}`;
}

function serverUrls(doc: any, item: any, op: any): string[] {
  const list = [op.servers, item.servers, doc.servers].find((s) => Array.isArray(s) && s.length) ?? [];
  return list
    .filter((s: any) => s && typeof s.url === 'string')
    .map((s: any) =>
      s.url.replace(/\{([^}]+)\}/g, (whole: string, name: string) => {
        const v = s.variables?.[name]?.default;
        return v === undefined ? whole : String(v);
      }),
    );
}

function securityOf(doc: any, op: any): SecuritySchemeRef[][] {
  const requirements = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  const schemes = doc.components?.securitySchemes ?? {};
  return requirements
    .filter((r: unknown) => r && typeof r === 'object')
    .map((r: Record<string, unknown>) =>
      Object.keys(r)
        .map((name) => ({ name, scheme: deref(doc, schemes[name]) }))
        .filter((s) => s.scheme && typeof s.scheme === 'object'),
    );
}
