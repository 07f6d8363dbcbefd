/**
 * Pagefind numbers pages in the order they are added, and that numbering is in every file of a
 * bundle: pages fed as render processes finish them made two builds of one site differ in every
 * search file, so a deploy re-uploaded the whole index and CDNs lost their caches. This feed
 * hands each shard its pages in one fixed order (the order given, e.g. navigation order) however
 * they arrive: a page that comes early waits until the pages before it are in.
 *
 * The render sends pages shard by shard in that same order, so few wait at any time (those that
 * finished ahead of a slower neighbour); pages adopted from the previous output arrive first and
 * wait for the rendered pages before them.
 */
export interface OrderedFeed<T> {
  /** Gives page `path` of `shard`; it and any waiting pages after it go on when their turn comes. */
  offer(shard: string, path: string, item: T): void;
  /** Pages given but still waiting (for tests and diagnostics). */
  waiting(): number;
}

/**
 * `order` lists, per shard, the paths it will be given, in the order `emit` must see them.
 * `emit(shard, item, last)` is called in that order; `last` is true for a shard's final page.
 */
export function createOrderedFeed<T>(order: ReadonlyMap<string, readonly string[]>, emit: (shard: string, item: T, last: boolean) => void): OrderedFeed<T> {
  const next = new Map<string, number>();
  const held = new Map<string, Map<string, T>>();
  let waiting = 0;
  return {
    offer(shard, path, item) {
      const paths = order.get(shard);
      if (!paths) throw new Error(`search shard ${shard} has no page order`);
      let hold = held.get(shard);
      if (!hold) held.set(shard, (hold = new Map()));
      hold.set(path, item);
      waiting++;
      let i = next.get(shard) ?? 0;
      for (; i < paths.length; i++) {
        const p = paths[i]!;
        const ready = hold.get(p);
        if (ready === undefined && !hold.has(p)) break;
        hold.delete(p);
        waiting--;
        emit(shard, ready as T, i === paths.length - 1);
      }
      next.set(shard, i);
    },
    waiting: () => waiting,
  };
}
