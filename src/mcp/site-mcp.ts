import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { LoadedSite } from '../site/load-site.js';
import { absoluteUrl, resolveSiteLocation } from '../site/site-url.js';
import { createDocsIndex, type DocsIndex } from './docs-index.js';
import { DOCS_TOOL_NAMES } from './docs-tools.js';
import { loadBuiltDocs } from './load-built-docs.js';
import { createMcpServer } from './mcp-server.js';
import { buildMcpTools } from './mcp-tools.js';

/** A docs site's MCP server, ready to be connected to any number of transports. */
export interface SiteMcp {
  /** A new server with every tool; one per connection (stdio) or per request (stateless HTTP). */
  create(): Server;
  /** The tools it offers, docs tools first. */
  toolNames: string[];
  /** Pages the docs tools serve (0 without a built site). */
  pages: number;
  /** Operation tools left out because a docs tool has their name. */
  shadowed: string[];
}

/**
 * The MCP server of a loaded site: the docs tools over the built site in `out` (its Markdown
 * twins) and the site's MCP-enabled operations. `quire mcp` (stdio or HTTP) and `quire
 * preview` (at `/mcp`) share it, so every transport offers the same tools. Undefined `docs`
 * means `out` holds no built site.
 */
export async function createSiteMcp(loaded: LoadedSite, out: string, opts: { version: string; server?: string }): Promise<SiteMcp> {
  const builtPages = await loadBuiltDocs(out);
  const loc = resolveSiteLocation(loaded.config, {});
  const docs: DocsIndex | undefined = builtPages && createDocsIndex(builtPages, { urlOf: (path) => absoluteUrl(loc, path), base: loc.base });
  let tools = buildMcpTools(loaded.apis.values());
  const shadowed = docs ? tools.filter((t) => DOCS_TOOL_NAMES.has(t.name)) : [];
  if (shadowed.length) tools = tools.filter((t) => !shadowed.includes(t));
  const options = { name: loaded.config.name, version: opts.version, ...(opts.server ? { server: opts.server } : {}), ...(docs ? { docs } : {}) };
  return {
    create: () => createMcpServer(tools, options),
    toolNames: [...(docs ? DOCS_TOOL_NAMES : []), ...tools.map((t) => t.name)],
    pages: docs?.size ?? 0,
    shadowed: shadowed.map((t) => t.name),
  };
}
