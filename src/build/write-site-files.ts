/**
 * Writes the site files (sitemap, llms.txt, section sidebars, utilities.css, the 404 page…:
 * outputs/site-files.ts) into the output folder, keeping from the previous output each file
 * whose key is the one recorded there.
 */
import { join } from 'node:path';
import type { SiteFile } from '../outputs/site-files.js';
import type { OutputDir } from './output-dir.js';
import type { OutputManifest } from './render-cache.js';

export interface SiteFileKeys {
  /**
   * Key of everything a file made only from the site model, docs.json and the docs folder's file
   * list is made from: an edit of pages' bodies keeps those files (at 25,000 pages, ~1 s of
   * section sidebars, sitemap, llms.txt…).
   */
  site: string;
  /** What the previous output's manifest recorded (`siteFiles`, `siteFileKeys`). */
  previous: Pick<OutputManifest, 'siteFiles' | 'siteFileKeys'> | undefined;
}

/**
 * One rule keeps a file: its key is the one the previous output recorded. A file's key is its own
 * (`SiteFile.key`); for a file not made from pages' content, the site's; a file made from pages'
 * content without a key of its own (llms-full.txt, RSS feeds) has none and is always written.
 * Without keys (the cache off) every file is written. Returns the own keys to record in the new
 * manifest (the site's is recorded once, as `siteFiles`).
 */
export async function writeSiteFiles(files: readonly SiteFile[], output: OutputDir, out: string, keys: SiteFileKeys | undefined): Promise<Record<string, string>> {
  const own: Record<string, string> = {};
  for (const f of files) {
    const key = !keys ? undefined : f.key ? await f.key() : f.fromPages ? undefined : keys.site;
    if (key !== undefined && f.key) own[f.file] = key;
    const recorded = f.key ? keys?.previous?.siteFileKeys?.[f.file] : keys?.previous?.siteFiles;
    if (key !== undefined && output.incremental && recorded === key && output.adoptSync(f.file, join(out, f.file))) continue;
    const content = await f.produce();
    await (typeof content === 'string' || content instanceof Uint8Array ? output.write(f.file, content) : output.writeParts(f.file, content));
  }
  return own;
}
