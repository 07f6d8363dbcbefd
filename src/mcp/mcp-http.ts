import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** Browser-based MCP clients (inspectors, web IDEs) call from another origin; the tools only read public docs. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, authorization, mcp-session-id, mcp-protocol-version, last-event-id',
  'access-control-expose-headers': 'mcp-session-id, mcp-protocol-version',
};

/**
 * The MCP Streamable HTTP transport at `paths` (e.g. `/mcp`), stateless: every POST gets a new
 * server and transport, answered with plain JSON. Stateless because the docs tools keep no
 * state between calls, and so any number of clients (or processes behind a proxy) can share the
 * endpoint without sticky sessions. GET (the server-to-client stream) is 405, as the spec allows
 * for a server that sends nothing unasked. Resolves true when it answered the request.
 */
export function createMcpHttpHandler(create: () => Server, paths: readonly string[]): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const at = new Set(paths);
  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!at.has(path) && !at.has(path.replace(/\/+$/, ''))) return false;
    for (const [k, v] of Object.entries(CORS)) res.setHeader(k, v);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return true;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST, OPTIONS', 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP endpoint is stateless; POST JSON-RPC messages to it.' }, id: null }));
      return true;
    }
    const server = create();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res);
    } catch (err) {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: `Internal error: ${(err as Error).message}` }, id: null }));
      }
    }
    return true;
  };
}
