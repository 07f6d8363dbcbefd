import { deserialize, serialize } from 'node:v8';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { packRows, unpackRows, type PackedRows } from '../io/packed-rows.js';
import type { ManifestPage, OutputManifest } from './render-cache.js';

/**
 * An output manifest kept as a base and a journal of what changed since (render-cache.ts does
 * the I/O). At 27,000 pages the manifest was ~35 MB of JSON; a rebuild that changed one page
 * wrote all of it again. With a journal it writes the entries that differ from the base (the
 * pages rendered since it was written, their link findings) and the manifest's small fields,
 * and the base is written again only when the journal has grown large.
 *
 * Pure functions: which entries changed is told by identity. A rebuild carries an unchanged
 * page's entry (and its findings) over from the manifest it read as the same object, so
 * comparing objects is exact for those and costs nothing; a page rendered again gets a new
 * object and goes into the journal even when it came out the same, which is only a little
 * more journal.
 */

/** The manifest's per-page parts, which the journal holds by page; the rest it holds whole. */
export interface ManifestBase extends OutputManifest {
  /** Names this base; a journal applies only to the base it names. */
  id: string;
}

/**
 * A base as stored: each page's ids as an index into `idLists`. Every page repeats the layout's
 * ids, and the copies of a page in other versions have all of its ids: the 27,210 pages of the
 * bench's replica have 1,740 distinct lists, and ids were half of the manifest (17 of 35 MB).
 */
export interface StoredBase extends Omit<ManifestBase, 'pages'> {
  pages: Record<string, Omit<ManifestPage, 'ids'> & { ids: number | string[] }>;
  idLists?: string[][];
}

/** The base to store (the manifest's objects are left as they are). */
export function packBase(base: ManifestBase): StoredBase {
  const index = new Map<string, number>();
  const idLists: string[][] = [];
  const pages: StoredBase['pages'] = {};
  for (const path in base.pages) {
    const entry = base.pages[path]!;
    const key = entry.ids.join('\n');
    let at = index.get(key);
    if (at === undefined) {
      at = idLists.push(entry.ids) - 1;
      index.set(key, at);
    }
    pages[path] = { ...entry, ids: at };
  }
  return { ...base, pages, idLists };
}

/** The base a stored one holds (its entries are changed in place: they were just parsed). Undefined when it is not one. */
export function unpackBase(stored: StoredBase | undefined): ManifestBase | undefined {
  if (!stored?.pages || typeof stored.id !== 'string') return undefined;
  const { idLists = [], ...base } = stored;
  for (const path in base.pages) {
    const entry = base.pages[path]!;
    if (typeof entry.ids !== 'number') continue;
    const ids = idLists[entry.ids];
    if (!ids) return undefined;
    entry.ids = ids;
  }
  return base as ManifestBase;
}

/**
 * A base's file: a first line naming it (`readBaseId` reads only that), then the stored base by
 * column (packed-rows.ts) through V8's serializer. As JSON, the replica's 27,210-page base was
 * 20.8 MB and took ~280 ms to read and parse, on the main thread of every rebuild; by column it is
 * 14.8 MB and ~130 ms (bench/RESULTS.md, "Figures behind code comments").
 */
const BASE_HEADER = 'quire manifest base 1 ';

interface EncodedBase {
  rest: Omit<StoredBase, 'pages' | 'idLists'>;
  idLists: string[][];
  paths: string[];
  rows: PackedRows;
}

/** The bytes of a base's file. */
export function encodeBase(base: ManifestBase): Uint8Array {
  const { pages, idLists = [], ...rest } = packBase(base);
  const paths = Object.keys(pages);
  const body = serialize({ rest, idLists, paths, rows: packRows(paths.map((path) => pages[path]!)) } satisfies EncodedBase);
  return Buffer.concat([Buffer.from(`${BASE_HEADER}${base.id}\n`, 'latin1'), body]);
}

/** The id a base's file names in its first bytes; undefined when they are not a base's. */
export function baseIdOf(head: Uint8Array): string | undefined {
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('latin1');
  if (!text.startsWith(BASE_HEADER)) return undefined;
  return /^([0-9a-f]+)\n/.exec(text.slice(BASE_HEADER.length))?.[1];
}

/** The base in a base's file; undefined when it is absent, cut short or not one. */
export function decodeBase(bytes: Uint8Array | undefined): ManifestBase | undefined {
  if (!bytes || !baseIdOf(bytes.subarray(0, 128))) return undefined;
  const end = bytes.indexOf(10);
  try {
    const { rest, idLists, paths, rows } = deserialize(bytes.subarray(end + 1)) as EncodedBase;
    const entries = unpackRows<StoredBase['pages'][string]>(rows);
    if (entries.length !== paths.length) return undefined;
    const pages: StoredBase['pages'] = {};
    for (let i = 0; i < paths.length; i++) pages[paths[i]!] = entries[i]!;
    return unpackBase({ ...rest, pages, idLists });
  } catch {
    return undefined; // half-written by a killed build, or not a base: a miss either way
  }
}

export interface ManifestJournal {
  base: string;
  /** Page URL → its entry now, or null: the base's entry is gone. */
  pages: Record<string, ManifestPage | null>;
  /** Page URL → its link findings now, or null: the base's findings are gone. */
  findings: Record<string, Diagnostic[] | null>;
  /** Everything else of the manifest, as it is now. */
  rest: Omit<OutputManifest, 'pages' | 'linkCheck'> & { linkCheck?: Omit<NonNullable<OutputManifest['linkCheck']>, 'findings'> };
}

/** What a read kept of the base, to tell at the next write what differs from it. */
export interface BaseState {
  id: string;
  /** The base's own entries and findings (before the journal was applied), by page. */
  pages: BaseEntries<ManifestPage>;
  findings: BaseEntries<Diagnostic[]>;
}

/** A base's own entries by page: what `changedEntries` reads of them. */
export interface BaseEntries<T> {
  get(path: string): T | undefined;
  readonly size: number;
  keys(): Iterable<string>;
}

/**
 * The journal is written instead of a new base while it holds at most this share of the
 * manifest's pages (and at least `MIN_JOURNAL_PAGES`): reading it costs about what writing it
 * does, so a journal of a tenth of the site costs a tenth more read for every later rebuild.
 */
const JOURNAL_SHARE = 0.1;
const MIN_JOURNAL_PAGES = 64;

/**
 * The manifest a base and its journal describe, and the state of the base for the next write.
 * The journal is applied to the base's own objects, which a read has just parsed (at 27,000
 * pages, copying them into a map and a second object took ~40 ms of every rebuild and their
 * garbage): the state reads the base's entries through them and the few the journal replaced.
 * Nothing may change the manifest's pages or findings afterwards; a rebuild makes new ones.
 */
export function applyJournal(base: ManifestBase, journal: ManifestJournal | undefined): { manifest: OutputManifest; state: BaseState } {
  const { id, ...manifest } = base;
  const applies = journal !== undefined && journal.base === id;
  const found = manifest.linkCheck?.findings ?? {};
  const state: BaseState = { id, pages: baseEntries(manifest.pages, applies ? journal.pages : {}), findings: baseEntries(found, applies ? journal.findings : {}) };
  if (!applies) return { manifest, state };
  const { linkCheck, ...rest } = journal.rest;
  return { manifest: { ...rest, pages: manifest.pages, ...(linkCheck && { linkCheck: { ...linkCheck, findings: found } }) }, state };
}

/**
 * Applies `changes` (an entry, or null: gone) to `now` in place, and returns the entries `now`
 * had before them.
 */
function baseEntries<T>(now: Record<string, T>, changes: Record<string, T | null>): BaseEntries<T> {
  let size = 0;
  for (const _ in now) size++;
  /** The base's own entry of each page the changes touched (undefined: it had none). */
  const before = new Map<string, T | undefined>();
  for (const path in changes) {
    if (!before.has(path)) before.set(path, Object.hasOwn(now, path) ? now[path] : undefined);
    const entry = changes[path];
    if (entry) now[path] = entry;
    else delete now[path];
  }
  // Keys are page URLs ('/…'), never a name `now` inherits; most reads are of pages no journal touched.
  const get = (path: string) => (before.size !== 0 && before.has(path) ? before.get(path) : now[path]);
  return {
    get,
    size,
    *keys() {
      for (const [path, entry] of before) if (entry !== undefined) yield path;
      for (const path in now) if (!before.has(path)) yield path;
    },
  };
}

/**
 * The journal that turns the base into `manifest`, or undefined when a new base is the better
 * write (no base, or too much changed since it).
 */
export function journalFor(state: BaseState | undefined, manifest: OutputManifest): ManifestJournal | undefined {
  if (!state) return undefined;
  const total = Object.keys(manifest.pages).length;
  const limit = Math.max(MIN_JOURNAL_PAGES, Math.floor(total * JOURNAL_SHARE));
  const pages = changedEntries(state.pages, manifest.pages, limit);
  const findings = changedEntries(state.findings, manifest.linkCheck?.findings ?? {}, limit);
  if (!pages || !findings) return undefined;
  const { pages: _pages, linkCheck, ...rest } = manifest;
  const journal: ManifestJournal = { base: state.id, pages, findings, rest };
  if (linkCheck) {
    const { findings: _findings, ...check } = linkCheck;
    journal.rest.linkCheck = check;
  }
  return journal;
}

/** Entries of `now` that are not the base's own, and null for the base's that `now` lacks; undefined past `limit`. */
function changedEntries<T>(base: BaseEntries<T>, now: Readonly<Record<string, T>>, limit: number): Record<string, T | null> | undefined {
  const changed: Record<string, T | null> = {};
  let count = 0;
  let kept = 0;
  for (const path in now) {
    const entry = now[path]!;
    if (base.get(path) === entry) {
      kept++;
      continue;
    }
    if (++count > limit) return undefined;
    changed[path] = entry;
  }
  // Every base entry still there is one of `kept`: when they number the same, none is gone.
  if (kept < base.size) {
    for (const path of base.keys()) {
      if (Object.hasOwn(now, path)) continue;
      if (++count > limit) return undefined;
      changed[path] = null;
    }
  }
  return changed;
}
