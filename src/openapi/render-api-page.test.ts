import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiIndex } from './api-index.js';
import { loadOpenApiDocuments } from './load-openapi.js';
import { renderMarkdown } from './markdown.js';
import { renderApiPage } from './render-api-page.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/openapi');
const exampleSite = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../example-site');
let plants: ApiIndex;
let pets: ApiIndex;
let circular: ApiIndex;
let agentJobs: ApiIndex;

beforeAll(async () => {
  const refs = ['plants-3.1.yaml', 'petstore-3.0.json', 'circular.yaml'].map((source) => ({ source, file: 'docs.json' }));
  const { apis, diagnostics } = await loadOpenApiDocuments(root, refs);
  expect(diagnostics).toEqual([]);
  plants = apis.get('plants-3.1.yaml')!;
  pets = apis.get('petstore-3.0.json')!;
  circular = apis.get('circular.yaml')!;
  const site = await loadOpenApiDocuments(exampleSite, [{ source: '/openapi/agent-jobs.yaml', file: 'docs.json' }]);
  expect(site.diagnostics).toEqual([]);
  agentJobs = site.apis.get('openapi/agent-jobs.yaml')!;
});

const op = (api: ApiIndex, method: string, p: string) =>
  renderApiPage(api, { kind: 'openapi', spec: api.id, method, path: p });

describe('renderApiPage: operations', () => {
  it('renders the method pill, path and playground data attributes', () => {
    const html = op(plants, 'get', '/plants/');
    expect(html).toContain('<span class="api-method api-method-get">GET</span><code class="api-path">/plants</code>');
    expect(html).toMatch(/^<div class="api-page api-operation" data-api="plants-3.1.yaml" data-method="GET" data-path="\/plants"/);
  });

  it('groups parameters with type, required, default and enum', () => {
    const html = op(plants, 'GET', '/plants');
    expect(html).toContain('<section class="api-params" data-in="query"><h2>Query parameters</h2>');
    expect(html).toContain('<section class="api-params" data-in="header">');
    expect(html).toContain('<section class="api-params" data-in="cookie">');
    expect(html).toContain('<div class="api-default">Default: <code>20</code></div>');
    expect(html).toContain('Allowed values: <code>tree</code>, <code>shrub</code>, <code>herb</code>');
    expect(html).toMatch(/data-name="kind"><div class="api-field-head"><code class="api-field-name">kind<\/code><span class="api-type">string<\/span><span class="api-pill api-required">required<\/span>/);
  });

  it('merges path-level parameters and picks the most specific servers', () => {
    const html = op(plants, 'GET', '/plants/{id}');
    expect(html).toContain('<section class="api-params" data-in="path">');
    expect(html).toContain('data-url="https://plants-by-id.example/v1"');
    expect(html).not.toContain('https://api.plants.example/v1');
    expect(op(plants, 'POST', '/plants')).toContain('data-url="https://write.plants.example/v1"');
    expect(op(pets, 'GET', '/pets')).not.toContain('api-servers');
  });

  it('shows nullable (3.1 type arrays and 3.0 nullable), readOnly and writeOnly, allOf merged, oneOf alternatives', () => {
    const html = op(plants, 'GET', '/plants/{id}');
    expect(html).toMatch(/data-name="nickname">.*?<span class="api-pill api-nullable">nullable<\/span>/);
    expect(html).toMatch(/data-name="id">.*?api-read-only/);
    expect(html).not.toContain('data-name="secret"'); // writeOnly is hidden in responses
    expect(html).toContain('data-name="name"'); // from NewPlant via allOf
    expect(html).toContain('<div class="api-alternatives" data-kind="oneOf"><div class="api-alternatives-label">One of</div>');
    const schemaPage = renderApiPage(pets, { kind: 'schema', spec: pets.id, schema: 'Owner' });
    expect(schemaPage).toMatch(/api-schema-type"><span class="api-type">Owner<\/span><span class="api-pill api-nullable">/);
  });

  it('renders authentication per operation, with overrides and security: []', () => {
    expect(op(plants, 'GET', '/plants')).toContain('data-scheme="bearerAuth" data-type="http"');
    const post = op(plants, 'POST', '/plants');
    expect(post).toContain('<p>Use one of the following:</p>');
    expect(post).toContain('data-type="apiKey"');
    expect(post).toContain('Scopes: <code>plants:write</code>');
    expect(op(plants, 'DELETE', '/plants/{id}')).toContain('This endpoint does not require authentication.');
    const beds = op(plants, 'GET', '/beds');
    for (const type of ['http', 'apiKey', 'openIdConnect']) expect(beds).toContain(`data-type="${type}"`);
    expect(beds).toContain('the <code>api_key</code> query parameter');
    expect(beds).toContain('the <code>sid</code> cookie');
  });

  it('shows the deprecated label', () => {
    expect(op(plants, 'DELETE', '/plants/{id}')).toContain('<span class="api-deprecated">Deprecated</span>');
    expect(op(plants, 'GET', '/plants')).not.toContain('api-deprecated');
  });

  it('renders a recursive schema as a link back to its definition', () => {
    const html = op(plants, 'GET', '/beds');
    expect(html).toContain('id="schema-TreeNode"');
    expect(html).toContain('href="#schema-TreeNode"');
    const people = op(circular, 'GET', '/people');
    expect(people).toContain('id="schema-Person"');
    expect(people).toContain('id="schema-Company"');
    expect(people).toMatch(/class="api-schema-link api-recursive" href="#schema-Person"/);
    // Cross-file cycle (schemas/pet.yaml Pet.parent → Pet).
    expect(op(pets, 'GET', '/pets/{petId}')).toMatch(/href="#schema-Pet"/);
  });

  it('sanitises Markdown from the spec', () => {
    const html = renderMarkdown("Hi <script>alert('x')</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)> **b**");
    expect(html).not.toMatch(/<script|javascript:|onerror/);
    expect(html).toContain('<strong>b</strong>');
    // The playground's JSON island is the page's one (inert, escaped) script element.
    const page = op(plants, 'GET', '/plants').replace(/<script type="application\/json" class="pg-data">[^<]*<\/script>/, '');
    expect(page).not.toMatch(/<script|javascript:|onerror|<img/);
  });

  it('generates cURL, JavaScript and Python samples, after x-codeSamples', () => {
    const html = op(plants, 'POST', '/plants');
    const langs = [...html.matchAll(/class="api-sample" data-lang="([^"]+)"/g)].map((m) => m[1]);
    expect(langs).toEqual(['go', 'curl', 'javascript', 'python']);
    expect(html).toContain('curl --request POST \\\n  --url https://write.plants.example/v1/plants \\\n  --header &#39;X-API-Key: &lt;api-key&gt;&#39;');
    expect(html).toContain('const response = await fetch(&quot;https://write.plants.example/v1/plants&quot;');
    expect(html).toContain('response = requests.request(&quot;POST&quot;, url, headers=headers, json=payload)');
    expect(html).toContain('&quot;name&quot;: &quot;Fern&quot;'); // the media type example
  });

  it('shows named examples and generated ones', () => {
    const html = op(pets, 'GET', '/pets');
    expect(html).toContain('<div class="api-example-name">Two pets</div>');
    const gen = op(circular, 'GET', '/people');
    expect(gen).toContain('<section class="api-examples">');
  });

  it('renders empty for an unknown or excluded operation', () => {
    expect(op(plants, 'GET', '/nope')).toBe('');
    expect(op(plants, 'POST', '/status')).toBe('');
    expect(op(plants, 'GET', '/status')).not.toBe(''); // x-hidden pages are still built
  });
});

describe('renderApiPage: webhooks and schemas', () => {
  it('renders a webhook with its payload', () => {
    const html = renderApiPage(plants, { kind: 'webhook', spec: plants.id, name: 'plantDied' });
    expect(html).toContain('<span class="api-method api-method-webhook">WEBHOOK</span><code class="api-path">plantDied</code>');
    expect(html).toContain('<h2>Payload');
    expect(html).toContain('data-webhook="plantDied"');
  });

  it('renders a schema page', () => {
    const html = renderApiPage(plants, { kind: 'schema', spec: plants.id, schema: 'TreeNode' });
    expect(html).toContain('data-schema="TreeNode"');
    expect(html).toContain('id="schema-TreeNode"');
    expect(renderApiPage(plants, { kind: 'schema', spec: plants.id, schema: 'Nope' })).toBe('');
  });
});

describe('the Agent Jobs API of the example site', () => {
  it('documents both operations exactly', () => {
    expect(agentJobs.version).toMatch(/^3\.1/);
    expect(agentJobs.entries.map((e) => [e.method, e.path, e.title, e.mcp?.enabled])).toEqual([
      ['GET', '/agent/{domain}/jobs', 'List agent jobs', true],
      ['GET', '/agent/{domain}/job/{id}', 'Get agent job by ID', true],
    ]);
    const session = agentJobs.document.components.schemas.Session;
    expect(Object.keys(session.properties)).toEqual([
      'sessionId', 'subdomain', 'branch', 'haulted', 'haultReason', 'pullRequestLink', 'messageToUser', 'todos', 'createdAt',
    ]);
    expect(session.properties.haultReason.enum).toEqual(['completed', 'github_missconfigured', 'error']);
    const html = op(agentJobs, 'GET', '/agent/{domain}/job/{id}');
    expect(html).toContain('data-url="https://api.example.com/v1"');
    expect(html).toContain('--header &#39;Authorization: Bearer &lt;token&gt;&#39;');
    expect(html).toMatch(/data-name="branch">.*?api-nullable/);
  });
});

describe('page size on wide schema graphs', () => {
  it('expands each named schema once and stops at a budget', async () => {
    const { indexApi } = await import('./api-index.js');
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++) {
      const properties: Record<string, unknown> = { id: { type: 'string' } };
      for (let j = 1; j <= 4; j++) properties[`rel${j}`] = { $ref: `#/components/schemas/S${(i * 7 + j * 13) % 200}` };
      schemas[`S${i}`] = { type: 'object', properties };
    }
    const api = indexApi('wide.json', {
      openapi: '3.1.0',
      info: { title: 'wide', version: '1' },
      paths: { '/a': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } } } } } },
      components: { schemas },
    });
    const html = op(api, 'GET', '/a');
    expect(html).toContain('api-schema-truncated');
    expect(html.length).toBeLessThan(120_000);
  });
});
