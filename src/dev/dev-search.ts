import type { ServerResponse } from 'node:http';
import { createSearchIndexer } from '../search/search-index.js';
import { planShards, SHARD_LIST_FILE } from '../search/search-shards.js';
import type { DevSite } from './dev-site.js';
import { mimeType } from './serve-utils.js';

export interface DevSearch {
  /**
   * Answers a request below `/pagefind/` (where a built site has the index; `name` is the rest
   * of the path), building the index first if there is none.
   */
  serve(name: string, res: ServerResponse): Promise<void>;
  /** Docs changed: once the index has been asked for, rebuild it (debounced) in the background. */
  invalidate(): void;
  /** Resolves when no rebuild is pending or running (tests). */
  idle(): Promise<void>;
  /** Stops rebuilding; resolves once a build in progress has ended (and Pagefind's process with it). */
  close(): Promise<void>;
}

type Files = Map<string, Uint8Array>;

const SHARD_LIST_NAME = SHARD_LIST_FILE.slice('pagefind/'.length);

/**
 * Search for `quire dev`: the Pagefind index is built in memory the first time the browser
 * asks for it (never at startup), from the same search documents as the build, and rebuilt in
 * the background after changes. Until a rebuild finishes the previous index keeps answering,
 * and files of the generation before stay reachable for clients that loaded its entry file.
 */
export function createDevSearch(site: Pick<DevSite, 'searchDocuments'>, opts: { debounceMs?: number; onError?: (message: string) => void } = {}): DevSearch {
  let current: Promise<Files> | undefined;
  let previous: Files = new Map();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let dirty = false;
  let closed = false;
  // Pagefind's service is one process per Node process: one build at a time.
  let chain: Promise<unknown> = Promise.resolve();

  async function build(): Promise<Files> {
    const docs = await site.searchDocuments();
    const indexer = createSearchIndexer();
    for (const doc of docs) indexer.add(doc);
    const { files, errors } = await indexer.files();
    if (errors.length) opts.onError?.(`search index: ${errors.join('; ')}`);
    if (!files.has('pagefind.js')) throw new Error(errors.join('; ') || 'Pagefind wrote no files');
    return files;
  }

  function queued(): Promise<Files> {
    const next = chain.then(build);
    chain = next.catch(() => undefined);
    return next;
  }

  function rebuild(): void {
    if (running) {
      dirty = true;
      return;
    }
    dirty = false;
    running = (async () => {
      try {
        const files = await queued();
        if (!closed) {
          previous = (await current?.catch(() => undefined)) ?? new Map();
          current = Promise.resolve(files);
        }
      } catch (err) {
        opts.onError?.(`search index: ${(err as Error).message}`);
      } finally {
        running = undefined;
        if (dirty && !closed) rebuild();
      }
    })();
  }

  return {
    async serve(name, res) {
      // One index in memory: the shard list a built site has says so, without building anything.
      if (name === SHARD_LIST_NAME) {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }).end(planShards([]).listJson());
        return;
      }
      if (!current) {
        const first = queued();
        current = first;
        first.catch((err: Error) => {
          opts.onError?.(`search index: ${err.message}`);
          if (current === first) current = undefined; // the next request tries again
        });
      }
      let files: Files;
      try {
        files = await current;
      } catch (err) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`The search index could not be built: ${(err as Error).message}`);
        return;
      }
      const file = files.get(name) ?? previous.get(name);
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      res.writeHead(200, { 'content-type': mimeType(name), 'cache-control': 'no-cache' }).end(file);
    },
    invalidate() {
      if (!current || closed) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        rebuild();
      }, opts.debounceMs ?? 1000);
    },
    async idle() {
      while (timer || running) await (running ?? new Promise((r) => setTimeout(r, 20)));
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
