import { describe, expect, it } from 'vitest';
import { baseIdOf, decodeBase, encodeBase, packBase, unpackBase } from './manifest-base.js';
import { linkWarning as warning, manifestBaseOf as baseOf, manifestEntry as entry } from '../../test/helpers/manifest-fixtures.js';

describe('manifest base', () => {
  it('stores each distinct list of ids once, and reads the base back as it was', () => {
    const base = baseOf(4);
    base.pages['/p0'] = entry('k0', ['content', 'shared']);
    base.pages['/p1'] = entry('k1', ['content', 'shared']);
    const stored = packBase(base);
    expect(stored.idLists).toHaveLength(3);
    expect(stored.pages['/p0']!.ids).toBe(stored.pages['/p1']!.ids);
    // The base's own entries are left as they were.
    expect(base.pages['/p0']!.ids).toEqual(['content', 'shared']);
    const copy = structuredClone(stored);
    expect(unpackBase(copy)).toEqual(base);
    // A list index with no list: not a base to use.
    expect(unpackBase({ ...structuredClone(stored), idLists: [] })).toBeUndefined();
    expect(unpackBase(undefined)).toBeUndefined();
  });

  it('writes a base to bytes that name it first and read back as it was', () => {
    const base = baseOf(50);
    base.id = '3de51c13f72b9d4ce7c93100e6c32712e6c5fce3';
    base.pages['/p4'] = { ...entry('k4'), links: ['/p1#a', '/p2'], diagnostics: warning('four'), ogImage: '_quire/og/p4.png', math: true };
    base.pages['/p5'] = { ...entry('k5', []), dependencies: ['snippets/a.mdx'], dependenciesHash: 'd' };
    const bytes = encodeBase(base);
    expect(baseIdOf(bytes.subarray(0, 128))).toBe(base.id);
    const back = decodeBase(bytes)!;
    expect(back).toEqual(base);
    expect(Object.keys(back.pages)).toEqual(Object.keys(base.pages));
    // Cut short (a killed build), or not a base at all: no base, and no exception.
    expect(decodeBase(bytes.subarray(0, bytes.length - 10))).toBeUndefined();
    expect(decodeBase(Buffer.from('{"id":"3de5"}'))).toBeUndefined();
    expect(baseIdOf(Buffer.from('{"id":"3de5"}'))).toBeUndefined();
    expect(decodeBase(undefined)).toBeUndefined();
  });
});
