import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { navigationKey } from '../site/nav-memo.js';
import { hash, hashOf } from './hash.js';

describe('hash', () => {
  it('is the digest of each part followed by a NUL, whether the parts are arguments or an array', () => {
    const digest = createHash('sha256');
    for (const part of ['a', '', 'é✓']) digest.update(part).update('\0');
    const expected = digest.digest('hex').slice(0, 40);
    expect(hash('a', '', 'é✓')).toBe(expected);
    expect(hashOf(['a', '', 'é✓'])).toBe(expected);
    // Parts are not glued: ['ab'] and ['a', 'b'] differ.
    expect(hash('ab')).not.toBe(hash('a', 'b'));
  });

  it('keys the navigation of a site with 150,000 page files (300,000 parts: more than arguments can hold)', () => {
    const files = Array.from({ length: 150_000 }, (_, i) => [`guides/page-${i}.mdx`, `digest-${i}`] as const);
    const inputs = { code: 'code', config: 'config', files, apis: new Map(), unavailableSpecs: new Set<string>() };
    const key = navigationKey(inputs);
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(navigationKey({ ...inputs, files: files.slice(1) })).not.toBe(key);
  });
});
