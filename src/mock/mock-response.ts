import { deref } from '../openapi/resolve-ref.js';
import type { OperationView } from '../openapi/operation-model.js';
import type { Schema } from '../openapi/schema-utils.js';
import { mockValue } from './mock-value.js';

export interface MockResponse {
  status: number;
  mediaType?: string;
  body?: unknown;
}

/**
 * The response the mock sends: the status asked for with `Prefer: code=…` (else 200, the
 * first 2xx, `default`, the first listed), and its body from `example`, the named example
 * asked for with `Prefer: example=…`, the first of `examples`, else generated from the schema.
 */
export function mockResponse(document: unknown, view: OperationView, prefer: { code?: string; example?: string } = {}): MockResponse {
  const list = view.responses;
  const pick =
    (prefer.code && list.find((r) => r.status === prefer.code)) ||
    list.find((r) => r.status === '200') ||
    list.find((r) => /^2/.test(r.status)) ||
    list.find((r) => r.status === 'default') ||
    list[0];
  if (!pick) return { status: 200, mediaType: 'application/json', body: {} };
  const status = /^\d{3}$/.test(pick.status) ? Number(pick.status) : pick.status === 'default' ? 200 : Number(pick.status.charAt(0)) * 100 || 200;
  const media = pick.content.find((m) => /[/+]json\b/i.test(m.mediaType)) ?? pick.content[0];
  if (!media) return { status };
  return { status, mediaType: media.mediaType, body: mediaBody(document, media.media, prefer.example) };
}

function mediaBody(document: unknown, media: Schema, exampleName: string | undefined): unknown {
  if (media.examples && typeof media.examples === 'object') {
    const names = Object.keys(media.examples);
    const name = exampleName && names.includes(exampleName) ? exampleName : names[0];
    const ex = name ? deref<Schema>(document, media.examples[name]) : undefined;
    if (ex && ex.value !== undefined && !(media.example !== undefined && !exampleName)) return ex.value;
  }
  if (media.example !== undefined) return media.example;
  return mockValue(document, media.schema ?? {});
}

/** `Prefer: code=404, example=errored` (as Prism reads it). */
export function parsePrefer(header: string | undefined): { code?: string; example?: string } {
  const out: { code?: string; example?: string } = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [k, v] = part.split('=').map((x) => x?.trim());
    if (k === 'code' && v) out.code = v;
    if (k === 'example' && v) out.example = v.replace(/^"|"$/g, '');
  }
  return out;
}
