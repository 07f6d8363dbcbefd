import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { largeSpecJson, largeSpecOperations } from './helpers/large-spec.js';
import { runCli } from './helpers/run-cli.js';
import { baseConfig } from './helpers/temp-docs.js';

let root: string | undefined;
afterAll(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

/**
 * Issue 32: real descriptions reach ~50 MB, and a file in the docs folder has no size limit but
 * memory (the former 20 MB limit, meant for downloads, refused them). Generated here, not
 * committed: ~50 MB of pretty-printed JSON, ~18,500 operations. `quire nav` loads it the way
 * every command does (read, parse, bundle, check, validate, index, navigation) without
 * rendering 18,500 pages. ~12 s on the 2-core bench machine, most of it the validator.
 */
it('a ~50 MB description in the docs folder loads: every operation gets a page', async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-large-spec-'));
  const spec = largeSpecJson(52 * 1024 * 1024);
  expect(spec.length).toBeGreaterThan(48 * 1024 * 1024);
  await writeFile(join(root, 'openapi.json'), spec);
  await writeFile(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nA large API.\n');
  await writeFile(join(root, 'docs.json'), JSON.stringify({ ...baseConfig, navigation: { tabs: [{ tab: 'Home', pages: ['index'] }, { tab: 'API', openapi: 'openapi.json' }] } }));
  const operations = largeSpecOperations(spec);

  const r = await runCli('nav', root, '--json');
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const nav = JSON.parse(r.stdout) as { pages: { path: string; source: { kind: string } }[] };
  const apiPages = nav.pages.filter((p) => p.source.kind === 'openapi');
  expect(apiPages).toHaveLength(operations);
  expect(new Set(apiPages.map((p) => p.path)).size).toBe(operations);
}, 90_000);
