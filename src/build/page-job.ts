import type { Diagnostic } from '../diagnostics/quire-error.js';
import { type CardImage, ogCardInput, ogImagePath, wantsOgImage } from '../render/og-card.js';
import { customAssets } from '../site/custom-assets.js';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { docsFolderFile } from '../site/docs-file.js';
import { hasFailures } from '../diagnostics/quire-error.js';
import { buildRouteData } from '../navigation/route-data.js';
import type { Page } from '../shared/site-model.js';
import { urlToOutputFile } from '../shared/page-paths.js';
import { reuseCodeBlocks } from '../content/highlight/render-code-block.js';
import { createApiReferenceCache, documentHash } from './api-reference-cache.js';
import { contentKeyOf, contentSettingsKey, sharedContentKeyOf } from './content-keys.js';
import { deserializeChunks, MIN_CHUNKED_TEXT, serializeChunks, type ParseMemo } from '../content/parse-chunks.js';
import { KATEX_MARK } from '../content/render-math.js';
import { extractIds, extractLinks, linksToCheck } from './link-check.js';
import { searchableHtml } from '../search/searchable-html.js';
import type { LoadedSite } from '../site/load-site.js';
import { hash, hashFiles, type PageRecord, type RenderCache } from './render-cache.js';
import { isSharedContent } from './shared-content.js';
import { createSiteRenderer, type SiteRenderer } from '../render/site-renderer.js';
import { markdownPath, type SiteLocation } from '../site/site-url.js';

/** The card's text fields as a reader names them, for the warning. */
const FIELD_NAMES = { siteName: 'site name', eyebrow: 'section', title: 'title', description: 'description' } as const;

/** What every process rendering pages of one build shares (passed to workers as is). */
export interface RenderSettings {
  /** Asset URLs the layout links (hashed names written by the main process). */
  assets: { css: string[]; js: string[] };
  loc: SiteLocation;
  /** The temporary output folder pages are written into. */
  outDir: string;
  /** Quire's code fingerprint (see render-cache.ts); empty when the cache is off. */
  code: string;
  /** Pages without their own og:image get a generated one (the CLI's default; `--no-og-images`: none). */
  ogImages?: boolean;
}

/** One page to render. */
export interface PageJob {
  path: string;
  /** The MDX source the main process read (so every process renders the same text). */
  source?: string;
  /** Key of the page's MDX content (undefined: the page has none, e.g. an API page). */
  contentKey?: string;
  /**
   * Key of the page's MDX content without its file (see shared-content.ts): a compile that does
   * not depend on the file's place is filed under it, for every page with the same text.
   */
  sharedKey?: string;
  /**
   * The content's compile is in the cache, checked against its snippets, which hash to this
   * (the runner reads it; a missing or different entry is compiled again).
   */
  cachedContent?: string;
  /**
   * Key of everything the layout shows; with the content's keys it makes the page key. Absent:
   * the runner makes it (cache on).
   */
  layoutKey?: string;
  /** Content key of the page's previous version (in the output's manifest): its code blocks are reused. */
  previousContent?: string;
}

export interface PageJobResult {
  path: string;
  record: PageRecord;
  /** The key the page's outputs are filed under; absent when the page had errors (never cached). */
  pageKey?: string;
  /** The layout key in `pageKey` (cache on). */
  layoutKey?: string;
  /** The snippet files the page's content read, and their hash (cache on, MDX content). */
  dependencies?: string[];
  dependenciesHash?: string;
  /** The page's content was compiled (not taken from the cache). */
  compiled?: boolean;
  /** The key its content is filed under: the job's `sharedKey` when the compile was shared, else its `contentKey`. */
  contentKey?: string;
}

/** Layout, head tags and keys of a loaded site's pages, identical in every process. */
export interface SiteRendering {
  renderer: SiteRenderer;
  /** Base-path rewrite of a finished document. */
  finish(html: string): string;
  /** Hash of everything the page's layout shows besides its own content. */
  layoutKey(page: Page): string;
  /**
   * Hash of everything `layoutKey` is a function of: the site-wide settings and the whole page
   * model. The same value means every page's layout key is the same (cache on; else '').
   */
  siteLayoutKey(): string;
  /**
   * Key of a page's MDX content before its snippets are checked, from the hash of its source
   * (src/io/hash.ts of the text); undefined for pure API pages.
   */
  contentKey(page: Page, sourceHash: string | undefined): string | undefined;
  /** The same without the page's file (see shared-content.ts); undefined where there is no MDX file. */
  sharedContentKey(page: Page, sourceHash: string | undefined): string | undefined;
  /**
   * Key of everything besides the page and its text that content keys are made of (Quire's code
   * and the docs.json settings content reads; '' when the cache is off): while it stays the same,
   * a page whose text and file are the same has the content key it had.
   */
  contentSettingsKey(): string;
  /** Digest of the docs folder's files social cards draw (the logo, `thumbnails.background`), by their bytes. */
  cardImagesKey(): string;
}

/** `cache`: the build's render cache, which keeps generated API references too. */
export function createSiteRendering(loaded: LoadedSite, settings: RenderSettings, cache?: RenderCache): SiteRendering {
  const { config, site } = loaded;
  const { loc } = settings;
  // Each OpenAPI document hashed once (large specs serialise to megabytes): the site key and the
  // API reference cache both name them.
  const apiHashes = settings.code ? new Map([...loaded.apis.values()].map((a) => [a.id, documentHash(a.document)])) : new Map<string, string>();
  const apiCache = cache && settings.code ? createApiReferenceCache(cache, settings.code, config, apiHashes) : undefined;
  const renderer = createSiteRenderer(loaded, { assets: settings.assets, loc, ogImages: settings.ogImages === true, ...(apiCache && { apiCache }) });
  // Computed once: these are the same for every page of the build.
  let cardImages: string | undefined;
  const cardImagesKey = () => (cardImages ??= cardImagesDigest(loaded.root, config));
  const siteKey = settings.code
    ? hash(settings.code, JSON.stringify(config), JSON.stringify(settings.assets), settings.ogImages === true ? `cards ${cardImagesKey()}` : 'no cards', JSON.stringify(customAssets(loaded.scan.otherFiles)), JSON.stringify(loaded.logoSizes ?? {}), loc.base, loc.origin ?? '', ...[...apiHashes].map(([id, digest]) => `${id}:${digest}`), ...[...(loaded.asyncapis?.values() ?? [])].map((a) => `asyncapi ${a.id}:${documentHash(a.document)}`), [...(loaded.unavailableSpecs ?? [])].join(','))
    : '';
  const contentSiteKey = settings.code ? contentSettingsKey(settings.code, config) : '';
  let siteLayout: string | undefined;
  return {
    renderer,
    finish: renderer.finish,
    layoutKey: (page) => {
      const route = buildRouteData(site, page);
      return hash(siteKey, JSON.stringify(page), JSON.stringify(route), renderer.headHtml(page, route));
    },
    // Route data and head tags are pure functions of the site model, docs.json and the
    // location, all of which this covers.
    siteLayoutKey: () => (siteLayout ??= settings.code ? hash(siteKey, loaded.siteKey ?? documentHash(site)) : ''),
    contentKey: (page, sourceHash) => contentKeyOf(contentSiteKey, page, sourceHash),
    contentSettingsKey: () => contentSiteKey,
    cardImagesKey,
    sharedContentKey: (page, sourceHash) => (settings.code ? sharedContentKeyOf(contentSiteKey, page, sourceHash) : undefined),
  };
}

/**
 * The bytes of the docs folder's images social cards draw (docs.json `logo`, `thumbnails.background`).
 * Pages name them by URL only, so without this a new logo under the same name left every card
 * drawn with the old one on rebuilds.
 */
function cardImagesDigest(root: string, config: LoadedSite['config']): string {
  const logo = config.logo;
  const paths = [...(typeof logo === 'string' ? [logo] : logo ? [logo.light, logo.dark] : []), config.thumbnails?.background];
  return hash(
    ...paths.map((path) => {
      const file = docsFolderFile(root, path);
      if (!file) return '';
      try {
        return `${path}: ${createHash('sha256').update(readFileSync(file)).digest('hex')}`;
      } catch {
        return `${path}: missing`;
      }
    }),
  );
}

/** Renders jobs and writes their files: `<url>/index.html`, `<url>.md`, and cache entries. */
export interface PageJobRunner {
  run(job: PageJob): Promise<PageJobResult>;
}

export function createPageJobRunner(loaded: LoadedSite, rendering: SiteRendering, settings: RenderSettings, cache: RenderCache | undefined): PageJobRunner {
  const pages = new Map(loaded.site.pages.map((p) => [p.path, p]));
  const made = new Set<string>();
  const fileHashes = new Map<string, Promise<string>>();
  /*
   * Blocking writes: the runner works in busy render processes, where a page's files written
   * synchronously to the page cache cost a quarter of the CPU that libuv's thread pool takes (a
   * hand-off per open, write and close, each waking a pool thread on already busy cores).
   */
  function write(relative: string, content: string | Uint8Array): void {
    const file = join(settings.outDir, relative);
    if (!file.startsWith(`${settings.outDir}/`)) throw new Error(`refusing to write ${relative}: outside the output folder`);
    const folder = dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(file, content);
  }
  let cardImages: Promise<{ logo?: CardImage; background?: string }> | undefined;
  /**
   * The page's social image: from the image cache when a card with the same inputs was drawn
   * before (any page, any build of this Quire version), else drawn. A card that cannot be
   * drawn is a warning; the page keeps its meta tags and the build goes on.
   */
  async function ogImage(page: Page): Promise<{ file: string; png?: Uint8Array; diagnostic?: Diagnostic }> {
    const file = ogImagePath(page.path).slice(1);
    try {
      // Keyed by the card's text and settings and its images' files: a card found in the image
      // cache needs neither the images scaled for it nor resvg, which scaling them starts.
      const key = hash('og-image', JSON.stringify(ogCardInput(page, loaded.config, {})), rendering.cardImagesKey());
      const cached = await cache?.readImage(key);
      if (cached) return { file, png: cached };
      // satori and resvg (2 MB of code and WebAssembly) load on the first card drawn, not with every process.
      const { ogCardImages, renderOgImage } = await import('./og-image.js');
      cardImages ??= ogCardImages(loaded.root, loaded.config);
      const { png, dropped, why } = await renderOgImage(ogCardInput(page, loaded.config, await cardImages));
      // A card missing text is not cached: the next build warns again, and draws the text once a font is installed.
      if (!dropped) {
        await cache?.writeImage(key, png);
        return { file, png };
      }
      return {
        file,
        png,
        diagnostic: {
          severity: 'warning',
          code: 'build/og-image-text',
          message: `the social image of ${page.path} is drawn without its ${dropped.map((f) => FIELD_NAMES[f]).join(', ')}: ${why}`,
          ...(page.source.kind === 'mdx' && { file: page.source.file }),
          hint: 'install a TTF or OTF font that has these characters (fontconfig finds it; e.g. Debian fonts-ipafont-gothic for Japanese, fonts-nanum for Korean), or set og:image in the page\'s frontmatter',
        },
      };
    } catch (err) {
      return {
        file,
        diagnostic: { severity: 'warning', code: 'build/og-image', message: `the social image of ${page.path} could not be drawn: ${(err as Error).message}`, ...(page.source.kind === 'mdx' && { file: page.source.file }), hint: 'set og:image in the page\'s frontmatter, or build with --no-og-images' },
      };
    }
  }
  /**
   * A long page is parsed in pieces (content/parse-chunks.ts), kept beside its compile, under the
   * same key: the compile of its next version (whose job names this one as `previousContent`)
   * parses only the pieces that changed. Pages with the same text share the compile, and the pieces.
   */
  async function parseMemoFor(job: PageJob): Promise<ParseMemo | undefined> {
    if (job.source === undefined || job.source.length < MIN_CHUNKED_TEXT) return undefined;
    if (!cache) return { keep: false, made: [] };
    const kept = job.previousContent === undefined ? undefined : await cache.readParse(job.previousContent);
    return { keep: true, made: [], ...(kept && { seeds: deserializeChunks(kept) }) };
  }
  return {
    async run(job) {
      const page = pages.get(job.path);
      if (!page) throw new Error(`no page ${job.path} in this site`);
      let rendered;
      const cachedEntry = job.cachedContent !== undefined && job.contentKey && cache ? await cache.readContent(job.contentKey) : undefined;
      const content = cachedEntry?.dependenciesHash === job.cachedContent ? cachedEntry : undefined;
      const previous = !content && job.previousContent && cache ? await cache.readContent(job.previousContent) : undefined;
      const release = previous?.codeBlocks ? reuseCodeBlocks(previous.html, previous.codeBlocks) : undefined;
      const parseMemo = !content && page.source.kind === 'mdx' ? await parseMemoFor(job) : undefined;
      try {
        // The text the main process read (and keyed the cache with) is the text rendered.
        rendered = await rendering.renderer.render(page, { ...(job.source !== undefined && { source: job.source }), ...(content && { content }), ...(parseMemo && { parseMemo }) });
      } finally {
        release?.();
      }
      const compiled = !content && rendered.content !== undefined;
      write(urlToOutputFile(page.path), rendering.finish(rendered.html));
      write(markdownPath(page.path).slice(1), rendered.markdown ?? '');
      const og = settings.ogImages === true && wantsOgImage(page, loaded.config) ? await ogImage(page) : undefined;
      if (og?.png) write(og.file, og.png);
      const ids = extractIds(rendered.html);
      const record: PageRecord = {
        searchHtml: searchableHtml(rendered.contentHtml),
        links: linksToCheck(extractLinks(rendered.contentHtml), ids, page.path),
        ids: [...ids],
        diagnostics: og?.diagnostic ? [...rendered.diagnostics, og.diagnostic] : rendered.diagnostics,
        ...(og?.png && { ogImage: og.file }),
        mermaid: rendered.contentHtml.includes('class="mermaid"'),
        math: rendered.contentHtml.includes(KATEX_MARK),
        ...(rendered.content?.utilities && { utilities: rendered.content.utilities }),
      };
      if (!cache || hasFailures(rendered.diagnostics)) return { path: job.path, record, ...(compiled && { compiled }) };
      let dependenciesHash = content?.dependenciesHash ?? '';
      let contentKey = job.contentKey;
      if (!content && rendered.content && job.contentKey) {
        dependenciesHash = await hashFiles(loaded.root, rendered.content.dependencies, fileHashes);
        if (job.sharedKey && job.source !== undefined && isSharedContent(job.source, rendered.content)) contentKey = job.sharedKey;
        await cache.writeContent(contentKey!, { ...rendered.content, dependenciesHash });
        if (parseMemo?.keep && parseMemo.made.length > 0) await cache.writeParse(contentKey!, serializeChunks(parseMemo.made));
      }
      const layoutKey = job.layoutKey ?? rendering.layoutKey(page);
      const pageKey = hash(layoutKey, contentKey ?? '', dependenciesHash);
      await cache.writePage(pageKey, record);
      const dependencies = content?.dependencies ?? rendered.content?.dependencies;
      return { path: job.path, record, pageKey, layoutKey, ...(contentKey && dependencies && { contentKey, dependencies, dependenciesHash }), ...(compiled && { compiled }) };
    },
  };
}
