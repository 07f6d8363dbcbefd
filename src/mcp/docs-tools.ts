import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { closest } from '../shared/did-you-mean.js';
import { pagePath, type DocsIndex } from './docs-index.js';

/** The docs tools, as Mintlify's hosted MCP server offers them: search, then read a page. */
export const DOCS_TOOLS = [
  {
    name: 'search_docs',
    description:
      'Search the documentation. Returns the best-matching pages, ranked, each with its title, path and an excerpt. ' +
      'Read a whole page with get_page and the path.',
    inputSchema: {
      type: 'object' as const,
      properties: {
        query: { type: 'string', description: 'words to look for, e.g. "authentication token"' },
        limit: { type: 'integer', minimum: 1, maximum: 50, description: 'how many results at most (default 10)' },
      },
      required: ['query'],
      additionalProperties: false,
    },
  },
  {
    name: 'get_page',
    description: 'Get one documentation page as Markdown, by the path search_docs returned (e.g. "/quickstart").',
    inputSchema: {
      type: 'object' as const,
      properties: { path: { type: 'string', description: 'the page path, e.g. "/guides/intro" (its .md URL or full URL work too)' } },
      required: ['path'],
      additionalProperties: false,
    },
  },
];

export const DOCS_TOOL_NAMES = new Set(DOCS_TOOLS.map((t) => t.name));

/** Answers a docs tool call; bad arguments and unknown pages are tool errors the model can act on. */
export function callDocsTool(index: DocsIndex, name: string, args: Record<string, unknown>): CallToolResult {
  if (name === 'search_docs') {
    const query = typeof args.query === 'string' ? args.query.trim() : '';
    if (!query) return error('search_docs needs a non-empty "query" string.');
    const limit = args.limit === undefined ? 10 : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) return error('"limit" must be a whole number from 1 to 50.');
    const hits = index.search(query, limit);
    if (hits.length === 0) return { content: [{ type: 'text', text: `No page matches "${query}". Try other or fewer words.` }] };
    const text = hits.map((h, i) => `${i + 1}. ${h.title}\n   path: ${h.path}\n${h.url ? `   url: ${h.url}\n` : ''}   ${h.excerpt}`).join('\n\n');
    return { content: [{ type: 'text', text }] };
  }
  const path = typeof args.path === 'string' ? args.path : '';
  if (!path.trim()) return error('get_page needs a "path" string, e.g. "/quickstart".');
  const page = index.get(path);
  if (!page) {
    const near = closest(pagePath(path), index.paths());
    return error(`No page ${path}.${near ? ` Did you mean ${near}?` : ''} Use search_docs to find pages.`);
  }
  return { content: [{ type: 'text', text: page.markdown }] };
}

function error(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
