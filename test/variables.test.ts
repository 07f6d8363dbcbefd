import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { baseConfig, tempDocsPerFile } from './helpers/temp-docs.js';
import { runCli } from './helpers/run-cli.js';

const docs = tempDocsPerFile(afterAll);
/** The page's visible text, tags removed. */
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, '');

describe('docs.json variables (test/fixtures/variables)', () => {
  let tmp: string;
  let root: string;
  let result: BuildResult;
  const read = (file: string) => readFile(join(tmp, 'out', file), 'utf8');
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-variables-'));
    root = join(tmp, 'docs');
    await cp(join(import.meta.dirname, 'fixtures/variables'), root, { recursive: true });
    result = await buildSite({ root, out: join(tmp, 'out'), search: false });
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('warns only about the unknown name, at its place in the file', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'content/unknown-variable',
        message: '{{ prodcut }} names no variable in docs.json "variables"; it is shown as written',
        file: 'index.mdx',
        line: 17,
        column: 21,
        hint: 'did you mean {{product}}?',
      },
    ]);
  });

  it('puts values into prose, headings, code, attributes and snippets, and shows the unknown name as written', async () => {
    const html = await read('index.html');
    const body = text(html);
    expect(html).toContain('id="welcome-to-acme-cloud"');
    expect(body).toContain('Welcome to Acme Cloud');
    expect(body).toContain('Acme Cloud speaks API v2. Run acme --api v2 to try it.');
    expect(body).toContain('npm install acme-cloud@v2');
    expect(body).toContain('Acme Cloud console');
    expect(body).toContain('Open the Acme Cloud console.');
    expect(body).toContain('Questions about Acme Cloud? Write to help@acme.dev.');
    expect(body).toContain('Typo stays visible: {{ prodcut }}.');
    expect(body).not.toMatch(/\{\{\s*(product|api\.version|support-email)\s*\}\}/);
  });

  it('puts values into frontmatter: <title>, description and the sidebar', async () => {
    const html = await read('index.html');
    expect(html).toContain('<title>Acme Cloud docs - Variables fixture</title>');
    expect(html).toContain('<meta name="description" content="Everything about Acme Cloud in one place"/>');
    // An unquoted `title: Install {{product}}` is substituted before the YAML is read.
    expect(html).toMatch(/<a [^>]*href="\/guides\/install"[^>]*>Install Acme Cloud</);
    expect(await read('guides/install/index.html')).toContain('<title>Install Acme Cloud - Variables fixture</title>');
    expect(await read('index.md')).toContain('# Acme Cloud docs\n\n> Everything about Acme Cloud in one place');
  });

  it('renders pages again when a value changes (the content cache key covers the variables)', async () => {
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    config.variables['api.version'] = 'v3';
    await writeFile(join(root, 'docs.json'), JSON.stringify(config));
    const again = await buildSite({ root, out: join(tmp, 'out'), search: false });
    expect(again.ok).toBe(true);
    const body = text(await read('index.html'));
    expect(body).toContain('npm install acme-cloud@v3');
    expect(body).toContain('Run acme --api v3 to try it.');
  });
});

describe('docs.json variables: places of problems', () => {
  const config = { ...baseConfig, variables: { product: 'A much longer product name' }, navigation: { pages: ['index', 'broken'] } };

  it('locates an unknown name in a snippet and in frontmatter, and MDX errors after a value, in the files as written', async () => {
    const root = await docs({
      'docs.json': config,
      'index.mdx': "---\ntitle: '{{ produkt }} home'\n---\nimport Note from '/snippets/note.mdx';\n\n<Note />\n",
      'snippets/note.mdx': 'A note on {{product}} and {{ nothing }}.\n',
      'broken.mdx': 'See {{product}} and {broken\n',
    });
    // Everything here is a warning (a page whose MDX does not parse builds with a notice); only --strict fails.
    const r = await runCli('check', root);
    expect(r.code).toBe(0);
    expect((await runCli('check', root, '--strict')).code).toBe(1);
    expect(r.stderr).toContain('warning index.mdx:2:9: {{ produkt }} names no variable');
    expect(r.stderr).toContain('warning snippets/note.mdx:1:27: {{ nothing }} names no variable');
    expect(r.stderr).toContain('hint: define "nothing" under "variables" in docs.json (defined: product)');
    // "See {{product}} and {broken" ends at column 28: the error is placed in the file, not in the substituted text.
    expect(r.stderr).toMatch(/warning broken\.mdx:1:28: /);
  });
});
