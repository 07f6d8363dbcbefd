import { describe, expect, it } from 'vitest';
import { uiMessages } from '../shared/ui-messages/index.js';
import { contextualMenu, specDownloadUrl } from './contextual-menu.js';

const page = { path: '/guides/intro', markdownUrl: '/guides/intro.md', absoluteMarkdownUrl: 'https://docs.example.com/guides/intro.md' };
const hrefs = (options: unknown[], p: Parameters<typeof contextualMenu>[1] = page) =>
  Object.fromEntries((contextualMenu({ options }, p)?.items ?? []).map((i) => [i.id === 'custom' ? i.title : i.id, i.href]));

describe('the page menu', () => {
  it('titles and describes the built-in options in the page\'s language, English by default', () => {
    const items = (messages?: ReturnType<typeof uiMessages>) =>
      contextualMenu({ options: ['copy', 'chatgpt', 'devin', 'download-pdf'] }, { ...page, ...(messages && { messages }) })!.items.map((i) => `${i.title} — ${i.description}`);
    expect(items()).toEqual([
      'Copy page — Copy this page as Markdown for LLMs',
      'Open in ChatGPT — Ask questions about this page',
      'Open in Devin — Start a Devin session about this page',
      'Download PDF — Print this page or save it as PDF',
    ]);
    expect(items(uiMessages('fr'))).toEqual([
      'Copier la page — Copier cette page en Markdown pour les LLM',
      'Ouvrir dans ChatGPT — Poser des questions sur cette page',
      'Ouvrir dans Devin — Démarrer une session Devin sur cette page',
      'Télécharger le PDF — Imprimer cette page ou l’enregistrer en PDF',
    ]);
  });

  it('AI options open the tool with a prompt naming the page\'s Markdown twin, URL-encoded', () => {
    const prompt = encodeURIComponent('Read https://docs.example.com/guides/intro.md so I can ask questions about it.');
    expect(hrefs(['chatgpt', 'claude', 'perplexity', 'grok', 'aistudio', 'devin'])).toEqual({
      chatgpt: `https://chatgpt.com/?hints=search&q=${prompt}`,
      claude: `https://claude.ai/new?q=${prompt}`,
      perplexity: `https://www.perplexity.ai/search/new?q=${prompt}`,
      grok: `https://grok.com/?q=${prompt}`,
      aistudio: `https://aistudio.google.com/prompts/new_chat?prompt=${prompt}`,
      devin: `https://app.devin.ai/?prompt=${prompt}`,
    });
  });

  it('without the site URL, the prompt names the path and the browser is told to complete it', () => {
    const { absoluteMarkdownUrl: _, ...relative } = page;
    const item = contextualMenu({ options: ['claude'] }, relative)!.items[0]!;
    expect(item.href).toBe(`https://claude.ai/new?q=${encodeURIComponent('Read /guides/intro.md so I can ask questions about it.')}`);
    expect(item.ask).toBe('https://claude.ai/new?q=');
  });

  it('copy and download-pdf are actions, view links the twin, download-spec only on API pages', () => {
    expect(hrefs(['copy', 'view', 'download-pdf', 'download-spec'])).toEqual({ copy: undefined, view: '/guides/intro.md', 'download-pdf': undefined });
    expect(hrefs(['download-spec'], { ...page, specUrl: '/openapi.json' })).toEqual({ 'download-spec': '/openapi.json' });
    expect(specDownloadUrl('specs/api.yaml')).toBe('/specs/api.json');
    expect(specDownloadUrl('https://x.dev/openapi.yaml')).toBe('https://x.dev/openapi.yaml');
  });

  it('custom options: a string href, query values with $path, $page for the browser, unsafe hrefs and $mcp left out', () => {
    const options = [
      { title: 'Feature', description: 'Ask', icon: 'plus', href: 'https://github.com/o/r/discussions' },
      { title: 'Ask', icon: 'x', href: { base: 'https://ai.example.com/ask', query: [{ key: 'q', value: 'Explain https://docs.example.com$path' }] } },
      { title: 'Share', href: { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: 'Read: $page' }] } },
      { title: 'Bad', href: 'javascript:alert(1)' },
      { title: 'MCP', href: { base: 'https://mcp.example.com', query: [{ key: 'u', value: '$mcp' }] } },
      { description: 'no title', href: 'https://a.dev' },
    ];
    const menu = contextualMenu({ options }, page)!;
    expect(menu.items.map((i) => i.title)).toEqual(['Feature', 'Ask', 'Share']);
    expect(menu.items[1]!.href).toBe('https://ai.example.com/ask?q=Explain+https%3A%2F%2Fdocs.example.com%2Fguides%2Fintro');
    // Without JavaScript `$page` is the twin's URL; the browser swaps in the page's Markdown.
    expect(menu.items[2]!.href).toBe('https://x.com/intent/tweet?text=Read%3A+https%3A%2F%2Fdocs.example.com%2Fguides%2Fintro.md');
    expect(menu.items[2]!.pageTemplate).toBe('https://x.com/intent/tweet?text=Read%3A+%24page');
    expect(menu.items[0]).toMatchObject({ external: true, icon: 'plus', description: 'Ask' });
  });

  it('display, defaults and the page\'s frontmatter', () => {
    expect(contextualMenu(undefined, page)!.items.map((i) => i.id)).toEqual(['copy', 'view']);
    expect(contextualMenu({ options: ['copy'], display: 'toc' }, page)!.display).toBe('toc');
    expect(contextualMenu({ options: ['copy'] }, page)!.display).toBe('header');
    expect(contextualMenu({ options: ['copy'] }, { ...page, frontmatter: false })).toBeUndefined();
    expect(contextualMenu({ options: ['copy'] }, { ...page, frontmatter: ['claude'] })!.items.map((i) => i.id)).toEqual(['claude']);
    const own = contextualMenu({ options: ['copy'] }, { ...page, frontmatter: { display: 'toc' } })!;
    expect([own.display, own.items.map((i) => i.id)]).toEqual(['toc', ['copy']]);
    // Only unsupported options: no menu at all.
    expect(contextualMenu({ options: ['mcp', 'assistant'] }, page)).toBeUndefined();
  });

  it("MCP options: copy the server URL or the add-mcp command, install links for Cursor and VS Code, $mcp in custom hrefs", () => {
    const url = 'https://docs.example.com/mcp';
    const withMcp = { ...page, mcp: { url, name: 'Acme Docs' } };
    const custom = { title: 'Inspect', href: { base: 'https://inspector.dev/connect', query: [{ key: 'server', value: '$mcp' }] } };
    const menu = contextualMenu({ options: ['mcp', 'add-mcp', 'cursor', 'vscode', custom] }, withMcp)!;
    expect(menu.items.map((i) => [i.title, i.description])).toEqual([
      ['Copy MCP server URL', 'Copy the MCP server URL to the clipboard'],
      ['Copy MCP install command', 'Copy the command that installs the MCP server'],
      ['Connect to Cursor', 'Install the MCP server in Cursor'],
      ['Connect to VS Code', 'Install the MCP server in VS Code'],
      ['Inspect', undefined],
    ]);
    expect(menu.items[0]!.copyText).toBe(url);
    expect(menu.items[1]!.copyText).toBe('npx add-mcp https://docs.example.com/mcp');
    const cursor = new URL(menu.items[2]!.href!);
    expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe('cursor://anysphere.cursor-deeplink/mcp/install');
    expect(cursor.searchParams.get('name')).toBe('Acme Docs');
    expect(JSON.parse(Buffer.from(cursor.searchParams.get('config')!, 'base64').toString('utf8'))).toEqual({ url });
    expect(menu.items[3]!.href).toBe(`vscode:mcp/install?${encodeURIComponent('{"name":"Acme Docs","type":"http","url":"https://docs.example.com/mcp"}')}`);
    expect(JSON.parse(decodeURIComponent(menu.items[3]!.href!.slice('vscode:mcp/install?'.length)))).toEqual({ name: 'Acme Docs', type: 'http', url });
    expect(menu.items[4]!.href).toBe('https://inspector.dev/connect?server=https%3A%2F%2Fdocs.example.com%2Fmcp');
    // Translated titles name the editor.
    const fr = contextualMenu({ options: ['cursor'] }, { ...withMcp, messages: uiMessages('fr') })!;
    expect(fr.items[0]!.title).toBe('Se connecter à Cursor');
    // Without the site's URL there is no server to name: all five are left out.
    expect(contextualMenu({ options: ['mcp', 'add-mcp', 'cursor', 'vscode', custom, 'copy'] }, page)!.items.map((i) => i.id)).toEqual(['copy']);
  });
});
