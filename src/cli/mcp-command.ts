import { resolve } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadSite } from '../site/load-site.js';
import { absoluteUrl, resolveSiteLocation } from '../site/site-url.js';
import { createDocsIndex, type DocsIndex } from '../mcp/docs-index.js';
import { DOCS_TOOL_NAMES } from '../mcp/docs-tools.js';
import { loadBuiltDocs } from '../mcp/load-built-docs.js';
import { createMcpServer } from '../mcp/mcp-server.js';
import { buildMcpTools } from '../mcp/mcp-tools.js';
import { quireVersion } from '../render/package-root.js';
import { colors, EXIT, hasFailures, reportDiagnostics, UsageError, type CliIO } from './cli-context.js';
import { requireDocsRoot } from './docs-root.js';
import type { ParsedCommand } from './main.js';

/**
 * `quire mcp [root] [--out DIR] [--server URL]`: an MCP server on stdin/stdout with the docs
 * tools (`search_docs`, `get_page`, over the built site's Markdown twins) and the site's
 * MCP-enabled operations. stdout belongs to the protocol, so everything else goes to stderr.
 * Resolves when the client closes the connection.
 */
export async function runMcp(cmd: ParsedCommand, io: CliIO): Promise<number> {
  const root = await requireDocsRoot(cmd.root);
  const server = typeof cmd.values.server === 'string' ? cmd.values.server : undefined;
  if (server !== undefined && !/^https?:\/\/[^/]/i.test(server)) throw new UsageError(`--server must be an http(s) URL, got "${server}"`);
  const c = colors(io);
  // As build and preview read it: relative to the working folder.
  const out = typeof cmd.values.out === 'string' ? resolve(cmd.values.out) : resolve(root, 'dist');
  const { loaded, diagnostics } = await loadSite(root, { exclude: [out] });
  if (!loaded || hasFailures(diagnostics, false)) {
    reportDiagnostics(io, diagnostics, { verbose: cmd.values.verbose === true });
    io.stderr(c.red('quire mcp: fix the problems above first.'));
    return EXIT.userError;
  }
  const builtPages = await loadBuiltDocs(out);
  const loc = resolveSiteLocation(loaded.config, {});
  const docs: DocsIndex | undefined = builtPages && createDocsIndex(builtPages, { urlOf: (path) => absoluteUrl(loc, path), base: loc.base });
  let tools = buildMcpTools(loaded.apis.values());
  const shadowed = docs ? tools.filter((t) => DOCS_TOOL_NAMES.has(t.name)) : [];
  if (shadowed.length) {
    tools = tools.filter((t) => !shadowed.includes(t));
    io.stderr(c.yellow(`quire mcp: left out the operation tool${shadowed.length === 1 ? '' : 's'} ${shadowed.map((t) => t.name).join(', ')}: the docs tools have the name`));
  }
  const noDocs = `no built site in ${out} (no page .md files): run quire build first${typeof cmd.values.out === 'string' ? '' : ', or point --out at the built folder'}`;
  if (!docs && tools.length === 0) {
    io.stderr(c.red(`quire mcp: nothing to serve: ${noDocs}.`) + '\nhint: the API operations become tools too with `x-mint: { mcp: { enabled: true } }`.');
    return EXIT.userError;
  }
  if (!docs) io.stderr(c.yellow(`quire mcp: ${noDocs}; serving the API tools only.`));
  const mcp = createMcpServer(tools, { name: loaded.config.name, version: quireVersion(), ...(server ? { server } : {}), ...(docs ? { docs } : {}) });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolveClosed) => {
    mcp.onclose = () => resolveClosed();
    process.stdin.once('end', () => resolveClosed());
  });
  await mcp.connect(transport);
  const names = [...(docs ? DOCS_TOOL_NAMES : []), ...tools.map((t) => t.name)];
  const about = docs ? ` over ${docs.size} page${docs.size === 1 ? '' : 's'} of ${out}` : '';
  io.stderr(`quire mcp: serving ${names.length} tool${names.length === 1 ? '' : 's'} (${names.join(', ')})${about} on stdio`);
  await closed;
  await mcp.close();
  return EXIT.ok;
}
