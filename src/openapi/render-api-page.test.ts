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
  it('renders the method pill, path and playground data attributes', async () => {
    const html = await op(plants, 'get', '/plants/');
    // Two servers to choose from: the bar shows the first one's URL.
    expect(html).toContain('<span class="api-method api-method-get">GET</span><code class="api-url"><span class="api-base">https://api.plants.example/v1</span><span class="api-path">/plants</span></code>');
    // One server: its URL stays in the bar (for Copy) but hidden, as on Mintlify…
    expect(await op(plants, 'GET', '/plants/{id}')).toContain('<code class="api-url"><span class="api-base" hidden>https://plants-by-id.example/v1</span>');
    // …unless api.url is "full".
    const full = await renderApiPage(plants, { kind: 'openapi', spec: plants.id, method: 'GET', path: '/plants/{id}' }, { url: 'full' });
    expect(full).toContain('<code class="api-url"><span class="api-base">https://plants-by-id.example/v1</span>');
    expect(html).toMatch(/^<div class="api-page api-operation api-has-examples" data-api="plants-3.1.yaml" data-method="GET" data-path="\/plants"/);
  });

  it('groups parameters with type, required, default and enum', async () => {
    const html = await op(plants, 'GET', '/plants');
    expect(html).toContain('<section class="api-params" data-in="query"><h2>Query parameters</h2>');
    expect(html).toContain('<section class="api-params" data-in="header">');
    expect(html).toContain('<section class="api-params" data-in="cookie">');
    expect(html).toContain('<div class="api-default">Default: <code>20</code></div>');
    expect(html).toContain('Allowed values: <code>tree</code>, <code>shrub</code>, <code>herb</code>');
    expect(html).toMatch(/data-name="kind"><div class="api-field-head">(<a [^>]*><\/a>)?<code class="api-field-name">kind<\/code> <span class="api-type">string<\/span> <span class="api-pill api-required">required<\/span>/);
  });

  it('merges path-level parameters and picks the most specific servers', async () => {
    const html = await op(plants, 'GET', '/plants/{id}');
    expect(html).toContain('<section class="api-params" data-in="path">');
    expect(html).toContain('data-url="https://plants-by-id.example/v1"');
    expect(html).not.toContain('https://api.plants.example/v1');
    expect(await op(plants, 'POST', '/plants')).toContain('data-url="https://write.plants.example/v1"');
    expect(await op(pets, 'GET', '/pets')).not.toContain('api-servers');
  });

  it('shows nullable (3.1 type arrays and 3.0 nullable), readOnly and writeOnly, allOf merged, oneOf alternatives', async () => {
    const html = await op(plants, 'GET', '/plants/{id}');
    expect(html).toMatch(/data-name="nickname">.*?<span class="api-pill api-nullable">nullable<\/span>/);
    expect(html).toMatch(/data-name="id">.*?api-read-only/);
    expect(html).not.toContain('data-name="secret"'); // writeOnly is hidden in responses
    expect(html).toContain('data-name="name"'); // from NewPlant via allOf
    expect(html).toContain('<div class="api-alternatives" data-kind="oneOf"><div class="api-alternatives-label">One of</div>');
    const schemaPage = await renderApiPage(pets, { kind: 'schema', spec: pets.id, schema: 'Owner' });
    expect(schemaPage).toMatch(/api-schema-type"><span class="api-type">Owner<\/span><span class="api-pill api-nullable">/);
  });

  it('renders authentication per operation, with overrides and security: []', async () => {
    expect(await op(plants, 'GET', '/plants')).toContain('data-scheme="bearerAuth" data-type="http"');
    const post = await op(plants, 'POST', '/plants');
    expect(post).toContain('<p>Use one of the following:</p>');
    expect(post).toContain('data-type="apiKey"');
    expect(post).toContain('Scopes: <code>plants:write</code>');
    expect(await op(plants, 'DELETE', '/plants/{id}')).toContain('This endpoint does not require authentication.');
    const beds = await op(plants, 'GET', '/beds');
    for (const type of ['http', 'apiKey', 'openIdConnect']) expect(beds).toContain(`data-type="${type}"`);
    expect(beds).toContain('the <code>api_key</code> query parameter');
    expect(beds).toContain('the <code>sid</code> cookie');
  });

  it('shows the deprecated label', async () => {
    expect(await op(plants, 'DELETE', '/plants/{id}')).toContain('<span class="api-deprecated">Deprecated</span>');
    expect(await op(plants, 'GET', '/plants')).not.toContain('api-deprecated');
  });

  it('renders a recursive schema as a link back to its definition', async () => {
    const html = await op(plants, 'GET', '/beds');
    expect(html).toContain('id="schema-TreeNode"');
    expect(html).toContain('href="#schema-TreeNode"');
    const people = await op(circular, 'GET', '/people');
    expect(people).toContain('id="schema-Person"');
    expect(people).toContain('id="schema-Company"');
    expect(people).toMatch(/class="api-schema-link api-recursive" href="#schema-Person"/);
    // Cross-file cycle (schemas/pet.yaml Pet.parent → Pet).
    expect(await op(pets, 'GET', '/pets/{petId}')).toMatch(/href="#schema-Pet"/);
  });

  it('sanitises Markdown from the spec', async () => {
    const html = renderMarkdown("Hi <script>alert('x')</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)> **b**");
    expect(html).not.toMatch(/<script|javascript:|onerror/);
    expect(html).toContain('<strong>b</strong>');
    // The playground's JSON island is the page's one (inert, escaped) script element.
    const page = (await op(plants, 'GET', '/plants')).replace(/<script type="application\/json" class="pg-data">[^<]*<\/script>/, '');
    expect(page).not.toMatch(/<script|javascript:|onerror|<img/);
  });

  it('shows x-codeSamples first, then the default languages, in tabs', async () => {
    const html = await op(plants, 'POST', '/plants');
    const langs = [...html.matchAll(/class="tab-panel" data-tab-panel data-lang="([^"]+)"/g)].map((m) => m[1]);
    expect(langs).toEqual(['go', 'curl', 'python', 'javascript', 'java', 'ruby', 'php']);
    const tabs = [...html.matchAll(/role="tab" class="tab-button"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(tabs.slice(0, 3)).toEqual(['Go SDK', 'cURL', 'Python']);
    expect(html).toContain("curl --request POST \\\n  --url https://write.plants.example/v1/plants \\\n  --header &#39;X-API-Key: &lt;api-key&gt;&#39;");
    expect(html).toContain('response = requests.post(url, json=payload, headers=headers)');
    expect(html).toContain('&quot;name&quot;: &quot;Fern&quot;'); // the media type example
    // The examples column comes first in the markup, so narrow screens show it after the endpoint bar.
    expect(html.indexOf('class="api-aside"')).toBeLessThan(html.indexOf('class="api-main"'));
  });

  it('follows api.examples: languages and their order, autogenerate: false', async () => {
    const page = (examples: object) => renderApiPage(plants, { kind: 'openapi', spec: plants.id, method: 'POST', path: '/plants' }, { examples });
    const langs = (html: string) => [...html.matchAll(/class="tab-panel" data-tab-panel data-lang="([^"]+)"/g)].map((m) => m[1]);
    expect(langs(await page({ languages: ['rust', 'node', 'bash', 'curl', 'go'] }))).toEqual(['go', 'rust', 'node', 'curl']);
    expect(langs(await page({ autogenerate: false }))).toEqual(['go']);
    expect(langs(await page({ languages: ['powershell', 'csharp', 'http'] }))).toEqual(['go', 'powershell', 'csharp', 'http']);
  });

  it('fills path parameters with their examples and shows response examples by status', async () => {
    const html = await op(agentJobs, 'GET', '/agent/{domain}/job/{id}');
    expect(html).toContain('https://api.example.com/v1/agent/acme/job/sess_01HZX4J8QK3V5N7M2P9R6T8W0Y');
    expect(html).not.toMatch(/--url [^\n]*\{domain\}/);
    const statuses = [...html.matchAll(/class="tab-panel" data-tab-panel data-status="([^"]+)"/g)].map((m) => m[1]);
    expect(statuses[0]).toBe('200');
    // Two named examples of the 200 response: tabs inside the status tab.
    expect(html).toMatch(/data-status="200"><p class="tab-panel-title">200<\/p><div class="tabs api-example-tabs" data-tabs>/);
  });

  it('gives fields #param- anchors and opens nested attributes with api.params.expanded: all', async () => {
    const source = { kind: 'openapi', spec: plants.id, method: 'GET', path: '/plants/{id}' } as const;
    const closed = await renderApiPage(plants, source);
    expect(closed).toMatch(/<li class="api-field" id="param-id" data-name="id"><div class="api-field-head"><a class="api-field-anchor" href="#param-id"/);
    expect(closed).not.toMatch(/<details class="api-nested" open><summary>Show child attributes/);
    const open = await renderApiPage(plants, source, { params: { expanded: 'all' } });
    expect(open).toMatch(/<details class="api-nested" open><summary>Show (child|item) attributes/);
  });

  it('shows named examples and generated ones', async () => {
    const html = await op(pets, 'GET', '/pets');
    expect(html).toContain('<p class="api-example-name">Two pets</p>');
    const gen = await op(circular, 'GET', '/people');
    expect(gen).toContain('<section class="api-examples"');
  });

  it('renders empty for an unknown or excluded operation', async () => {
    expect(await op(plants, 'GET', '/nope')).toBe('');
    expect(await op(plants, 'POST', '/status')).toBe('');
    expect(await op(plants, 'GET', '/status')).not.toBe(''); // x-hidden pages are still built
  });
});

describe('renderApiPage: webhooks and schemas', () => {
  it('renders a webhook with its payload', async () => {
    const html = await renderApiPage(plants, { kind: 'webhook', spec: plants.id, name: 'plantDied' });
    expect(html).toContain('<span class="api-method api-method-webhook">WEBHOOK</span><code class="api-url"><span class="api-path">plantDied</span></code>');
    expect(html).toContain('<h2>Payload');
    expect(html).toContain('data-webhook="plantDied"');
  });

  it('renders a schema page', async () => {
    const html = await renderApiPage(plants, { kind: 'schema', spec: plants.id, schema: 'TreeNode' });
    expect(html).toContain('data-schema="TreeNode"');
    expect(html).toContain('id="schema-TreeNode"');
    expect(await renderApiPage(plants, { kind: 'schema', spec: plants.id, schema: 'Nope' })).toBe('');
  });
});

describe('the Agent Jobs API of the example site', () => {
  it('documents both operations exactly', async () => {
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
    const html = await op(agentJobs, 'GET', '/agent/{domain}/job/{id}');
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
    const html = await op(api, 'GET', '/a');
    expect(html).toContain('api-schema-truncated');
    expect(html.length).toBeLessThan(120_000);
  });
});
