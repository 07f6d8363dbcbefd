import { describe, expect, it } from 'vitest';
import { frontmatterDigest } from './nav-memo.js';

describe('frontmatterDigest', () => {
  it('is the same for the same values, however V8 holds the strings', () => {
    // Sliced from text with a non-ASCII character, V8 holds "plugins" two bytes a character.
    const text = 'title: plugins — diagnostics';
    const sliced = text.slice(7, 14);
    expect(sliced).toBe('plugins');
    expect(frontmatterDigest({ title: sliced, tags: [sliced] }, '{}')).toBe(frontmatterDigest({ title: 'plugins', tags: ['plugins'] }, '{}'));
  });

  it('tells values apart that print alike', () => {
    const digest = (data: Record<string, unknown>) => frontmatterDigest(data, undefined);
    expect(digest({ date: new Date('2024-05-01T00:00:00Z') })).not.toBe(digest({ date: '2024-05-01T00:00:00.000Z' }));
    expect(digest({ n: 1 })).not.toBe(digest({ n: '1' }));
    expect(digest({ a: ['x', 'y'] })).not.toBe(digest({ a: ['xy'] }));
    expect(digest({ a: 'b', c: 'd' })).not.toBe(digest({ a: 'b:c', '': 'd' }));
    expect(digest({ a: null })).not.toBe(digest({ a: undefined }));
    expect(frontmatterDigest({ t: 'x' }, '{"a":1}')).not.toBe(frontmatterDigest({ t: 'x' }, '{}'));
  });
});
