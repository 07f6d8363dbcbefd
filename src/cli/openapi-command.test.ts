import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../test/helpers/run-cli.js';
import { parseCommand, type ParsedCommand } from './main.js';
import { runOpenApi } from './openapi-command.js';

const fixtures = join(import.meta.dirname, '../../test/fixtures/scraper');
const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((t) => rm(t, { recursive: true, force: true })));
});

async function docsRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'quire-openapi-'));
  temps.push(root);
  for (const f of ['shop-3.1.yaml', 'swagger-2.0.yaml', 'invalid.yaml']) await copyFile(join(fixtures, f), join(root, f));
  return root;
}

/** Runs `quire openapi …` with `cwd` as the working folder. */
async function run(cwd: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const parsed = parseCommand(['openapi', ...args]) as ParsedCommand;
  const code = await runOpenApi(parsed, { stdout: (t) => (stdout += `${t}\n`), stderr: (t) => (stderr += `${t}\n`), color: false }, cwd);
  return { code, stdout, stderr };
}

describe('quire openapi', () => {
  it('writes the stubs, prints the navigation on stdout and a summary on stderr', async () => {
    const root = await docsRoot();
    const r = await run(root, 'shop-3.1.yaml', '-o', 'api-reference');
    expect(r.code).toBe(0);
    const nav = JSON.parse(r.stdout);
    expect(nav.map((g: { group: string }) => g.group)).toEqual(['Plant catalogue', 'Orders', 'API Reference']);
    expect(nav[0].pages[0]).toBe('api-reference/plants/list-plants');
    expect(r.stderr.trim()).toBe('Wrote 9 pages into api-reference (1 hidden, 1 excluded): Plant catalogue 5, Orders 2, API Reference 2');
    expect(await readFile(join(root, 'api-reference/plants/list-plants.mdx'), 'utf8')).toBe('---\nopenapi: GET /plants\n---\n');
    expect(existsSync(join(root, 'api-reference/plants/delete-plants.mdx'))).toBe(true);
    expect(existsSync(join(root, 'guides/refunds.mdx'))).toBe(true);
  });

  it('defaults to the current folder', async () => {
    const root = await docsRoot();
    const r = await run(root, 'shop-3.1.yaml');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)[0].pages[0]).toBe('plants/list-plants');
    expect(existsSync(join(root, 'plants/list-plants.mdx'))).toBe(true);
  });

  it('refuses to overwrite existing files unless --overwrite, and then writes nothing', async () => {
    const root = await docsRoot();
    await mkdir(join(root, 'api-reference/orders'), { recursive: true });
    await writeFile(join(root, 'api-reference/orders/list-orders.mdx'), 'mine');
    const r = await run(root, 'shop-3.1.yaml', '-o', 'api-reference');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatchInlineSnapshot(`
      "quire openapi: 1 file(s) already exist; nothing was written:
        api-reference/orders/list-orders.mdx
      hint: pass --overwrite to replace them, or choose another folder with -o
      "
    `);
    expect(existsSync(join(root, 'api-reference/plants/list-plants.mdx'))).toBe(false);
    expect(await readFile(join(root, 'api-reference/orders/list-orders.mdx'), 'utf8')).toBe('mine');

    const again = await run(root, 'shop-3.1.yaml', '-o', 'api-reference', '--overwrite');
    expect(again.code).toBe(0);
    expect(await readFile(join(root, 'api-reference/orders/list-orders.mdx'), 'utf8')).toBe('---\nopenapi: GET /orders\ntitle: All orders\n---\n');
  });

  it('exits 1 on a Swagger 2.0 document, naming the place, and writes nothing', async () => {
    const root = await docsRoot();
    const r = await run(root, 'swagger-2.0.yaml', '-o', 'out');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('swagger-2.0.yaml:1:1');
    expect(r.stderr).toContain('is a Swagger 2.0 document; Quire reads OpenAPI 3.0 and 3.1');
    expect(r.stderr).toContain('No pages written: swagger-2.0.yaml is not a valid OpenAPI 3.0/3.1 document.');
    expect(existsSync(join(root, 'out'))).toBe(false);
  });

  it('writes the pages of a document that breaks OpenAPI rules, warning with the validator message and its path; --strict refuses it', async () => {
    const root = await docsRoot();
    const r = await run(root, 'invalid.yaml', '-o', 'api');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("warning invalid.yaml:2:1 #/info: Invalid OpenAPI document: must have required property 'version'");
    expect(r.stderr).toContain('hint: The pages are generated anyway');
    expect(JSON.parse(r.stdout)).not.toEqual([]);
    expect(existsSync(join(root, 'api'))).toBe(true);

    const strict = await run(root, 'invalid.yaml', '-o', 'strict', '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stdout).toBe('');
    expect(strict.stderr).toContain('No pages written: --strict treats the warnings about invalid.yaml as errors.');
    expect(existsSync(join(root, 'strict'))).toBe(false);
  });

  it('exits 1 on a missing file or a folder', async () => {
    const root = await docsRoot();
    expect((await run(root, 'nope.yaml')).code).toBe(1);
    const folder = await run(root, '.');
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain('expected an OpenAPI file or URL');
  });

  it('is registered in the CLI with its help', async () => {
    const help = await runCli('openapi', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: quire openapi <file|url> [-o DIR] [--overwrite] [--strict]');
    const main = await runCli('--help');
    expect(main.stdout).toContain('  openapi');
    expect(main.stdout).toContain('  mcp');
    const bad = await runCli('openapi', join(fixtures, 'swagger-2.0.yaml'));
    expect(bad.code).toBe(1);
  });
});
