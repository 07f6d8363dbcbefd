import { alternatives, childStack, declaredValue, flattenSchema, schemaTypes, wrappedRef, type Schema } from '../openapi/schema-utils.js';

const MAX_DEPTH = 8;

/**
 * A plausible value for a response schema: the schema's own example/default/const/enum first,
 * else a value of the right type and format, within min/max and length limits. Every property
 * is filled (required ones always; optional ones unless a cycle stops them); writeOnly
 * properties are left out. Deterministic, so tests and readers see the same data. What a schema
 * declares comes first, as in the documentation's examples (`declaredValue`); the made-up values
 * differ on purpose: a mock answer must satisfy the schema (required keys even in a cycle,
 * minItems, minimum/maximum, lengths), while documentation shows stable placeholders.
 */
export function mockValue(document: unknown, schema: unknown, stack: readonly string[] = [], budget = { nodes: 500 }): unknown {
  if (budget.nodes-- <= 0) return null;
  // Refs reached through allOf wrappers count too (see childStack).
  const inner = childStack(document, schema, stack);
  const s: Schema = flattenSchema(document, schema, stack);
  const declared = declaredValue(s);
  if (declared) return declared.value;
  const alt = alternatives(document, s);
  if (alt && !s.properties) return mockValue(document, alt.options[0], inner, budget);
  const type = schemaTypes(s)[0] ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(Array.isArray(s.required) ? s.required : []);
      for (const [name, prop] of Object.entries<unknown>(s.properties ?? {})) {
        const ref = wrappedRef(prop);
        const cyclic = ref !== undefined && inner.includes(ref);
        if ((cyclic || inner.length > MAX_DEPTH) && !required.has(name)) continue;
        if (flattenSchema(document, prop, inner).writeOnly) continue;
        out[name] = cyclic ? null : mockValue(document, prop, inner, budget);
      }
      return out;
    }
    case 'array': {
      const itemRef = wrappedRef(s.items);
      if (!s.items || (itemRef && inner.includes(itemRef)) || inner.length > MAX_DEPTH) return [];
      const count = Math.max(1, Number(s.minItems) || 0);
      return Array.from({ length: Math.min(count, 10) }, () => mockValue(document, s.items, inner, budget));
    }
    case 'integer':
      return clamp(s, 1, true);
    case 'number':
      return clamp(s, 1.5, false);
    case 'boolean':
      return true;
    case 'string':
      return mockString(s);
    case 'null':
      return null;
    default:
      return s.properties ? {} : 'string';
  }
}

function clamp(s: Schema, fallback: number, integer: boolean): number {
  let v = fallback;
  const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 0.5) : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 0.5) : undefined;
  if (min !== undefined && v < min) v = min;
  if (max !== undefined && v > max) v = max;
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) v = Math.ceil(v / s.multipleOf) * s.multipleOf;
  return integer ? Math.round(v) : v;
}

const FORMATS: Record<string, string> = {
  'date-time': '2025-01-01T12:00:00Z',
  date: '2025-01-01',
  time: '12:00:00Z',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'c3RyaW5n',
  password: '********',
};

function mockString(s: Schema): string {
  let v = (typeof s.format === 'string' && FORMATS[s.format]) || 'string';
  const min = Number(s.minLength) || 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : undefined;
  while (v.length < min) v += v;
  if (max !== undefined && v.length > max) v = v.slice(0, Math.max(max, min));
  return v;
}
