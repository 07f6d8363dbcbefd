import { alternatives, childStack, declaredValue, flattenSchema, schemaTypes, wrappedRef, type Schema } from './schema-utils.js';

/** Which side of the wire the example is for: requests omit readOnly, responses writeOnly. */
export type ExampleMode = 'request' | 'response';

/** Refs followed in one branch; keeps examples small in specs where every object links to others. */
const MAX_REF_DEPTH = 4;
/** Values generated per example, so a wide schema graph cannot produce megabytes. */
const MAX_NODES = 300;

/**
 * Builds an example value from a schema: `example`/`examples`/`default`/`const`/first enum
 * value first, else a placeholder by type and format. A recursive ref stops the branch
 * (an empty array or the property left out), so this always terminates.
 */
export function exampleFromSchema(
  document: unknown,
  schema: unknown,
  mode: ExampleMode,
  stack: readonly string[] = [],
  budget: { nodes: number } = { nodes: MAX_NODES },
): unknown {
  const ref = wrappedRef(schema);
  if (ref && stack.includes(ref)) return undefined;
  if (budget.nodes-- <= 0) return undefined;
  // Refs reached through allOf wrappers count as refs, or a recursion through them runs to the budget.
  const inner = childStack(document, schema, stack);
  if (inner.length > MAX_REF_DEPTH) return undefined;
  const s: Schema = flattenSchema(document, schema, stack);
  const declared = declaredValue(s);
  if (declared) return declared.value;
  const alt = alternatives(document, s);
  if (alt && !s.properties) return exampleFromSchema(document, alt.options[0], mode, inner, budget);
  const type = schemaTypes(s)[0];
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, prop] of Object.entries<unknown>(s.properties ?? {})) {
      const p = flattenSchema(document, prop, inner);
      if ((mode === 'request' && p.readOnly) || (mode === 'response' && p.writeOnly)) continue;
      const value = exampleFromSchema(document, prop, mode, inner, budget);
      if (value !== undefined) out[name] = value;
    }
    if (s.additionalProperties && typeof s.additionalProperties === 'object' && !Object.keys(out).length) {
      const value = exampleFromSchema(document, s.additionalProperties, mode, inner, budget);
      if (value !== undefined) out.key = value;
    }
    return out;
  }
  if (type === 'array') {
    const item = s.items ? exampleFromSchema(document, s.items, mode, inner, budget) : undefined;
    return item === undefined ? [] : [item];
  }
  return primitiveExample(type, s.format);
}

function primitiveExample(type: string | undefined, format: string | undefined): unknown {
  switch (type) {
    case 'integer':
      return 123;
    case 'number':
      return 123.45;
    case 'boolean':
      return true;
    case 'string':
      switch (format) {
        case 'date-time':
          return '2024-01-01T12:00:00Z';
        case 'date':
          return '2024-01-01';
        case 'uuid':
          return '3c90c3cc-0d44-4b50-8888-8dd25736052a';
        case 'email':
          return 'jane@example.com';
        case 'uri':
        case 'url':
          return 'https://example.com';
        case 'binary':
          return '<binary>';
        default:
          return format ? `<${format}>` : '<string>';
      }
    default:
      return undefined;
  }
}

/**
 * The examples of a media type object: `example`, each of `examples` (named), else the
 * schema's example, else one generated from the schema.
 */
export function mediaExamples(document: unknown, media: Schema, mode: ExampleMode): { name?: string; summary?: string; value: unknown }[] {
  if (media.example !== undefined) return [{ value: media.example }];
  if (media.examples && typeof media.examples === 'object') {
    const out: { name?: string; summary?: string; value: unknown }[] = [];
    for (const [name, raw] of Object.entries<unknown>(media.examples)) {
      const ex = flattenSchema(document, raw);
      if (ex.value !== undefined) out.push({ name, summary: ex.summary, value: ex.value });
      else if (typeof ex.externalValue === 'string') out.push({ name, summary: ex.summary, value: ex.externalValue });
    }
    if (out.length) return out;
  }
  if (media.schema === undefined) return [];
  const value = exampleFromSchema(document, media.schema, mode);
  return value === undefined ? [] : [{ value }];
}
