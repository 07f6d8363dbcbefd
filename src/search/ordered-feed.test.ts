import { describe, expect, it } from 'vitest';
import { decodeCbor, encodeCbor, type CborValue } from './cbor.js';
import { createOrderedFeed } from './ordered-feed.js';

describe('ordered search feed', () => {
  it('hands each shard its pages in the given order however they arrive, and marks the last', () => {
    const seen: string[] = [];
    const feed = createOrderedFeed<string>(
      new Map([
        ['a', ['/1', '/2', '/3']],
        ['b', ['/x', '/y']],
      ]),
      (shard, item, last) => seen.push(`${shard}:${item}${last ? '!' : ''}`),
    );
    feed.offer('a', '/3', 'three');
    feed.offer('b', '/y', 'why');
    expect(seen).toEqual([]);
    expect(feed.waiting()).toBe(2);
    feed.offer('a', '/1', 'one');
    feed.offer('b', '/x', 'ex');
    feed.offer('a', '/2', 'two');
    expect(seen).toEqual(['a:one', 'b:ex', 'b:why!', 'a:two', 'a:three!']);
    expect(feed.waiting()).toBe(0);
  });
});

describe('CBOR subset', () => {
  it('encodes what it decodes to the same bytes, with the shortest heads', () => {
    const value: CborValue = ['1.5.2', [['en_247b265', 319], ['en_5559f48', 200]], 23, 24, 255, 256, 65535, 65536, 2 ** 32, -1, -500, true, false, null, new Uint8Array([1, 2]), new Map<CborValue, CborValue>([['k', 'ü']])];
    const bytes = encodeCbor(value);
    expect(decodeCbor(bytes).value).toEqual(value);
    expect(encodeCbor(decodeCbor(bytes).value)).toEqual(bytes);
    expect([...encodeCbor(23)]).toEqual([23]);
    expect([...encodeCbor(24)]).toEqual([24, 24]);
    expect([...encodeCbor(256)]).toEqual([25, 1, 0]);
    expect([...encodeCbor('a')]).toEqual([0x61, 0x61]);
  });
});
