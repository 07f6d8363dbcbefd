import { describe, expect, it } from 'vitest';
import { createDocsIndex, pagePath } from './docs-index.js';
import { callDocsTool } from './docs-tools.js';

const text = (r: ReturnType<typeof callDocsTool>) => (r.content[0] as { text: string }).text;
const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12);
const index = createDocsIndex([
  { path: '/', markdown: '# Welcome\n\n> The home page.\n\nStart with the quickstart.\n' },
  { path: '/authentication', markdown: `# Authentication\n\n> How to sign in.\n\n${filler}\n\n## Bearer tokens\n\nSend the token in the Authorization header.\n` },
  { path: '/guides/webhooks', markdown: '# Webhooks\n\nWe send events to your endpoint. Verify the signature with your token.\n' },
]);

describe('docs index', () => {
  it('ranks a title match first and gives title, path, .md path and an excerpt around the match', () => {
    const [first, second] = index.search('token');
    expect(first).toMatchObject({ title: 'Authentication', path: '/authentication', markdownPath: '/authentication.md' });
    expect(first?.excerpt).toMatch(/^… .*Bearer tokens Send the token in the Authorization header\.$/);
    expect(second?.path).toBe('/guides/webhooks');
  });

  it('finds words by prefix and with a typo, needs every word first, else any', () => {
    expect(index.search('authentic')[0]?.path).toBe('/authentication');
    expect(index.search('webhoks')[0]?.path).toBe('/guides/webhooks');
    expect(index.search('signature token').map((h) => h.path)).toEqual(['/guides/webhooks']);
    expect(index.search('signature quickstart').map((h) => h.path).sort()).toEqual(['/', '/guides/webhooks']);
    expect(index.search('kubernetes')).toEqual([]);
  });

  it('gets a page by path, .md URL or full URL', () => {
    for (const p of ['/guides/webhooks', 'guides/webhooks', '/guides/webhooks.md', '/guides/webhooks/', 'https://docs.example.com/guides/webhooks#verify']) {
      expect(index.get(p)?.path, p).toBe('/guides/webhooks');
    }
    expect(index.get('/index.md')?.path).toBe('/');
    expect(pagePath('')).toBe('/');
    // A full URL of a site under a base path.
    expect(pagePath('https://example.com/docs/guides/webhooks', '/docs')).toBe('/guides/webhooks');
    expect(pagePath('https://example.com/docs', '/docs')).toBe('/');
  });

  it("gives each hit its public URL when the site's origin is known", () => {
    const withUrls = createDocsIndex([{ path: '/a b', markdown: '# Tokens\n\nText.\n' }], { urlOf: (p) => `https://docs.example.com/docs${encodeURI(p)}`, base: '/docs' });
    expect(withUrls.search('tokens')[0]?.url).toBe('https://docs.example.com/docs/a%20b');
    expect(text(callDocsTool(withUrls, 'search_docs', { query: 'tokens' }))).toBe('1. Tokens\n   path: /a b\n   url: https://docs.example.com/docs/a%20b\n   Text.');
    expect(withUrls.get('https://docs.example.com/docs/a%20b')?.path).toBe('/a b');
  });
});

describe('docs tools', () => {

  it('search_docs lists ranked results; get_page returns the Markdown', () => {
    const found = callDocsTool(index, 'search_docs', { query: 'token', limit: 1 });
    expect(text(found)).toMatch(/^1\. Authentication\n {3}path: \/authentication\n {3}… /);
    expect(text(found)).not.toContain('2.');
    expect(text(callDocsTool(index, 'get_page', { path: '/authentication' }))).toContain('## Bearer tokens');
  });

  it('answers bad arguments and unknown pages with a tool error that says what to do', () => {
    expect(callDocsTool(index, 'search_docs', { query: ' ' })).toMatchObject({ isError: true });
    expect(text(callDocsTool(index, 'search_docs', { query: 'x', limit: 0 }))).toContain('from 1 to 50');
    const missing = callDocsTool(index, 'get_page', { path: '/authentcation' });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toBe('No page /authentcation. Did you mean /authentication? Use search_docs to find pages.');
    expect(text(callDocsTool(index, 'search_docs', { query: 'kubernetes' }))).toContain('No page matches "kubernetes"');
  });
});
