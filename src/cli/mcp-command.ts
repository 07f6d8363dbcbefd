import { resolve } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadSite } from '../site/load-site.js';
import { resolveSiteLocation } from '../site/site-url.js';
import { withBase } from '../site/base-path.js';
import { createMcpHttpHandler } from '../mcp/mcp-http.js';
import { createSiteMcp } from '../mcp/site-mcp.js';
import { listen, parsePort } from '../dev/serve-utils.js';
import { quireVersion } from '../render/package-root.js';
import { colors, EXIT, hasFailures, reportDiagnostics, UsageError, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

/**
 * `quire mcp [root] [--out DIR] [--server URL] [--http [--port N] [--host]]`: an MCP server with
 * the docs tools (`search_docs`, `get_page`, over the built site's Markdown twins) and the site's
 * MCP-enabled operations, on stdin/stdout or, with `--http`, over Streamable HTTP at `/mcp`.
 * On stdio, stdout belongs to the protocol, so everything else goes to stderr. Resolves when the
 * client closes the connection (stdio) or on Ctrl+C (HTTP).
 */
export async function runMcp(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const server = typeof cmd.values.server === 'string' ? cmd.values.server : undefined;
  if (server !== undefined && !/^https?:\/\/[^/]/i.test(server)) throw new UsageError(`--server must be an http(s) URL, got "${server}"`);
  const http = cmd.values.http === true;
  if (!http && (cmd.values.port !== undefined || cmd.values.host === true)) throw new UsageError('--port and --host go with --http (stdio needs no port)');
  let port = 0;
  if (http) {
    try {
      port = parsePort(cmd.values.port, 3333);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  }
  const c = colors(io);
  // As build and preview read it: relative to the working folder.
  const out = typeof cmd.values.out === 'string' ? resolve(cmd.values.out) : resolve(root, 'dist');
  const { loaded, diagnostics } = await loadSite(root, { exclude: [out] });
  if (!loaded || hasFailures(diagnostics, false)) {
    reportDiagnostics(io, diagnostics, { verbose: cmd.values.verbose === true });
    io.stderr(c.red('quire mcp: fix the problems above first.'));
    return EXIT.userError;
  }
  const mcp = await createSiteMcp(loaded, out, { version: quireVersion(), ...(server ? { server } : {}) });
  if (mcp.shadowed.length) {
    const n = mcp.shadowed.length;
    io.stderr(c.yellow(`quire mcp: left out the operation tool${n === 1 ? '' : 's'} ${mcp.shadowed.join(', ')}: the docs tools have the name`));
  }
  const noDocs = `no built site in ${out} (no page .md files): run quire build first${typeof cmd.values.out === 'string' ? '' : ', or point --out at the built folder'}`;
  if (mcp.toolNames.length === 0) {
    io.stderr(c.red(`quire mcp: nothing to serve: ${noDocs}.`) + '\nhint: the API operations become tools too with `x-mint: { mcp: { enabled: true } }`.');
    return EXIT.userError;
  }
  if (mcp.pages === 0) io.stderr(c.yellow(`quire mcp: ${noDocs}; serving the API tools only.`));
  const n = mcp.toolNames.length;
  const about = `serving ${n} tool${n === 1 ? '' : 's'} (${mcp.toolNames.join(', ')})${mcp.pages ? ` over ${mcp.pages} page${mcp.pages === 1 ? '' : 's'} of ${out}` : ''}`;

  if (http) {
    // At `/mcp` and under the site's base path, where `<site URL>/mcp` points once proxied.
    const base = resolveSiteLocation(loaded.config, {}).base;
    const handler = createMcpHttpHandler(mcp.create, ['/mcp', withBase(base, '/mcp')]);
    const listening = await listen(
      async (req, res) => {
        if (!(await handler(req, res))) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the MCP endpoint is /mcp\n');
      },
      port,
      cmd.values.host ? '0.0.0.0' : '127.0.0.1',
    );
    if (port !== 0 && listening.port !== port) io.stderr(c.yellow(`port ${port} is in use; using ${listening.port}`));
    io.stderr(`quire mcp: ${about} at http://localhost:${listening.port}/mcp  (Ctrl+C to stop)`);
    await new Promise<void>((res) => {
      process.once('SIGINT', res);
      process.once('SIGTERM', res);
    });
    await new Promise<void>((res) => listening.server.close(() => res()));
    return EXIT.ok;
  }

  const stdio = mcp.create();
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolveClosed) => {
    stdio.onclose = () => resolveClosed();
    process.stdin.once('end', () => resolveClosed());
  });
  await stdio.connect(transport);
  io.stderr(`quire mcp: ${about} on stdio`);
  await closed;
  await stdio.close();
  return EXIT.ok;
}
