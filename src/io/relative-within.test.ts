import { describe, expect, it } from 'vitest';
import { relativeWithin } from './relative-within.js';

describe('relativeWithin', () => {
  it('gives the path inside the folder, and "" for the folder itself', () => {
    expect(relativeWithin('/srv/docs', '/srv/docs/guides/intro.mdx')).toBe('guides/intro.mdx');
    expect(relativeWithin('/srv/docs', '/srv/docs')).toBe('');
    expect(relativeWithin('/srv/docs/', '/srv/docs/a/../b.mdx')).toBe('b.mdx');
  });

  it('keeps names that only begin with two dots', () => {
    expect(relativeWithin('/srv/docs', '/srv/docs/..notes.mdx')).toBe('..notes.mdx');
    expect(relativeWithin('/srv/docs', '/srv/docs/a/...b')).toBe('a/...b');
  });

  it('refuses what leaves the folder', () => {
    for (const file of ['/srv', '/srv/docs-other/x.mdx', '/srv/x.mdx', '/etc/passwd', '/srv/docs/../x']) expect(relativeWithin('/srv/docs', file), file).toBeUndefined();
  });
});
