import type { ApiIndex } from '../openapi/api-index.js';
import { buildMcpTools, mcpManifest } from '../mcp/mcp-tools.js';

/**
 * Writes `mcp.json` (the MCP tools of the site's MCP-enabled operations) through the build's
 * output writer; writes nothing when no operation has `mcp.enabled`.
 */
export async function writeMcpJson(
  output: { write: (file: string, content: string) => Promise<unknown> },
  apis: ReadonlyMap<string, ApiIndex>,
  siteName?: string,
): Promise<boolean> {
  const manifest = mcpManifest(buildMcpTools(apis.values()), siteName);
  if (!manifest) return false;
  await output.write('mcp.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return true;
}
