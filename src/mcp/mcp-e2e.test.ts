import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocs } from '../../test/helpers/temp-docs.js';

/**
 * End to end: `quire mock` serves the Agent Jobs API on a loopback port; the compiled CLI
 * (`node bin/quire.js mcp`) runs as a child process speaking MCP over stdio to the SDK client
 * and calls the mock.
 */
const repo = join(import.meta.dirname, '../..');
const spec = join(repo, 'example-site/openapi/agent-jobs.yaml');
const cleanups: (() => Promise<unknown>)[] = [];
let client: Client;
let stderr = '';
let mockLog = '';
/** Requests the mock has answered (it logs one line per request). */
const mockRequests = () => mockLog.split('\n').filter((l) => l.includes(' → '));
/**
 * The mock logs a request after it has answered it, and its stdout reaches this process on
 * its own schedule: the tool's result can arrive before the log line does. Wait for it.
 */
async function waitForRequests(count: number, timeoutMs = 5_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  while (mockRequests().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return mockRequests();
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

beforeAll(async () => {
  // The compiled CLI is tested, as users run it. `npm test` compiles lib/ before Vitest runs;
  // rebuilding here would rewrite lib/ under other tests running in parallel.
  if (!existsSync(join(repo, 'lib/src/cli/mcp-command.js'))) await promisify(execFile)('npm', ['run', 'build:lib'], { cwd: repo });
  expect(existsSync(join(repo, 'lib/src/cli/mcp-command.js')), 'npm run build:lib did not emit the CLI').toBe(true);

  const port = await freePort();
  const mock = spawn(process.execPath, [join(repo, 'bin/quire.js'), 'mock', spec, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
  cleanups.push(async () => {
    mock.kill('SIGTERM');
    await new Promise((r) => (mock.exitCode !== null ? r(null) : mock.once('exit', r)));
  });
  let mockErr = '';
  mock.stderr.on('data', (d) => (mockErr += String(d)));
  await new Promise<void>((resolve, reject) => {
    mock.stdout.on('data', (d) => {
      mockLog += String(d);
      if (mockLog.includes('Mocking')) resolve();
    });
    mock.once('exit', (code) => reject(new Error(`quire mock exited with ${code}: ${mockErr}`)));
  });
  const server = `http://127.0.0.1:${port}/v1`;

  const docs = await makeDocs({
    'docs.json': { theme: 'mint', name: 'Agent docs', colors: { primary: '#0D9373' }, navigation: { tabs: [{ tab: 'API', openapi: 'openapi/agent-jobs.yaml' }] } },
  });
  cleanups.push(docs.cleanup);
  await mkdir(join(docs.root, 'openapi'));
  await copyFile(spec, join(docs.root, 'openapi/agent-jobs.yaml'));

  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(repo, 'bin/quire.js'), 'mcp', docs.root, '--server', server],
    env: { PATH: process.env.PATH ?? '', QUIRE_AUTH_BEARER: 'test-token' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (d) => (stderr += String(d)));
  client = new Client({ name: 'quire-e2e', version: '1' });
  await client.connect(transport);
  cleanups.unshift(() => client.close());
}, 240_000);
afterAll(async () => {
  for (const c of cleanups) await c();
});

const text = (r: any) => (r.content as { text: string }[]).map((c) => c.text).join('\n');

describe('quire mcp (compiled CLI over stdio)', () => {
  it('lists the two MCP-enabled Agent Jobs operations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['listAgentJobs', 'getAgentJob']);
    expect(tools[1]!.inputSchema.required).toEqual(['domain', 'id']);
    expect(stderr).toContain('serving 2 tools');
  });

  it('calls getAgentJob and returns the mocked Session (the mock checks the bearer token)', async () => {
    const before = mockRequests().length;
    const r = await client.callTool({ name: 'getAgentJob', arguments: { domain: 'acme', id: 'sess_01HZX4J8QK3V5N7M2P9R6T8W0Y' } });
    expect(r.isError, text(r)).toBeFalsy();
    const [head, body] = text(r).split('\n\n', 2);
    expect(head).toBe('HTTP 200 OK');
    const session = JSON.parse(body!);
    expect(Object.keys(session)).toEqual(
      expect.arrayContaining(['sessionId', 'subdomain', 'branch', 'haulted', 'haultReason', 'pullRequestLink', 'messageToUser', 'todos', 'createdAt']),
    );
    expect(['completed', 'github_missconfigured', 'error']).toContain(session.haultReason);
    expect((await waitForRequests(before + 1)).at(-1)).toContain('GET /v1/agent/acme/job/sess_01HZX4J8QK3V5N7M2P9R6T8W0Y → 200');
  });

  it('rejects invalid input without sending a request', async () => {
    // The previous test's request is logged by now (it waited for it), so the count is settled.
    const before = mockRequests().length;
    const r = await client.callTool({ name: 'getAgentJob', arguments: { domain: 'acme' } });
    expect(r.isError).toBe(true);
    expect(text(r)).toBe("Invalid input for tool getAgentJob: input must have required property 'id'");
    await new Promise((r) => setTimeout(r, 200));
    expect(mockRequests().length).toBe(before);
  });
});
