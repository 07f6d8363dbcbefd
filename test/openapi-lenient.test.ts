import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCommand, type ParsedCommand } from '../src/cli/main.js';
import { runOpenApi } from '../src/cli/openapi-command.js';
import { loadMockApis } from '../src/mock/load-mock-apis.js';
import { startMockServer } from '../src/mock/mock-server.js';
import { startHarness } from './helpers/dev-harness.js';
import { runCli } from './helpers/run-cli.js';

/**
 * Tolerant like Mintlify: an OpenAPI document that breaks the specification's rules but can be
 * used builds its pages, each problem a located warning (file:line:col, JSON pointer, hint) in
 * every command; only a document that cannot be used at all is an error, and then only its own
 * pages are affected (a notice in their place) while the rest of the site builds.
 */
const LENIENT = join(import.meta.dirname, 'fixtures/openapi-lenient');
const UNUSABLE = join(import.meta.dirname, 'fixtures/openapi-unusable');
const UNUSABLE_GENERATED = join(import.meta.dirname, 'fixtures/openapi-unusable-generated');

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))));

/** A copy of a fixture (a build writes its cache into the docs folder) and an output folder beside it. */
async function copyOf(fixture: string): Promise<{ root: string; out: string }> {
  const parent = await mkdtemp(join(tmpdir(), 'quire-lenient-'));
  temps.push(parent);
  const root = join(parent, 'docs');
  await cp(fixture, root, { recursive: true });
  return { root, out: join(parent, 'out') };
}

/** The problem lines of a report (diagnostics and their hints), without the progress lines. */
const problems = (stderr: string) =>
  stderr
    .split('\n')
    .filter((l) => /^(error|warning) |^ {2}hint: /.test(l))
    .join('\n');

const mainText = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const LENIENT_WARNINGS = `warning lenient.yaml:35:83 #/paths/~1items~1{itemId}~1owner/get/responses/200/content/application~1json/schema/$ref: $ref #/components/schemas/Owner points to nothing; what it describes is shown as any value
  hint: Check the spelling of the target; names in components are case-sensitive.
warning lenient.yaml:16:11 #/paths/~1items/get/parameters/2: GET /items declares the query parameter "limit" twice (first at #/paths/~1items/get/parameters/1); the last one is documented
  hint: Remove one of them, or tell them apart by name or by \`in\`.
warning lenient.yaml:13:11 #/paths/~1items/get/parameters/0: GET /items declares the path parameter "itemId", but /items has no {itemId}; the parameter is documented anyway
  hint: Add {itemId} to the path, or change the parameter's \`in\` (e.g. to query) if it is not part of the path.
warning lenient.yaml:22:5 #/paths/~1items~1{itemId}/get: GET /items/{itemId} uses {itemId} in its path but declares no path parameter "itemId"; the page lists no parameter for it
  hint: Add { name: itemId, in: path, required: true, schema: { type: string } } to the operation's (or the path's) parameters.
warning lenient.yaml:24:7 #/paths/~1items~1{itemId}/get/operationId: operationId "listItems" of GET /items/{itemId} is already used by GET /items (#/paths/~1items/get/operationId); both are documented
  hint: Give each operation its own operationId: client generators and links by operationId need them unique.
warning lenient.yaml:19:9 #/paths/~1items/get/responses/200: Invalid OpenAPI document: must have required property 'description': description is missing here!
  hint: The pages are generated anyway; fix the document so that other OpenAPI tools accept it too (the location points at the offending node).`;

describe('an OpenAPI document that breaks the rules but is usable', () => {
  it('quire build renders every operation, each problem a located warning with a hint, counted', async () => {
    const { root, out } = await copyOf(LENIENT);
    const r = await runCli('build', root, '--out', out, '--no-search');
    expect(r.code).toBe(0);
    expect(problems(r.stderr)).toBe(LENIENT_WARNINGS);
    expect(r.stderr).toMatch(/^6 warnings \(/m);
    expect(r.stderr).toMatch(/Built 4 pages .*\(3 API, 6 warnings/);

    const list = mainText(await readFile(join(out, 'api-reference/list-items/index.html'), 'utf8'));
    expect(list).toMatch(/List items GET https:\/\/\S+ \/items /); // the endpoint bar: base URL, then path
    // The path parameter the template lacks is documented, the repeated one once.
    expect(list).toMatch(/Path parameters itemId string required Query parameters limit integer/);
    expect(list.match(/Page size/g)).toHaveLength(1);
    const item = mainText(await readFile(join(out, 'api-reference/get-item/index.html'), 'utf8'));
    expect(item).toMatch(/Get item GET https:\/\/\S+ \/items\/\{itemId\} /);
    expect(item).toContain('The item');
    // The response whose schema is a $ref to nothing is still there, its body any value.
    const owner = mainText(await readFile(join(out, 'api-reference/get-owner/index.html'), 'utf8'));
    expect(owner).toMatch(/Get owner GET https:\/\/\S+ \/items\/\{itemId\}\/owner /);
    expect(owner).toContain('The owner');
  });

  it('--strict turns the warnings into errors: exit 1, previous output intact', async () => {
    const { root, out } = await copyOf(LENIENT);
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'previous');
    const r = await runCli('build', root, '--out', out, '--no-search', '--strict');
    expect(r.code).toBe(1);
    expect(problems(r.stderr).split('\n').filter((l) => l.startsWith('error lenient.yaml:'))).toHaveLength(6);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('previous');
    expect((await runCli('check', root, '--strict')).code).toBe(1);
  });

  it('quire check and quire nav --json accept it, with the same warnings', async () => {
    const { root } = await copyOf(LENIENT);
    const check = await runCli('check', root);
    expect(check.code).toBe(0);
    expect(problems(check.stderr)).toBe(LENIENT_WARNINGS);
    expect(check.stderr).toContain('docs.json and 4 pages are valid');

    const nav = await runCli('nav', root, '--json');
    expect(nav.code).toBe(0);
    expect(problems(nav.stderr)).toBe(LENIENT_WARNINGS);
    expect(nav.stdout).toContain('"/api-reference/list-items"');
    expect(nav.stdout).toContain('"/api-reference/get-item"');
    expect(nav.stdout).toContain('"/api-reference/get-owner"');
  });

  it('quire openapi (the scraper) writes its pages, with the warnings', async () => {
    const { root } = await copyOf(LENIENT);
    let stderr = '';
    const cmd = parseCommand(['openapi', 'lenient.yaml', '-o', 'api']) as ParsedCommand;
    const code = await runOpenApi(cmd, { stdout: () => undefined, stderr: (t) => (stderr += `${t}\n`), color: false }, root);
    expect(code).toBe(0);
    expect(problems(stderr)).toBe(LENIENT_WARNINGS);
    expect(await readFile(join(root, 'api/get-item.mdx'), 'utf8')).toContain('openapi: GET /items/{itemId}');
  });

  it('quire mock serves it', async () => {
    const { root } = await copyOf(LENIENT);
    for (const target of [join(root, 'lenient.yaml'), root]) {
      const { apis, diagnostics } = await loadMockApis(target);
      expect(apis.map((a) => a.id)).toEqual(['lenient.yaml']);
      expect(diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}`)).toEqual(Array(6).fill('').map((_, i) => `warning lenient.yaml:${[35, 16, 13, 22, 24, 19][i]}`));
      const server = await startMockServer(apis, { port: 0, log: () => undefined });
      try {
        for (const path of ['/items', '/items/7', '/items/7/owner']) {
          expect((await fetch(`http://127.0.0.1:${server.port}${path}`)).status, path).toBe(200);
        }
      } finally {
        await server.close();
      }
    }
  });
});

describe('OpenAPI documents that cannot be used, beside a usable one', () => {
  const ERRORS = `error swagger-2.0.yaml:1:1 #/swagger: swagger-2.0.yaml is a Swagger 2.0 document; Quire reads OpenAPI 3.0 and 3.1 (as Mintlify does)
  hint: Convert it to OpenAPI 3 first, e.g. \`npx swagger2openapi swagger-2.0.yaml -o openapi.json\`, and point docs.json at the result.
error broken.yaml:3:10: Invalid YAML in broken.yaml: Nested mappings are not allowed in compact mappings
  hint: Check the indentation and quoting around this line.`;

  it('quire build reports them located, with every other problem of the site, and exits 1', async () => {
    const { root, out } = await copyOf(UNUSABLE);
    const r = await runCli('build', root, '--out', out, '--no-search');
    expect(r.code).toBe(1);
    expect(problems(r.stderr).split('\nwarning')[0]).toBe(ERRORS);
    // The rest of the site was rendered in the same run: its own problems are reported too.
    expect(r.stderr).toContain('warning components.mdx: unknown component <Sparkle>');
    expect(r.stderr).toMatch(/warning shop\.yaml:9:\d+ .*\$ref #\/components\/schemas\/Missing points to nothing/);
    expect(r.stderr).toMatch(/^2 errors \(.*\), 2 warnings/m);
    expect(r.stderr).toMatch(/Build failed; .* was left as it was/);
    expect(existsSync(out)).toBe(false);
  });

  it('quire mock on the docs root mocks the usable document and reports the others', async () => {
    const { root } = await copyOf(UNUSABLE);
    const { apis, diagnostics } = await loadMockApis(root);
    expect(apis.map((a) => a.id)).toEqual(['shop.yaml']);
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}`)).toEqual([
      'warning openapi/missing-ref shop.yaml',
      'error openapi/swagger-2 swagger-2.0.yaml',
      'error openapi/parse broken.yaml',
    ]);
  });

  it('their pages keep their place in the navigation and show a notice; every other page renders (dev server)', async () => {
    const h = await startHarness(UNUSABLE);
    try {
      const home = await h.get('/');
      expect(home.status).toBe(200);
      expect(home.text).toContain('every other page still builds');
      // The tabs of the unusable documents are there, leading to their pages.
      expect(home.text).toContain('href="/api-reference/get-pets"');
      // Their pages: the notice, and the document's error over it (located, as in the terminal).
      const pets = await h.get('/api-reference/get-pets');
      expect(pets.status).toBe(500);
      expect(mainText(pets.text)).toContain(
        'Specification unavailable. This page documents an endpoint of swagger-2.0.yaml , which could not be used when the site was built: swagger-2.0.yaml is a Swagger 2.0 document',
      );
      expect(pets.text).toContain('swagger-2.0.yaml:1:1');
      expect((await h.get('/api-reference/post-pets')).text).toContain('Specification unavailable.');
      const orders = await h.get('/api-reference/get-orders');
      expect(orders.status).toBe(500);
      expect(mainText(orders.text)).toContain('could not be used when the site was built: Invalid YAML in broken.yaml');
      expect(orders.text).toContain('broken.yaml:3:10');
      const items = await h.get('/api-reference/list-items');
      expect(items.status).toBe(200);
      expect(mainText(items.text)).toMatch(/List items GET https:\/\/\S+ \/items /);
      expect(h.problems.map((p) => `${p.diagnostic.severity} ${p.diagnostic.file}`)).toEqual(expect.arrayContaining(['error swagger-2.0.yaml', 'error broken.yaml']));
    } finally {
      await h.close();
    }
  });
});

describe('a tab or group generated entirely from a document that cannot be used', () => {
  const ERRORS = `error swagger-2.0.yaml:1:1 #/swagger: swagger-2.0.yaml is a Swagger 2.0 document; Quire reads OpenAPI 3.0 and 3.1 (as Mintlify does)
  hint: Convert it to OpenAPI 3 first, e.g. \`npx swagger2openapi swagger-2.0.yaml -o openapi.json\`, and point docs.json at the result.
error broken.yaml:3:10: Invalid YAML in broken.yaml: Nested mappings are not allowed in compact mappings
  hint: Check the indentation and quoting around this line.`;

  it('quire build reports each document once, and nothing about the sections standing in for them', async () => {
    const { root, out } = await copyOf(UNUSABLE_GENERATED);
    const r = await runCli('build', root, '--out', out, '--no-search');
    expect(r.code).toBe(1);
    expect(problems(r.stderr)).toBe(ERRORS);
    expect(r.stderr).toMatch(/^2 errors \(/m);
  });

  it('quire nav --json keeps the tab and the group, each with one notice page at the generated directory', async () => {
    const { root } = await copyOf(UNUSABLE_GENERATED);
    const r = await runCli('nav', root, '--json');
    expect(r.code).toBe(1);
    expect(problems(r.stderr)).toBe(ERRORS);
    const nav = JSON.parse(r.stdout);
    expect(nav.navigation.map((t: { title: string; path: string }) => `${t.title} ${t.path}`)).toEqual(['Guide /', 'Legacy API /api-reference', 'Orders /ordering']);
    expect(nav.navigation[1].children).toEqual([{ type: 'page', title: 'Legacy API', path: '/api-reference', children: [] }]);
    expect(nav.navigation[2].children[1]).toEqual({
      type: 'group',
      title: 'Orders API',
      path: '/orders',
      expanded: true,
      children: [{ type: 'page', title: 'Orders API', path: '/orders', children: [] }],
    });
    expect(nav.pages.filter((p: { source: { kind: string } }) => p.source.kind === 'spec-unavailable')).toEqual([
      { path: '/api-reference', title: 'Legacy API', source: { kind: 'spec-unavailable', spec: 'swagger-2.0.yaml' }, breadcrumbs: ['Legacy API'], tab: 'Legacy API' },
      { path: '/orders', title: 'Orders API', source: { kind: 'spec-unavailable', spec: 'broken.yaml' }, breadcrumbs: ['Orders', 'Orders API'], tab: 'Orders' },
    ]);
  });

  it('the notice page shows why, in the sidebar of its tab (dev server)', async () => {
    const h = await startHarness(UNUSABLE_GENERATED);
    try {
      const legacy = await h.get('/api-reference');
      expect(legacy.status).toBe(500);
      expect(mainText(legacy.text)).toContain(
        'Specification unavailable. This section would list the endpoints of swagger-2.0.yaml , which could not be used when the site was built: swagger-2.0.yaml is a Swagger 2.0 document',
      );
      expect(legacy.text).toContain('<a href="/api-reference" class="tab-link" aria-current="page">Legacy API</a>');
      expect(legacy.text).toContain('swagger-2.0.yaml:1:1');
      const orders = await h.get('/orders');
      expect(orders.status).toBe(500);
      expect(mainText(orders.text)).toContain('This section would list the endpoints of broken.yaml , which could not be used when the site was built: Invalid YAML in broken.yaml');
      // The group keeps its place in the sidebar, after the pages written by hand.
      const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(orders.text)?.[0] ?? '';
      expect(mainText(sidebar)).toContain('Ordering How ordering works Orders API Orders API');
      expect((await h.get('/ordering')).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});
