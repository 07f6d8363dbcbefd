import { isRef, refName, resolveRef } from './resolve-ref.js';

/** A schema object as read from a document (3.0 or 3.1); every field optional. */
export type Schema = Record<string, any>;

/**
 * Resolves `$ref`s and merges `allOf` members into one schema (properties merged, `required`
 * unioned, the first member's other keys win). Members whose ref is in `stack` (a cycle) are
 * skipped: their properties are already being shown further up.
 *
 * `followed`, when given, receives every ref the merge went through (the schema's own and its
 * `allOf` members'). Walkers must add them to their stack: converted specs wrap refs in
 * `allOf: [{ $ref }, { description }]`, and a schema that reaches itself only through such
 * wrappers would otherwise be expanded forever.
 */
export function flattenSchema(document: unknown, schema: unknown, stack: readonly string[] = [], followed?: string[]): Schema {
  if (followed && isRef(schema) && !followed.includes(schema.$ref)) followed.push(schema.$ref);
  const { value, ref } = resolveRef<Schema>(document, schema);
  if (followed && ref && !followed.includes(ref)) followed.push(ref);
  if (!value || typeof value !== 'object') return {};
  if (!Array.isArray(value.allOf)) return value;
  const inner = ref ? [...stack, ref] : [...stack];
  const { allOf, ...own } = value;
  const merged: Schema = { ...own };
  const properties: Record<string, unknown> = {};
  const required = new Set<string>(Array.isArray(own.required) ? own.required : []);
  for (const member of allOf as unknown[]) {
    if (isRef(member) && inner.includes(member.$ref)) continue;
    const part = flattenSchema(document, member, isRef(member) ? [...inner, member.$ref] : inner, followed);
    for (const [k, v] of Object.entries(part)) {
      if (k === 'properties') Object.assign(properties, v);
      else if (k === 'required' && Array.isArray(v)) v.forEach((r) => required.add(r));
      else if (!(k in merged)) merged[k] = v;
    }
  }
  Object.assign(properties, own.properties ?? {});
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  if (!merged.type && merged.properties) merged.type = 'object';
  return merged;
}

/** The non-null types of a schema (3.1 `type` arrays included). */
export function schemaTypes(schema: Schema): string[] {
  const t = schema.type;
  const types: string[] = Array.isArray(t) ? t : typeof t === 'string' ? [t] : [];
  const real = types.filter((x) => x !== 'null');
  if (real.length) return real;
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** `nullable: true` (3.0), `type: [x, "null"]` (3.1) or a `null` member of oneOf/anyOf. */
export function isNullable(document: unknown, schema: Schema): boolean {
  if (schema.nullable === true) return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  for (const list of [schema.oneOf, schema.anyOf]) {
    if (Array.isArray(list) && list.some((s) => resolveRef<Schema>(document, s).value?.type === 'null')) return true;
  }
  return false;
}

/** oneOf/anyOf alternatives without the `{ type: 'null' }` member (shown as "nullable"). */
export function alternatives(document: unknown, schema: Schema): { kind: 'oneOf' | 'anyOf'; options: unknown[] } | undefined {
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = schema[kind];
    if (Array.isArray(list)) {
      const options = list.filter((s) => resolveRef<Schema>(document, s).value?.type !== 'null');
      if (options.length) return { kind, options };
    }
  }
  return undefined;
}

/**
 * A short type label: `string<uuid>`, `integer`, `object`, `Plant`, `Plant[]`, `string | number`.
 * A `$ref` shows its schema name, because readers know schemas by name.
 */
export function typeLabel(document: unknown, schema: unknown, depth = 0): string {
  if (isRef(schema)) {
    const target = resolveRef<Schema>(document, schema).value;
    const name = refName(schema.$ref);
    return target && schemaTypes(target)[0] === 'array' && depth < 3
      ? `${name} (${typeLabel(document, { ...target, title: undefined }, depth + 1)})`
      : name;
  }
  const s = (schema ?? {}) as Schema;
  if (depth > 3) return 'any';
  const alt = alternatives(document, s);
  if (alt && !s.type) {
    return alt.options
      .map((o) => (isRef(o) ? refName(o.$ref) : ((o as Schema)?.title ?? typeLabel(document, o, depth + 1))))
      .join(' | ');
  }
  if (Array.isArray(s.allOf) && !s.type) {
    const named = s.allOf.filter(isRef).map((r: { $ref: string }) => refName(r.$ref));
    return named.length === 1 ? named[0]! : 'object';
  }
  const types = schemaTypes(s);
  if (types.length === 0) return s.const !== undefined ? typeof s.const : 'any';
  return types
    .map((t) => {
      if (t === 'array') return `${typeLabel(document, s.items ?? {}, depth + 1)}[]`;
      return s.format && t !== 'object' ? `${t}<${s.format}>` : t;
    })
    .join(' | ');
}

/** True when a schema has something to expand (properties, alternatives, object items). */
export function hasChildren(document: unknown, schema: unknown, stack: readonly string[] = []): boolean {
  const s = flattenSchema(document, schema, stack);
  if (s.properties && Object.keys(s.properties).length) return true;
  if (alternatives(document, s)) return true;
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    return hasChildren(document, s.additionalProperties, stack);
  }
  if (schemaTypes(s).includes('array') && s.items) {
    if (isRef(s.items) && stack.includes(s.items.$ref)) return false;
    return hasChildren(document, s.items, stack);
  }
  return false;
}

/**
 * The stack a walker passes to the children of `schema`: `stack` plus every ref that
 * flattening `schema` went through (see `flattenSchema`), so a recursion through `allOf`
 * wrappers is seen as one.
 */
export function childStack(document: unknown, schema: unknown, stack: readonly string[]): string[] {
  const followed: string[] = [];
  flattenSchema(document, schema, stack, followed);
  return [...stack, ...followed.filter((r) => !stack.includes(r))];
}

/**
 * The ref a schema stands for: its `$ref`, or the one `$ref` member of an `allOf` whose other
 * members only annotate it (`allOf: [{ $ref }, { description }]`, how converted specs put a
 * description beside a ref).
 */
export function wrappedRef(schema: unknown): string | undefined {
  if (isRef(schema)) return schema.$ref;
  const all = (schema as Schema | undefined)?.allOf;
  if (!Array.isArray(all)) return undefined;
  const refs = all.filter(isRef);
  if (refs.length !== 1) return undefined;
  const annotates = all.every((m) => isRef(m) || (m && typeof m === 'object' && !('properties' in m) && !('allOf' in m) && !('oneOf' in m) && !('anyOf' in m) && !('items' in m)));
  return annotates ? refs[0]?.$ref : undefined;
}

/**
 * The value a schema itself declares, in the order both the documentation's examples and the mock
 * server take it: `example`, the first of `examples`, `const`, `default`, the first non-null `enum`
 * value. Undefined when it declares none and a value has to be made up (example-from-schema.ts
 * makes stable placeholders; mock/mock-value.ts values that satisfy the constraints).
 */
export function declaredValue(s: Schema): { value: unknown } | undefined {
  if (s.example !== undefined) return { value: s.example };
  if (Array.isArray(s.examples) && s.examples.length) return { value: s.examples[0] };
  if (s.const !== undefined) return { value: s.const };
  if (s.default !== undefined) return { value: s.default };
  if (Array.isArray(s.enum) && s.enum.length) return { value: s.enum.find((v: unknown) => v !== null) ?? s.enum[0] };
  return undefined;
}
