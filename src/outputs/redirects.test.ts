import { describe, expect, it } from 'vitest';
import { rewriteHtmlForBase, withBase } from '../site/base-path.js';
import { planRedirects, redirectLimitDiagnostics, redirectsFile } from './redirects.js';

describe('planRedirects', () => {
  const pages = new Set(['/', '/guides/a', '/guides/b', '/api/x']);
  it.each([
    [{ source: '/old', destination: '/guides/a' }, [['/old', '/guides/a']]],
    [{ source: '/v1/:slug', destination: '/guides/:slug' }, [['/v1/a', '/guides/a'], ['/v1/b', '/guides/b']]],
    [{ source: '/old/*', destination: '/guides/*' }, [['/old/a', '/guides/a'], ['/old/b', '/guides/b']]],
    [{ source: '/beta/:rest*', destination: '/api/:rest*' }, [['/beta/x', '/api/x']]],
    [{ source: '/gone/*', destination: '/' }, []],
  ])('%o', (r, expected) => {
    expect(planRedirects([r], pages).pages.map((p) => [p.from, p.to])).toEqual(expected);
  });

  it('keeps pages and files, and says so for a fixed source', () => {
    const plan = planRedirects([{ source: '/guides/a', destination: '/' }, { source: '/x.md', destination: '/' }], pages, new Set(['/x.md']));
    expect(plan.pages).toEqual([]);
    expect(plan.diagnostics.map((d) => d.code)).toEqual(['build/redirect-shadowed']);
  });

  it('writes _redirects with the base and Netlify splats', () => {
    expect(redirectsFile([{ source: '/a/:s*', destination: '/b/:s*', permanent: false }, { source: '/c/*', destination: '/d/*' }], '/docs')).toBe(
      '/docs/a/* /docs/b/:splat 302\n/docs/c/* /docs/d/:splat 301\n',
    );
  });
});

describe('_redirects for Netlify and Cloudflare Pages', () => {
  it('lists fixed sources before patterns', () => {
    expect(redirectsFile([{ source: '/a/*', destination: '/b/*' }, { source: '/old', destination: '/new' }], '')).toBe('/old /new 301\n/a/* /b/:splat 301\n');
  });

  it('warns when Cloudflare Pages would ignore some rules', () => {
    const fixed = Array.from({ length: 2001 }, (_, i) => ({ source: `/f${i}`, destination: '/' }));
    const patterns = Array.from({ length: 101 }, (_, i) => ({ source: `/p${i}/:slug`, destination: '/:slug' }));
    expect(redirectLimitDiagnostics(fixed.slice(0, 2000).concat(patterns.slice(0, 100)))).toEqual([]);
    const [warning, ...rest] = redirectLimitDiagnostics([...fixed, ...patterns]);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ code: 'build/redirect-limit', severity: 'warning', jsonPath: 'redirects' });
    expect(warning!.message).toContain('2001 fixed redirects');
    expect(warning!.message).toContain('101 redirects with parameters');
  });
});

describe('base path', () => {
  it('prefixes root-relative URLs in tags only', () => {
    const html = '<a href="/x">x</a><img src="/i.png" srcset="/a.png 1x, /b.png 2x"><a href="https://e.com/">e</a><a href="#h">h</a><code>&lt;a href="/y"&gt;</code><form action="/search">';
    expect(rewriteHtmlForBase(html, '/docs')).toBe(
      '<a href="/docs/x">x</a><img src="/docs/i.png" srcset="/docs/a.png 1x, /docs/b.png 2x"><a href="https://e.com/">e</a><a href="#h">h</a><code>&lt;a href="/y"&gt;</code><form action="/docs/search">',
    );
    expect(withBase('/docs', '/')).toBe('/docs/');
    expect(withBase('/docs', '/docs/x')).toBe('/docs/x');
  });
});
