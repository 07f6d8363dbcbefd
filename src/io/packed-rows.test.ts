import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { packRows, packTree, unpackRows, unpackTree } from './packed-rows.js';

/** Through V8's serializer, as the records go. */
function roundTrip<T extends object>(rows: T[]): T[] {
  return unpackRows<T>(deserialize(serialize(packRows(rows))));
}

describe('packRows / unpackRows', () => {
  it('gives back rows of several shapes equal, keys in their order', () => {
    const rows = [
      { path: '/a', title: 'A', tab: 'Guides', section: [0, 1] },
      { title: 'B', path: '/b', tab: 'Guides' },
      { path: '/c', title: 'C', tab: 'API', deprecated: true, icon: undefined },
      {},
    ];
    const back = roundTrip(rows);
    expect(back).toStrictEqual(rows);
    expect(back.map((row) => Object.keys(row))).toEqual(rows.map((row) => Object.keys(row)));
    expect('icon' in (back[2] as object)).toBe(true);
    expect('icon' in (back[0] as object)).toBe(false);
  });

  it('keeps numbers exactly, Dates as dates and nested objects by column', () => {
    const rows = [
      { size: 3410, mtimeMs: 1796615854060.7732, zero: -0, data: { title: 'One', date: new Date('2024-05-01T00:00:00Z'), tags: ['x'] } },
      { size: 0, mtimeMs: Number.NaN, zero: 1, data: { title: 'Two', nested: { deep: [1, { a: null }] } } },
    ];
    const back = roundTrip(rows);
    expect(back).toStrictEqual(rows);
    expect(Object.is(back[0]?.zero, -0)).toBe(true);
    expect(back[0]?.data.date).toBeInstanceOf(Date);
    const packed = packRows(rows);
    expect(packed.columns[packed.keys.indexOf('size')]?.kind).toBe('numbers');
    expect(packed.columns[packed.keys.indexOf('data')]?.kind).toBe('rows');
  });

  it('keeps a repeated string once', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ path: `/p/${i}`, language: i % 2 ? 'en' : 'fr' }));
    const packed = packRows(rows);
    const language = packed.columns[packed.keys.indexOf('language')];
    expect(language?.kind === 'strings' && language.table).toEqual(['fr', 'en']);
    expect(roundTrip(rows)).toStrictEqual(rows);
  });

  it('keeps an array or object shared by rows shared, not copied', () => {
    const crumbs = ['Guides', 'Start'];
    const source = { kind: 'mdx' };
    const back = roundTrip([
      { crumbs, source },
      { crumbs, source },
      { crumbs: ['Other'], source: { kind: 'mdx' } },
    ]);
    expect(back[0]?.crumbs).toBe(back[1]?.crumbs);
    expect(back[0]?.source).toBe(back[1]?.source);
    expect(back[2]?.source).not.toBe(back[0]?.source);
  });

  it('keeps a key named __proto__ an own property', () => {
    const row = JSON.parse('{"__proto__": {"polluted": true}, "title": "T"}') as Record<string, unknown>;
    const back = roundTrip([row, { title: 'U' }]);
    expect(Object.keys(back[0] as object)).toEqual(['__proto__', 'title']);
    expect(Object.getPrototypeOf(back[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('packs no rows', () => {
    expect(roundTrip([])).toEqual([]);
  });
});

describe('packTree / unpackTree', () => {
  it('gives back a navigation tree equal, children in order', () => {
    const tree = [
      {
        type: 'tab',
        title: 'Guides',
        path: '/a',
        children: [
          { type: 'group', title: 'Start', path: '/a', expanded: true, children: [{ type: 'page', title: 'A', path: '/a', children: [] }] },
          { type: 'page', title: 'B', path: '/b', icon: 'rocket', children: [] },
        ],
      },
      { type: 'link', title: 'Blog', href: 'https://example.com' },
      { type: 'tab', title: 'API', path: '/api', children: [{ type: 'page', title: 'Get', path: '/api/get', method: 'GET', children: [] }] },
    ];
    const back = unpackTree(deserialize(serialize(packTree(tree))));
    expect(back).toStrictEqual(tree);
    expect('children' in (back[1] as object)).toBe(false);
  });
});

describe('packRows shapes', () => {
  it('tells apart key lists that join alike', () => {
    const rows = [{ 'a\0b': 1 }, { a: 2, b: 3 }];
    expect(roundTrip(rows)).toStrictEqual(rows);
  });
});
