import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { baseConfig, tempDocsPerFile } from './helpers/temp-docs.js';
import { runCli } from './helpers/run-cli.js';

const docs = tempDocsPerFile(afterAll);

describe('quire CLI usage', () => {
  it('prints help with every command', async () => {
    const r = await runCli('--help');
    expect(r.code).toBe(0);
    for (const cmd of ['build', 'dev', 'preview', 'check', 'nav', 'schema']) expect(r.stdout).toContain(`  ${cmd}`);
  });

  it('prints help for one command', async () => {
    const r = await runCli('build', '--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: quire build [root] [--out DIR] [--strict]');
    expect(r.stdout).toContain('--out <dir>');
  });

  it('prints the version', async () => {
    const r = await runCli('--version');
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('exits 2 on an unknown command, suggesting the closest', async () => {
    const r = await runCli('biuld');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command "biuld" — did you mean "build"?');
  });

  it('exits 2 on an unknown option', async () => {
    const r = await runCli('build', '--outt', 'x');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Unknown option '--outt'");
  });

  it('exits 2 on a root that does not exist', async () => {
    const r = await runCli('build', '/no/such/folder');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('folder /no/such/folder does not exist');
  });

  it('exits 2 on a bad port', async () => {
    const root = await docs({ 'docs.json': { ...baseConfig, navigation: { pages: ['index'] } }, 'index.mdx': '# hi' });
    const r = await runCli('dev', root, '--port', 'abc');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--port must be a number');
  });
});

describe('quire build / check / nav on user errors', () => {
  it('exits 1 when docs.json is missing, naming the fix', async () => {
    const root = await docs({ 'index.mdx': '# hi' });
    const r = await runCli('build', root);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error docs.json: no docs.json found in');
    expect(r.stderr).toContain('hint: run quire in the folder that holds docs.json');
  });

  it('prints all config errors at once and writes nothing', async () => {
    const root = await docs({ 'docs.json': { theme: 'nope', name: '', colors: { primary: 'red' }, navigation: { groups: [{ group: 'G' }] } } });
    const r = await runCli('build', root);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error docs\.json:\d+:\d+ theme: expected one of/);
    expect(r.stderr).toMatch(/error docs\.json:\d+:\d+ name: must not be empty/);
    expect(r.stderr).toMatch(/error docs\.json:\d+:\d+ colors\.primary: must be a hex colour/);
    expect(r.stderr).toMatch(/error docs\.json:\d+:\d+ navigation\.groups\[0\]: "pages" is required/);
    expect(r.stderr).toContain('4 errors');
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });

  it('keeps the previous output when a later build fails', async () => {
    const root = await docs({ 'docs.json': { ...baseConfig, navigation: { pages: ['index'] } }, 'index.mdx': '---\ntitle: Home\n---\nFirst version' });
    expect((await runCli('build', root)).code).toBe(0);
    const before = await readFile(join(root, 'dist/index.html'), 'utf8');
    expect(before).toContain('First version');
    await writeFile(join(root, 'index.mdx'), '---\ntitle: Home\n---\nBroken <Unclosed');
    // A page whose MDX does not parse is a warning, as on Mintlify; --strict fails the build.
    const r = await runCli('build', root, '--strict');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/index\.mdx:4:\d+/);
    expect(r.stderr).toContain('was left as it was');
    expect(await readFile(join(root, 'dist/index.html'), 'utf8')).toBe(before);
  });

  it('publishes a site with a page whose MDX does not parse: a located warning, a notice on that page', async () => {
    const root = await docs({
      'docs.json': { ...baseConfig, navigation: { pages: ['index', 'limits'] } },
      'index.mdx': '---\ntitle: Home\n---\nThis page is fine.',
      'limits.mdx': '---\ntitle: Limits\n---\nStop when max <= min.',
    });
    const r = await runCli('build', root);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning limits\.mdx:4:\d+: Unexpected character/);
    expect(await readFile(join(root, 'dist/index.html'), 'utf8')).toContain('This page is fine.');
    const limits = await readFile(join(root, 'dist/limits/index.html'), 'utf8');
    expect(limits).toContain('<strong>This page could not be shown.</strong> Its source has a problem (line 4, column');
    expect(limits).toContain('<h1 class="page-title">Limits</h1>');
  });

  it('makes warnings fatal with --strict', async () => {
    const root = await docs({ 'docs.json': { ...baseConfig, navigation: { pages: ['index', 'missing'] } }, 'index.mdx': 'Hi' });
    const lenient = await runCli('build', root);
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toContain('warning docs.json:');
    expect(lenient.stderr).toContain('navigation.pages[1]: page "missing" not found');
    const strict = await runCli('build', root, '--strict');
    expect(strict.code).toBe(1);
  });

  it('refuses an output folder that contains the docs', async () => {
    const root = await docs({ 'docs.json': { ...baseConfig, navigation: { pages: ['index'] } }, 'index.mdx': 'Hi' });
    const r = await runCli('build', root, '--out', join(root, '..'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('contains the docs folder');
  });

  it('check validates without writing', async () => {
    const root = await docs({ 'docs.json': { ...baseConfig, navigation: { pages: ['index'] } }, 'index.mdx': 'Hi {broken' });
    const r = await runCli('check', root, '--strict');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/index\.mdx:1:\d+/);
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });

  it('nav --json prints the SiteModel on stdout', async () => {
    const root = await docs({ 'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'T', pages: ['index'] }] } }, 'index.mdx': '---\ntitle: Home\n---\n' });
    const r = await runCli('nav', root, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.navigation[0]).toMatchObject({ type: 'tab', title: 'T', path: '/' });
    expect(json.pages).toEqual([{ path: '/', title: 'Home', source: { kind: 'mdx', file: 'index.mdx' }, breadcrumbs: ['T'], tab: 'T' }]);
  });

  it('nav --json prints what could be resolved despite errors (exit 1), and nothing when docs.json is unusable', async () => {
    const root = await docs({
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'T', pages: ['index'] }, { tab: 'API', openapi: 'broken.yaml', pages: ['GET /pets'] }] } },
      'index.mdx': '---\ntitle: Home\n---\n',
      'broken.yaml': 'openapi: 3.1.0\ninfo:\n  title: T\n   version: 1\n',
    });
    const r = await runCli('nav', root, '--json');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error broken\.yaml:3:\d+: Invalid YAML in broken\.yaml/m);
    const json = JSON.parse(r.stdout);
    expect(json.navigation.map((n: { title: string; path: string }) => `${n.title} ${n.path}`)).toEqual(['T /', 'API /api-reference/get-pets']);
    expect(json.pages.map((p: { path: string }) => p.path)).toEqual(['/', '/api-reference/get-pets']);

    await writeFile(join(root, 'docs.json'), '{ "name": ');
    const unusable = await runCli('nav', root, '--json');
    expect(unusable.code).toBe(1);
    expect(unusable.stderr).toContain('error docs.json');
    expect(unusable.stdout).toBe('');
  });

  it('groups many warnings of one kind, and prints them all with --verbose', async () => {
    const page = (n: number) => Array.from({ length: 5 }, (_, i) => `[link ${i}](/missing-${n}-${i})`).join('\n\n');
    const root = await docs({
      'docs.json': { ...baseConfig, navigation: { pages: ['index', 'a', 'b'] } },
      'index.mdx': page(0),
      'a.mdx': page(1),
      'b.mdx': `${page(2)}\n\n<Nope />`,
    });
    const grouped = await runCli('build', root, '--no-search');
    expect(grouped.code).toBe(0);
    expect(grouped.stderr).toContain('\n15 broken links in 3 files — first 10 shown, --verbose for all\nwarning index.mdx:1:10: broken link "/missing-0-0"');
    expect(grouped.stderr.match(/^warning .*: broken link/gm)).toHaveLength(10);
    expect(grouped.stderr).toContain('\n… and 5 more broken links\n');
    expect(grouped.stderr).toContain('warning b.mdx: unknown component <Nope>');
    expect(grouped.stderr).toContain('\n16 warnings (15 broken links, 1 unknown component)\n');
    const verbose = await runCli('build', root, '--no-search', '--verbose');
    expect(verbose.stderr.match(/^warning .*: broken link/gm)).toHaveLength(15);
    expect(verbose.stderr).not.toContain('more broken links');
    expect((await runCli('build', '--help')).stdout).toMatch(/--verbose +print every warning/);
  });

  it('schema prints a JSON Schema', async () => {
    const r = await runCli('schema');
    const schema = JSON.parse(r.stdout);
    expect(schema.required).toEqual(expect.arrayContaining(['theme', 'name', 'colors', 'navigation']));
  });
});

describe('bin/quire.js', () => {
  it('runs the compiled CLI with the right exit codes', async () => {
    const bin = join(import.meta.dirname, '..', 'bin', 'quire.js');
    const exec = promisify(execFile);
    const ok = await exec(process.execPath, [bin, '--help']);
    expect(ok.stdout).toContain('Usage: quire <command>');
    const bad = await exec(process.execPath, [bin, 'nope']).catch((e) => e);
    expect(bad.code).toBe(2);
    expect(bad.stderr).not.toMatch(/\bat .*\.js:\d+/); // no stack trace
  });
});
