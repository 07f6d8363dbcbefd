import { useMessages } from '../../../src/shared/ui-messages/context.js';
import { isValidElement, type ComponentChildren } from 'preact';
import { flag, hasContent, nodeOf, textOf } from './prop-values.js';

const LOCATIONS = ['query', 'path', 'body', 'header', 'cookie'] as const;

export interface ParamFieldProps {
  query?: string;
  path?: string;
  body?: string;
  header?: string;
  cookie?: string;
  type?: ComponentChildren;
  required?: boolean | string;
  deprecated?: boolean | string;
  default?: unknown;
  placeholder?: string;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

interface FieldHeadProps {
  name: unknown;
  location?: string;
  type?: unknown;
  required?: unknown;
  deprecated?: unknown;
  default?: unknown;
  pre?: unknown;
  post?: unknown;
}

/** Type, required, deprecated and `pre`/`post` labels wear the generated API pages' pill classes, so both read alike. */
function FieldHead(props: FieldHeadProps) {
  const labels = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).filter((v) => hasContent(v)).map((v) => <span class="field-label api-pill">{nodeOf(v)}</span>);
  const defaultValue = shownDefault(props.default);
  const t = useMessages();
  return (
    <div class="field-head">
      {labels(props.pre)}
      <code class="field-name">{nodeOf(props.name)}</code>
      {hasContent(props.type) && <span class="field-type api-type">{typeLabel(props.type)}</span>}
      {props.location && <span class="field-location">{props.location}</span>}
      {flag(props.required) && <span class="field-required api-pill api-required">{t.required}</span>}
      {flag(props.deprecated) && <span class="field-deprecated api-pill api-deprecated">{t.deprecatedTag}</span>}
      {defaultValue !== undefined && (
        <span class="field-default">
          default: <code>{defaultValue}</code>
        </span>
      )}
      {labels(props.post)}
    </div>
  );
}

/** `type={["string", "null"]}` reads as `string | null`; other values as they render. */
function typeLabel(type: unknown): ComponentChildren {
  if (Array.isArray(type) && type.every((t) => typeof t === 'string' || typeof t === 'number')) return type.join(' | ');
  return nodeOf(type);
}

/** The default as shown: text as it is, elements rendered, other values as JSON; nothing for null/undefined. */
function shownDefault(value: unknown): ComponentChildren | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (isValidElement(value)) return value;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  try {
    // Functions and symbols have no JSON; an element nested in an object, a cycle or a BigInt throws.
    const json = JSON.stringify(value);
    return json === undefined ? undefined : json;
  } catch {
    return textOf(value) || undefined;
  }
}

/** An API parameter: `<ParamField query="limit" type="integer" default={20} required>`. */
export function ParamField(props: ParamFieldProps) {
  // `query={1}` still names the parameter; an empty or object value does not.
  const location = LOCATIONS.find((l) => hasContent(props[l]));
  const deprecated = flag(props.deprecated);
  return (
    <div class={`field param-field${deprecated ? ' field-is-deprecated' : ''}`} data-location={location} {...playgroundAttributes(props, location)}>
      <FieldHead name={location ? props[location] : ''} location={location} type={props.type} required={props.required} deprecated={deprecated} default={props.default} />
      {hasContent(props.children) && <div class="field-body">{props.children}</div>}
    </div>
  );
}

/**
 * What an MDX API page's playground needs from a parameter, as data attributes on the rendered
 * field (src/openapi/mdx-endpoint.ts reads them from the page's HTML, so fields from snippets count).
 */
function playgroundAttributes(props: ParamFieldProps, location: string | undefined): Record<string, string> {
  if (!location) return {};
  const out: Record<string, string> = { 'data-param-name': textOf(props[location]) };
  const type = Array.isArray(props.type) ? props.type.map((t) => textOf(t)).join('|') : textOf(props.type);
  if (type) out['data-param-type'] = type;
  if (flag(props.required)) out['data-param-required'] = '';
  const value = props.default;
  if (value !== undefined && value !== null && !isValidElement(value) && typeof value !== 'function') {
    try {
      const json = JSON.stringify(value);
      if (json !== undefined) out['data-param-default'] = json;
    } catch {
      // a cycle or a BigInt: the playground starts the field empty
    }
  }
  if (typeof props.placeholder === 'string') out['data-param-placeholder'] = props.placeholder;
  return out;
}

export interface ResponseFieldProps {
  name?: ComponentChildren;
  type?: ComponentChildren;
  required?: boolean | string;
  deprecated?: boolean | string;
  default?: unknown;
  /** Labels before / after the name. */
  pre?: ComponentChildren[] | ComponentChildren;
  post?: ComponentChildren[] | ComponentChildren;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/** A field of a response body. */
export function ResponseField(props: ResponseFieldProps) {
  const deprecated = flag(props.deprecated);
  return (
    <div class={`field response-field${deprecated ? ' field-is-deprecated' : ''}`}>
      <FieldHead name={props.name} type={props.type} required={props.required} deprecated={deprecated} default={props.default} pre={props.pre} post={props.post} />
      {hasContent(props.children) && <div class="field-body">{props.children}</div>}
    </div>
  );
}
