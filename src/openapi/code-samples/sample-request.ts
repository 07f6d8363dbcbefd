import { exampleFromSchema, mediaExamples } from '../example-from-schema.js';
import type { OperationView } from '../operation-model.js';

/** The request a code sample sends, built once and printed by each language. */
export interface SampleRequest {
  method: string;
  /** Base URL + path, path parameters filled with their examples (`{name}` when they have none). */
  url: string;
  query: [string, string][];
  headers: [string, string][];
  body?: { mediaType: string; value: unknown };
}

/** docs.json `api.examples.defaults`: `required` parameters only, or `all` of them. */
export type SampleParams = 'required' | 'all';

/**
 * Builds the sample request: the first server (variables at their defaults), path parameters
 * with their example, required (or, with `all`, every) query/header/cookie parameter with its
 * example (or a `<type>` placeholder), the first security alternative's credentials, and the
 * first request body media type with its example.
 */
export function sampleRequest(document: unknown, view: OperationView, params: SampleParams = 'required'): SampleRequest {
  const base = (view.servers[0]?.url ?? '').replace(/\/+$/, '');
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const cookies: string[] = [];
  let path = view.path ?? '';
  for (const p of view.parameters) {
    if (p.in === 'path') {
      const example = p.example ?? exampleFromSchema(document, p.schema, 'request');
      // A generated `<string>` placeholder reads worse in a URL than the template's `{name}`.
      if (example !== undefined && !/^<[^>]+>$/.test(valueText(example))) path = path.split(`{${p.name}}`).join(encodeURIComponent(valueText(example)));
      continue;
    }
    if (!p.required && params !== 'all') continue;
    const value = valueText(p.example ?? exampleFromSchema(document, p.schema, 'request'));
    if (p.in === 'query') query.push([p.name, value]);
    else if (p.in === 'header') headers.push([p.name, value]);
    else cookies.push(`${p.name}=${value}`);
  }
  for (const use of view.security.alternatives[0] ?? []) {
    const s = use.scheme;
    if (s.type === 'http' && String(s.scheme).toLowerCase() === 'basic') headers.push(['Authorization', 'Basic <encoded-value>']);
    else if (s.type === 'http') headers.push(['Authorization', `${capitalise(String(s.scheme ?? 'bearer'))} <token>`]);
    else if (s.type === 'apiKey' && s.in === 'query') query.push([String(s.name), '<api-key>']);
    else if (s.type === 'apiKey' && s.in === 'cookie') cookies.push(`${s.name}=<api-key>`);
    else if (s.type === 'apiKey') headers.push([String(s.name), '<api-key>']);
    else if (s.type === 'oauth2' || s.type === 'openIdConnect') headers.push(['Authorization', 'Bearer <token>']);
  }
  if (cookies.length) headers.push(['Cookie', cookies.join('; ')]);
  const request: SampleRequest = { method: view.method, url: base + path, query, headers };
  const first = view.requestBody?.content[0];
  if (first) {
    const value = mediaExamples(document, first.media, 'request')[0]?.value;
    request.body = { mediaType: first.mediaType, value: value ?? {} };
    headers.push(['Content-Type', first.mediaType]);
  }
  return request;
}

/** The URL with its query string. */
export function fullUrl(req: SampleRequest): string {
  if (!req.query.length) return req.url;
  return `${req.url}?${req.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeQueryValue(v)}`).join('&')}`;
}

/** True for JSON media types (`application/json`, `application/problem+json`). */
export function isJson(mediaType: string): boolean {
  return /[/+]json\b/i.test(mediaType);
}

/** Form media types send key/value fields. */
export function isForm(mediaType: string): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(mediaType);
}

/** Top-level fields of a body value, stringified, for form encodings. */
export function formFields(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).map(([k, v]) => [k, valueText(v)]);
}

function valueText(value: unknown): string {
  if (value === undefined) return '<value>';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

// Placeholders such as `<string>` read better unescaped in a sample.
function encodeQueryValue(v: string): string {
  return /^<[^>]+>$/.test(v) ? v : encodeURIComponent(v);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
}
