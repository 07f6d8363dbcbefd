import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../build/build-site.js';
import { makeDocs } from '../../test/helpers/temp-docs.js';
import { runCli } from '../../test/helpers/run-cli.js';

/**
 * End to end: a small docs site is built, then the compiled CLI (`node bin/quire.js mcp`) runs
 * as a child process speaking MCP over stdio to the SDK client, serving the docs tools over
 * the built pages.
 */
const repo = join(import.meta.dirname, '../..');
const cleanups: (() => Promise<unknown>)[] = [];
let client: Client;
let stderr = '';
let root = '';

const site = {
  'docs.json': {
    theme: 'mint',
    name: 'Widget docs',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'install', 'guides/rate-limits'] }] },
  },
  'index.mdx': '---\ntitle: Widget docs\ndescription: Everything about widgets.\n---\n\nRead [Install](/install) first.\n',
  'install.mdx': '---\ntitle: Install the widget CLI\n---\n\n## With npm\n\n```bash\nnpm install widget-cli\n```\n\n## Configure\n\nSet `WIDGET_TOKEN` in your shell.\n',
  'guides/rate-limits.mdx': '---\ntitle: Rate limits\n---\n\nEach token may send 100 requests a minute. Past that, the API answers 429 with a `Retry-After` header.\n',
};

beforeAll(async () => {
  // The compiled CLI is tested, as users run it (see mcp-e2e.test.ts on lib/).
  if (!existsSync(join(repo, 'lib/src/mcp/docs-index.js'))) await promisify(execFile)('npm', ['run', 'build:lib'], { cwd: repo });
  const docs = await makeDocs(site);
  cleanups.push(docs.cleanup);
  root = docs.root;
  const built = await buildSite({ root, out: join(root, 'dist'), search: false });
  expect(built.ok).toBe(true);

  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(repo, 'bin/quire.js'), 'mcp', root],
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (d) => (stderr += String(d)));
  client = new Client({ name: 'quire-docs-e2e', version: '1' });
  await client.connect(transport);
  cleanups.unshift(() => client.close());
}, 240_000);
afterAll(async () => {
  for (const c of cleanups) await c();
});

const text = (r: any) => (r.content as { text: string }[]).map((c) => c.text).join('\n');

describe('quire mcp docs tools (compiled CLI over stdio)', () => {
  it('lists search_docs and get_page for a site without MCP-enabled operations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['search_docs', 'get_page']);
    expect(tools[0]!.inputSchema.required).toEqual(['query']);
    expect(stderr).toContain(`serving 2 tools (search_docs, get_page) over 3 pages of ${join(root, 'dist')} on stdio`);
  });

  it('search_docs ranks the pages that match, with title, path and excerpt', async () => {
    const r = await client.callTool({ name: 'search_docs', arguments: { query: 'token requests' } });
    expect(r.isError).toBeFalsy();
    expect(text(r)).toBe('1. Rate limits\n   path: /guides/rate-limits\n   Each token may send 100 requests a minute. Past that, the API answers 429 with a `Retry-After` header.');
    const install = await client.callTool({ name: 'search_docs', arguments: { query: 'install' } });
    // The page titled so comes before the home page that links it.
    expect(text(install).split('\n')[0]).toBe('1. Install the widget CLI');
    expect(text(install)).toContain('path: /');
  });

  it("get_page returns the page's Markdown twin; an unknown path is a tool error with a suggestion", async () => {
    const page = await client.callTool({ name: 'get_page', arguments: { path: '/install' } });
    expect(text(page)).toContain('# Install the widget CLI');
    expect(text(page)).toContain('```bash\nnpm install widget-cli\n```');
    const missing = await client.callTool({ name: 'get_page', arguments: { path: '/instal' } });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toBe('No page /instal. Did you mean /install? Use search_docs to find pages.');
  });

  it('says to build first when there is no built site, with exit 1', async () => {
    const r = await runCli('mcp', root, '--out', join(root, 'nowhere'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`quire mcp: nothing to serve: no built site in ${join(root, 'nowhere')} (no page .md files): run quire build first.`);
  });
});
