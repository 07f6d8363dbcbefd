import { refName, resolveRef } from '../openapi/resolve-ref.js';

/** A JSON Schema object (the subset MCP tool input schemas use). */
export type JsonSchema = Record<string, unknown>;

export interface ToJsonSchemaOptions {
  /** Request schemas leave out `readOnly` properties (the server sets them). */
  direction: 'request' | 'response';
  /** Nesting beyond this depth becomes `{}` (any value), so huge graphs stay small. */
  maxDepth?: number;
}

/** Keywords JSON Schema and OpenAPI share, copied as they are. */
const PLAIN = [
  'type', 'format', 'enum', 'const', 'default', 'title', 'description', 'minimum', 'maximum', 'multipleOf',
  'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties',
  'examples', 'deprecated', 'contentMediaType', 'contentEncoding',
] as const;

/**
 * Converts an OpenAPI 3.0/3.1 schema of a bundled document into a self-contained JSON Schema:
 * `$ref`s are inlined (a ref already being expanded higher up becomes `{}` with a note, so
 * recursive schemas end), 3.0 `nullable` and boolean `exclusiveMinimum`/`Maximum` become their
 * JSON Schema forms, and OpenAPI-only keywords (`discriminator`, `xml`, `example`…) are dropped.
 */
export function toJsonSchema(document: unknown, schema: unknown, options: ToJsonSchemaOptions): JsonSchema {
  return convert(document, schema, options, [], 0);
}

function convert(document: unknown, raw: unknown, options: ToJsonSchemaOptions, chain: string[], depth: number): JsonSchema {
  if (raw === true || raw === undefined || raw === null) return {};
  if (raw === false) return { not: {} };
  const { value, ref } = resolveRef<Record<string, any>>(document, raw);
  if (ref && chain.includes(ref)) return { description: `${refName(ref)} (recursive; not expanded here)` };
  if (!value || typeof value !== 'object') return {};
  if (depth >= (options.maxDepth ?? 12)) return value.description ? { description: value.description } : {};
  const nextChain = ref ? [...chain, ref] : chain;
  const sub = (s: unknown) => convert(document, s, options, nextChain, depth + 1);
  const out: JsonSchema = {};
  for (const key of PLAIN) if (value[key] !== undefined) out[key] = value[key];
  if (value.example !== undefined && out.examples === undefined) out.examples = [value.example];
  if (typeof value.exclusiveMinimum === 'number') out.exclusiveMinimum = value.exclusiveMinimum;
  else if (value.exclusiveMinimum === true && typeof value.minimum === 'number') {
    out.exclusiveMinimum = value.minimum;
    delete out.minimum;
  }
  if (typeof value.exclusiveMaximum === 'number') out.exclusiveMaximum = value.exclusiveMaximum;
  else if (value.exclusiveMaximum === true && typeof value.maximum === 'number') {
    out.exclusiveMaximum = value.maximum;
    delete out.maximum;
  }
  if (value.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  if (value.properties && typeof value.properties === 'object') {
    const properties: Record<string, JsonSchema> = {};
    const skipped = new Set<string>();
    for (const [name, prop] of Object.entries<unknown>(value.properties)) {
      const resolved = resolveRef<Record<string, any>>(document, prop).value;
      const hiddenHere = options.direction === 'request' ? resolved?.readOnly === true : resolved?.writeOnly === true;
      if (hiddenHere) skipped.add(name);
      else properties[name] = sub(prop);
    }
    out.properties = properties;
    if (Array.isArray(value.required)) {
      const required = value.required.filter((n: unknown) => typeof n === 'string' && !skipped.has(n));
      if (required.length) out.required = required;
    }
  } else if (Array.isArray(value.required) && value.required.length) {
    out.required = value.required;
  }
  if (value.additionalProperties !== undefined) {
    out.additionalProperties = typeof value.additionalProperties === 'boolean' ? value.additionalProperties : sub(value.additionalProperties);
  }
  if (value.items !== undefined) out.items = Array.isArray(value.items) ? value.items.map(sub) : sub(value.items);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) if (Array.isArray(value[key])) out[key] = value[key].map(sub);
  if (value.not !== undefined) out.not = sub(value.not);
  return out;
}
