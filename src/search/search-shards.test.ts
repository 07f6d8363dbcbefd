import { describe, expect, it } from 'vitest';
import { shardFolders } from '../client/search/pagefind.js';
import { planShards, shardCount, shardKeys, type SearchPageRef } from './search-shards.js';

const pages = (n: number, lang = 'en', prefix = '/docs/page-'): SearchPageRef[] => Array.from({ length: n }, (_, i) => ({ path: `${prefix}${i}`, lang }));

describe('search shards', () => {
  it('keeps a small site in one bundle with every language, in /pagefind/', () => {
    const plan = planShards([...pages(200), ...pages(50, 'fr', '/fr/page-')], 200);
    expect(plan.ids).toEqual(['0']);
    expect(plan.folder('0')).toBe('pagefind');
    expect(shardFolders(JSON.parse(plan.listJson()), 'fr')).toEqual(['/pagefind/']);
  });

  it('spreads a large site over shards of one language each, about 200 pages apiece', () => {
    expect([100, 300, 301, 1200, 5000, 100_000].map((n) => shardCount(n, 200))).toEqual([1, 1, 2, 8, 16, 16]);
    const site = [...pages(1200), ...pages(400, 'fr', '/fr/page-')];
    const plan = planShards(site, 200);
    expect(plan.ids.filter((id) => id.startsWith('en-'))).toHaveLength(8);
    expect(plan.ids.filter((id) => id.startsWith('fr-'))).toHaveLength(2);
    const sizes = new Map<string, number>();
    for (const p of site) {
      const id = plan.shardOf(p);
      expect(id.startsWith(`${p.lang}-`)).toBe(true);
      sizes.set(id, (sizes.get(id) ?? 0) + 1);
    }
    // A hash spreads the pages roughly evenly.
    for (const [id, n] of sizes) expect(n, id).toBeGreaterThan(id.startsWith('en') ? 100 : 120);
    const list = JSON.parse(plan.listJson());
    expect(shardFolders(list, 'fr')).toEqual(['/_quire/search/fr-0/', '/_quire/search/fr-1/']);
    expect(shardFolders(list, 'fr-CA')).toEqual(shardFolders(list, 'fr'));
    // A language without an index gets the largest one, as Pagefind itself falls back.
    expect(shardFolders(list, 'de')).toHaveLength(8);
  });

  it('lists only shards that hold pages (Pagefind cannot load an empty bundle)', () => {
    const plan = planShards(pages(5), 1);
    expect(plan.ids.length).toBeLessThanOrEqual(5);
    expect(new Set(pages(5).map(plan.shardOf))).toEqual(new Set(plan.ids));
  });

  it('puts a page in the same shard from build to build, and changes only its shard\'s key when it changes', () => {
    const site = pages(1000);
    const a = planShards(site, 200);
    const b = planShards([...site].reverse(), 200);
    for (const p of site) expect(b.shardOf(p)).toBe(a.shardOf(p));
    const keyed = site.map((p) => [p, `key-${p.path}`] as const);
    const before = shardKeys('', a, keyed);
    const edited = site[17]!;
    const after = shardKeys('', a, keyed.map(([p, k]) => [p, p === edited ? 'new' : k] as const));
    const changed = [...before.keys()].filter((id) => before.get(id) !== after.get(id));
    expect(changed).toEqual([a.shardOf(edited)]);
    // A page without a key (it had errors) leaves its shard without one: never reused.
    expect(shardKeys('', a, keyed.map(([p, k]) => [p, p === edited ? undefined : k] as const)).get(a.shardOf(edited))).toBeUndefined();
    // The base path is part of every key (result URLs include it).
    expect(shardKeys('/docs', a, keyed).get('en-0')).not.toBe(before.get('en-0'));
  });

  it('shards each version of a language on its own, and a reader of one version loads only its shards', () => {
    const versioned = (lang: string, version: string, n: number): SearchPageRef[] => pages(n, lang, `/${lang}/${version}/page-`).map((p) => ({ ...p, version }));
    const site = [...versioned('en', 'v1.0', 900), ...versioned('en', 'v1_0', 300), ...versioned('fr', 'v1.0', 120), ...pages(10, 'en', '/shared/')];
    const plan = planShards(site, 100);
    const group = (p: SearchPageRef) => `${p.lang} ${p.version ?? '-'}`;
    const shardsOf = new Map<string, Set<string>>();
    for (const p of site) (shardsOf.get(group(p)) ?? shardsOf.set(group(p), new Set()).get(group(p))!).add(plan.shardOf(p));
    // Powers of two until a shard holds at most 100: 900 pages in 16, 300 in 4; 120 and 10 in one each.
    expect([...shardsOf].map(([g, ids]) => [g, ids.size])).toEqual([['en v1.0', 16], ['en v1_0', 4], ['fr v1.0', 1], ['en -', 1]]);
    // No shard mixes versions, even of names that read the same once made safe for a folder.
    const owners = new Map<string, string>();
    for (const p of site) expect(owners.get(plan.shardOf(p)) ?? owners.set(plan.shardOf(p), group(p)).get(plan.shardOf(p))).toBe(group(p));
    const list = JSON.parse(plan.listJson());
    const folders = (g: string) => [...shardsOf.get(g)!].map((id) => `/${plan.folder(id)}/`).sort();
    expect(shardFolders(list, 'en', 'v1.0').sort()).toEqual(folders('en v1.0'));
    expect(shardFolders(list, 'fr-CA', 'v1.0')).toEqual(folders('fr v1.0'));
    // A page without a version, or of a version the list lacks, searches all its language's shards.
    expect(shardFolders(list, 'en').sort()).toEqual([...folders('en v1.0'), ...folders('en v1_0'), ...folders('en -')].sort());
    expect(shardFolders(list, 'en', 'v9')).toHaveLength(21);
    expect(plan.ids).toHaveLength(22);
  });

  it('reads a missing or malformed list as the single /pagefind/ bundle, and never follows another origin', () => {
    expect(shardFolders(undefined, 'en')).toEqual(['/pagefind/']);
    expect(shardFolders({ languages: 'x' }, 'en')).toEqual(['/pagefind/']);
    expect(shardFolders({ languages: { en: ['//evil.example/'] } }, 'en')).toEqual(['/pagefind/']);
  });
});
