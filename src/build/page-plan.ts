/**
 * The first pass of a render (render-pages.ts): each page's job and, where they can be known
 * without rendering, its keys, so that the pages whose keys match the previous output's manifest
 * are taken from it as they are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../shared/site-model.js';
import type { LoadedSite } from '../site/load-site.js';
import type { PageJob, SiteRendering } from './page-job.js';
import { hash, hashFiles, type OutputManifest, type RenderCache } from './render-cache.js';

export interface PlannedPage {
  page: Page;
  job: PageJob;
  /** Known when the content needs no compile (cached, or no MDX). */
  pageKey?: string;
  /** The snippets the content read, and their hash (known with the key for MDX content). */
  dependencies?: string[];
  dependenciesHash?: string;
  /** Hash of the MDX text the page renders from (its manifest entry records it). */
  sourceHash?: string;
}

export interface PagePlanner {
  /** The page model's layout key, and the content settings' key, for the new manifest ('' with the cache off). */
  siteLayout: string;
  contentSettings: string;
  plan(page: Page): Promise<PlannedPage>;
}

export function createPagePlanner(loaded: LoadedSite, rendering: SiteRendering, cache: RenderCache | undefined, previous: OutputManifest | undefined): PagePlanner {
  const fileHashes = new Map<string, Promise<string>>();
  // An unchanged page model means unchanged layouts: the manifest's keys stand (no route data to build).
  const siteLayout = cache ? rendering.siteLayoutKey() : '';
  const sameSite = cache !== undefined && siteLayout !== '' && previous?.site === siteLayout;
  const contentSettings = cache ? rendering.contentSettingsKey() : '';
  // Same page model and content settings: a page with the text it had has the keys it had.
  const sameContent = sameSite && contentSettings !== '' && previous?.contentSettings === contentSettings;
  const layoutKeyOf = (page: Page) => (sameSite ? previous!.pages[page.path]?.layout : undefined) ?? rendering.layoutKey(page);
  // By list as well as by file: most pages share a list (none, or a site's common snippets), and
  // hashing it again for each of 27,000 pages was ~60 ms of a rebuild.
  const listHashes = new Map<string, Promise<string>>();
  const dependenciesHashOf = (files: readonly string[]) => {
    const list = files.join('\0');
    let digest = listHashes.get(list);
    if (!digest) listHashes.set(list, (digest = hashFiles(loaded.root, files, fileHashes)));
    return digest;
  };

  async function plan(page: Page): Promise<PlannedPage> {
    const source = page.source.kind === 'mdx' ? loaded.sources.get(page.source.file) : undefined;
    const job: PageJob = { path: page.path, ...(source !== undefined && { source }) };
    if (!cache) return { page, job };
    // Unchanged files were not read (load-site.ts `pageHeads`): their hash stands for their text.
    const sourceHash = page.source.kind !== 'mdx' ? undefined : (loaded.sourceHashes?.get(page.source.file) ?? (source === undefined ? undefined : hash(source)));
    const before = previous?.pages[page.path];
    // A page the previous output lacks is rendered whatever its keys are, and its runner builds its
    // route data anyway: the layout key is made there. Made here, on a large cold build it held up
    // the first page by seconds and made hundreds of MB of short-lived route data.
    if (before) job.layoutKey = layoutKeyOf(page);
    if (sameContent && sourceHash !== undefined && before?.source === sourceHash && before.content !== undefined && before.dependenciesHash !== undefined) {
      const dependencies = before.dependencies ?? [];
      const dependenciesHash = await dependenciesHashOf(dependencies);
      if (dependenciesHash === before.dependenciesHash) {
        // The keys the previous build made of the same inputs (its layout key is the recorded one).
        job.contentKey = before.content;
        job.cachedContent = dependenciesHash;
        return { page, job, pageKey: before.key, dependencies, dependenciesHash, sourceHash };
      }
    }
    const keyOf = (content: string, dependencies: string) => (job.layoutKey === undefined ? undefined : hash(job.layoutKey, content, dependencies));
    const contentKey = rendering.contentKey(page, sourceHash);
    if (contentKey === undefined) return { page, job, pageKey: keyOf('', '') };
    job.contentKey = contentKey;
    const withSource = <T extends object>(planned: T) => (sourceHash === undefined ? planned : { ...planned, sourceHash });
    const sharedKey = rendering.sharedContentKey(page, sourceHash);
    if (sharedKey !== undefined) job.sharedKey = sharedKey;
    // The manifest knows the content's snippets: an unchanged page needs no cache read at all.
    if (before?.content !== undefined && (before.content === contentKey || before.content === sharedKey) && before.dependenciesHash !== undefined) {
      const dependencies = before.dependencies ?? [];
      const dependenciesHash = await dependenciesHashOf(dependencies);
      if (dependenciesHash === before.dependenciesHash) {
        // Only its layout changed, if anything: the previous build cached the compile.
        job.contentKey = before.content;
        job.cachedContent = dependenciesHash;
        return withSource({ page, job, pageKey: keyOf(before.content, dependenciesHash), dependencies, dependenciesHash });
      }
    }
    // A compile another page with the same text filed for both, else this file's own.
    for (const key of sharedKey === undefined ? [contentKey] : [sharedKey, contentKey]) {
      const content = await cache.readContent(key);
      if (!content || (await dependenciesHashOf(content.dependencies)) !== content.dependenciesHash) continue;
      // The job's runner reads the compile again rather than this process keeping it until then:
      // after a docs.json edit every page is such a job (~1 GB of HTML at 25,000 pages).
      const { dependencies, dependenciesHash } = content;
      job.contentKey = key;
      job.cachedContent = dependenciesHash;
      return withSource({ page, job, pageKey: keyOf(key, dependenciesHash), dependencies, dependenciesHash });
    }
    // Compiled again: the previous version's code blocks can spare the highlighting.
    if (before?.content && before.content !== contentKey && before.content !== sharedKey) job.previousContent = before.content;
    return withSource({ page, job });
  }

  return { siteLayout, contentSettings, plan };
}

/**
 * A page loaded from its recorded head only (its file unchanged) is read now that it renders. If
 * the file was edited since loading, its keys become the text's that renders, or its compile
 * would be cached under the old text's key (and served if the file went back to it).
 */
export function readPlannedSource(p: PlannedPage, loaded: LoadedSite, rendering: SiteRendering, cache: RenderCache | undefined): void {
  if (p.job.source !== undefined || p.page.source.kind !== 'mdx') return;
  const { file } = p.page.source;
  const text = readSource(loaded.root, file);
  p.job.source = text;
  const textHash = hash(text);
  if (p.sourceHash !== undefined) p.sourceHash = textHash;
  if (!cache || p.job.contentKey === undefined || textHash === loaded.sourceHashes?.get(file)) return;
  p.job.contentKey = rendering.contentKey(p.page, textHash);
  const sharedKey = rendering.sharedContentKey(p.page, textHash);
  if (sharedKey === undefined) delete p.job.sharedKey;
  else p.job.sharedKey = sharedKey;
  delete p.job.cachedContent;
}

/**
 * A page's text for its render. '' when it is gone since loading: the page renders empty and the
 * next build, which no longer finds the file, reports it.
 */
function readSource(root: string, file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return '';
  }
}
