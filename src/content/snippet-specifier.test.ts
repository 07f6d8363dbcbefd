import { describe, expect, it } from 'vitest';
import { resolveSnippetSpecifier } from './snippet-specifier.js';

describe('resolveSnippetSpecifier', () => {
  it.each([
    ['/snippets/a.mdx', 'guides/intro.mdx', ['snippets/a.mdx']],
    ['../snippets/a.jsx', 'guides/intro.mdx', ['snippets/a.jsx']],
    ['./b.mdx', 'snippets/a.mdx', ['snippets/b.mdx']],
    ['/snippets/a', 'intro.mdx', ['snippets/a.mdx', 'snippets/a.jsx', 'snippets/a.js', 'snippets/a.md']],
    ['/snippets/./x/../a.md', 'intro.mdx', ['snippets/a.md']],
  ])('%s from %s', (specifier, importer, candidates) => {
    expect(resolveSnippetSpecifier(specifier, importer)).toEqual({ ok: true, candidates });
  });

  it.each([
    ['react', 'content/import-not-allowed'],
    ['@scope/pkg', 'content/import-not-allowed'],
    ['https://x.dev/a.mdx', 'content/import-not-allowed'],
    ['node:fs', 'content/import-not-allowed'],
    ['../../etc/passwd.mdx', 'content/import-outside-root'],
    ['/../a.mdx', 'content/import-outside-root'],
    ['/snippets/../../a.mdx', 'content/import-outside-root'],
    ['/snippets/card.tsx', 'content/import-unsupported-type'],
    ['/images/logo.png', 'content/import-unsupported-type'],
  ])('refuses %s', (specifier, code) => {
    expect(resolveSnippetSpecifier(specifier, 'guides/intro.mdx')).toMatchObject({ ok: false, code });
  });
});
