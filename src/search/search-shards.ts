/**
 * The search index in shards: Pagefind cannot update an index, so a large site's pages are
 * spread over several independent Pagefind bundles, and the browser merges the ones of its
 * language (Pagefind's `mergeIndex`). A rebuild re-indexes only the shards whose pages changed:
 * editing one page of a 1,000-page site indexes ~75 pages instead of all of them.
 *
 * - Each shard holds one language: Pagefind answers a language a bundle lacks from the bundle's
 *   largest language, so a mixed shard would leak French pages into English searches.
 * - And one version: a reader's search is filtered to their page's version, so the client loads
 *   only that version's shards (fewer and smaller downloads), and an edit re-indexes a shard of
 *   its version's pages only (bench/RESULTS.md, "Figures behind code comments").
 * - Within a language and version pages are spread by a hash of their path, not by section, so
 *   each shard is a random sample and Pagefind's per-shard term statistics stay close to those
 *   of one index (the client ranks the results of all shards together by score).
 * - Small sites keep one bundle with every language in /pagefind/, as before.
 */
import { hashOf } from '../io/hash.js';

/**
 * Pages per shard a site aims for; more shards make rebuilds cheaper and searches fetch more
 * files (the measured trade-off: bench/RESULTS.md, "Figures behind code comments").
 */
export const PAGES_PER_SHARD = 100;

/** Upper bound per language: every search fetches a chunk from every shard of its language. */
const MAX_SHARDS = 16;

/**
 * Where the client finds the shards of each language, and of each version in a language:
 * `{ languages: { en: ["/_quire/search/en-0/", …] }, versions: { en: { "v2": ["/_quire/search/en-v2-…-0/", …] } } }`.
 */
export const SHARD_LIST_FILE = 'pagefind/quire-shards.json';

/** The shard holding every page of a small site. */
const SINGLE = '0';

export interface SearchPageRef {
  /** Page path without the base. */
  path: string;
  /** Its `<html lang>` (Pagefind's language). */
  lang: string;
  /** The docs.json version it belongs to (the reader's search is filtered to it). */
  version?: string;
}

export interface ShardPlan {
  /** Shard ids, in order. */
  ids: string[];
  /** The shard of a page (known by its path: a page's language and version are those it was planned with). */
  shardOf(page: SearchPageRef): string;
  /** Output folder of a shard's Pagefind bundle. */
  folder(id: string): string;
  /** The shard list the client reads (SHARD_LIST_FILE). */
  listJson(): string;
}

/** Shards of one language with `pages` pages: 1 up to 1.5 × `perShard`, then a power of two. */
export function shardCount(pages: number, perShard = pagesPerShard()): number {
  if (pages <= perShard * 1.5) return 1;
  let count = 2;
  while (count < MAX_SHARDS && pages / count > perShard) count *= 2;
  return count;
}

/** `QUIRE_SEARCH_SHARD_PAGES` overrides the shard size (tests use it to shard small fixtures). */
function pagesPerShard(): number {
  const env = Number(process.env.QUIRE_SEARCH_SHARD_PAGES);
  return Number.isInteger(env) && env > 0 ? env : PAGES_PER_SHARD;
}

/** FNV-1a of a path: cheap, and spreads similar paths (`/api/a`, `/api/b`) over different shards. */
function pathHash(path: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    h ^= path.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** How the searchable pages of a site are spread over shards (stable while the shard counts stay). */
export function planShards(pages: readonly SearchPageRef[], perShard = pagesPerShard()): ShardPlan {
  if (pages.length <= perShard * 1.5) {
    return {
      ids: [SINGLE],
      shardOf: () => SINGLE,
      folder: () => 'pagefind',
      listJson: () => `${JSON.stringify({ languages: { '*': ['/pagefind/'] } })}\n`,
    };
  }
  // Groups of one language and one version (or none), each sharded on its own. Found by
  // language, then version, and holding their shard ids: a page's shard is then a lookup, with
  // no string made per page (27,210 pages: ~0.1 s of every rebuild before).
  const groupOf = (p: SearchPageRef) => (p.version === undefined ? p.lang : `${p.lang}\u0000${p.version}`);
  const idOf = (p: SearchPageRef, i: number) => `${safeId(p.lang)}${p.version === undefined ? '' : `-${versionId(p.version)}`}-${i}`;
  const byLang = new Map<string, Map<string | undefined, { pages: number; sample: SearchPageRef; ids: string[] }>>();
  const groupFor = (p: SearchPageRef) => byLang.get(p.lang)?.get(p.version);
  for (const p of pages) {
    const group = groupFor(p);
    if (group) group.pages++;
    else {
      let versions = byLang.get(p.lang);
      if (!versions) byLang.set(p.lang, (versions = new Map()));
      versions.set(p.version, { pages: 1, sample: p, ids: [] });
    }
  }
  const groups = [...byLang.values()].flatMap((versions) => [...versions.values()]).sort((a, b) => (groupOf(a.sample) < groupOf(b.sample) ? -1 : 1));
  for (const group of groups) group.ids = Array.from({ length: shardCount(group.pages, perShard) }, (_, i) => idOf(group.sample, i));
  // Asked several times per page by a rebuild (its keys, what it feeds, its render order): once each.
  const known = new Map<string, string>();
  const shardOf = (p: SearchPageRef) => {
    let id = known.get(p.path);
    if (id === undefined) {
      const group = groupFor(p);
      known.set(p.path, (id = group ? group.ids[pathHash(p.path) % group.ids.length]! : idOf(p, 0)));
    }
    return id;
  };
  // Only shards with pages exist: Pagefind cannot load a bundle without a language index.
  const occupied = new Set(pages.map(shardOf));
  const listed = groups.map(({ sample, ids }) => ({ sample, ids: ids.filter((id) => occupied.has(id)) }));
  const folder = (id: string) => `_quire/search/${id}`;
  const url = (id: string) => `/${folder(id)}/`;
  return {
    ids: listed.flatMap((g) => g.ids),
    shardOf,
    folder,
    listJson() {
      const languages: Record<string, string[]> = {};
      const versions: Record<string, Record<string, string[]>> = {};
      for (const { sample, ids } of listed) {
        (languages[sample.lang] ??= []).push(...ids.map(url));
        if (sample.version !== undefined) (versions[sample.lang] ??= {})[sample.version] = ids.map(url);
      }
      return `${JSON.stringify(Object.keys(versions).length ? { languages, versions } : { languages })}\n`;
    },
  };
}

function safeId(text: string): string {
  return text.replace(/[^A-Za-z0-9-]/g, '_');
}

/** A version's part of a shard id: readable, and distinct for versions that read the same once made safe ("v1.0", "v1_0"). */
function versionId(version: string): string {
  return `${safeId(version).slice(0, 32)}_${pathHash(version).toString(16).padStart(8, '0').slice(0, 6)}`;
}

/**
 * Key of each shard: its pages' keys (each covers the page's content, title, URL…) in order, and
 * the base path. Undefined for a shard with a page without a key (it had errors, or is not
 * rendered yet).
 */
export function shardKeys(base: string, plan: ShardPlan, pages: readonly (readonly [SearchPageRef, string | undefined])[]): Map<string, string | undefined> {
  const members = new Map(plan.ids.map((id) => [id, [] as string[]]));
  const broken = new Set<string>();
  for (const [page, key] of pages) {
    const id = plan.shardOf(page);
    if (key === undefined) broken.add(id);
    else members.get(id)!.push(`${page.path}=${key}`);
  }
  return new Map([...members].map(([id, list]) => [id, broken.has(id) ? undefined : hashOf([base, id, ...list])]));
}
