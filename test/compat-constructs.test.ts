/**
 * Constructs real docs.json sites use that the specification does not spell out (issue 9),
 * each on a small original fixture.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';
import { toNavJson } from '../src/navigation/nav-json.js';
import { baseConfig, makeDocs } from './helpers/temp-docs.js';

const spec = `openapi: 3.1.0
info: { title: T, version: '1' }
servers: [{ url: https://api.example.com }]
paths:
  /health:
    get: { summary: Health check, responses: { '200': { description: ok } } }
webhooks:
  ping:
    post: { summary: Ping, responses: { '200': { description: ok } } }
components:
  schemas:
    Thing: { type: object, properties: { id: { type: string, description: The thing id } } }
`;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((c) => c())));

async function build(files: Record<string, string | object>) {
  const docs = await makeDocs(files);
  cleanups.push(docs.cleanup);
  const result = await buildSite({ root: docs.root, search: false });
  const html = (url: string) => readFile(join(docs.root, 'dist', url === '/' ? 'index.html' : `${url.slice(1)}/index.html`), 'utf8');
  return { result, html, errors: result.diagnostics.filter((d) => d.severity === 'error') };
}

describe('real-world constructs', () => {
  it('finds the only OpenAPI file when docs.json lists none; lower-case methods; webhooks; schemas', async () => {
    const { result, html, errors } = await build({
      'docs.json': { ...baseConfig, navigation: { pages: ['health', 'ping', 'thing'] } },
      'specs/api.yaml': spec,
      'health.mdx': '---\nopenapi: get /health\n---\n',
      'ping.mdx': '---\nopenapi: webhook ping\n---\n',
      'thing.mdx': '---\ntitle: Thing\nopenapi-schema: Thing\n---\n',
    });
    expect(errors).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code.startsWith('content/openapi'))).toEqual([]);
    expect(await html('/health')).toContain('<h1 class="page-title">Health check</h1>');
    expect(await html('/ping')).toContain('Ping');
    expect(await html('/thing')).toContain('The thing id');
  });

  it('resolves a spec named without its extension or folder in frontmatter', async () => {
    const { result, html, errors } = await build({
      'docs.json': { ...baseConfig, api: { openapi: 'openapi/v2-api.yaml' }, navigation: { pages: ['health'] } },
      'openapi/v2-api.yaml': spec,
      'health.mdx': '---\nopenapi: "v2-api GET /health"\n---\n',
    });
    expect(errors).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code.startsWith('content/openapi'))).toEqual([]);
    expect(await html('/health')).toContain('/health');
  });

  it('lets METHOD /path entries inherit the document of their version or language', async () => {
    const { result, errors } = await build({
      'docs.json': {
        ...baseConfig,
        navigation: {
          versions: [
            { version: 'v2', tag: 'Latest', openapi: 'v2.yaml', groups: [{ group: 'API', pages: ['GET /health'] }] },
            { version: 'v1', openapi: { source: 'v1.yaml', directory: 'v1/api' }, groups: [{ group: 'API', pages: ['GET /health'] }] },
          ],
        },
      },
      'v2.yaml': spec,
      'v1.yaml': spec,
    });
    expect(errors).toEqual([]);
    const pages = toNavJson(result.loaded!.site).pages.map((p) => [p.path, p.version]);
    expect(pages).toEqual([
      ['/api-reference/health-check', 'v2'],
      ['/v1/api/health-check', 'v1'],
    ]);
  });

  it('draws the brand icon and name of a navbar link with type github or discord', async () => {
    const { errors, result, html } = await build({
      'docs.json': { ...baseConfig, navbar: { links: [{ href: 'https://github.com/acme/docs', type: 'github' }, { label: 'Chat', href: 'https://discord.gg/x', type: 'discord' }] }, navigation: { pages: ['index'] } },
      'index.mdx': 'Hello',
    });
    expect(errors).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code === 'config/not-honoured' || d.code === 'config/unknown-key')).toEqual([]);
    const links = /<ul class="navbar-links">([\s\S]*?)<\/ul>/.exec(await html('/'))?.[1] ?? '';
    const github = /<a href="https:\/\/github\.com\/acme\/docs"[\s\S]*?<\/a>/.exec(links)?.[0] ?? '';
    const discord = /<a href="https:\/\/discord\.gg\/x"[\s\S]*?<\/a>/.exec(links)?.[0] ?? '';
    expect(github).toContain('<svg');
    expect(github).toContain('GitHub');
    expect(discord).toContain('<svg');
    expect(discord).toContain('Chat');
  });

  it('renders per-language navbar, footer and banner', async () => {
    const { errors, result, html } = await build({
      'docs.json': {
        ...baseConfig,
        navigation: {
          languages: [
            { language: 'en', navbar: { links: [{ label: 'Blog', href: 'https://x.dev' }] }, banner: { content: 'Hi' }, pages: ['index'] },
            { language: 'fr', footer: { socials: { x: 'https://x.com/a' } }, pages: ['fr/index'] },
          ],
        },
      },
      'index.mdx': 'Hello',
      'fr/index.mdx': 'Bonjour',
    });
    expect(errors).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code === 'config/unknown-key')).toEqual([]);
    const en = await html('/');
    const fr = await html('/fr');
    expect(en).toContain('https://x.dev');
    expect(en).toContain('Hi');
    expect(fr).not.toContain('https://x.dev');
    expect(fr).toContain('https://x.com/a');
    expect(en).not.toContain('https://x.com/a');
  });

  it('renders raw HTML, lower-case tags, dotted components and export const', async () => {
    const { html, errors, result } = await build({
      'docs.json': { ...baseConfig, navigation: { pages: ['index'] } },
      'index.mdx': [
        'export const product = "Quire";',
        '',
        'Line one<br/>line two, press <kbd>Ctrl</kbd> in {product}.',
        '',
        '<details><summary>More</summary>Hidden text</details>',
        '',
        '<table><tbody><tr><td>cell</td></tr></tbody></table>',
        '',
        '<Tree>',
        '  <Tree.Folder name="src">',
        '    <Tree.File name="index.ts" />',
        '  </Tree.Folder>',
        '</Tree>',
      ].join('\n'),
    });
    expect(errors).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code === 'content/unknown-component')).toEqual([]);
    const page = await html('/');
    expect(page).toContain('<kbd>Ctrl</kbd> in Quire');
    expect(page).toContain('<details><summary>More</summary>');
    expect(page).toContain('<td>cell</td>');
    expect(page).toContain('index.ts');
  });

  it('builds a changelog page with 2,000 <Update> entries', async () => {
    const updates = Array.from({ length: 2000 }, (_, i) => `<Update label="v${i}" description="Release ${i}">\nFixed bug ${i}.\n</Update>`).join('\n\n');
    const { html, errors } = await build({
      'docs.json': { ...baseConfig, navigation: { pages: ['changelog'] } },
      'changelog.mdx': `---\ntitle: Changelog\n---\n${updates}\n`,
    });
    expect(errors).toEqual([]);
    const page = await html('/changelog');
    expect(page).toContain('Fixed bug 0.');
    expect(page).toContain('Fixed bug 1999.');
  });
});

describe('icons.library', () => {
  it('draws icons from Lucide when docs.json asks for it, in pages and in the sidebar', async () => {
    const icon = (library?: string) =>
      build({
        'docs.json': { ...baseConfig, ...(library && { icons: { library } }), navigation: { groups: [{ group: 'G', icon: 'house', pages: ['index'] }] } },
        'index.mdx': '<Icon icon="house" />',
      });
    const lucide = await icon('lucide');
    const fa = await icon();
    const [lucidePage, faPage] = [await lucide.html('/'), await fa.html('/')];
    // Lucide draws on a 24-unit grid with strokes; Font Awesome on 512 units, filled.
    const houses = (html: string) => [...html.matchAll(/<svg class="[^"]*icon-house[^"]*" viewBox="([^"]+)"/g)].map((m) => m[1]);
    expect(houses(lucidePage)).toEqual(['0 0 24 24', '0 0 24 24']);
    expect(houses(faPage)).toEqual(['0 0 512 512', '0 0 512 512']);
  });
});
