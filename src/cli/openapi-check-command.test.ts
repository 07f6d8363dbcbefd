import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../test/helpers/run-cli.js';
import { tempDocsPerFile } from '../../test/helpers/temp-docs.js';

const fixtures = join(import.meta.dirname, '../../test/fixtures/scraper');
const docs = tempDocsPerFile(afterAll);

describe('quire openapi-check', () => {
  it('says a valid document is valid, with what it holds, and exits 0', async () => {
    const r = await runCli('openapi-check', join(fixtures, 'shop-3.1.yaml'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/shop-3\.1\.yaml is a valid OpenAPI 3\.1\.\d document: \d+ operations, \d+ webhooks?, \d+ schemas?\./);
    expect(r.stdout).toBe('');
  });

  it('prints a broken rule with line:col and pointer; exit 0 as the build accepts it, 1 with --strict', async () => {
    const r = await runCli('openapi-check', join(fixtures, 'invalid.yaml'));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning \S*invalid\.yaml:2:1 #\/info: Invalid OpenAPI document: must have required property 'version'/);
    expect(r.stderr).toContain('is usable: Quire builds its pages, but other OpenAPI tools may reject it.');
    const strict = await runCli('openapi-check', join(fixtures, 'invalid.yaml'), '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('fails: --strict treats its warnings as errors.');
  });

  it('rejects Swagger 2.0, a broken $ref, YAML that does not parse, and a missing file with exit 1', async () => {
    const swagger = await runCli('openapi-check', join(fixtures, 'swagger-2.0.yaml'));
    expect(swagger.code).toBe(1);
    expect(swagger.stderr).toContain('is a Swagger 2.0 document');
    expect(swagger.stderr).toContain('is not a usable OpenAPI 3.0/3.1 document.');

    const root = await docs({
      'bad-ref.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: { $ref: '#/components/schemas/Nope' }\n",
      'broken.yaml': 'openapi: 3.1.0\ninfo: [unclosed\n',
    });
    const ref = await runCli('openapi-check', join(root, 'bad-ref.yaml'), '--strict');
    expect(ref.code).toBe(1);
    expect(ref.stderr).toMatch(/bad-ref\.yaml:11:\d+.*#\/components\/schemas\/Nope/);
    const yaml = await runCli('openapi-check', join(root, 'broken.yaml'));
    expect(yaml.code).toBe(1);
    expect(yaml.stderr).toMatch(/error broken\.yaml:\d+:\d+/);
    expect(yaml.stderr).not.toMatch(/\n\s+at /); // no stack trace

    const missing = await runCli('openapi-check', join(root, 'nope.yaml'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`error ${join(root, 'nope.yaml')}: ${join(root, 'nope.yaml')} does not exist\n  hint: check the path (relative to the current folder), or pass an http(s) URL`);
  });

  it('reads a document from a URL', async () => {
    const body = await readFile(join(fixtures, 'shop-3.1.yaml'), 'utf8');
    const server: Server = createServer((req, res) => {
      if (req.url === '/openapi.yaml') res.writeHead(200, { 'content-type': 'application/yaml' }).end(body);
      else res.writeHead(404).end('no');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const ok = await runCli('openapi-check', `${base}/openapi.yaml`);
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stderr).toContain('/openapi.yaml is a valid OpenAPI 3.1');
      const gone = await runCli('openapi-check', `${base}/gone.yaml`);
      expect(gone.code).toBe(1);
      expect(gone.stderr).toContain('404');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('answers wrong usage with exit 2 and the usage line; a folder with a pointer to quire check', async () => {
    const none = await runCli('openapi-check');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('missing <file|url>');
    expect(none.stderr).toContain('Usage: quire openapi-check <file|url>');
    expect((await runCli('openapi-check', 'a.yaml', 'b.yaml')).code).toBe(2);
    expect((await runCli('openapi-check', 'a.yaml', '--out', 'x')).stderr).toContain("Unknown option '--out'");
    const folder = await runCli('openapi-check', fixtures);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain('run quire check');
    const help = await runCli('openapi-check', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Exit codes: 0 the document is usable');
    expect((await runCli('--help')).stdout).toMatch(/openapi-check\s+Validate an OpenAPI document/);
  });
});
