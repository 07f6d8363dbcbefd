import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { runCli } from './helpers/run-cli.js';

describe('quire new', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-new-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('writes a starter site that builds without a warning, and says what to run next', async () => {
    const dir = join(tmp, 'acme-docs');
    const r = await runCli('new', dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Created 11 files');
    expect(r.stdout).toContain('npx quire dev');
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    expect(config.name).toBe('Acme docs');
    const result = await buildSite({ root: dir, out: join(tmp, 'out'), search: false });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    const html = await readFile(join(tmp, 'out', 'quickstart', 'index.html'), 'utf8');
    expect(html).toContain('<title>Quickstart - Acme docs</title>');
    // The snippet import renders the tip.
    expect(html).toContain('before you commit');
    expect(await readFile(join(tmp, 'out', 'writing', 'components', 'index.html'), 'utf8')).toContain('A warning asks for care.');
    // The OpenAPI example gives one page per operation, after the API introduction.
    expect(result.stats?.apiPages).toBe(3);
    const api = await readFile(join(tmp, 'out', 'api-reference', 'plants', 'get-a-plant', 'index.html'), 'utf8');
    expect(api).toContain('<title>Get a plant - Acme docs</title>');
    expect(api).toContain('/plants/{id}');
    expect(await readFile(join(tmp, 'out', 'api-reference', 'introduction', 'index.html'), 'utf8')).toContain('generated from');
    // The home page shows the image, which the build copies.
    expect(await readFile(join(tmp, 'out', 'index.html'), 'utf8')).toMatch(/<img[^>]+src="\/images\/overview\.svg"[^>]+alt="Diagram: /);
    expect(await readFile(join(tmp, 'out', 'images', 'overview.svg'), 'utf8')).toContain('<svg');
    // And quire check, links and accessibility included, finds nothing.
    const check = await runCli('check', dir, '--strict');
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain('8 pages are valid; links and accessibility checked, no problems');
  });

  it('takes --name, and writes beside files that are already there', async () => {
    const dir = join(tmp, 'repo');
    await mkdir(dir);
    await writeFile(join(dir, 'README.md'), '# Repo\n');
    const r = await runCli('new', dir, '--name', 'Widgets "Pro"');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8')).name).toBe('Widgets "Pro"');
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toBe('# Repo\n');
    expect((await runCli('check', dir)).code).toBe(0);
  });

  it('never overwrites: a docs folder gets exit 1 naming the files, and nothing changes', async () => {
    const dir = join(tmp, 'acme-docs');
    await writeFile(join(dir, 'index.mdx'), '---\ntitle: Mine\n---\n\nMy page.\n');
    const r = await runCli('new', dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/already has docs\.json, .*index\.mdx/);
    expect(r.stderr).toContain('hint: this is a docs folder already');
    expect(await readFile(join(dir, 'index.mdx'), 'utf8')).toContain('My page.');
  });

  it('rejects a second folder as a usage error', async () => {
    const r = await runCli('new', 'a', 'b');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('too many arguments');
  });
});
