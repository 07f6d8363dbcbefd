/**
 * The search index shards of a render (render-pages.ts): which shards are kept from the previous
 * output because all their pages stay as they were (Pagefind has no updates), which shard each
 * page feeds, and the feed that gives each shard its pages in navigation order.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '../shared/site-model.js';
import { htmlLang } from '../shared/language-names.js';
import { createOrderedFeed } from '../search/ordered-feed.js';
import { isSearchable, searchDocumentFor, type SearchDocument, type SearchIndexer } from '../search/search-index.js';
import { planShards, shardKeys, type SearchPageRef, type ShardPlan } from '../search/search-shards.js';
import type { OutputDir } from './output-dir.js';
import type { OutputManifest } from './render-cache.js';

export interface PageShards {
  plan: ShardPlan;
  /** Shards taken from the previous output as they were. */
  reused: ReadonlySet<string>;
  /** The shard a page feeds: none when there is no search, the page is not searchable, or its shard is kept. */
  fed(page: Page): string | undefined;
  /** Gives the index a finished page's text (nothing when it feeds no shard). */
  offer(page: Page, searchHtml: string): void;
  /** Key of each shard for the new manifest: a kept shard keeps its key, the others' are made of their pages' keys. */
  keys(pageKey: (page: Page) => string | undefined): Record<string, string>;
}

export interface PageShardsInput {
  search: Pick<SearchIndexer, 'add' | 'writeEarly'> | undefined;
  output: OutputDir;
  /** The final output folder: where the previous build's shards are. */
  out: string;
  base: string;
  previous: OutputManifest | undefined;
  /** Every page in navigation order, each with its key when it is kept from the previous output. */
  pages: readonly { page: Page; keptKey: string | undefined }[];
}

export async function planPageShards(input: PageShardsInput): Promise<PageShards> {
  const { search, output, out, base, previous } = input;
  const searchable = input.pages.filter((p) => isSearchable(p.page));
  // One reference per page, asked for by the plan, the keys and the feed.
  const refs = new Map<Page, SearchPageRef>();
  const refOf = (page: Page): SearchPageRef => {
    let ref = refs.get(page);
    if (!ref) {
      const lang = htmlLang(page.language);
      refs.set(page, (ref = page.version === undefined ? { path: page.path, lang } : { path: page.path, lang, version: page.version }));
    }
    return ref;
  };
  const plan = planShards(searchable.map((p) => refOf(p.page)));
  const reused = new Set<string>();
  if (search && previous?.searchShards) {
    for (const [id, key] of shardKeys(base, plan, searchable.map((p) => [refOf(p.page), p.keptKey]))) {
      if (key === undefined || key !== previous.searchShards[id]) continue;
      if (await output.adopt(plan.folder(id), join(out, plan.folder(id)))) reused.add(id);
      // Half a folder of links into the old output must not be written through by Pagefind.
      else await rm(join(output.dir, plan.folder(id)), { recursive: true, force: true });
    }
  }

  const fedShard = new Map<Page, string | undefined>();
  const fed = (page: Page): string | undefined => {
    if (!search || !isSearchable(page)) return undefined;
    if (fedShard.has(page)) return fedShard.get(page);
    const shard = plan.shardOf(refOf(page));
    const feeds = reused.has(shard) ? undefined : shard;
    fedShard.set(page, feeds);
    return feeds;
  };
  // Each shard gets its pages in navigation order whatever order they finish in (reproducible
  // bundles), and its bundle is written when the last one is in.
  const order = new Map<string, string[]>();
  for (const { page } of searchable) {
    const shard = fed(page);
    if (shard === undefined) continue;
    const list = order.get(shard);
    if (list) list.push(page.path);
    else order.set(shard, [page.path]);
  }
  const feed =
    search &&
    createOrderedFeed<SearchDocument>(order, (shard, doc, last) => {
      search.add(doc, shard);
      if (last) search.writeEarly(output.dir, shard, plan.folder);
    });

  return {
    plan,
    reused,
    fed,
    offer(page, searchHtml) {
      const shard = fed(page);
      if (feed && shard !== undefined) feed.offer(shard, page.path, searchDocumentFor(page, searchHtml, base));
    },
    keys(pageKey) {
      const fresh = shardKeys(base, plan, searchable.filter((p) => fed(p.page) !== undefined).map((p) => [refOf(p.page), pageKey(p.page)]));
      const keyOf = (id: string) => (reused.has(id) ? previous?.searchShards?.[id] : fresh.get(id));
      return Object.fromEntries(plan.ids.map((id) => [id, keyOf(id)] as const).filter((e): e is [string, string] => e[1] !== undefined));
    },
  };
}
