import { describe, expect, it } from 'vitest';
import { fieldSchema, mdxEndpoint, mdxParamFields, mdxServers, parseApiFrontmatter } from './mdx-endpoint.js';

describe('MDX API pages', () => {
  it('reads "METHOD target" and refuses anything else', () => {
    expect(parseApiFrontmatter('post https://a.example/x')).toEqual({ method: 'POST', target: 'https://a.example/x' });
    expect(parseApiFrontmatter('FETCH /x')).toBeUndefined();
    expect(parseApiFrontmatter('GET')).toBeUndefined();
    expect(parseApiFrontmatter(3)).toBeUndefined();
  });

  it('maps ParamField types to schemas', () => {
    expect(fieldSchema('string[]')).toEqual({ type: 'array', items: { type: 'string' } });
    expect(fieldSchema('array<integer>')).toEqual({ type: 'array', items: { type: 'integer' } });
    expect(fieldSchema('file')).toEqual({ type: 'string', format: 'binary' });
    expect(fieldSchema('number | null')).toEqual({ type: 'number' });
    expect(fieldSchema(undefined)).toEqual({ type: 'string' });
  });

  it('reads fields from rendered HTML, unescaping values; a field inside another is one of its children', () => {
    const html =
      '<div class="field param-field" data-location="query" data-param-name="q&amp;a" data-param-required data-param-default="&quot;x&quot;"><div class="field-head"></div></div>' +
      '<div class="field param-field" data-location="body" data-param-name="user" data-param-type="object"><div class="field-body"><div class="expandable">' +
      '<div class="field param-field" data-location="body" data-param-name="name" data-param-required><div class="field-head"></div></div>' +
      '</div></div></div>' +
      '<div class="field param-field" data-location="body" data-param-name="n" data-param-type="integer" data-param-placeholder="4"></div>';
    const fields = mdxParamFields(html);
    expect(fields).toEqual([
      { in: 'query', name: 'q&a', required: true, default: 'x' },
      { in: 'body', name: 'user', type: 'object', required: false, children: [{ in: 'body', name: 'name', required: true }] },
      { in: 'body', name: 'n', type: 'integer', required: false, placeholder: '4' },
    ]);
    const doc = mdxEndpoint({ api: 'POST https://a.example/u', fields, file: 'p.mdx' }).endpoint!.document as any;
    expect(doc.paths['/u'].post.requestBody.content['application/json'].schema.properties.user).toEqual({
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
    });
  });

  it('splits a full URL at the longest api.mdx.server it starts with, else at its origin', () => {
    const at = (api: string, server?: string[]) => {
      const doc = mdxEndpoint({ api, fields: [], file: 'p.mdx', settings: { server } }).endpoint!.document as { servers: { url: string }[]; paths: object };
      return [doc.servers.map((s) => s.url), Object.keys(doc.paths)];
    };
    expect(at('GET https://a.example/v1/x', ['https://a.example', 'https://a.example/v1'])).toEqual([['https://a.example/v1'], ['/x']]);
    expect(at('GET https://a.example/v10/x', ['https://a.example/v1'])).toEqual([['https://a.example'], ['/v10/x']]);
    expect(at('GET x/{id}', ['https://s1.example/', 'https://s2.example'])).toEqual([['https://s1.example', 'https://s2.example'], ['/x/{id}']]);
  });

  it('warns about a relative path without api.mdx.server and an unsupported auth method', () => {
    const { diagnostics } = mdxEndpoint({ api: 'GET /x', authMethod: 'cobo', fields: [], file: 'p.mdx' });
    expect(diagnostics.map((d) => d.code)).toEqual(['content/api-no-server', 'content/api-auth-method']);
  });

  it('lists the servers the proxies must allow', () => {
    expect(mdxServers({ server: 'https://a.example/v1/' }, [{ api: 'GET https://b.example/x' }, { api: 'GET /y' }, {}])).toEqual(['https://a.example/v1', 'https://b.example']);
  });
});
