/**
 * The page menu's built-in options (docs.json `contextual.options`), as Mintlify documents them.
 * Shared by the renderer (which writes each option as a link that works without JavaScript) and
 * the browser (which completes the AI links with the page's own URL when the site's URL is not
 * known at build time).
 */

export interface BuiltinOption {
  title: string;
  description: string;
  /** An icon name `<Icon>` draws. */
  icon: string;
  /** AI tools: the URL that starts a conversation, to which the encoded prompt is appended. */
  ask?: string;
  /** AI tools: the product's name, for the page's language's "Open in {name}". */
  tool?: string;
}

export const BUILTIN_OPTIONS: Readonly<Record<string, BuiltinOption>> = {
  copy: { title: 'Copy page', description: 'Copy this page as Markdown for LLMs', icon: 'copy' },
  view: { title: 'View as Markdown', description: 'View this page as plain text', icon: 'markdown' },
  chatgpt: { tool: 'ChatGPT', title: 'Open in ChatGPT', description: 'Ask questions about this page', icon: 'openai', ask: 'https://chatgpt.com/?hints=search&q=' },
  claude: { tool: 'Claude', title: 'Open in Claude', description: 'Ask questions about this page', icon: 'claude', ask: 'https://claude.ai/new?q=' },
  perplexity: { tool: 'Perplexity', title: 'Open in Perplexity', description: 'Ask questions about this page', icon: 'magnifying-glass', ask: 'https://www.perplexity.ai/search/new?q=' },
  grok: { tool: 'Grok', title: 'Open in Grok', description: 'Ask questions about this page', icon: 'x-twitter', ask: 'https://grok.com/?q=' },
  aistudio: { tool: 'Google AI Studio', title: 'Open in Google AI Studio', description: 'Ask questions about this page', icon: 'google', ask: 'https://aistudio.google.com/prompts/new_chat?prompt=' },
  devin: { tool: 'Devin', title: 'Open in Devin', description: 'Start a Devin session about this page', icon: 'robot', ask: 'https://app.devin.ai/?prompt=' },
  'download-pdf': { title: 'Download PDF', description: 'Print this page or save it as PDF', icon: 'file-pdf' },
  'download-spec': { title: 'Download API spec', description: 'The OpenAPI document of this page', icon: 'file-code' },
};

/**
 * Documented options Quire does not offer, with why. The MCP ones install a *hosted* MCP
 * server by URL; Quire's `quire mcp` serves over stdio and a static host serves none.
 */
export const UNSUPPORTED_OPTIONS: Readonly<Record<string, string>> = {
  assistant: 'Quire has no AI assistant',
  mcp: 'Quire hosts no MCP server (quire mcp serves stdio); add a custom option linking yours',
  'add-mcp': 'Quire hosts no MCP server (quire mcp serves stdio); add a custom option linking yours',
  cursor: 'Quire hosts no MCP server to install in Cursor; add a custom option with your server\'s install link',
  vscode: 'Quire hosts no MCP server to install in VS Code; add a custom option with your server\'s install link',
  'devin-mcp': 'Quire hosts no MCP server to install in Devin',
  'devin-desktop': 'opening the Devin Desktop app needs its install; add a custom option with its link',
  windsurf: 'opening Windsurf needs its app; add a custom option with its link',
};

/** The prompt the AI options send: the page's Markdown twin, which tools read best. */
export function askPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** The link of an AI option for a page whose Markdown twin is at `markdownUrl` (absolute). */
export function askHref(option: BuiltinOption, markdownUrl: string): string | undefined {
  return option.ask && option.ask + encodeURIComponent(askPrompt(markdownUrl));
}
