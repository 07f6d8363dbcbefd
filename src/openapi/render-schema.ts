import { EN, formatMessage, type UiMessages } from '../shared/ui-messages/en.js';
import { attrs, esc, join, literal } from './html.js';
import { renderMarkdown } from './markdown.js';
import { isRef, refName, resolveRef } from './resolve-ref.js';
import { alternatives, childStack, flattenSchema, hasChildren, isNullable, schemaTypes, typeLabel, wrappedRef, type Schema } from './schema-utils.js';

/**
 * Per-page rendering state. Each named schema is expanded once per page and mode; later uses
 * (and recursive ones) link to `#schema-<Name>`, which keeps a page's HTML proportional to the
 * schemas its operation uses, even in specs where every object reaches every other.
 */
export interface SchemaContext {
  document: any;
  /** `request` hides readOnly properties, `response` hides writeOnly ones. */
  mode: 'request' | 'response' | 'schema';
  /** `${mode} ${ref}` of schemas already expanded on this page. */
  expanded: Set<string>;
  /** Element ids already used on this page. */
  ids: Set<string>;
  /** Named schemas this page may still expand; beyond it they are shown by name only. */
  budget: number;
  /** How many schemas deep the renderer is now (inline schemas nest without refs). */
  depth: number;
  /** Fields this page may still show; what is left is cut with a note. */
  fields: number;
  /** docs.json `api.params.expanded: "all"`: nested attributes start open. */
  expandAll?: boolean;
  /** Interface strings in the page's language. */
  t: UiMessages;
}

/** Named-schema expansions per page, and how deep named schemas nest before we stop. */
export const EXPANSION_BUDGET = 40;
export const MAX_NESTED_REFS = 5;
/**
 * Safety bounds for documents the two above do not catch: inline schemas nested hundreds deep
 * (each level is a few stack frames) and wide inline trees. Real pages stay far below both.
 */
export const MAX_SCHEMA_DEPTH = 64;
export const MAX_FIELDS_PER_PAGE = 5000;

/** A fresh context for one page. */
export function schemaContext(document: unknown, options: { expandAll?: boolean; messages?: UiMessages } = {}): SchemaContext {
  return { document, t: options.messages ?? EN, mode: 'schema', expanded: new Set(), ids: new Set(), budget: EXPANSION_BUDGET, depth: 0, fields: MAX_FIELDS_PER_PAGE, ...(options.expandAll && { expandAll: true }) };
}

/** The anchor id of a named schema: `schema-Plant`. */
export function schemaAnchor(name: string): string {
  return `schema-${name.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
}

/** A whole schema (request body, response, schema page): type line, description, children. */
export function renderSchemaBlock(ctx: SchemaContext, schema: unknown, stack: readonly string[] = []): string {
  const label = typeLabel(ctx.document, schema);
  const ref = wrappedRef(schema);
  if (ref) {
    const name = refName(ref);
    const link = linkInstead(ctx, ref, stack);
    if (link) return `<div class="api-schema">${link}</div>`;
    const id = claimId(ctx, name);
    return `<div${attrs({ class: 'api-schema', id, 'data-schema': name })}>${schemaHead(ctx, schema, label)}${schemaChildren(ctx, schema, stack)}</div>`;
  }
  return `<div class="api-schema">${schemaHead(ctx, schema, label)}${schemaChildren(ctx, schema, stack)}</div>`;
}

function schemaHead(ctx: SchemaContext, schema: unknown, label: string): string {
  const flat = flattenSchema(ctx.document, schema);
  return join([
    `<div class="api-schema-type"><span class="api-type">${esc(label)}</span>${pills(ctx, flat, false)}</div>`,
    renderMarkdown(flat.description),
    constraints(flat, ctx.t),
  ]);
}

/** The fields of an object, the alternatives of a oneOf/anyOf, the items of an array. */
export function schemaChildren(ctx: SchemaContext, schema: unknown, stack: readonly string[]): string {
  if (ctx.depth >= MAX_SCHEMA_DEPTH || ctx.fields <= 0) {
    const why = ctx.fields <= 0 ? 'this page already shows too many fields' : `schemas nest more than ${MAX_SCHEMA_DEPTH} levels deep here`;
    return `<p class="api-schema-note api-schema-truncated">Not expanded: ${why}.</p>`;
  }
  ctx.depth++;
  try {
    return children(ctx, schema, stack);
  } finally {
    ctx.depth--;
  }
}

function children(ctx: SchemaContext, schema: unknown, stack: readonly string[]): string {
  const inner = childStack(ctx.document, schema, stack);
  const flat = flattenSchema(ctx.document, schema, stack);
  const parts: string[] = [];
  const alt = alternatives(ctx.document, flat);
  if (alt) parts.push(renderAlternatives(ctx, alt, inner));
  const props = flat.properties && typeof flat.properties === 'object' ? Object.entries<unknown>(flat.properties) : [];
  const required = new Set<string>(Array.isArray(flat.required) ? flat.required : []);
  const fields: string[] = [];
  for (const [name, propSchema] of props) {
    if (ctx.fields <= 0) {
      fields.push(`<li class="api-schema-note api-schema-truncated">${esc(ctx.t.tooManyFields)}</li>`);
      break;
    }
    const prop = resolveRef<Schema>(ctx.document, propSchema).value ?? {};
    if (ctx.mode === 'request' && prop.readOnly === true) continue;
    if (ctx.mode === 'response' && prop.writeOnly === true) continue;
    fields.push(renderField(ctx, { name, schema: propSchema, required: required.has(name) }, inner));
  }
  const extra = flat.additionalProperties;
  if (extra && typeof extra === 'object') {
    fields.push(renderField(ctx, { name: '{key}', schema: extra, required: false, note: ctx.t.additionalProperties }, inner));
  }
  if (fields.length) parts.push(`<ul class="api-fields">${fields.join('')}</ul>`);
  if (!props.length && schemaTypes(flat).includes('array') && flat.items && hasChildren(ctx.document, flat.items, inner)) {
    parts.push(`<div class="api-items"><div class="api-items-label">${esc(ctx.t.items)}</div>${expandable(ctx, flat.items, inner, ctx.t.showItemAttributes, true)}</div>`);
  }
  return parts.join('');
}

/** One parameter or property. */
export interface FieldInput {
  name: string;
  schema: unknown;
  required: boolean;
  description?: string;
  deprecated?: boolean;
  note?: string;
  example?: unknown;
}

/** A field: name, type, pills, description (Markdown), default, enum, constraints, children. */
export function renderField(ctx: SchemaContext, field: FieldInput, stack: readonly string[]): string {
  ctx.fields--;
  const schema = flattenSchema(ctx.document, field.schema, stack);
  const description = field.description ?? schema.description;
  const deprecated = field.deprecated || schema.deprecated === true;
  // Spaces between name, type and pills: the flex row ignores them, search reads "domain string required".
  const head = [
    `<code class="api-field-name">${esc(field.name)}</code>`,
    `<span class="api-type">${typeHtml(ctx, field.schema, stack)}</span>`,
    field.required && `<span class="api-pill api-required">${esc(ctx.t.required)}</span>`,
    deprecated && `<span class="api-pill api-deprecated">${esc(ctx.t.deprecatedTag)}</span>`,
    pills(ctx, schema, true),
  ]
    .filter(Boolean)
    .join(' ');
  const example = field.example ?? schema.example;
  // `#param-name` links to a field, as on Mintlify; the first field of a name on the page gets it.
  const anchor = `param-${field.name.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
  const id = ctx.ids.has(anchor) ? undefined : anchor;
  if (id) ctx.ids.add(id);
  return join([
    `<li${attrs({ class: 'api-field', id, 'data-name': field.name })}>`,
    `<div class="api-field-head">${id ? `<a class="api-field-anchor" href="#${id}" aria-label="${esc(formatMessage(ctx.t.linkTo, { name: field.name }))}"></a>` : ''}${head}</div>`,
    field.note && `<div class="api-field-note">${esc(field.note)}</div>`,
    renderMarkdown(description),
    constraints(schema, ctx.t),
    example !== undefined && typeof example !== 'object' && `<div class="api-example-value">Example: ${literal(example)}</div>`,
    nested(ctx, field.schema, stack),
    '</li>',
  ]);
}

/** The type of a field; a recursive or already-shown named schema links to its definition. */
function typeHtml(ctx: SchemaContext, schema: unknown, stack: readonly string[]): string {
  const label = esc(typeLabel(ctx.document, schema));
  const target = refTarget(ctx, schema);
  if (target && stack.includes(target)) {
    return `<a class="api-schema-link api-recursive" href="#${esc(schemaAnchor(refName(target)))}" title="${esc(formatMessage(ctx.t.recursiveRefersBack, { name: refName(target) }))}">${label}</a>`;
  }
  return label;
}

function nested(ctx: SchemaContext, schema: unknown, stack: readonly string[]): string {
  const flat = flattenSchema(ctx.document, schema, stack);
  const isArray = schemaTypes(flat).includes('array') && !flat.properties && !alternatives(ctx.document, flat);
  const target = isArray && flat.items ? flat.items : schema;
  const ref = refTarget(ctx, target);
  if (ref && stack.includes(ref)) return '';
  if (!hasChildren(ctx.document, target, stack)) return '';
  return expandable(ctx, target, stack, isArray ? ctx.t.showItemAttributes : ctx.t.showChildAttributes, ctx.expandAll === true);
}

/** A collapsible block for a sub-schema, or a link when it is already on the page / recursive. */
function expandable(ctx: SchemaContext, schema: unknown, stack: readonly string[], summary: string, open: boolean): string {
  const ref = wrappedRef(schema);
  if (ref) {
    const link = linkInstead(ctx, ref, stack);
    if (link) return link;
    const name = refName(ref);
    const id = claimId(ctx, name);
    const body = schemaChildren(ctx, schema, stack);
    return `<details${attrs({ class: 'api-nested', open })}><summary>${esc(summary)}</summary><div${attrs({ class: 'api-schema', id, 'data-schema': name })}>${body}</div></details>`;
  }
  return `<details${attrs({ class: 'api-nested', open })}><summary>${esc(summary)}</summary>${schemaChildren(ctx, schema, stack)}</details>`;
}

/** A link replacing the expansion of `ref` when it is recursive or already expanded here. */
function linkInstead(ctx: SchemaContext, ref: string, stack: readonly string[]): string | undefined {
  const name = refName(ref);
  const href = `#${esc(schemaAnchor(name))}`;
  if (stack.includes(ref)) {
    return `<p class="api-schema-note api-recursive">${formatMessage(esc(ctx.t.recursiveSee), { name: `<a class="api-schema-link" href="${href}">${esc(name)}</a>` })}</p>`;
  }
  const key = `${ctx.mode} ${ref}`;
  if (ctx.expanded.has(key)) {
    return `<p class="api-schema-note">${formatMessage(esc(ctx.t.seeAbove), { name: `<a class="api-schema-link" href="${href}">${esc(name)}</a>` })}</p>`;
  }
  // Specs where every object reaches every other (Stripe-like) would otherwise put the whole
  // schema graph on each page; the data attribute lets a client script load it on demand.
  if (ctx.budget <= 0 || stack.length >= MAX_NESTED_REFS) {
    return `<p${attrs({ class: 'api-schema-note api-schema-truncated', 'data-schema': name, 'data-ref': ref })}>${formatMessage(esc(ctx.t.propertiesNotExpanded), { name: `<code>${esc(name)}</code>` })}</p>`;
  }
  ctx.budget--;
  ctx.expanded.add(key);
  return undefined;
}

function claimId(ctx: SchemaContext, name: string): string | undefined {
  const id = schemaAnchor(name);
  if (ctx.ids.has(id)) return undefined;
  ctx.ids.add(id);
  return id;
}

function refTarget(ctx: SchemaContext, schema: unknown): string | undefined {
  const ref = wrappedRef(schema);
  if (ref) return ref;
  const s = schema as Schema | undefined;
  if (s && schemaTypes(s).includes('array')) return wrappedRef(s.items);
  void ctx;
  return undefined;
}

function renderAlternatives(ctx: SchemaContext, alt: { kind: 'oneOf' | 'anyOf'; options: unknown[] }, stack: readonly string[]): string {
  const items = alt.options.map((option, i) => {
    const resolved = resolveRef<Schema>(ctx.document, option).value ?? {};
    const label = resolved.title ?? (isRef(option) ? refName(option.$ref) : formatMessage(ctx.t.optionN, { n: i + 1 }));
    const type = typeLabel(ctx.document, option);
    const head = `<span class="api-alternative-label">${esc(label)}</span>${label !== type ? ` <span class="api-type">${esc(type)}</span>` : ''}`;
    const body = hasChildren(ctx.document, option, stack) ? expandable(ctx, option, stack, ctx.t.showAttributes, false) : '';
    return `<li class="api-alternative">${head}${renderMarkdown(resolved.description)}${constraints(flattenSchema(ctx.document, option, stack), ctx.t)}${body}</li>`;
  });
  const title = alt.kind === 'oneOf' ? ctx.t.oneOf : ctx.t.anyOf;
  return `<div class="api-alternatives" data-kind="${alt.kind}"><div class="api-alternatives-label">${title}</div><ul>${items.join('')}</ul></div>`;
}

function pills(ctx: SchemaContext, schema: Schema, inField: boolean): string {
  return spaced([
    isNullable(ctx.document, schema) && '<span class="api-pill api-nullable">nullable</span>',
    schema.readOnly === true && '<span class="api-pill api-read-only">read-only</span>',
    schema.writeOnly === true && '<span class="api-pill api-write-only">write-only</span>',
    !inField && schema.deprecated === true && `<span class="api-pill api-deprecated">${esc(ctx.t.deprecatedTag)}</span>`,
  ]);
}

/** Parts joined by spaces (inline pills that search reads as words). */
const spaced = (parts: readonly (string | false | undefined | null)[]) => parts.filter(Boolean).join(' ');

/** Default, enum, const and validation keywords, each only when present. */
function constraints(schema: Schema, t: UiMessages): string {
  const enumValues = Array.isArray(schema.enum) ? schema.enum : Array.isArray(schema.items?.enum) ? schema.items.enum : undefined;
  const rules: string[] = [];
  const add = (label: string, key: string) => {
    if (schema[key] !== undefined && typeof schema[key] !== 'object') rules.push(`${label} ${literal(schema[key])}`);
  };
  add('minimum', 'minimum');
  add('maximum', 'maximum');
  add('exclusive minimum', 'exclusiveMinimum');
  add('exclusive maximum', 'exclusiveMaximum');
  add('min length', 'minLength');
  add('max length', 'maxLength');
  add('pattern', 'pattern');
  add('min items', 'minItems');
  add('max items', 'maxItems');
  add('multiple of', 'multipleOf');
  return join([
    schema.default !== undefined && `<div class="api-default">${esc(t.defaultValue)} ${literal(schema.default)}</div>`,
    schema.const !== undefined && `<div class="api-const">${esc(t.constValue)} ${literal(schema.const)}</div>`,
    enumValues &&
      `<div class="api-enum">${esc(t.allowedValues)} ${enumValues.filter((v: unknown) => v !== null).map((v: unknown) => literal(v)).join(', ')}</div>`,
    rules.length > 0 && `<div class="api-constraints">${rules.join(', ')}</div>`,
  ]);
}
