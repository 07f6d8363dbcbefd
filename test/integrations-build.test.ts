import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../src/build/build-site.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/integrations-site', import.meta.url));

/** What each tested provider's snippet puts in <head>, with the fixture's ids. */
const EXPECTED: Record<string, string> = {
  ga4: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
  gtm: '"dataLayer","GTM-N633BZ8"',
  posthog: 'posthog.init("phc_testKey123",{api_host:"https://eu.i.posthog.com",disable_session_recording:false})',
  plausible: '<script defer data-domain="docs.example.com" src="https://stats.example.com/js/script.js"></script>',
  fathom: 'data-site="ABCDEFG"',
  segment: 'a._writeKey="segWriteKey42"',
  amplitude: 'https://cdn.amplitude.com/script/amp0123456789abcdef.js',
  mixpanel: 'mixpanel.init("mixTok0123"',
  hotjar: 'h._hjSettings={hjid:1234567,hjsv:6}',
  clarity: '"clarity","script","abc12xyz"',
  intercom: 'app_id:"icapp01"',
};

describe('docs.json integrations and the page menu in a built site', () => {
  let tmp: string;
  const head = async (file: string, out = 'out') => (await readFile(join(tmp, out, file), 'utf8')).split('</head>')[0]!;
  const html = (file: string) => readFile(join(tmp, 'out', file), 'utf8');
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'quire-integrations-'));
    await cp(FIXTURE, join(tmp, 'docs'), { recursive: true });
    const result = await buildSite({ root: join(tmp, 'docs'), out: join(tmp, 'out'), search: false, offline: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('every configured provider\'s snippet is in the head of every page, generated ones too', async () => {
    for (const file of ['index.html', 'guides/setup/index.html', 'api-reference/list-plants/index.html', '404.html', 'search/index.html']) {
      const h = await head(file);
      for (const [name, part] of Object.entries(EXPECTED)) expect(h, `${name} in ${file}`).toContain(part);
    }
  });

  it('a site without integrations loads none', async () => {
    const docs = join(tmp, 'plain');
    await cp(FIXTURE, docs, { recursive: true });
    const config = JSON.parse(await readFile(join(docs, 'docs.json'), 'utf8'));
    delete config.integrations;
    await writeFile(join(docs, 'docs.json'), JSON.stringify(config));
    const result = await buildSite({ root: docs, out: join(tmp, 'plain-out'), search: false, offline: true });
    expect(result.ok).toBe(true);
    const h = await head('index.html', 'plain-out');
    for (const part of Object.values(EXPECTED)) expect(h).not.toContain(part);
    expect(h).not.toMatch(/googletagmanager|posthog|plausible|usefathom|segment\.com|amplitude|mxpnl|hotjar|clarity\.ms|intercom/);
  });

  it('without seo.metatags.canonical, --base-url gives the MCP options their URL, and no warning says it is unknown', async () => {
    const docs = join(tmp, 'no-canonical');
    await cp(FIXTURE, docs, { recursive: true });
    const config = JSON.parse(await readFile(join(docs, 'docs.json'), 'utf8'));
    delete config.seo.metatags.canonical;
    await writeFile(join(docs, 'docs.json'), JSON.stringify(config));
    const unknownUrl = (d: { hint?: string }) => d.hint?.includes("the site's URL is unknown") === true;
    const without = await buildSite({ root: docs, out: join(tmp, 'no-canonical-out'), search: false, offline: true });
    expect(without.diagnostics.filter(unknownUrl).length).toBeGreaterThan(0);
    expect(await head('index.html', 'no-canonical-out')).not.toContain('data-contextual="add-mcp"');
    const withBase = await buildSite({ root: docs, out: join(tmp, 'base-url-out'), search: false, offline: true, baseUrl: 'https://docs.example.com' });
    expect(withBase.diagnostics.filter(unknownUrl)).toEqual([]);
    const page = await readFile(join(tmp, 'base-url-out', 'index.html'), 'utf8');
    expect(page).toContain('data-contextual="add-mcp" data-copy-text="npx add-mcp https://docs.example.com/mcp"');
  });

  it('the page menu lists the options as links carrying the page\'s absolute URL', async () => {
    const page = await html('guides/setup/index.html');
    const index = await html('index.html');
    const prompt = encodeURIComponent('Read https://docs.example.com/index.md so I can ask questions about it.');
    expect(index).toContain(`href="https://chatgpt.com/?hints=search&amp;q=${prompt}"`);
    expect(index).toContain(`href="https://claude.ai/new?q=${prompt}"`);
    expect(index).toContain('href="https://ai.example.com/ask?q=Explain+https%3A%2F%2Fdocs.example.com%2F"');
    expect(index).toMatch(/<details class="page-contextual contextual-header"/);
    // The frontmatter's own options, in the table of contents; none on a page that turns it off.
    expect(page).toMatch(/<nav class="toc"[^>]*><details class="page-contextual contextual-toc"/);
    expect([...page.matchAll(/data-contextual="([^"]+)"/g)].map((m) => m[1])).toEqual(['view', 'claude']);
    expect(await html('no-menu/index.html')).not.toContain('page-contextual');
  });

  it("the MCP options name the site's server at <site URL>/mcp: copy buttons, Cursor and VS Code install links, $mcp", async () => {
    const index = await html('index.html');
    const url = 'https://docs.example.com/mcp';
    expect(index).toMatch(/<li hidden data-contextual-js><button type="button" class="contextual-item" data-contextual="mcp" data-copy-text="https:\/\/docs\.example\.com\/mcp"[^>]*>.*?Copy MCP server URL/);
    expect(index).toContain('data-contextual="add-mcp" data-copy-text="npx add-mcp https://docs.example.com/mcp"');
    const config = Buffer.from(JSON.stringify({ url })).toString('base64');
    expect(index).toContain(`href="cursor://anysphere.cursor-deeplink/mcp/install?name=Integrations%20fixture&amp;config=${encodeURIComponent(config)}" data-contextual="cursor"`);
    expect(index).toContain(`href="vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: 'Integrations fixture', type: 'http', url })).replace(/&/g, '&amp;')}" data-contextual="vscode"`);
    expect(index).toContain('href="https://inspector.example.com/connect?server=https%3A%2F%2Fdocs.example.com%2Fmcp"');
    // App links open the editor, not a new tab.
    expect(index).not.toMatch(/data-contextual="cursor" target=/);
  });

  it('download-spec appears on API pages only and links the document, served as JSON', async () => {
    expect(await html('index.html')).not.toContain('data-contextual="download-spec"');
    expect(await html('api-reference/list-plants/index.html')).toContain('href="/openapi.json" data-contextual="download-spec" download');
    expect(JSON.parse(await html('openapi.json')).paths['/plants'].get.summary).toBe('List plants');
  });
});
