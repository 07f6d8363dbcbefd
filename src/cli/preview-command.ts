import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createStaticHandler } from '../dev/static-server.js';
import { siteProxyServers, createPlaygroundProxy } from '../dev/playground-proxy.js';
import { loadSite } from '../site/load-site.js';
import { listen, parsePort } from '../dev/serve-utils.js';
import { createMcpHttpHandler } from '../mcp/mcp-http.js';
import { createSiteMcp } from '../mcp/site-mcp.js';
import { quireVersion } from '../render/package-root.js';
import { resolveSiteLocation } from '../site/site-url.js';
import { withBase } from '../site/base-path.js';
import { colors, EXIT, UsageError, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

export async function runPreview(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const dir = typeof cmd.values.out === 'string' ? resolve(cmd.values.out) : resolve(root, 'dist');
  let port: number;
  try {
    port = parsePort(cmd.values.port, 4173);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const c = colors(io);
  try {
    await stat(resolve(dir, 'index.html'));
  } catch {
    io.stderr(`${c.red('error')} nothing to preview: ${dir} has no built site\n  ${c.dim('hint:')} run "quire build ${cmd.root}" first`);
    return EXIT.userError;
  }
  const files = createStaticHandler(dir);
  // The API playground's proxy forwards only to the servers the site's OpenAPI documents list.
  const { loaded } = await loadSite(root, { exclude: [dir] });
  const servers = loaded ? siteProxyServers(loaded) : [];
  const proxy = servers.length ? createPlaygroundProxy(servers) : undefined;
  // The site's MCP server (docs tools over this built site), where the page menu's MCP options point.
  const mcp = loaded ? await createSiteMcp(loaded, dir, { version: quireVersion() }) : undefined;
  const base = loaded ? resolveSiteLocation(loaded.config, {}).base : '';
  const mcpHandler = mcp?.toolNames.length ? createMcpHttpHandler(mcp.create, ['/mcp', withBase(base, '/mcp')]) : undefined;
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    if (mcpHandler && (await mcpHandler(req, res))) return;
    if (proxy && (await proxy(req, res))) return;
    await files(req, res);
  };
  const { server, port: actual } = await listen(handler, port, cmd.values.host ? '0.0.0.0' : '127.0.0.1');
  if (port !== 0 && actual !== port) io.stderr(c.yellow(`port ${port} is in use; using ${actual}`));
  io.stdout(`${c.green('Previewing')} ${dir} at ${c.cyan(`http://localhost:${actual}/`)}  (Ctrl+C to stop)`);
  if (mcpHandler) io.stdout(`${c.dim('MCP server:')} ${c.cyan(`http://localhost:${actual}${withBase(base, '/mcp')}`)}`);
  await new Promise<void>((res) => {
    process.once('SIGINT', res);
    process.once('SIGTERM', res);
  });
  await new Promise<void>((res) => server.close(() => res()));
  return EXIT.ok;
}
