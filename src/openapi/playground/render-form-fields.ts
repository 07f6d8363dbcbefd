import { EN, type UiMessages } from '../../shared/ui-messages/en.js';
import { attrs, esc } from '../html.js';
import { alternatives, childStack, flattenSchema, isNullable, schemaTypes, typeLabel, wrappedRef, type Schema } from '../schema-utils.js';

/**
 * Server-rendered form controls for parameters and request bodies. Every control carries what
 * the browser needs to read it back (`data-node`, `data-key`, `data-type`), so the client only
 * adds behaviour. Nested objects are fieldsets; arrays hold their items plus a `<template>`
 * of one more item.
 */

export interface FieldContext {
  document: unknown;
  /** Element id prefix, unique on the page. */
  prefix: string;
  next: number;
  /** multipart bodies offer file inputs for `format: binary`. */
  files: boolean;
  /** Fields this form may still render, shared by all its parts (see MAX_FORM_FIELDS). */
  budget?: { fields: number };
  /** Interface strings in the page's language (English when absent). */
  t?: UiMessages;
}

export interface FieldInput {
  /** Object key (absent for array items and the body root). */
  key?: string;
  label: string;
  schema: unknown;
  required: boolean;
  /** Prefilled value (a default). */
  value?: unknown;
  /** Placeholder (an example). */
  example?: unknown;
  extraAttrs?: Record<string, string | undefined>;
}

/** Named schemas nested in one form field; deeper ones are edited as JSON. */
const MAX_DEPTH = 6;
/** Fields nested in one form field, named or inline (a bound on the recursion whatever the document). */
const MAX_NESTED_FIELDS = 24;
/**
 * Fields one playground form renders; past them, objects and arrays are edited as JSON. Each
 * array renders its item twice (the item and a `<template>` of one more), so nested arrays of
 * objects double at every level: a real 2.8 MB description (the APIs.guru sweep, issue 32) made
 * forms of 174,000 fieldsets and 216 MB of HTML for one page, and its build never ended.
 */
export const MAX_FORM_FIELDS = 1000;

export function renderFormField(ctx: FieldContext, f: FieldInput, stack: readonly string[] = [], depth = 0): string {
  // childStack: refs reached through `allOf` wrappers count too, or such a recursion never ends.
  let inner = childStack(ctx.document, f.schema, stack);
  const ref = wrappedRef(f.schema);
  let cyclic = ref !== undefined && stack.includes(ref);
  let s: Schema = flattenSchema(ctx.document, f.schema, stack);
  const alt = alternatives(ctx.document, s);
  if (alt && !s.properties) {
    // The form edits the first alternative; its refs join the stack (`anyOf: [{ $ref: Self }, { nullable }]`).
    const option = alt.options[0];
    const optionRef = wrappedRef(option);
    if (optionRef !== undefined && inner.includes(optionRef)) cyclic = true;
    s = { ...flattenSchema(ctx.document, option, inner), description: s.description };
    inner = childStack(ctx.document, option, inner);
  }
  const type = schemaTypes(s)[0];
  const value = f.value !== undefined ? f.value : s.default;
  const example = f.example !== undefined ? f.example : s.example;
  const base = { 'data-key': f.key, 'data-required': f.required || undefined, ...f.extraAttrs };
  const overBudget = ctx.budget !== undefined && ctx.budget.fields <= 0;
  if (ctx.budget) ctx.budget.fields--;
  const tooDeep = cyclic || inner.length > MAX_DEPTH || depth >= MAX_NESTED_FIELDS || overBudget;
  if (!tooDeep && (type === 'object' || s.properties) && s.properties) {
    const required = new Set<string>(Array.isArray(s.required) ? s.required : []);
    const children = Object.entries<unknown>(s.properties)
      .filter(([, prop]) => !flattenSchema(ctx.document, prop, inner).readOnly)
      .map(([name, prop]) =>
        renderFormField(
          ctx,
          { key: name, label: name, schema: prop, required: required.has(name), value: isObject(value) ? value[name] : undefined },
          inner,
          depth + 1,
        ),
      );
    return `<fieldset${attrs({ class: 'pg-field pg-object', 'data-node': 'object', ...base })}><legend>${head(ctx, f, s)}</legend><div class="pg-children">${children.join('')}</div></fieldset>`;
  }
  if (!tooDeep && type === 'array') {
    const items = s.items ?? {};
    const initial = Array.isArray(value) && value.length ? value : [undefined];
    const item = (v: unknown) =>
      `<div class="pg-item">${renderFormField(ctx, { label: 'item', schema: items, required: false, value: v }, inner, depth + 1)}<button type="button" class="pg-remove" aria-label="${esc((ctx.t ?? EN).removeItem)}">×</button></div>`;
    return `<fieldset${attrs({ class: 'pg-field pg-array', 'data-node': 'array', ...base })}><legend>${head(ctx, f, s)}</legend><div class="pg-children">${initial.map(item).join('')}</div><template>${item(undefined)}</template><button type="button" class="pg-add">${esc((ctx.t ?? EN).addItem)}</button></fieldset>`;
  }
  return renderLeaf(ctx, f, s, tooDeep || type === 'object' ? 'json' : undefined, value, example, base);
}

function renderLeaf(
  ctx: FieldContext,
  f: FieldInput,
  s: Schema,
  forced: 'json' | undefined,
  value: unknown,
  example: unknown,
  base: Record<string, unknown>,
): string {
  const id = `${ctx.prefix}-${ctx.next++}`;
  const type = schemaTypes(s)[0];
  const placeholder = example === undefined ? undefined : typeof example === 'string' ? example : JSON.stringify(example);
  const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  let kind: string;
  let control: string;
  const enumValues = Array.isArray(s.enum) ? s.enum.filter((v: unknown) => v !== null) : undefined;
  if (forced === 'json') {
    kind = 'json';
    control = `<textarea${attrs({ id, class: 'pg-control', rows: 3, spellcheck: 'false', placeholder: placeholder ?? '{}' })}>${esc(text)}</textarea>`;
  } else if (enumValues?.length || type === 'boolean') {
    kind = type === 'boolean' ? 'boolean' : type === 'integer' || type === 'number' ? type : 'string';
    const options = (enumValues?.length ? enumValues : [true, false]).map(
      (v: unknown) => `<option${attrs({ value: String(v), selected: String(v) === text })}>${esc(String(v))}</option>`,
    );
    control = `<select${attrs({ id, class: 'pg-control' })}><option value="">${esc(f.required ? (ctx.t ?? EN).selectOption : (ctx.t ?? EN).notSet)}</option>${options.join('')}</select>`;
  } else if (ctx.files && type === 'string' && (s.format === 'binary' || s.contentMediaType || s.format === 'byte')) {
    kind = 'file';
    control = `<input${attrs({ id, class: 'pg-control', type: 'file' })}>`;
  } else {
    kind = type === 'integer' || type === 'number' ? type : 'string';
    const inputType = kind !== 'string' ? 'number' : s.format === 'password' ? 'password' : s.format === 'date' ? 'date' : 'text';
    control = `<input${attrs({
      id,
      class: 'pg-control',
      type: inputType,
      step: kind === 'integer' ? '1' : kind === 'number' ? 'any' : undefined,
      value: text || undefined,
      placeholder,
      required: f.required,
      autocomplete: 'off',
    })}>`;
  }
  const nullable = isNullable(ctx.document, s) ? `<label class="pg-null"><input type="checkbox" class="pg-null-toggle"> null</label>` : '';
  return `<div${attrs({ class: 'pg-field pg-leaf', 'data-node': 'leaf', 'data-type': kind, ...(base as Record<string, string>) })}><label${attrs({ for: id })}>${head(ctx, f, s)}</label><div class="pg-control-row">${control}${nullable}</div></div>`;
}

function head(ctx: FieldContext, f: FieldInput, s: Schema): string {
  return `<span class="pg-name">${esc(f.label)}</span> <span class="pg-type">${esc(typeLabel(ctx.document, s))}</span>${f.required ? ` <span class="pg-required">${esc((ctx.t ?? EN).required)}</span>` : ''}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
