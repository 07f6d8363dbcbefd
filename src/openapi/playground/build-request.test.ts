import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  encodeBody,
  serializeCookieParam,
  serializePathParam,
  serializeQueryParam,
  serializeSimple,
  type RequestInputs,
} from './build-request.js';
import { bodyKind, type ParamSpec, type PlaygroundData } from './playground-data.js';
import { previewSources } from './sample-from-request.js';

const arr = ['blue', 'black', 'brown'];
const obj = { R: 100, G: 200, B: 150 };
const p = (style: ParamSpec['style'], explode: boolean) => ({ name: 'color', style, explode });

// The table of the OpenAPI specification's "Style Examples".
describe('serializePathParam', () => {
  it.each([
    ['simple', false, 'blue', 'blue'],
    ['simple', false, arr, 'blue,black,brown'],
    ['simple', true, arr, 'blue,black,brown'],
    ['simple', false, obj, 'R,100,G,200,B,150'],
    ['simple', true, obj, 'R=100,G=200,B=150'],
    ['label', false, 'blue', '.blue'],
    ['label', false, arr, '.blue,black,brown'],
    ['label', true, arr, '.blue.black.brown'],
    ['label', false, obj, '.R,100,G,200,B,150'],
    ['label', true, obj, '.R=100.G=200.B=150'],
    ['matrix', false, 'blue', ';color=blue'],
    ['matrix', false, arr, ';color=blue,black,brown'],
    ['matrix', true, arr, ';color=blue;color=black;color=brown'],
    ['matrix', false, obj, ';color=R,100,G,200,B,150'],
    ['matrix', true, obj, ';R=100;G=200;B=150'],
  ] as const)('%s explode=%s %j → %s', (style, explode, value, expected) => {
    expect(serializePathParam(p(style, explode), value)).toBe(expected);
  });

  it('percent-encodes values', () => {
    expect(serializePathParam(p('simple', false), 'a/b c')).toBe('a%2Fb%20c');
  });
});

describe('serializeQueryParam', () => {
  it.each([
    ['form', true, 'blue', [['color', 'blue']]],
    [
      'form',
      true,
      arr,
      [
        ['color', 'blue'],
        ['color', 'black'],
        ['color', 'brown'],
      ],
    ],
    ['form', false, arr, [['color', 'blue,black,brown']]],
    [
      'form',
      true,
      obj,
      [
        ['R', '100'],
        ['G', '200'],
        ['B', '150'],
      ],
    ],
    ['form', false, obj, [['color', 'R,100,G,200,B,150']]],
    ['spaceDelimited', false, arr, [['color', 'blue black brown']]],
    ['pipeDelimited', false, arr, [['color', 'blue|black|brown']]],
    [
      'deepObject',
      true,
      obj,
      [
        ['color[R]', '100'],
        ['color[G]', '200'],
        ['color[B]', '150'],
      ],
    ],
  ] as const)('%s explode=%s %j', (style, explode, value, expected) => {
    expect(serializeQueryParam(p(style, explode), value)).toEqual(expected);
  });

  it('nests deepObject keys', () => {
    expect(serializeQueryParam(p('deepObject', true), { a: { b: 1 } })).toEqual([['color[a][b]', '1']]);
  });
});

describe('headers and cookies', () => {
  it('serialises headers in simple style', () => {
    expect(serializeSimple(arr, false)).toBe('blue,black,brown');
    expect(serializeSimple(obj, true)).toBe('R=100,G=200,B=150');
  });
  it('serialises cookies in form style', () => {
    expect(serializeCookieParam({ name: 'c', explode: false }, [1, 2])).toEqual([['c', '1,2']]);
    expect(serializeCookieParam({ name: 'c', explode: true }, [1, 2])).toEqual([
      ['c', '1'],
      ['c', '2'],
    ]);
  });
});

const data: PlaygroundData = {
  method: 'GET',
  path: '/agent/{domain}/job/{id}',
  display: 'interactive',
  proxy: true,
  servers: [
    {
      url: 'https://eu.api.example.com/v1',
      template: 'https://{region}.api.example.com/v1',
      variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }],
    },
    { url: '/local/v1', template: '/local/v1', variables: [] },
  ],
  params: [
    { name: 'domain', in: 'path', required: true, style: 'simple', explode: false, type: 'string' },
    { name: 'id', in: 'path', required: true, style: 'simple', explode: false, type: 'string' },
    { name: 'tags', in: 'query', required: false, style: 'form', explode: true, type: 'array' },
    { name: 'X-Trace', in: 'header', required: false, style: 'simple', explode: false, type: 'string' },
    { name: 'theme', in: 'cookie', required: false, style: 'form', explode: true, type: 'string' },
  ],
  security: [
    [{ scheme: 'bearer', kind: 'bearer', prefix: 'Bearer', label: 'HTTP bearer' }],
    [{ scheme: 'key', kind: 'apiKey', in: 'query', name: 'api_key', label: '' }],
    [{ scheme: 'basic', kind: 'basic', label: '' }],
    [{ scheme: 'session', kind: 'apiKey', in: 'cookie', name: 'sid', label: '' }],
    [{ scheme: 'hdr', kind: 'apiKey', in: 'header', name: 'X-API-Key', label: '' }],
  ],
  securityOptional: false,
};
const inputs = (over: Partial<RequestInputs> = {}): RequestInputs => ({
  serverIndex: 0,
  variables: {},
  params: { 'path domain': 'acme', 'path id': 'job 1' },
  auth: {},
  ...over,
});

describe('buildRequest', () => {
  it('fills server variables (default, then chosen) and path parameters', () => {
    expect(buildRequest(data, inputs()).url).toBe('https://eu.api.example.com/v1/agent/acme/job/job%201');
    expect(buildRequest(data, inputs({ variables: { region: 'us' } })).url).toBe('https://us.api.example.com/v1/agent/acme/job/job%201');
  });

  it('resolves a relative server against the page', () => {
    expect(buildRequest(data, inputs({ serverIndex: 1, base: 'http://127.0.0.1:3000/docs/page' })).url).toBe(
      'http://127.0.0.1:3000/local/v1/agent/acme/job/job%201',
    );
  });

  it('adds query, header and cookie parameters, leaving empty ones out', () => {
    const req = buildRequest(
      data,
      inputs({ params: { 'path domain': 'a', 'path id': 'b', 'query tags': ['x', 'y'], 'header X-Trace': 't1', 'cookie theme': 'dark' } }),
    );
    expect(req.url).toBe('https://eu.api.example.com/v1/agent/a/job/b?tags=x&tags=y');
    expect(req.headers).toEqual([['X-Trace', 't1']]);
    expect(req.cookies).toEqual([['theme', 'dark']]);
    expect(buildRequest(data, inputs({ params: { 'path domain': 'a', 'path id': 'b', 'query tags': [] } })).query).toEqual([]);
  });

  it('reports missing required parameters and credentials', () => {
    expect(buildRequest(data, inputs({ params: { 'path domain': 'a' } })).missing).toEqual(['path id', 'auth bearer']);
  });

  it.each([
    ['bearer', { bearer: { token: 'abc' } }, { headers: [['Authorization', 'Bearer abc']] }],
    ['api key in query', { key: { token: 'k 1' } }, { query: [['api_key', 'k 1']] }],
    ['basic', { basic: { username: 'ada', password: 'pä55' } }, { headers: [['Authorization', `Basic ${Buffer.from('ada:pä55').toString('base64')}`]] }],
    ['api key in cookie', { session: { token: 's1' } }, { cookies: [['sid', 's1']] }],
    ['api key in header', { hdr: { token: 'h1' } }, { headers: [['X-API-Key', 'h1']] }],
  ])('places %s credentials', (_name, auth, expected) => {
    const req = buildRequest(data, inputs({ auth }));
    expect({ headers: req.headers, query: req.query, cookies: req.cookies }).toEqual({ headers: [], query: [], cookies: [], ...expected });
    expect(req.missing).toEqual([]);
  });

  it('uses the first complete alternative, and placeholders only for previews', () => {
    const both = buildRequest(data, inputs({ auth: { key: { token: 'k' }, bearer: { token: 't' } } }));
    expect(both.headers).toEqual([['Authorization', 'Bearer t']]);
    expect(both.query).toEqual([]);
    expect(buildRequest(data, inputs({ authPlaceholders: true })).headers).toEqual([['Authorization', 'Bearer <token>']]);
  });
});

describe('encodeBody', () => {
  it('encodes JSON, raw JSON text, URL-encoded forms and multipart fields', () => {
    expect(encodeBody({ mediaType: 'application/json', kind: 'json', value: { a: [1, null] } })).toEqual({
      kind: 'json',
      mediaType: 'application/json',
      text: '{\n  "a": [\n    1,\n    null\n  ]\n}',
    });
    expect(encodeBody({ mediaType: 'application/json', kind: 'json', value: undefined, raw: '{oops' })).toMatchObject({ text: '{oops' });
    expect(
      encodeBody({ mediaType: 'application/x-www-form-urlencoded', kind: 'urlencoded', value: { name: 'Rex Jr', tags: ['a', 'b'], owner: { e: 1 } } }),
    ).toMatchObject({
      text: 'name=Rex+Jr&tags=a&tags=b&owner=%7B%22e%22%3A1%7D',
    });
    expect(encodeBody({ mediaType: 'multipart/form-data', kind: 'multipart', value: { photo: { file: 'cat.png' }, caption: 'hi', empty: '' } })).toEqual({
      kind: 'multipart',
      mediaType: 'multipart/form-data',
      fields: [
        ['photo', { file: 'cat.png' }],
        ['caption', 'hi'],
      ],
    });
  });

  it('sets Content-Type except for multipart (the browser adds the boundary)', () => {
    const json = buildRequest({ ...data, security: [] }, inputs({ body: { mediaType: 'application/json', kind: 'json', value: {} } }));
    expect(json.headers).toEqual([['Content-Type', 'application/json']]);
    const multipart = buildRequest({ ...data, security: [] }, inputs({ body: { mediaType: 'multipart/form-data', kind: 'multipart', value: {} } }));
    expect(multipart.headers).toEqual([]);
  });
});

describe('binary bodies', () => {
  it('image, PDF and octet-stream media types are sent as one file; the preview names it', () => {
    expect(['application/octet-stream', 'image/png', 'application/pdf', 'text/csv', 'application/json'].map(bodyKind)).toEqual([
      'binary',
      'binary',
      'binary',
      'text',
      'json',
    ]);
    expect(encodeBody({ mediaType: 'image/png', kind: 'binary', value: { file: 'cat.png' } })).toEqual({
      kind: 'binary',
      mediaType: 'image/png',
      file: { file: 'cat.png' },
    });
    expect(encodeBody({ mediaType: 'image/png', kind: 'binary', value: undefined })).toEqual({ kind: 'binary', mediaType: 'image/png' });
    const req = {
      method: 'PUT',
      url: 'https://a.example/x',
      baseUrl: 'https://a.example/x',
      query: [],
      headers: [['Content-Type', 'image/png']] as [string, string][],
      cookies: [],
      missing: [],
      body: { kind: 'binary' as const, mediaType: 'image/png', file: { file: 'cat.png' } },
    };
    expect(previewSources(req).curl).toContain('@cat.png');
  });
});
