import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiIndex } from '../api-index.js';
import { loadOpenApiDocuments } from '../load-openapi.js';
import { indexApi } from '../api-index.js';
import { operationView } from '../operation-model.js';
import { renderApiPage } from '../render-api-page.js';
import type { PlaygroundData } from './playground-data.js';
import { islandJson, renderPlayground } from './render-playground.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/playground');
let sink: ApiIndex;
let widgets: ApiIndex;

beforeAll(async () => {
  const { apis, diagnostics } = await loadOpenApiDocuments(fixtures, [
    { source: 'kitchen-sink.yaml', file: 'docs.json' },
    { source: 'no-servers/widgets.yaml', file: 'docs.json' },
  ]);
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  sink = apis.get('kitchen-sink.yaml')!;
  widgets = apis.get('no-servers/widgets.yaml')!;
});

const render = (api: ApiIndex, method: string, p: string, display?: 'interactive' | 'simple' | 'none') =>
  renderPlayground(api.document, operationView(api, method, p)!, { display });
const island = (html: string) => JSON.parse(/<script type="application\/json" class="pg-data">(.*?)<\/script>/.exec(html)![1]!) as PlaygroundData;

describe('renderPlayground', () => {
  it('offers a server dropdown with editable variables (enum as select, default chosen)', () => {
    const html = render(sink, 'GET', '/pets');
    expect(html).toContain(
      '<select id="pg-server" class="pg-server-select"><option value="0">https://eu.api.example.com/v2 — Production</option><option value="1">http://localhost:4010/v2</option></select>',
    );
    expect(html).toMatch(/<div class="pg-server-vars" data-server="0">.*?<option value="eu" selected>eu<\/option><option value="us">us<\/option>/);
  });

  it('renders typed parameter inputs: enums as selects, required marked, defaults prefilled, arrays addable', () => {
    const html = render(sink, 'GET', '/pets');
    expect(html).toMatch(/data-param="query kind">.*?<select[^>]*><option value="">\(not set\)<\/option><option value="cat">/);
    expect(html).toMatch(
      /data-param="query limit"><label[^>]*>.*?<span class="pg-required">required<\/span><\/label><div class="pg-control-row"><input[^>]* type="number" step="1" value="20"/,
    );
    expect(html).toMatch(/data-node="array"[^>]*data-param="query tags">.*?<template>.*?<\/template><button type="button" class="pg-add">Add item<\/button>/);
    expect(html).toContain('data-in="cookie"><legend>Cookies</legend><p class="pg-note">');
  });

  it('renders auth fields for the effective security', () => {
    expect(render(sink, 'GET', '/pets')).toMatch(/Fill in one of the options.*data-scheme="bearer".*data-part="token".*data-scheme="apiKey"/);
    const basic = render(sink, 'POST', '/pets');
    expect(basic).toContain('data-part="username"');
    expect(basic).toContain('data-part="password"');
    expect(render(sink, 'GET', '/pets/{id}')).not.toContain('pg-auth');
    expect(island(render(sink, 'DELETE', '/pets/{id}')).security.map((set) => set.map((a) => `${a.scheme} ${a.kind} ${a.label}`))).toEqual([
      ['cookieKey apiKey API key (cookie session)'],
      ['oauth bearer OAuth 2.0 access token'],
      ['oidc bearer OpenID Connect token'],
    ]);
  });

  it('shows an OAuth 2.0 scheme\'s flows (URLs, scopes, the required one marked) and an OpenID Connect discovery URL beside the token field', () => {
    const html = render(sink, 'DELETE', '/pets/{id}');
    const oauth = /<div class="pg-auth-scheme" data-scheme="oauth">.*?<\/div><\/div><\/div>(?=<div class="pg-auth-scheme")/s.exec(html)?.[0] ?? '';
    expect(oauth).toContain('<div class="pg-oauth-flow" data-flow="clientCredentials"><div class="pg-oauth-flow-name"><code>clientCredentials</code></div><dl class="pg-oauth-urls"><dt>Token URL</dt><dd><a href="https://auth.example.com/token" rel="noopener">https://auth.example.com/token</a></dd></dl><div class="pg-oauth-get" data-scheme="oauth" data-flow="clientCredentials" data-token-url="https://auth.example.com/token">');
    // Client credentials can be run from the page: client ID, secret, client authentication (HTTP Basic first), Get token (no scopes declared, so no checkboxes).
    expect(oauth).toMatch(/data-flow="clientCredentials" data-token-url="https:\/\/auth.example.com\/token">.*class="pg-control pg-oauth-client-id" type="text".*class="pg-control pg-oauth-client-secret" type="password".*<select[^>]*pg-oauth-client-auth"><option value="basic">HTTP Basic header \(client_secret_basic\)<\/option><option value="body">.*<button type="button" class="pg-oauth-get-token">Get token<\/button>/s);
    // Authorization code signs in through a window: scopes to ask for (the required one ticked), the redirect URI, Authorize.
    expect(oauth).toMatch(/data-flow="authorizationCode" data-token-url="https:\/\/auth.example.com\/token" data-authorization-url="https:\/\/auth.example.com\/authorize">.*value="pets:write" checked>.*<code class="pg-oauth-redirect">\/_quire\/oauth-callback.html<\/code>.*>Authorize<\/button>/s);
    expect(oauth.match(/pg-oauth-get"/g)).toHaveLength(2);
    expect(oauth).toMatch(/data-flow="authorizationCode">.*<dt>Authorization URL<\/dt><dd><a href="https:\/\/auth.example.com\/authorize".*<dt>Token URL<\/dt>.*<dt>Refresh URL<\/dt><dd><a href="https:\/\/auth.example.com\/refresh"/s);
    expect(oauth).toContain('<li data-scope="pets:read"><code>pets:read</code> — Read pets</li><li data-scope="pets:write" data-required="true"><code>pets:write</code> <span class="pg-required">required</span> — Change or delete pets</li>');
    expect(oauth).toMatch(/Get an access token from the URLs above, then paste it in the token field\.<\/p><\/div><div class="pg-field pg-leaf">.*data-scheme="oauth" data-part="token"/s);
    expect(html).toMatch(/data-scheme="oidc">.*<dt>OpenID Connect discovery URL<\/dt><dd><a href="https:\/\/auth.example.com\/.well-known\/openid-configuration"/s);
  });

  it('renders a nested JSON body form (enums, arrays, nullable, no readOnly, cycles as JSON) plus a raw editor', () => {
    const html = render(sink, 'POST', '/pets');
    expect(html).toContain(
      '<select id="pg-media" class="pg-media-select"><option value="0">application/json</option><option value="1">application/x-www-form-urlencoded</option></select>',
    );
    expect(html).not.toMatch(/data-key="id"/);
    expect(html).toMatch(/data-node="object" data-key="owner">/);
    expect(html).toMatch(/data-key="nickname">.*?class="pg-null-toggle"/);
    expect(html).toMatch(/data-type="json" data-key="parent">/);
    expect(html).toContain('<button type="button" class="pg-mode" data-mode="raw" aria-pressed="false">JSON</button>');
    expect(html).toContain('class="pg-raw-input"');
  });

  it('offers file inputs for multipart bodies', () => {
    expect(render(sink, 'POST', '/upload')).toMatch(/data-type="file" data-key="photo"><label[^>]*>.*?<input[^>]*type="file"/);
  });

  it('shows simple mode without Send when there are no servers, or when configured', () => {
    const none = render(widgets, 'POST', '/widgets');
    expect(none).toContain('data-display="simple"');
    expect(none).toContain('This API lists no servers');
    expect(none).not.toContain('pg-send');
    expect(render(sink, 'GET', '/pets', 'simple')).toContain('api.playground.display is &quot;simple&quot;');
    expect(render(sink, 'GET', '/pets', 'none')).toBe('');
    expect(render(sink, 'GET', '/pets')).toContain('<button type="submit" class="pg-send" disabled>Send</button>');
  });

  it('renders a request preview with credential placeholders', () => {
    expect(render(sink, 'GET', '/pets')).toContain(
      '--url &#39;https://eu.api.example.com/v2/pets?limit=20&#39; \\\n  --header &#39;Authorization: Bearer &lt;token&gt;&#39;',
    );
  });

  it('is part of operation pages and follows api.playground.display', async () => {
    const source = { kind: 'openapi', spec: sink.id, method: 'GET', path: '/pets' } as const;
    expect(await renderApiPage(sink, source)).toContain('<section id="api-playground" class="api-playground"');
    expect(await renderApiPage(sink, source, { playground: { display: 'none' } })).not.toContain('api-playground');
  });

  it('keeps the JSON island inert', () => {
    expect(islandJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });
});

describe('api.examples.prefill', () => {
  const doc = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/notes': {
        post: {
          parameters: [{ name: 'lang', in: 'query', schema: { type: 'string' }, example: 'fr' }],
          requestBody: {
            content: { 'application/json': { schema: { type: 'object', properties: { text: { type: 'string' } } }, example: { text: 'Bonjour' } } },
          },
          responses: {},
        },
      },
    },
  };
  const view = () => operationView(indexApi('notes.yaml', doc), 'POST', '/notes')!;

  it('off (the default): examples are placeholders, fields start empty', () => {
    const html = renderPlayground(doc, view());
    expect(html).toMatch(/data-param="query lang">.*?<input[^>]*placeholder="fr"/);
    expect(html).not.toMatch(/data-param="query lang">.*?<input[^>]*value="fr"/);
    expect(html).not.toMatch(/<input[^>]*value="Bonjour"/);
  });

  it('on: every field starts at its example, the body form too', () => {
    const html = renderPlayground(doc, view(), { prefill: true });
    expect(html).toMatch(/data-param="query lang">.*?<input[^>]*value="fr"/);
    expect(html).toMatch(/<input[^>]*value="Bonjour"/);
  });
});
