import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/mdx-api', import.meta.url));

/** The playground's JSON island of a built page. */
const island = (html: string) => JSON.parse(/<script type="application\/json" class="pg-data">(.*?)<\/script>/s.exec(html)![1]!);

describe('MDX API pages (frontmatter api:) in a built site', () => {
  let tmp: string;
  let result: BuildResult;
  const html = (file: string) => readFile(join(tmp, 'out', file), 'utf8');
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-mdx-api-'));
    await cp(FIXTURE, join(tmp, 'docs'), { recursive: true });
    result = await buildSite({ root: join(tmp, 'docs'), out: join(tmp, 'out'), search: false, offline: true });
  }, 60_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('builds, warning about a malformed api: and a path field the URL lacks', () => {
    expect(result.ok).toBe(true);
    const codes = result.diagnostics.map((d) => `${d.code} ${d.file}`);
    expect(codes).toContain('content/api-frontmatter api/bad.mdx');
    expect(codes).toContain('content/api-path-param api/get-user.mdx');
    expect(codes.filter((c) => c.startsWith('config/'))).toEqual([]);
    // Located at the frontmatter line and at the field.
    expect(result.diagnostics.find((d) => d.code === 'content/api-frontmatter')).toMatchObject({ line: 3, column: 1 });
    expect(result.diagnostics.find((d) => d.code === 'content/api-path-param')).toMatchObject({ line: 8, column: 1 });
  });

  it('a relative api: path gets the endpoint bar on api.mdx.server, the playground and request samples', async () => {
    const page = await html('api/create-user/index.html');
    expect(page).toMatch(/<span class="api-method api-method-post">POST<\/span><code class="api-url"><span class="api-base">https:\/\/api.example.com\/v1<\/span><span class="api-path">\/teams\/\{team\}\/users<\/span>/);
    expect(page).toContain('<a class="api-try" href="#api-playground"');
    // The request sample is built from the ParamFields: placeholder as the example, bearer from authMethod.
    expect(page).toContain('https://api.example.com/v1/teams/acme/users');
    expect(page).toContain('Authorization: Bearer');
    expect(page).toContain('&quot;name&quot;: &quot;Ada&quot;');
    // A field inside <Expandable> within an object field is that object's property, not a top-level one.
    expect(page).toMatch(/&quot;address&quot;: \{\s*&quot;city&quot;: &quot;Paris&quot;\s*\}/);
    expect(page).toMatch(/<fieldset class="pg-field pg-object" data-node="object" data-key="address">.*?<div class="pg-children"><div class="pg-field pg-leaf"[^>]*data-key="city" data-required>/);
    // The page's own text and fields stay, in the main column.
    expect(page).toMatch(/<div class="api-mdx-content">[\s\S]*Creates a user in a team\.[\s\S]*class="field param-field"/);
    const data = island(page);
    expect(data.method).toBe('POST');
    expect(data.servers.map((s: { url: string }) => s.url)).toEqual(['https://api.example.com/v1', 'https://staging.example.com/v1']);
    expect(data.params).toEqual([
      expect.objectContaining({ name: 'team', in: 'path', required: true }),
      expect.objectContaining({ name: 'notify', in: 'query', type: 'boolean' }),
      expect.objectContaining({ name: 'X-Request-Id', in: 'header' }),
    ]);
    expect(data.security).toEqual([[expect.objectContaining({ kind: 'bearer' })]]);
    expect(data.body.media).toEqual([{ type: 'application/json', kind: 'json' }]);
    // Two servers: the playground offers a choice.
    expect(page).toContain('<select id="pg-server" class="pg-server-select">');
    // The query default is the field's starting value.
    expect(page).toMatch(/data-param="query notify"[\s\S]*?<option value="true" selected>/);
  });

  it('a full URL keeps its own server; api.mdx.auth (key) applies without authMethod', async () => {
    const data = island(await html('api/get-user/index.html'));
    expect(data.servers.map((s: { url: string }) => s.url)).toEqual(['https://other.example.org']);
    expect(data.path).toBe('/users/{id}');
    expect(data.security).toEqual([[expect.objectContaining({ kind: 'apiKey', in: 'header', name: 'x-api-key' })]]);
  });

  it('a file field makes the body multipart/form-data with a file input; authMethod none asks for nothing', async () => {
    const page = await html('api/upload-avatar/index.html');
    const data = island(page);
    expect(data.body.media).toEqual([{ type: 'multipart/form-data', kind: 'multipart' }]);
    expect(data.security).toEqual([]);
    expect(page).toMatch(/<input[^>]*type="file"/);
  });

  it('frontmatter playground: simple shows the form without Send; none would hide it', async () => {
    const page = await html('api/hidden-playground/index.html');
    expect(page).toContain('data-display="simple"');
    expect(page).not.toContain('class="pg-send"');
  });

  it('the sidebar shows each MDX API page\'s method', async () => {
    const page = await html('index.html');
    for (const [href, method] of [['/api/create-user', 'post'], ['/api/get-user', 'get'], ['/api/upload-avatar', 'put'], ['/api/hidden-playground', 'delete']]) {
      expect(page).toMatch(new RegExp(`href="${href}"[^>]*>[\\s\\S]{0,400}?method-${method}`, 'i'));
    }
  });
});
