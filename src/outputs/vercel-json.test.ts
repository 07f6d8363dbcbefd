import { describe, expect, it } from 'vitest';
import { vercelJson } from './vercel-json.js';

const pages = new Set(['/', '/guides/a']);

describe('vercelJson', () => {
  it('asks for clean URLs without a trailing slash, and lists no redirects when there are none', () => {
    expect(JSON.parse(vercelJson([], '', pages).text)).toEqual({ cleanUrls: true, trailingSlash: false });
  });

  it('writes redirects with the base, Vercel wildcards and permanent as given', () => {
    const { text, diagnostics } = vercelJson(
      [
        { source: '/v1/:slug', destination: '/guides/:slug' },
        { source: '/old', destination: '/guides/a', permanent: false },
        { source: '/gone/*', destination: '/new/*' },
        { source: '/guides/a', destination: '/' },
      ],
      '/docs',
      pages,
    );
    expect(diagnostics).toEqual([]);
    expect(JSON.parse(text).redirects).toEqual([
      { source: '/docs/old', destination: '/docs/guides/a', permanent: false },
      { source: '/docs/v1/:slug', destination: '/docs/guides/:slug', permanent: true },
      { source: '/docs/gone/:splat*', destination: '/docs/new/:splat*', permanent: true },
    ]);
  });

  it('warns about a source Vercel would read as pattern syntax', () => {
    const { text, diagnostics } = vercelJson([{ source: '/what?', destination: '/' }], '', pages);
    expect(diagnostics.map((d) => [d.code, d.jsonPath])).toEqual([['build/redirect-vercel', 'redirects[0].source']]);
    expect(JSON.parse(text).redirects).toBeUndefined();
  });
});
