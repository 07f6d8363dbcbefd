import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../src/build/build-site.js';
import { urlToOutputFile } from '../src/shared/page-paths.js';
import { baseConfig, makeDocs } from './helpers/temp-docs.js';

const exampleRoot = join(import.meta.dirname, '..', 'example-site');
let out: string;
let result: BuildResult;
const html = (file: string) => readFile(join(out, file), 'utf8');

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'quire-example-'));
  result = await buildSite({ root: exampleRoot, out: join(out, 'site') });
  out = join(out, 'site');
});
afterAll(async () => rm(join(out, '..'), { recursive: true, force: true }));

describe('building example-site', () => {
  it('succeeds without errors or warnings', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('writes one index.html per page of the SiteModel', () => {
    const pages = result.loaded!.site.pages;
    expect(pages.length).toBeGreaterThanOrEqual(14);
    for (const p of pages) expect(existsSync(join(out, urlToOutputFile(p.path))), p.path).toBe(true);
    expect(result.pages).toBe(pages.length);
  });

  it('copies images and writes the theme stylesheet', () => {
    expect(existsSync(join(out, 'images/favicon.svg'))).toBe(true);
    expect(existsSync(join(out, '_quire/theme.css'))).toBe(true);
    expect(existsSync(join(out, 'docs.json'))).toBe(false);
    expect(existsSync(join(out, 'snippets'))).toBe(false);
  });

  it('writes the theme stylesheets minified: components and code apart, API styles only in the sheet API pages link', async () => {
    const theme = await html('_quire/theme.css');
    const api = await html('_quire/theme-api.css');
    // Minified: no comments and no indented lines left.
    expect(theme).not.toMatch(/\/\*|\n {2}/);
    expect(theme).toContain('.site-header');
    expect(theme).not.toContain('.api-method-get{');
    expect(theme).not.toContain('.pg-form');
    expect(api).toContain('.site-header');
    expect(api).toContain('.api-method-get{');
    expect(api).toContain('.pg-form');
    const stylesheets = (page: string) => [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    // Component and code styles only where the content uses them, in their own cached sheets.
    expect(stylesheets(await html('quickstart/index.html'))).toEqual(['/_quire/theme.css', '/_quire/theme-components.css', '/_quire/theme-code.css']);
    expect(stylesheets(await html('guides/navigation/index.html'))).toEqual(['/_quire/theme.css', '/_quire/theme-code.css']);
    expect(stylesheets(await html('reference/cli/index.html'))).toEqual(['/_quire/theme.css']);
    expect(theme).not.toContain('.callout{');
    expect(theme).not.toContain('.shiki');
    expect(await html('_quire/theme-components.css')).toContain('.callout{');
    expect(await html('_quire/theme-code.css')).toContain('.shiki');
    expect(api).toContain('.callout{');
    expect(api).toContain('.shiki');
    // One render-blocking request on an endpoint page too: the playground's styles are in it.
    expect(stylesheets(await html('api-reference/agent-jobs/list-agent-jobs/index.html'))).toEqual(['/_quire/theme-api.css']);
  });

  it('gives the header logos their files\' width and height (no layout shift while they load)', async () => {
    const page = await html('quickstart/index.html');
    // example-site/images/logo-light.svg and logo-dark.svg: width="120" height="32".
    expect(page).toContain('<img class="logo-light" src="/images/logo-light.svg" alt="Quire" width="120" height="32"/>');
    expect(page).toContain('<img class="logo-dark" src="/images/logo-dark.svg" alt="Quire" width="120" height="32"/>');
  });

  it('renders a page with title, description, tab bar, sidebar and breadcrumbs', async () => {
    const page = await html('guides/navigation/index.html');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<title>Navigation - Quire</title>');
    expect(page).toContain(`<meta name="description" content="How docs.json's navigation becomes tabs, anchors and a sidebar."`);
    expect(page).toMatch(/<nav class="tab-bar" aria-label="Tabs">.*Guides.*Reference.*API Reference.*Changelog/s);
    expect(page).toMatch(/<a href="\/" class="tab-link" aria-current="page">Guides<\/a>/);
    expect(page).toMatch(/<a href="https:\/\/github.com\/quire-docs\/quire\/releases" class="tab-link" target="_blank" rel="noopener noreferrer">Changelog/);
    // Each crumb links to the first page of its container.
    expect(page).toContain('<nav aria-label="Breadcrumb" class="breadcrumbs"><ol><li><a href="/">Guides</a></li><li><a href="/guides/writing-pages">Writing docs</a></li><li><a href="/guides/navigation">Navigation</a></li></ol></nav>');
    expect(page).toContain('<h1 class="page-title">Navigation</h1>');
    expect(page).toMatch(/<a href="\/guides\/navigation" class="nav-link" aria-current="page">/);
    expect(page).toContain('<h2 id="groups-and-pages">Groups and pages<a class="heading-anchor" href="#groups-and-pages" aria-hidden="true" tabindex="-1"></a></h2>');
  });

  it('shows only the current tab\'s sidebar', async () => {
    const page = await html('index.html');
    expect(page).toContain('href="/quickstart"');
    expect(page).not.toContain('class="nav-link" href="/reference/cli"');
    expect(page).not.toMatch(/class="nav-link"[^>]*>(?:<[^>]+>)*Command line/);
    const ref = await html('reference/cli/index.html');
    expect(ref).toMatch(/<ul class="anchor-list">.*Configuration.*Command line/s);
    expect(ref).not.toContain('>Quickstart<');
  });

  it('shows nested groups as <details>, open when expanded', async () => {
    const page = await html('guides/writing-pages/index.html');
    expect(page).toMatch(/<details open><summary><svg class="icon chrome-icon icon-sitemap"[^>]*>.*?<\/svg>Navigation<span class="badge">NEW<\/span><\/summary>/);
    expect(page).toMatch(/<details><summary><svg class="icon chrome-icon icon-gear"[^>]*>.*?<\/svg>Advanced<\/summary>/);
  });

  it('renders global anchors as external links on every page', async () => {
    for (const file of ['index.html', 'reference/cli/index.html']) {
      // Global anchors sit in the sidebar's anchor list, after the section's own anchors.
      expect(await html(file)).toMatch(/<li class="anchor-global"><a href="https:\/\/github.com\/quire-docs\/quire" class="anchor-link" target="_blank"/);
    }
  });

  it('links previous and next pages in sidebar order', async () => {
    const page = await html('quickstart/index.html');
    expect(page).toMatch(/<a class="pager-prev" href="\/" rel="prev"><span>Previous<\/span>Introduction<\/a>/);
    expect(page).toMatch(/<a class="pager-next" href="\/guides\/writing-pages" rel="next"><span>Next<\/span>Writing pages<\/a>/);
  });

  it('renders snippet imports and GFM', async () => {
    const page = await html('guides/writing-pages/index.html');
    expect(page).toContain('reads snippets from the <code>snippets/</code> folder');
    expect(page).toMatch(/<table>/);
    expect(page).toMatch(/<input[^>]*type="checkbox"/);
  });
});

describe('breadcrumbs follow styling.eyebrows', () => {
  it('shows the section name, not breadcrumbs, when eyebrows is unset', async () => {
    const { root, cleanup } = await makeDocs({
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'T', groups: [{ group: 'Start', pages: ['index'] }] }] } },
      'index.mdx': '---\ntitle: Home\n---\nHello',
    });
    const r = await buildSite({ root });
    expect(r.ok).toBe(true);
    const page = await readFile(join(root, 'dist/index.html'), 'utf8');
    expect(page).not.toContain('aria-label="Breadcrumb"');
    expect(page).toContain('<p class="eyebrow">Start</p>');
    await cleanup();
  });
});

describe('Agent Jobs API pages in example-site', () => {
  it('generates the listed endpoint at the Mintlify URL with its reference', async () => {
    const page = await html('api-reference/agent-jobs/list-agent-jobs/index.html');
    expect(page).toContain('<h1 class="page-title">List agent jobs</h1>');
    expect(page).toContain('/agent/{domain}/jobs');
    expect(page).toContain('https://api.example.com/v1');
    expect(page).toContain('allSessions');
    expect(page).toMatch(/curl/i);
  });

  it("describes the endpoint in the head as plain text: its description's first paragraph, without Markdown", async () => {
    const page = await html('api-reference/agent-jobs/list-agent-jobs/index.html');
    const text =
      "Returns every agent job of the domain — concurrent and historical — to give an overview of the agent's activity. Each element of allSessions is a full Session.";
    const meta = (name: string) => new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(page)?.[1];
    expect(meta('description')).toBe(text);
    expect(meta('og:description')).toBe(text);
    // The search record: the endpoint and the reference, not the samples, the playground or the buttons.
    const fragments = await Promise.all(
      (await readdir(join(out, 'pagefind', 'fragment'))).map(async (f) => gunzipSync(await readFile(join(out, 'pagefind', 'fragment', f))).toString('utf8')),
    );
    const record = fragments.map((f) => JSON.parse(f.slice(f.indexOf('{')))).find((r) => r.url === '/api-reference/agent-jobs/list-agent-jobs');
    expect(record.content).toContain('GET /agent/{domain}/jobs');
    expect(record.content).toContain('Each element of allSessions is a full Session.');
    expect(record.content).toContain('allSessions');
    expect(record.content).not.toMatch(/--request|requests\.get|Try it|Send/);
    // The subtitle keeps the Markdown rendered: code and the link.
    expect(page).toMatch(/class="page-description">.*<code>allSessions<\/code>.*<a href="#schema-Session">Session<\/a>/s);
  });

  it('renders an MDX page with openapi frontmatter: its own text, then the operation', async () => {
    const page = await html('api-reference/get-agent-job/index.html');
    expect(page).toContain('<h1 class="page-title">Get agent job by ID</h1>');
    const own = page.indexOf('poll it until');
    const op = page.indexOf('/agent/{domain}/job/{id}');
    expect(own).toBeGreaterThan(0);
    expect(op).toBeGreaterThan(own);
    for (const field of ['sessionId', 'haulted', 'haultReason', 'pullRequestLink', 'messageToUser', 'todos', 'createdAt']) expect(page).toContain(field);
    for (const reason of ['completed', 'github_missconfigured', 'error']) expect(page).toContain(reason);
  });

  it('renders the Session schema page', async () => {
    const page = await html('api-reference/session/index.html');
    expect(page).toContain('<h1 class="page-title">Session</h1>');
    expect(page).toContain('haultReason');
    expect(page).toContain('github_missconfigured');
  });
});

describe('frontmatter openapi references', () => {
  it('warns with the closest match when method and path match nothing', async () => {
    const { root, cleanup } = await makeDocs({
      'docs.json': { ...baseConfig, navigation: { tabs: [{ tab: 'API', openapi: 'openapi.yaml', pages: ['op'] }] } },
      'openapi.yaml': 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths:\n  /health:\n    get: { summary: Health, responses: { "200": { description: ok } } }\n',
      'op.mdx': '---\ntitle: Op\nopenapi: GET /helth\n---\nOwn text',
    });
    const r = await buildSite({ root });
    const warning = r.diagnostics.find((d) => d.code === 'content/openapi-not-found');
    expect(warning).toMatchObject({ severity: 'warning', file: 'op.mdx' });
    expect(warning?.message).toContain('Endpoint /helth not found in openapi.yaml');
    expect(warning?.message).toContain('/health');
    expect((await buildSite({ root, strict: true })).ok).toBe(false);
    await cleanup();
  });

  it('rejects a URL that docs.json does not list', async () => {
    const { root, cleanup } = await makeDocs({
      'docs.json': { ...baseConfig, navigation: { pages: ['op'] } },
      'op.mdx': '---\ntitle: Op\nopenapi: https://api.example.com/openapi.json GET /x\n---\n',
    });
    const r = await buildSite({ root });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.find((d) => d.code === 'content/openapi-url-not-listed')?.message).toContain('docs.json does not list');
    await cleanup();
  });
});

describe('third-party client chunks', () => {
  it('are copied only into sites with a Mermaid diagram', async () => {
    if (!existsSync(join(import.meta.dirname, '..', 'client-dist', 'vendor'))) return; // client not built (npm test builds it first)
    expect(existsSync(join(out, '_quire', 'vendor'))).toBe(false);
    const { root, cleanup } = await makeDocs({
      'docs.json': { ...baseConfig, navigation: { pages: ['index'] } },
      'index.mdx': '# Flow\n\n```mermaid\ngraph TD; A-->B\n```\n',
    });
    const r = await buildSite({ root, search: false });
    expect(r.ok).toBe(true);
    expect(existsSync(join(root, 'dist', '_quire', 'vendor'))).toBe(true);
    await cleanup();
  });
});
