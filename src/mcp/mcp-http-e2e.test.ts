import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../build/build-site.js';
import { main } from '../cli/main.js';
import { makeDocs } from '../../test/helpers/temp-docs.js';

/**
 * End to end over HTTP: a small docs site is built, then `quire mcp --http` and `quire preview`
 * run (in this process, on free ports) and the SDK's Streamable HTTP client searches and reads
 * the docs at `/mcp`, as Cursor or VS Code would once installed from the page menu.
 */
const site = {
  'docs.json': {
    theme: 'mint',
    name: 'Widget docs',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/rate-limits'] }] },
  },
  'index.mdx': '---\ntitle: Widget docs\n---\n\nRead the guides.\n',
  'guides/rate-limits.mdx': '---\ntitle: Rate limits\n---\n\nEach token may send 100 requests a minute.\n',
};

let root = '';
const cleanups: (() => Promise<unknown>)[] = [];

/** Starts a long-running command; resolves with its URL (the first http://localhost:N… it prints) and a stop function. */
async function start(...argv: string[]): Promise<{ url: string; printed: () => string; stop: () => Promise<number> }> {
  let printed = '';
  let found: (url: string) => void;
  const url = new Promise<string>((res) => (found = res));
  const watch = (t: string) => {
    printed += `${t}\n`;
    const m = /http:\/\/localhost:\d+\/\S*/.exec(printed);
    if (m) found(m[0]);
  };
  const done = main(argv, { stdout: watch, stderr: watch, color: false });
  const first = await Promise.race([url, done.then((code) => `exited ${code}: ${printed}`)]);
  if (!first.startsWith('http')) throw new Error(first);
  // The commands stop on SIGTERM, as on Ctrl+C.
  const stop = () => {
    process.emit('SIGTERM');
    return done;
  };
  return { url: first, printed: () => printed, stop };
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: 'quire-http-e2e', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  cleanups.unshift(() => client.close());
  return client;
}

const text = (r: any) => (r.content as { text: string }[]).map((c) => c.text).join('\n');

beforeAll(async () => {
  const docs = await makeDocs(site);
  cleanups.push(docs.cleanup);
  root = docs.root;
  expect((await buildSite({ root, out: join(root, 'dist'), search: false })).ok).toBe(true);
}, 120_000);
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('quire mcp --http', () => {
  it('serves search_docs and get_page at /mcp to an MCP client; other paths and GET are refused', async () => {
    const server = await start('mcp', root, '--http', '--port', '0');
    expect(server.url).toMatch(/^http:\/\/localhost:\d+\/mcp$/);
    expect(server.printed()).toContain('serving 2 tools (search_docs, get_page) over 2 pages of');
    const client = await connect(server.url);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['search_docs', 'get_page']);
    const found = await client.callTool({ name: 'search_docs', arguments: { query: 'token requests' } });
    expect(text(found)).toBe('1. Rate limits\n   path: /guides/rate-limits\n   Each token may send 100 requests a minute.');
    expect(text(await client.callTool({ name: 'get_page', arguments: { path: '/guides/rate-limits' } }))).toContain('# Rate limits');
    // A second client on the same stateless endpoint works alongside the first.
    const other = await connect(server.url);
    expect((await other.listTools()).tools).toHaveLength(2);

    const get = await fetch(server.url);
    expect(get.status).toBe(405);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(server.url.replace(/\/mcp$/, '/other'), { method: 'POST' })).status).toBe(404);
    expect(await server.stop()).toBe(0);
  });

  it('--port without --http is a usage error', async () => {
    let err = '';
    const code = await main(['mcp', root, '--port', '4000'], { stdout: () => {}, stderr: (t) => (err += t), color: false });
    expect(code).toBe(2);
    expect(err).toContain('--port and --host go with --http');
  });
});

describe('quire preview', () => {
  it('serves the site and its MCP server at /mcp', async () => {
    const preview = await start('preview', root, '--port', '0');
    const page = await fetch(new URL('/guides/rate-limits', preview.url));
    expect(await page.text()).toContain('Rate limits');
    expect(preview.printed()).toMatch(/MCP server: http:\/\/localhost:\d+\/mcp/);
    const client = await connect(new URL('/mcp', preview.url).href);
    const found = await client.callTool({ name: 'search_docs', arguments: { query: 'rate limits' } });
    expect(text(found).split('\n')[0]).toBe('1. Rate limits');
    expect(await preview.stop()).toBe(0);
  });
});
