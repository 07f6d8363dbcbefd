import { pageChannel } from '../openapi/asyncapi/page-channel.js';
import { channelMarkdown } from './asyncapi-markdown.js';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { substituteVariables, type Variables } from '../content/substitute-variables.js';
import { mdxToMarkdown } from '../content/to-markdown.js';
import { findApi } from '../navigation/openapi-expansion.js';
import { pageApi, type Page } from '../shared/site-model.js';
import { apiPageMarkdown } from './api-markdown.js';
import type { LoadedSite } from '../site/load-site.js';

/** Reads snippets a page imports, from inside the docs folder only, with docs.json `variables` substituted. */
export function snippetReader(root: string, pageFile: string, variables?: Variables) {
  return async (specifier: string): Promise<string | undefined> => {
    const file = specifier.startsWith('/') ? join(root, normalize(specifier)) : resolve(root, dirname(pageFile), specifier);
    if (!file.startsWith(root + sep)) return undefined;
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return undefined;
    }
    // Problems are reported by the page's compile; this twin only needs the text.
    return substituteVariables(text, variables, { file: specifier, format: /\.md$/i.test(file) ? 'md' : 'mdx' }).text;
  };
}

/**
 * One page as Markdown: `# Title`, the description as a quote, then the body (MDX reduced to
 * Markdown, generated API pages as a Markdown reference). Parses the page's source; a build
 * passes the body its compile already produced (`body`) instead.
 */
export async function pageMarkdown(page: Page, loaded: LoadedSite, source?: string, body?: string): Promise<string> {
  let content: string | undefined = body;
  if (content === undefined) {
    if (page.source.kind === 'mdx') {
      const file = page.source.file;
      const raw = source;
      const format = file.endsWith('.md') ? 'md' : 'mdx';
      const text = raw === undefined ? undefined : substituteVariables(raw, loaded.config.variables, { file, format }).text;
      if (text !== undefined) content = await mdxToMarkdown(text, { format, readSnippet: snippetReader(loaded.root, file, loaded.config.variables) });
    } else {
      const vendor = page.frontmatter['x-content'];
      if (typeof vendor === 'string' && vendor.trim()) content = await mdxToMarkdown(vendor);
    }
  }
  return assemblePageMarkdown(page, loaded, content);
}

/** Title, description, the body's Markdown and the API reference the page documents. */
export function assemblePageMarkdown(page: Page, loaded: LoadedSite, body: string | undefined): string {
  const parts = [`# ${page.title}`];
  if (page.description) parts.push(`> ${page.description.trim().replace(/\n+/g, ' ')}`);
  if (body !== undefined) parts.push(body);
  const source = pageApi(page);
  const api = source && findApi(loaded.apis, source.spec);
  if (source && api) parts.push(apiPageMarkdown(api, source, { schema: loaded.config.markdown?.schema !== false }));
  const channel = pageChannel(page, loaded.asyncapis);
  if (channel) parts.push(channelMarkdown(channel.doc.document, channel.channel, { schema: loaded.config.markdown?.schema !== false }));
  return `${parts.map((p) => p.trim()).filter(Boolean).join('\n\n')}\n`;
}
