import { mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocuments, normaliseSpecSource, type OpenApiRef } from './load-openapi.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/openapi');
const ref = (source: string): OpenApiRef => ({ source, file: 'docs.json', jsonPath: 'navigation.tabs[0]' });

describe('normaliseSpecSource', () => {
  it.each([
    ['/openapi.json', 'openapi.json'],
    ['./specs/a.yaml', 'specs/a.yaml'],
    ['openapi.yaml', 'openapi.yaml'],
    ['https://x.dev/openapi.json', 'https://x.dev/openapi.json'],
  ])('%s → %s', (input, expected) => expect(normaliseSpecSource(input)).toBe(expected));
});

describe('loadOpenApiDocuments', () => {
  it('loads 3.1 YAML and 3.0 JSON, each distinct source once, bundling external refs', async () => {
    const { apis, diagnostics } = await loadOpenApiDocuments(root, [
      ref('plants-3.1.yaml'),
      ref('/plants-3.1.yaml'),
      ref('./petstore-3.0.json'),
    ]);
    expect(diagnostics).toEqual([]);
    expect([...apis.keys()]).toEqual(['plants-3.1.yaml', 'petstore-3.0.json']);
    const pets = apis.get('petstore-3.0.json')!.document;
    expect(pets.components.schemas.Pet).toEqual({ $ref: '#/x-quire-external/schemas~1pet.yaml/Pet' });
    expect(pets['x-quire-external']['schemas/pet.yaml'].Pet.properties.category).toEqual({
      $ref: '#/x-quire-external/schemas~1pet.yaml/Category',
    });
  });

  it('keeps circular schemas as refs', async () => {
    const { apis, diagnostics } = await loadOpenApiDocuments(root, [ref('circular.yaml')]);
    expect(diagnostics).toEqual([]);
    const schemas = apis.get('circular.yaml')!.document.components.schemas;
    expect(schemas.Company.properties.employees.items).toEqual({ $ref: '#/components/schemas/Person' });
  });

  it('documents that cannot be used are errors, located, and listed as unusable with the reason', async () => {
    const { apis, unusable, diagnostics } = await loadOpenApiDocuments(root, [
      ref('swagger-2.0.yaml'),
      ref('bad-yaml.yaml'),
      ref('missing.yaml'),
      ref('../outside.yaml'),
    ]);
    expect(diagnostics.every((d) => d.severity === 'error')).toBe(true);
    expect(diagnostics.map((d) => ({ ...d, hint: d.hint?.slice(0, 40) }))).toMatchInlineSnapshot(`
      [
        {
          "code": "openapi/swagger-2",
          "column": 1,
          "file": "swagger-2.0.yaml",
          "hint": "Convert it to OpenAPI 3 first, e.g. \`npx",
          "jsonPath": "#/swagger",
          "line": 1,
          "message": "swagger-2.0.yaml is a Swagger 2.0 document; Quire reads OpenAPI 3.0 and 3.1 (as Mintlify does)",
          "severity": "error",
        },
        {
          "code": "openapi/parse",
          "column": 10,
          "file": "bad-yaml.yaml",
          "hint": "Check the indentation and quoting around",
          "line": 3,
          "message": "Invalid YAML in bad-yaml.yaml: Nested mappings are not allowed in compact mappings",
          "severity": "error",
        },
        {
          "code": "openapi/missing-file",
          "file": "docs.json",
          "hint": "Paths are relative to the docs root (the",
          "jsonPath": "navigation.tabs[0]",
          "message": "OpenAPI file missing.yaml does not exist (referenced at navigation.tabs[0])",
          "severity": "error",
        },
        {
          "code": "openapi/outside-root",
          "file": "docs.json",
          "hint": "Move the file into the docs folder, or r",
          "jsonPath": "navigation.tabs[0]",
          "message": "OpenAPI file ../outside.yaml is outside the docs root (referenced at navigation.tabs[0])",
          "severity": "error",
        },
      ]
    `);
    expect(apis.size).toBe(0);
    expect([...unusable.keys()]).toEqual(['swagger-2.0.yaml', 'bad-yaml.yaml', 'missing.yaml', '../outside.yaml']);
    expect(unusable.get('swagger-2.0.yaml')?.reason).toBe('swagger-2.0.yaml is a Swagger 2.0 document; Quire reads OpenAPI 3.0 and 3.1 (as Mintlify does)');
    // The error itself, as reported: the dev server shows it on the document's pages.
    expect([...unusable.values()].map((u) => u.diagnostic)).toEqual(diagnostics);
    expect(unusable.get('swagger-2.0.yaml')?.diagnostic).toBe(diagnostics[0]);
  });

  it('documents that break OpenAPI rules are indexed, each problem a located warning', async () => {
    const { apis, unusable, diagnostics } = await loadOpenApiDocuments(root, [ref('webhooks-3.0.yaml'), ref('broken-ref.yaml'), ref('invalid.yaml')]);
    expect(diagnostics.map((d) => ({ ...d, hint: d.hint?.slice(0, 40) }))).toMatchInlineSnapshot(`
      [
        {
          "code": "openapi/webhooks-3.0",
          "column": 1,
          "file": "webhooks-3.0.yaml",
          "hint": "Change \`openapi\` to 3.1.0 (checking the ",
          "jsonPath": "#/webhooks",
          "line": 8,
          "message": "Webhooks need OpenAPI 3.1 or later, but webhooks-3.0.yaml declares 3.0.3; they are documented anyway",
          "severity": "warning",
        },
        {
          "code": "openapi/missing-ref",
          "column": 25,
          "file": "broken-ref.yaml",
          "hint": "Check the spelling of the target; names ",
          "jsonPath": "#/paths/~1things/get/responses/200/content/application~1json/schema/$ref",
          "line": 12,
          "message": "$ref #/components/schemas/Missing points to nothing; what it describes is shown as any value",
          "severity": "warning",
        },
        {
          "code": "openapi/invalid",
          "column": 1,
          "file": "broken-ref.yaml",
          "hint": "The pages are generated anyway; fix the ",
          "jsonPath": "#/info",
          "line": 2,
          "message": "Invalid OpenAPI document: must have required property 'version': version is missing here!",
          "severity": "warning",
        },
        {
          "code": "openapi/invalid",
          "column": 1,
          "file": "invalid.yaml",
          "hint": "The pages are generated anyway; fix the ",
          "jsonPath": "#/info",
          "line": 2,
          "message": "Invalid OpenAPI document: must have required property 'version': version is missing here!",
          "severity": "warning",
        },
      ]
    `);
    expect(unusable.size).toBe(0);
    // A 3.0 document's webhooks are documented anyway; a $ref to nothing is an empty schema.
    expect(apis.get('webhooks-3.0.yaml')!.entries.map((e) => e.method)).toEqual(['GET', 'WEBHOOK']);
    expect(apis.get('broken-ref.yaml')!.entries.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /things']);
    expect(apis.get('invalid.yaml')!.entries).toHaveLength(1);
  });

  it('reads an unquoted `openapi: 3.1` (a YAML number) as 3.1.0, with a warning', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-openapi-'));
    await writeFile(path.join(dir, 'api.yaml'), 'openapi: 3.1\ninfo: { title: T, version: "1" }\npaths: { /a: { get: { responses: { "200": { description: ok } } } } }\n');
    const { apis, diagnostics } = await loadOpenApiDocuments(dir, [ref('api.yaml')]);
    expect(diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.jsonPath} ${d.message}`)).toEqual([
      'warning api.yaml:1:1 #/openapi `openapi: 3.1` is a number, not a version string; read as 3.1.0',
    ]);
    expect(apis.get('api.yaml')?.version).toBe('3.1.0');
  });

  it('keeps validation results by document hash: the same located errors, from the cache', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'quire-validation-'));
    const load = () => loadOpenApiDocuments(root, [ref('invalid.yaml'), ref('plants-3.1.yaml')], { validationCache: cacheDir });
    const first = await load();
    const invalid = first.diagnostics.filter((d) => d.code === 'openapi/invalid');
    expect(invalid.map((d) => [d.file, d.line])).toEqual([['invalid.yaml', 2]]);
    const entries = await readdir(cacheDir);
    expect(entries.filter((f) => f.endsWith('.json'))).toHaveLength(2); // one per document, valid or not
    expect((await load()).diagnostics).toEqual(first.diagnostics);

    // The entries are what the second load used: change one and the result follows it.
    for (const f of entries) {
      const text = await readFile(path.join(cacheDir, f), 'utf8');
      if (text !== '[]') await writeFile(path.join(cacheDir, f), JSON.stringify([{ message: 'from the cache' }]));
    }
    expect((await load()).diagnostics.filter((d) => d.code === 'openapi/invalid').map((d) => d.message)).toEqual(['Invalid OpenAPI document: from the cache']);
    // A torn entry is ignored: the document is validated again.
    for (const f of entries) await writeFile(path.join(cacheDir, f), '[{"mess');
    expect((await load()).diagnostics).toEqual(first.diagnostics);
  });

  it('refuses a symlink that leaves the docs root', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-openapi-'));
    const outside = await mkdtemp(path.join(tmpdir(), 'quire-outside-'));
    await writeFile(path.join(outside, 'secret.yaml'), 'openapi: 3.1.0\n');
    await symlink(path.join(outside, 'secret.yaml'), path.join(dir, 'api.yaml'));
    const { diagnostics } = await loadOpenApiDocuments(dir, [ref('api.yaml')]);
    expect(diagnostics.map((d) => d.code)).toEqual(['openapi/outside-root']);
  });

  it('fetches URLs with the injected fetch and names the URL and navigation element on failure', async () => {
    const text = 'openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths: { /a: { get: { responses: { "200": { description: ok } } } } }\n';
    const fetchOk = (async () => new Response(text)) as typeof fetch;
    const ok = await loadOpenApiDocuments(root, [ref('https://api.test/openapi.yaml')], { fetch: fetchOk });
    expect(ok.diagnostics).toEqual([]);
    expect(ok.apis.get('https://api.test/openapi.yaml')?.version).toBe('3.1.0');

    const fetch404 = (async () => new Response('nope', { status: 404, statusText: 'Not Found' })) as typeof fetch;
    const bad = await loadOpenApiDocuments(root, [ref('https://api.test/missing.yaml')], { fetch: fetch404 });
    expect(bad.diagnostics).toMatchObject([
      {
        code: 'openapi/fetch',
        message: 'Cannot fetch OpenAPI document https://api.test/missing.yaml: HTTP 404 Not Found (referenced at navigation.tabs[0])',
        file: 'docs.json',
        jsonPath: 'navigation.tabs[0]',
      },
    ]);
  });
});
