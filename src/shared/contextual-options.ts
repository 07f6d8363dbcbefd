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
  /** MCP options: what they do with the site's MCP server URL (`<site URL>/mcp`). */
  mcp?: 'copy-url' | 'copy-command' | 'install';
  /** MCP install options: the editor's name, for "Connect to {name}". */
  editor?: string;
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
  mcp: { mcp: 'copy-url', title: 'Copy MCP server URL', description: 'Copy the MCP server URL to the clipboard', icon: 'plug' },
  'add-mcp': { mcp: 'copy-command', title: 'Copy MCP install command', description: 'Copy the npx add-mcp command that installs the MCP server', icon: 'terminal' },
  cursor: { mcp: 'install', editor: 'Cursor', title: 'Connect to Cursor', description: 'Install the MCP server in Cursor', icon: 'arrow-pointer' },
  vscode: { mcp: 'install', editor: 'VS Code', title: 'Connect to VS Code', description: 'Install the MCP server in VS Code', icon: 'code' },
  'download-pdf': { title: 'Download PDF', description: 'Print this page or save it as PDF', icon: 'file-pdf' },
  'download-spec': { title: 'Download API spec', description: 'The OpenAPI document of this page', icon: 'file-code' },
};

/** Documented options Quire does not offer, with why. */
export const UNSUPPORTED_OPTIONS: Readonly<Record<string, string>> = {
  assistant: 'Quire has no AI assistant',
  'devin-mcp': 'Devin has no documented install link for an MCP server; add a custom option with $mcp',
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

/**
 * Why the MCP options (and `$mcp` in custom options) cannot be shown, when the site's URL is
 * unknown: the server they install is `<site URL>/mcp` (`quire preview`, or `quire mcp --http`
 * behind the host's proxy; docs/deploy.md).
 */
export const MCP_NEEDS_SITE_URL =
  "the MCP options install the site's MCP server at <site URL>/mcp, and the site's URL is unknown: set seo.metatags.canonical (or build with --base-url); until then the option is left out";

/** The site's MCP server URL, from its public URL with the base path: `https://docs.example.com/docs` → `…/docs/mcp`. */
export function mcpServerUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/mcp`;
}

/** What `add-mcp` copies: the command that installs the server in the reader's agents. */
export function addMcpCommand(url: string): string {
  return `npx add-mcp ${url}`;
}

/** UTF-8 safe base64, in the browser and in Node (both have `btoa`). */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Cursor's MCP install deep link: the server's name and its config (`{ url }`) as base64 JSON. */
export function cursorInstallHref(name: string, url: string): string {
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(base64(JSON.stringify({ url })))}`;
}

/** VS Code's MCP install link: the server's definition as URL-encoded JSON. */
export function vscodeInstallHref(name: string, url: string): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name, type: 'http', url }))}`;
}
