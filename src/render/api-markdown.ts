import type { ApiIndex } from '../openapi/api-index.js';
import { operationView, webhookView, type MediaView, type ParameterView } from '../openapi/operation-model.js';
import { deref } from '../openapi/resolve-ref.js';
import { flattenSchema, typeLabel, type Schema } from '../openapi/schema-utils.js';
import type { PageSource } from '../shared/site-model.js';

const MAX_DEPTH = 3;

function oneLine(text: unknown): string {
  return typeof text === 'string' ? text.trim().replace(/\s*\n\s*/g, ' ') : '';
}

/** Schema properties as a nested Markdown list (`name` (type, required) — description). */
export function schemaMarkdownList(doc: unknown, schema: unknown, indent = '', depth = 0, stack: string[] = []): string[] {
  if (depth >= MAX_DEPTH) return [];
  const flat = flattenSchema(doc, schema, stack);
  const target = flat.type === 'array' || flat.items ? flattenSchema(doc, flat.items, stack) : flat;
  const props = (target.properties ?? {}) as Record<string, unknown>;
  const required = new Set<string>(Array.isArray(target.required) ? target.required : []);
  const lines: string[] = [];
  for (const [name, raw] of Object.entries(props)) {
    const ref = (raw as { $ref?: string })?.$ref;
    if (ref && stack.includes(ref)) continue;
    const prop = flattenSchema(doc, raw, stack);
    const facts = [typeLabel(doc, raw), required.has(name) && 'required', prop.deprecated === true && 'deprecated'].filter(Boolean);
    const desc = oneLine(prop.description);
    lines.push(`${indent}- \`${name}\` (${facts.join(', ')})${desc ? ` — ${desc}` : ''}`);
    lines.push(...schemaMarkdownList(doc, raw, `${indent}  `, depth + 1, ref ? [...stack, ref] : stack));
  }
  return lines;
}

function parameterLines(params: readonly ParameterView[], doc: unknown): string[] {
  return params.map((p) => {
    const facts = [typeLabel(doc, p.schema), p.required && 'required', p.deprecated && 'deprecated'].filter(Boolean);
    const desc = oneLine(p.description);
    return `- \`${p.name}\` (${facts.join(', ')})${desc ? ` — ${desc}` : ''}`;
  });
}

function mediaSection(doc: unknown, content: readonly MediaView[]): string[] {
  const out: string[] = [];
  for (const m of content) {
    out.push(`Content type: \`${m.mediaType}\``, '');
    const list = schemaMarkdownList(doc, m.media.schema);
    if (list.length) out.push(...list, '');
    else if (m.media.schema) out.push(`Type: ${typeLabel(doc, m.media.schema)}`, '');
  }
  return out;
}

export interface ApiMarkdownOptions {
  /**
   * docs.json `markdown.schema` (default true). `false` leaves the OpenAPI schema out: no
   * parameter, request-body or response lists (nor a schema page's properties); the endpoint,
   * its servers and authentication stay, so an agent still knows what to call.
   */
  schema?: boolean;
}

/**
 * A generated API page as Markdown reference: endpoint, servers, authentication, parameters,
 * request body and responses as lists (for llms-full.txt and the page's `.md` twin).
 */
export function apiPageMarkdown(api: ApiIndex, source: PageSource, opts: ApiMarkdownOptions = {}): string {
  const withSchema = opts.schema !== false;
  const doc = api.document;
  if (source.kind === 'schema') {
    const schema = deref<Schema>(doc, doc.components?.schemas?.[source.schema]);
    const desc = oneLine(schema?.description);
    return [`Schema \`${source.schema}\``, '', ...(desc ? [desc, ''] : []), ...(withSchema ? schemaMarkdownList(doc, schema) : [])].join('\n').trim() + '\n';
  }
  const view = source.kind === 'openapi' ? operationView(api, source.method, source.path) : source.kind === 'webhook' ? webhookView(api, source.name) : undefined;
  if (!view) return '';
  const out: string[] = [];
  out.push(view.kind === 'webhook' ? `Webhook \`${view.name}\`` : `\`${view.method} ${view.path}\``, '');
  if (view.operation.deprecated === true) out.push('**Deprecated.**', '');
  if (view.servers.length) out.push('## Servers', '', ...view.servers.map((s) => `- ${s.url}${s.description ? ` — ${oneLine(s.description)}` : ''}`), '');
  if (!view.security.none && view.security.alternatives.length) {
    const alts = view.security.alternatives.map((alt) => alt.map((u) => `${u.name} (${[u.scheme.type, u.scheme.scheme, u.scheme.in && `in ${u.scheme.in}`, u.scheme.name].filter(Boolean).join(' ')})`).join(' and '));
    out.push('## Authentication', '', ...alts.map((a) => `- ${a}`), ...(view.security.optional ? ['- none (optional)'] : []), '');
  }
  if (!withSchema) return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const params = view.parameters.filter((p) => p.in === where);
    if (params.length) out.push(`## ${where[0]!.toUpperCase()}${where.slice(1)} parameters`, '', ...parameterLines(params, doc), '');
  }
  if (view.requestBody) {
    out.push(`## Request body${view.requestBody.required ? ' (required)' : ''}`, '');
    if (view.requestBody.description) out.push(oneLine(view.requestBody.description), '');
    out.push(...mediaSection(doc, view.requestBody.content));
  }
  if (view.responses.length) {
    out.push('## Responses', '');
    for (const r of view.responses) {
      out.push(`### ${r.status}${r.description ? ` — ${oneLine(r.description)}` : ''}`, '');
      out.push(...mediaSection(doc, r.content));
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
