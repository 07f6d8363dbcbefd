import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import type { ApiIndex } from '../openapi/api-index.js';
import type { AsyncApiDocument } from '../openapi/asyncapi/load-asyncapi.js';
import { hash, hashOf } from '../io/hash.js';
import { readKeyedRecord, writeKeyedRecord } from '../io/keyed-record.js';
import type { ResolveResult } from '../navigation/resolve-navigation.js';
import type { Page } from '../shared/site-model.js';

/**
 * The resolved navigation kept in the cache folder between runs. Resolving is a pure function of
 * docs.json, every page file's frontmatter and the API documents, and on a large site it was the
 * largest part of `quire dev`'s way to its first page, and a part of every rebuild; reading the
 * stored model back costs less than half of it (bench/RESULTS.md, "Figures behind code
 * comments"). The key names all of it, so a changed title, a new page or an edited spec resolves
 * again.
 */

/** Bumped when the stored shape changes (2: MDX pages stored without their frontmatter). */
const FORMAT = 2;

/** What the key is made of: the caller's digests of its inputs. */
export interface NavigationInputs {
  /** Quire's code fingerprint. */
  code: string;
  /** docs.json's identity (its validation memo's key: text and code). */
  config: string;
  /** Page files in scan order, each with the digest of its frontmatter. */
  files: readonly (readonly [string, string])[];
  apis: ReadonlyMap<string, ApiIndex>;
  unavailableSpecs: ReadonlySet<string>;
  asyncapis?: ReadonlyMap<string, AsyncApiDocument>;
}

/** Digest of a page file's parsed frontmatter and the `variables` it was parsed with (V8's serializer tells a date from its text). */
export function frontmatterDigest(data: Record<string, unknown>, variables: string | undefined): string {
  return createHash('sha256').update(serialize(data)).update('\0').update(variables ?? '').digest('hex').slice(0, 40);
}

function documentDigest(document: unknown): string {
  try {
    return hash(JSON.stringify(document));
  } catch {
    // Not serialisable (never seen): a key no other run shares.
    return `${Date.now()}:${Math.random()}`;
  }
}

export function navigationKey(inputs: NavigationInputs): string {
  const parts = [String(FORMAT), inputs.code, inputs.config];
  for (const [file, digest] of inputs.files) parts.push(file, digest);
  for (const [id, api] of inputs.apis) parts.push(`openapi ${id}`, documentDigest(api.document));
  for (const [id, doc] of inputs.asyncapis ?? []) parts.push(`asyncapi ${id}`, documentDigest(doc.document));
  parts.push([...inputs.unavailableSpecs].sort().join('\n'));
  return hashOf(parts);
}

/**
 * The navigation resolved from the same inputs before, or the one `resolve` gives (then stored).
 * `frontmatter` is what the resolver was given, by page file: an MDX page's `frontmatter` is that
 * very object, so the record leaves it out and a read puts it back. Stored, it was a second copy
 * of every page head's frontmatter, read back and kept beside the first on every start (the
 * time: bench/RESULTS.md, "Figures behind code comments"); the key already pins it through each
 * file's frontmatter digest.
 */
export function memoisedNavigation(cacheDir: string, key: string, resolve: () => ResolveResult, frontmatter: ReadonlyMap<string, Record<string, unknown>>): ResolveResult {
  const file = join(cacheDir, 'navigation.bin');
  const stored = readKeyedRecord<ResolveResult>(file, key);
  if (stored && withFrontmatter(stored.site.pages, frontmatter)) return stored;
  const resolved = resolve();
  // Stored before the caller places or changes a diagnostic: the record is the resolver's own.
  writeKeyedRecord(file, key, { ...resolved, site: { ...resolved.site, pages: resolved.site.pages.map((page) => withoutFrontmatter(page, frontmatter)) } });
  return resolved;
}

type StoredPage = Omit<Page, 'frontmatter'> & { frontmatter?: Page['frontmatter'] };

function withoutFrontmatter(page: Page, frontmatter: ReadonlyMap<string, Record<string, unknown>>): StoredPage {
  if (page.source.kind !== 'mdx' || page.frontmatter !== frontmatter.get(page.source.file)) return page;
  const { frontmatter: _omitted, ...rest } = page;
  return rest;
}

/** Puts back the frontmatter `withoutFrontmatter` left out; false if a page's file has none (not the record's inputs). */
function withFrontmatter(pages: StoredPage[], frontmatter: ReadonlyMap<string, Record<string, unknown>>): pages is Page[] {
  for (const page of pages) {
    if (page.frontmatter !== undefined) continue;
    const fm = page.source.kind === 'mdx' ? frontmatter.get(page.source.file) : undefined;
    if (fm === undefined) return false;
    page.frontmatter = fm;
  }
  return true;
}
