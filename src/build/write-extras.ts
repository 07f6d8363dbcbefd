/**
 * The build's extras phase (build-site.ts): the docs folder's static files, the client vendor
 * bundle, and the site files (sitemap, llms.txt, llms-full.txt, section sidebars, utilities.css…),
 * each kept from the previous output where its key says it is unchanged.
 */
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { llmsFullReuse, type LlmsFullSpans } from '../outputs/llms-full-reuse.js';
import { siteFiles, type SiteFile } from '../outputs/site-files.js';
import { urlToOutputFile } from '../shared/page-paths.js';
import type { Page } from '../shared/site-model.js';
import type { LoadedSite } from '../site/load-site.js';
import { markdownPath } from '../site/site-url.js';
import type { OutputDir } from './output-dir.js';
import type { SiteRendering } from './page-job.js';
import { hashOf } from '../io/hash.js';
import { hash, type OutputManifest } from './render-cache.js';
import type { RenderPagesResult } from './render-pages.js';
import { copyClientVendor, copyStaticFiles, type StaticFileStamps } from './site-assets.js';
import { writeSiteFiles } from './write-site-files.js';

export interface ExtrasInput {
  loaded: LoadedSite;
  output: OutputDir;
  out: string;
  rendering: SiteRendering;
  renderedPages: RenderPagesResult;
  /** The render cache is on: files get keys, and the manifest records them. */
  cached: boolean;
  /** The previous output is this Quire's own (its manifest is in this version's cache): its copies of Quire's files stand. */
  ownOutput: string | undefined;
}

export interface Extras {
  diagnostics: Diagnostic[];
  /** The site files written or kept (those only some pages need, only when one does). */
  written: SiteFile[];
  /** Static files' stamps and how many the previous output had lost, for the manifest and the size. */
  statics: { stamps: StaticFileStamps; missing: number };
  /** For the manifest: the key of the files made only from the site model ('' with the cache off), the files' own keys, llms-full.txt's page spans. */
  siteFilesKey: string;
  siteFileKeys: Record<string, string>;
  llmsFullSpans: LlmsFullSpans | undefined;
}

export async function writeExtras(input: ExtrasInput): Promise<Extras> {
  const { loaded, output, out, rendering, renderedPages, ownOutput } = input;
  const previousOutput = renderedPages.previousOutput;
  const diagnostics: Diagnostic[] = [];
  const statics = await copyStaticFiles(
    loaded.root,
    output,
    loaded.scan.otherFiles,
    ownOutput && previousOutput?.staticFiles ? { out, stamps: previousOutput.staticFiles } : undefined,
  );
  diagnostics.push(...statics.diagnostics);
  if (renderedPages.needsVendor) await copyClientVendor(output, ownOutput);
  // What the site files not made from pages' content are made of (write-site-files.ts).
  const siteFilesKey = input.cached ? hash(rendering.siteLayoutKey(), ...loaded.scan.otherFiles) : '';
  const keepSiteFiles = output.incremental && siteFilesKey !== '' && previousOutput?.siteFiles === siteFilesKey;
  // With the same outline, llms-full.txt takes unchanged pages' text from the previous file.
  const llmsFull = llmsFullReuse({
    ...(keepSiteFiles && { previousFile: join(out, 'llms-full.txt') }),
    ...(previousOutput?.llmsFull && { previous: previousOutput.llmsFull }),
    unchanged: (page) => output.isKept(markdownPath(page.path).slice(1)),
  });
  let siteFileKeys: Record<string, string>;
  let written: SiteFile[];
  try {
    // A page's Markdown was written beside it by its page job; llms-full.txt reads it back.
    const extras = await siteFiles(loaded, rendering.renderer, {
      markdown: (page) => output.readTextSync(markdownPath(page.path).slice(1)),
      html: (page) => output.readTextSync(urlToOutputFile(page.path)),
      utilityClasses: () => renderedPages.utilities,
      llmsFullPieces: llmsFull.pieces,
      ...(siteFilesKey && { llmsFullKey: () => llmsFullKeyOf(siteFilesKey, loaded.site.pages, renderedPages.manifest?.pages) }),
    });
    diagnostics.push(...extras.diagnostics);
    // `styling.latex: true` links the KaTeX stylesheet on every page, math or not.
    const needed = { math: renderedPages.needsKatex || loaded.config.styling?.latex === true, utilities: renderedPages.utilities.length > 0 };
    written = extras.files.filter((f) => f.onlyWith === undefined || needed[f.onlyWith]);
    siteFileKeys = await writeSiteFiles(written, output, out, input.cached ? { site: siteFilesKey, previous: previousOutput } : undefined);
  } finally {
    llmsFull.close();
  }
  // A kept llms-full.txt is the previous one, where its pages still are.
  const llmsFullSpans = llmsFull.spans() ?? (output.isKept('llms-full.txt') ? previousOutput?.llmsFull : undefined);
  return { diagnostics, written, statics: { stamps: statics.stamps, missing: statics.missing }, siteFilesKey, siteFileKeys, llmsFullSpans };
}

/**
 * llms-full.txt's key: its outline's (the site files' key: site model, URLs, docs.json) and each
 * page's, whose Markdown its key covers. None while a page has no key (it had errors).
 */
function llmsFullKeyOf(siteFiles: string, pages: readonly Page[], entries: OutputManifest['pages'] | undefined): string | undefined {
  if (!entries) return undefined;
  const parts = ['llms-full', siteFiles];
  for (const page of pages) {
    const key = entries[page.path]?.key;
    if (!key) return undefined;
    parts.push(page.path, key);
  }
  return hashOf(parts);
}
