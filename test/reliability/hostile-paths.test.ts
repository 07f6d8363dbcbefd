import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { baseConfig } from '../helpers/temp-docs.js';

/**
 * Every reference in a docs folder (page entries, snippet imports, `openapi` sources, `$ref`
 * files, API page URLs, images) must stay inside the docs root, symlinks included. Each case
 * lives in `<sandbox>/docs`, with a secret in `<sandbox>/secret*` that must never be read,
 * and nothing may be written outside `<sandbox>/out`.
 */
const SECRET = 'TOP-SECRET-7f3a9c';
let sandbox: string;

beforeAll(async () => {
  sandbox = await mkdtemp(join(tmpdir(), 'quire-hostile-'));
});
afterAll(async () => rm(sandbox, { recursive: true, force: true }));

async function site(name: string, files: Record<string, string | object>, links: Record<string, string> = {}) {
  const base = join(sandbox, name);
  const root = join(base, 'docs');
  await mkdir(root, { recursive: true });
  await writeFile(join(base, 'secret.mdx'), `# ${SECRET}\n`);
  await writeFile(join(base, 'secret.yaml'), `openapi: 3.1.0\ninfo: {title: ${SECRET}, version: '1'}\npaths: {}\nX: {type: string, description: ${SECRET}}\n`);
  await writeFile(join(base, 'secret.png'), SECRET);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  for (const [link, target] of Object.entries(links)) {
    await mkdir(join(root, link, '..'), { recursive: true });
    await symlink(target, join(root, link));
  }
  return { base, root, out: join(base, 'out') };
}

/** Every file under `dir` (recursively), as text. */
async function allText(dir: string): Promise<string> {
  if (!existsSync(dir)) return '';
  const parts: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) parts.push(await readFile(join(e.parentPath, e.name), 'utf8'));
  }
  return parts.join('\n');
}

async function build(s: { base: string; root: string; out: string }) {
  const r = await runCli('build', s.root, '--out', s.out, '--no-search');
  expect(r.stderr).not.toMatch(/internal error|this is a bug/);
  expect([0, 1]).toContain(r.code);
  // Nothing readable from outside reached the output; nothing was written beside it.
  expect(await allText(s.out)).not.toContain(SECRET);
  const beside = (await readdir(s.base)).sort();
  expect(beside.filter((n) => !['docs', 'out', 'secret.mdx', 'secret.yaml', 'secret.png'].includes(n))).toEqual([]);
  return r;
}

const page = '---\ntitle: Home\n---\n\n# Home\n';
const spec = (extra = '') => `openapi: 3.1.0\ninfo: {title: Plants, version: '1'}\npaths:\n  /plants:\n    get:\n      summary: List plants\n${extra}      responses:\n        '200': {description: ok}\n`;

describe('references that try to leave the docs root are refused, located', () => {
  it.each(['../secret', '../../secret', '/../secret', './../secret', 'x/../../secret'])('page entry %s', async (entry) => {
    const s = await site(`page-${entry.replace(/\W/g, '_')}`, { 'docs.json': { ...baseConfig, navigation: { pages: ['index', entry] } }, 'index.mdx': page });
    const r = await build(s);
    expect(r.stderr).toMatch(/docs\.json:\d+:\d+ navigation\.pages\[1\]: page ".*" not found/);
  });

  it.each(['../secret.mdx', '/../secret.mdx', '../../docs/../secret.mdx', './../secret'])('snippet import %s', async (spec) => {
    const s = await site(`import-${spec.replace(/\W/g, '_')}`, {
      'docs.json': { ...baseConfig, navigation: { pages: ['index'] } },
      'index.mdx': `import Secret from '${spec}'\n\n# Home\n\n<Secret />\n`,
    });
    const r = await build(s);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error index\.mdx:1:1: Import of ".*" in index\.mdx points outside the docs folder/);
  });

  it('snippet import through a symlink that points outside', async () => {
    const s = await site('import-symlink', {
      'docs.json': { ...baseConfig, navigation: { pages: ['index'] } },
      'index.mdx': "import Secret from '/snippets/secret.mdx'\n\n# Home\n\n<Secret />\n",
    }, { 'snippets/secret.mdx': '../../secret.mdx' });
    const r = await build(s);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error index\.mdx:1:1: .*snippets\/secret\.mdx.*outside the docs folder/);
  });

  it.each(['../secret.yaml', '/../secret.yaml', '../docs/../secret.yaml'])('openapi source %s', async (source) => {
    const s = await site(`openapi-${source.replace(/\W/g, '_')}`, {
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'Docs', pages: ['index'] }, { tab: 'API', openapi: source }] } },
      'index.mdx': page,
    });
    const r = await build(s);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error docs\.json:\d+:\d+ navigation\.tabs\[1\]\.openapi: OpenAPI file .* is outside the docs root/);
  });

  it('openapi source through a symlink', async () => {
    const s = await site('openapi-symlink', {
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'Docs', pages: ['index'] }, { tab: 'API', openapi: 'api.yaml' }] } },
      'index.mdx': page,
    }, { 'api.yaml': '../secret.yaml' });
    const r = await build(s);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error docs\.json:\d+:\d+ navigation\.tabs\[1\]\.openapi: OpenAPI file api\.yaml is outside the docs root/);
  });

  it.each(['../secret.yaml#/X', '../../secret.yaml#/X', '/etc/passwd', 'link.yaml#/X'])('$ref file %s', async (ref) => {
    const s = await site(`ref-${ref.replace(/\W/g, '_')}`, {
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'Docs', pages: ['index'] }, { tab: 'API', openapi: 'api.yaml' }] } },
      'index.mdx': page,
      'api.yaml': spec(`      description: see schema\n      parameters:\n        - {name: q, in: query, schema: {$ref: '${ref}'}}\n`),
    }, { 'link.yaml': '../secret.yaml' });
    const r = await build(s);
    // The document stays usable (the refused schema is shown as any value): a located warning,
    // and the site is written, without the secret (checked by build()).
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning api\.yaml:\d+:\d+ .*\$ref/);
  });

  it.each(['../../escape', '/../../escape', 'a/../../../escape'])('openapi directory %s writes nothing outside the output', async (directory) => {
    const s = await site(`directory-${directory.replace(/\W/g, '_')}`, {
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'Docs', pages: ['index'] }, { tab: 'API', openapi: { source: 'api.yaml', directory } }] } },
      'index.mdx': page,
      'api.yaml': spec(),
    });
    const r = await build(s);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error docs\.json:\d+:\d+ navigation\.tabs\[1\]\.openapi: .*outside the site/);
  });

  it.each(['/../../escape', '../../escape', '/a/../../../escape'])('x-mint.href %s writes nothing outside the output', async (href) => {
    const s = await site(`href-${href.replace(/\W/g, '_')}`, {
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'Docs', pages: ['index'] }, { tab: 'API', openapi: 'api.yaml' }] } },
      'index.mdx': page,
      'api.yaml': spec(`      x-mint: {href: '${href}'}\n`),
    });
    const r = await build(s);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error docs\.json:\d+:\d+ navigation\.tabs\[1\]\.openapi: .*outside the site/);
  });

  it('symlinked pages, folders and images are not followed', async () => {
    const s = await site('symlinks', {
      'docs.json': { ...baseConfig, navigation: { pages: ['index', 'linked', 'dir/secret'] } },
      'index.mdx': '# Home\n\n![x](/images/secret.png)\n\n![y](../secret.png)\n',
    }, { 'linked.mdx': '../secret.mdx', dir: '..', 'images/secret.png': '../../secret.png' });
    const r = await build(s);
    expect(r.stderr).toMatch(/docs\.json:\d+:\d+ navigation\.pages\[1\]: page "linked" not found/);
  });
});

describe('files whose names only begin with two dots are inside the docs root', () => {
  it('a snippet, an OpenAPI file and a docs.json $ref named ..something are read', async () => {
    const s = await site('two-dots', {
      'docs.json': { ...baseConfig, navigation: { $ref: '..navigation.json' } },
      '..navigation.json': { tabs: [{ tab: 'Docs', pages: ['index'] }, { tab: 'API', openapi: '..api.yaml' }] },
      'index.mdx': "import Shared from '/..shared.mdx'\n\n# Home\n\n<Shared />\n",
      '..shared.mdx': 'Text from the dotted snippet.\n',
      '..api.yaml': spec(),
    });
    const r = await build(s);
    expect(r.stderr).not.toMatch(/outside the docs (folder|root)/);
    expect(r.code).toBe(0);
    expect(await readFile(join(s.out, 'index.html'), 'utf8')).toContain('Text from the dotted snippet.');
    const api = (await readdir(s.out, { recursive: true })).filter((f) => f.endsWith('.html') && f.includes('plants'));
    expect(api.length).toBeGreaterThan(0);
  });
});
