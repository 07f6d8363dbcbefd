import { describe, expect, it } from 'vitest';
import { nginxConf } from './nginx-conf.js';

const pages = new Set(['/', '/guides/a', '/guides/b']);

describe('nginxConf', () => {
  it('serves pretty URLs and the 404 page at the root', () => {
    const { text, diagnostics } = nginxConf([], '', pages);
    expect(diagnostics).toEqual([]);
    expect(text).toContain('location / {\n');
    expect(text).toContain('\n    try_files $uri $uri/index.html $uri.html =404;\n    error_page 404 /404.html;\n}');
    expect(text).toContain('# (no redirects)');
    expect(text).not.toContain('location = ');
  });

  it('puts everything under the base path and sends the bare base to its home', () => {
    const { text } = nginxConf([{ source: '/old', destination: '/guides/a' }], '/docs', pages);
    expect(text).toContain('location /docs/ {\n');
    expect(text).toContain('\n    try_files $uri $uri/index.html $uri.html =404;\n    error_page 404 /docs/404.html;\n}');
    expect(text).toContain('location = /docs {\n    return 301 "/docs/$is_args$args";\n}');
    expect(text).toContain('location ~ "^/docs/old/?$" {\n    return 301 "/docs/guides/a$is_args$args";\n}');
  });

  it('translates parameters to captures, fixed sources first, status from permanent', () => {
    const { text, diagnostics } = nginxConf(
      [
        { source: '/x/:a/:b', destination: '/y/:b/:a' },
        { source: '/rest/:path*', destination: '/guides/:path*', permanent: false },
        { source: '/all/*', destination: 'https://example.com/new/*?from=old' },
        { source: 'fixed.html', destination: '/guides/b' },
      ],
      '',
      pages,
    );
    expect(diagnostics).toEqual([]);
    const locations = [...text.matchAll(/location ~ "([^"]+)" \{\n {4}return (\d+) "([^"]+)";/g)].map((m) => [m[1], m[2], m[3]]);
    expect(locations).toEqual([
      ['^/fixed\\.html/?$', '301', '/guides/b$is_args$args'],
      ['^/x/([^/]+)/([^/]+)/?$', '301', '/y/$2/$1$is_args$args'],
      ['^/rest/(.*)/?$', '302', '/guides/$1$is_args$args'],
      ['^/all/(.*)/?$', '301', 'https://example.com/new/$1?from=old'],
    ]);
  });

  it('matches the decoded path nginx sees, escaping regular-expression characters', () => {
    const { text } = nginxConf([{ source: '/a%20b/(c)+', destination: '/guides/a' }], '', pages);
    expect(text).toContain('location ~ "^/a b/\\(c\\)\\+/?$"');
  });

  it('keeps a page over a fixed redirect of the same URL', () => {
    const { text } = nginxConf([{ source: '/guides/a/', destination: '/guides/b' }], '', pages);
    expect(text).not.toContain('return 301');
  });

  it('warns, naming the redirect, when a rule cannot be written', () => {
    const { text, diagnostics } = nginxConf(
      [
        { source: '/ok', destination: '/guides/a' },
        { source: '/cost$', destination: '/guides/a' },
        { source: '/x', destination: '/guides/:slug' },
        { source: '/q"', destination: '/guides/a' },
      ],
      '',
      pages,
    );
    expect(diagnostics.map((d) => [d.code, d.jsonPath])).toEqual([
      ['build/redirect-nginx', 'redirects[1]'],
      ['build/redirect-nginx', 'redirects[2]'],
      ['build/redirect-nginx', 'redirects[3]'],
    ]);
    expect(diagnostics[1]!.message).toContain('its destination uses :slug, which its source does not define');
    expect(text.match(/return 301/g)).toHaveLength(1);
  });
});
