import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadSite } from '../site/load-site.js';
import { createMcpServer } from '../mcp/mcp-server.js';
import { buildMcpTools } from '../mcp/mcp-tools.js';
import { quireVersion } from '../render/package-root.js';
import { colors, EXIT, hasFailures, reportDiagnostics, UsageError, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

/**
 * `quire mcp [root] [--server URL]`: an MCP server on stdin/stdout exposing the site's
 * MCP-enabled operations. stdout belongs to the protocol, so everything else goes to stderr.
 * Resolves when the client closes the connection.
 */
export async function runMcp(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const server = typeof cmd.values.server === 'string' ? cmd.values.server : undefined;
  if (server !== undefined && !/^https?:\/\/[^/]/i.test(server)) throw new UsageError(`--server must be an http(s) URL, got "${server}"`);
  const c = colors(io);
  const { loaded, diagnostics } = await loadSite(root);
  if (!loaded || hasFailures(diagnostics, false)) {
    reportDiagnostics(io, diagnostics, { verbose: cmd.values.verbose === true });
    io.stderr(c.red('quire mcp: fix the problems above first.'));
    return EXIT.userError;
  }
  const tools = buildMcpTools(loaded.apis.values());
  if (tools.length === 0) {
    io.stderr(c.red('quire mcp: no operation has MCP enabled.') + '\nhint: add `x-mint: { mcp: { enabled: true } }` to the operations to expose.');
    return EXIT.userError;
  }
  const mcp = createMcpServer(tools, { name: loaded.config.name, version: quireVersion(), ...(server ? { server } : {}) });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    mcp.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await mcp.connect(transport);
  io.stderr(`quire mcp: serving ${tools.length} tool${tools.length === 1 ? '' : 's'} (${tools.map((t) => t.name).join(', ')}) on stdio`);
  await closed;
  await mcp.close();
  return EXIT.ok;
}
