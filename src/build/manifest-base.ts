import { deserialize, serialize } from 'node:v8';
import { packRows, unpackRows, type PackedRows } from '../io/packed-rows.js';
import type { ManifestPage, OutputManifest } from './render-cache.js';

/*
 * The base of an output manifest (manifest-journal.ts keeps the journal of what changed since)
 * and its file's format. Pure: render-cache.ts reads and writes the bytes.
 */

/** An output manifest written whole, which later journals name and change (by page). */
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
