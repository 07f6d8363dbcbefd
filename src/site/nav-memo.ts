import { join } from 'node:path';
import { serialize } from 'node:v8';
import type { ApiIndex } from '../openapi/api-index.js';
import type { AsyncApiDocument } from '../openapi/asyncapi/load-asyncapi.js';
import { hash, hashOf, textKey } from '../io/hash.js';
import { readRecord, writeKeyedRecord } from '../io/keyed-record.js';
import { type PackedRows, type PackedTree, packRows, packTree, unpackRows, unpackTree } from '../io/packed-rows.js';
import type { ResolveResult } from '../navigation/resolve-navigation.js';
import type { NavNode, Page } from '../shared/site-model.js';

/**
 * The resolved navigation kept in the cache folder between runs. Resolving is a pure function of
 * docs.json, every page file's frontmatter and the API documents, and on a large site it was the
 * largest part of `quire dev`'s way to its first page, and a part of every rebuild; reading the
 * stored model back costs less than half of it (bench/RESULTS.md, "Figures behind code
 * comments"). The key names all of it, so a changed title, a new page or an edited spec resolves
 * again.
 */

/** Bumped when the stored shape changes (2: MDX pages stored without their frontmatter; 3: pages and tree by column). */
const FORMAT = 3;

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

/**
 * Digest of a page file's parsed frontmatter and the `variables` it was parsed with. Made from the
 * values, not from V8's serializer: that writes a string as it is held, one byte or two a
 * character, so the same title sliced from a file with a non-ASCII character further down, or
 * from its head alone, gave two digests, and a navigation resolved again for nothing.
 */
export function frontmatterDigest(data: Record<string, unknown>, variables: string | undefined): string {
  const parts: string[] = [];
  encodeValue(data, parts);
  parts.push('\0', variables ?? '');
  return textKey(parts.join(''));
}

/** A value's type and content, strings with their length (a date is not its text). */
function encodeValue(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(`s${value.length}:`, value);
  else if (typeof value === 'number') out.push(`n${Object.is(value, -0) ? '-0' : value};`);
  else if (typeof value === 'boolean') out.push(value ? 't' : 'f');
  else if (value === null) out.push('z');
  else if (value === undefined) out.push('u');
  else if (typeof value === 'bigint') out.push(`b${value};`);
  else if (value instanceof Date) out.push(`d${value.getTime()};`);
  else if (Array.isArray(value)) {
    out.push(`a${value.length}[`);
    for (const item of value) encodeValue(item, out);
    out.push(']');
  } else if (value instanceof Map) {
    out.push(`m${value.size}{`);
    for (const [k, v] of value) {
      encodeValue(k, out);
      encodeValue(v, out);
    }
    out.push('}');
  } else if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const keys = Object.keys(value);
    out.push(`o${keys.length}{`);
    for (const key of keys) {
      encodeValue(key, out);
      encodeValue((value as Record<string, unknown>)[key], out);
    }
    out.push('}');
  } else {
    // Anything else YAML could make (a Set): V8's serializer, as before.
    out.push(`x${serialize(value).toString('base64')};`);
  }
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
 * file's frontmatter digest. `record` is what `readNavigationRecord` found, read before the key
 * was known.
 */
export function memoisedNavigation(
  cacheDir: string,
  key: string,
  resolve: () => ResolveResult,
  frontmatter: ReadonlyMap<string, Record<string, unknown>>,
  record: NavigationRecord | undefined,
): ResolveResult {
  if (record?.key === key && withFrontmatter(record.result.site.pages, frontmatter)) return record.result as ResolveResult;
  const resolved = resolve();
  // Stored before the caller places or changes a diagnostic: the record is the resolver's own.
  const pages = packRows(resolved.site.pages.map((page) => withoutFrontmatter(page, frontmatter)));
  const stored: StoredResult = { ...resolved, site: { ...resolved.site, pages, navigation: packTree(resolved.site.navigation) } };
  writeKeyedRecord(navigationFile(cacheDir), key, stored);
  return resolved;
}

/** The stored navigation and the key it was stored under, read before the key is known. */
export interface NavigationRecord {
  key: unknown;
  /** Its pages lack the frontmatter `memoisedNavigation` puts back. */
  result: Omit<ResolveResult, 'site'> & { site: Omit<ResolveResult['site'], 'pages'> & { pages: StoredPage[] } };
}

/**
 * Reads the stored navigation whatever its key: load-site.ts reads it while a worker thread
 * lists the docs folder, as the key needs that listing. Pages and tree are stored by column
 * (src/io/packed-rows.ts): a large site's record reads back in a third of the time.
 */
export function readNavigationRecord(cacheDir: string): NavigationRecord | undefined {
  const stored = readRecord<StoredResult>(navigationFile(cacheDir));
  if (!stored) return undefined;
  try {
    const { site } = stored.value;
    return { key: stored.key, result: { ...stored.value, site: { ...site, pages: unpackRows<StoredPage>(site.pages), navigation: unpackTree<NavNode>(site.navigation) } } };
  } catch {
    // Not of this shape (never written so under a current key): resolved again.
    return undefined;
  }
}

function navigationFile(cacheDir: string): string {
  return join(cacheDir, 'navigation.bin');
}

type StoredResult = Omit<ResolveResult, 'site'> & { site: Omit<ResolveResult['site'], 'pages' | 'navigation'> & { pages: PackedRows; navigation: PackedTree } };

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
