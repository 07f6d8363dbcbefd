import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.js';

/**
 * Each fixture of test/fixtures/openapi-sweep/ (a small document reproducing what the
 * APIs.guru sweep found, `npm run sweep:openapi`) goes through what the sweep runs:
 * `quire openapi <spec> -o <dir>` and `quire build` of a site with one tab `"openapi": "<spec>"`.
 * Both must succeed, with no internal error. The unit tests of each case are in
 * src/openapi/sweep-regressions.test.ts.
 */
const dir = fileURLToPath(new URL('./fixtures/openapi-sweep/', import.meta.url));
const specs = readdirSync(dir).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();
const temps: string[] = [];

afterAll(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
});

describe('OpenAPI sweep fixtures through the CLI', () => {
  it.each(specs)('%s: quire openapi and quire build of a one-tab site succeed', async (spec) => {
    const root = await mkdtemp(join(tmpdir(), 'quire-sweep-fixture-'));
    temps.push(root);
    await copyFile(join(dir, spec), join(root, spec));
    await writeFile(
      join(root, 'docs.json'),
      JSON.stringify({ theme: 'mint', name: 'Sweep fixture', colors: { primary: '#0D9373' }, navigation: { tabs: [{ tab: 'API', openapi: spec }] } }),
    );

    const scraped = await runCli('openapi', join(root, spec), '-o', join(root, '..', `${root.split('/').pop()}-pages`));
    temps.push(join(root, '..', `${root.split('/').pop()}-pages`));
    expect(scraped.stderr).not.toMatch(/internal error|this is a bug|^\s+at /m);
    expect(scraped.code, scraped.stderr).toBe(0);

    const out = `${root}-out`;
    temps.push(out);
    const built = await runCli('build', root, '--out', out, '--offline', '--no-search');
    expect(built.stderr).not.toMatch(/internal error|this is a bug|^\s+at /m);
    expect(built.code, built.stderr).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect((await readdir(join(out, 'api-reference'))).length).toBeGreaterThan(0);
  });
});
