import type { ComponentChildren } from 'preact';

const LOCATIONS = ['query', 'path', 'body', 'header', 'cookie'] as const;

export interface ParamFieldProps {
  query?: string;
  path?: string;
  body?: string;
  header?: string;
  cookie?: string;
  type?: string;
  required?: boolean;
  deprecated?: boolean;
  default?: unknown;
  placeholder?: string;
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

function FieldHead(props: { name: string; location?: string; type?: string; required?: boolean; deprecated?: boolean; default?: unknown; pre?: unknown; post?: unknown }) {
  const labels = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []).map((v) => <span class="field-label">{String(v)}</span>);
  return (
    <div class="field-head">
      {labels(props.pre)}
      <code class="field-name">{props.name}</code>
      {props.type && <span class="field-type">{props.type}</span>}
      {props.location && <span class="field-location">{props.location}</span>}
      {props.required && <span class="field-required">required</span>}
      {props.deprecated && <span class="field-deprecated">deprecated</span>}
      {props.default !== undefined && props.default !== null && (
        <span class="field-default">
          default: <code>{typeof props.default === 'string' ? props.default : JSON.stringify(props.default)}</code>
        </span>
      )}
      {labels(props.post)}
    </div>
  );
}

/** An API parameter: `<ParamField query="limit" type="integer" default={20} required>`. */
export function ParamField(props: ParamFieldProps) {
  const location = LOCATIONS.find((l) => typeof props[l] === 'string');
  const name = location ? String(props[location]) : '';
  return (
    <div class={`field param-field${props.deprecated ? ' field-is-deprecated' : ''}`} data-location={location}>
      <FieldHead name={name} location={location} type={props.type} required={props.required} deprecated={props.deprecated} default={props.default} />
      {props.children && <div class="field-body">{props.children}</div>}
    </div>
  );
}

export interface ResponseFieldProps {
  name?: string;
  type?: string;
  required?: boolean;
  deprecated?: boolean;
  default?: unknown;
  /** Labels before / after the name. */
  pre?: string[];
  post?: string[];
  children?: ComponentChildren;
  [unknown: string]: unknown;
}

/** A field of a response body. */
export function ResponseField(props: ResponseFieldProps) {
  return (
    <div class={`field response-field${props.deprecated ? ' field-is-deprecated' : ''}`}>
      <FieldHead name={props.name ?? ''} type={props.type} required={props.required} deprecated={props.deprecated} default={props.default} pre={props.pre} post={props.post} />
      {props.children && <div class="field-body">{props.children}</div>}
    </div>
  );
}
