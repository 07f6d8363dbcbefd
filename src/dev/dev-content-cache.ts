import { contentKeyOf, contentSettingsKey, sharedContentKeyOf } from '../build/content-keys.js';
import { hashFiles, type RenderCache } from '../build/render-cache.js';
import { isSharedContent } from '../build/shared-content.js';
import { hash } from '../io/hash.js';
import type { MdxContent } from '../render/content-renderer.js';
import type { Page } from '../shared/site-model.js';
import type { LoadedSite } from '../site/load-site.js';

/**
 * `quire dev`'s compiled pages, in the build's render cache: a page whose text a build of this
 * Quire (or an earlier dev session) compiled is laid out from that compile, without the MDX
 * parse and the highlighting (most of a page's first render: ~0.25 s of the ~1.2 s to a
 * 27,210-page site's first page). What dev compiles goes there too, for the next build and session.
 * The keys are the build's (build/content-keys.ts), and snippets are checked by hash at every
 * use, as the build checks them.
 */
export interface DevContentCache {
  /** The compile of this text of the page, its snippets unchanged, if one was kept. */
  get(page: Page, source: string): Promise<MdxContent | undefined>;
  /**
   * Keeps a compile of the page's text (one without errors: those are never kept), once the
   * page has not been compiled again for a moment: a page being edited is compiled at every save,
   * and writing each of them took its time from the next save's answer.
   */
  keepLater(page: Page, source: string, content: MdxContent): void;
}

/** How long a page's compile waits before it is written (a later one of the same page replaces it). */
const KEEP_AFTER_MS = 2000;

/** The compiles of `loaded`'s pages in `cache`, its render cache. */
export function devContentCache(loaded: LoadedSite, code: string, cache: RenderCache): DevContentCache {
  const settingsKey = contentSettingsKey(code, loaded.config);
  /** Compiles waiting to be written, by page. */
  const pending = new Map<string, NodeJS.Timeout>();
  const keysOf = (page: Page, source: string) => {
    const sourceHash = hash(source);
    return { own: contentKeyOf(settingsKey, page, sourceHash), shared: sharedContentKeyOf(settingsKey, page, sourceHash) };
  };
  return {
    async get(page, source) {
      const { own, shared } = keysOf(page, source);
      // A compile filed for every page with this text first, as the build's planner looks.
      for (const key of [shared, own]) {
        if (key === undefined) continue;
        const entry = await cache.readContent(key);
        if (entry && (await hashFiles(loaded.root, entry.dependencies)) === entry.dependenciesHash) return entry;
      }
      return undefined;
    },
    keepLater(page, source, content) {
      clearTimeout(pending.get(page.path));
      if (content.diagnostics.some((d) => d.severity === 'error')) return void pending.delete(page.path);
      // The snippets are hashed now, as the compile read them: one edited in the meantime must not
      // be filed as what this compile was made from.
      const dependenciesHash = hashFiles(loaded.root, content.dependencies);
      dependenciesHash.catch(() => undefined);
      const timer = setTimeout(() => {
        pending.delete(page.path);
        void dependenciesHash.then((digest) => keep(page, source, content, digest)).catch(() => undefined);
      }, KEEP_AFTER_MS);
      // A compile still waiting when the server stops is not kept: the cache is only a shortcut.
      timer.unref();
      pending.set(page.path, timer);
    },
  };

  async function keep(page: Page, source: string, content: MdxContent, dependenciesHash: string): Promise<void> {
    const { own, shared } = keysOf(page, source);
    const key = shared !== undefined && isSharedContent(source, content) ? shared : own;
    if (key === undefined) return;
    await cache.writeContent(key, { ...content, dependenciesHash });
  }
}
