import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { callOperation, CallError, type CallOptions } from './call-operation.js';
import type { McpTool } from './mcp-tools.js';
import { createInputValidators } from './validate-tool-input.js';
import type { DocsIndex } from './docs-index.js';
import { callDocsTool, DOCS_TOOL_NAMES, DOCS_TOOLS } from './docs-tools.js';

export interface McpServerOptions extends CallOptions {
  name?: string;
  version: string;
  /** The built site's pages: adds the `search_docs` and `get_page` tools. */
  docs?: DocsIndex;
}

/**
 * An MCP server exposing `tools`. A call is validated against the tool's input schema first;
 * invalid input, an unreachable server or an HTTP error status come back as a tool result with
 * `isError: true` (so the model can correct itself), an unknown tool name as a protocol error.
 */
export function createMcpServer(tools: McpTool[], options: McpServerOptions): Server {
  const server = new Server({ name: options.name ?? 'quire', version: options.version }, { capabilities: { tools: {} } });
  const byName = new Map(tools.map((t) => [t.name, t]));
  const checks = createInputValidators(tools);

  const { docs } = options;

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...(docs ? DOCS_TOOLS : []), ...tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema }))],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    // The docs tools come first: `quire mcp` leaves out an operation named like one, and says so.
    if (docs && DOCS_TOOL_NAMES.has(request.params.name)) return callDocsTool(docs, request.params.name, request.params.arguments ?? {});
    const tool = byName.get(request.params.name);
    if (!tool) {
      const names = [...(docs ? DOCS_TOOL_NAMES : []), ...byName.keys()];
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${request.params.name}; available: ${names.join(', ')}`);
    }
    const checked = checks.get(tool.name)!(request.params.arguments ?? {});
    if (!checked.ok) return errorResult(checked.message);
    try {
      const res = await callOperation(tool, checked.args, options);
      const head = `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`;
      return {
        content: [{ type: 'text', text: res.body ? `${head}\n\n${res.body}` : head }],
        ...(res.status >= 400 ? { isError: true } : {}),
      };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      if (err instanceof CallError) return errorResult(e.message);
      const why = e.name === 'TimeoutError' ? 'no answer in time' : (e.cause?.code ?? e.message);
      return errorResult(`Request ${tool.operation.method} ${tool.operation.path} failed: ${why}`);
    }
  });
  return server;
}

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
