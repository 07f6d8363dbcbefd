import { statSync } from 'node:fs';
import { join } from 'node:path';
import { readKeyedRecord, writeKeyedRecord } from '../io/keyed-record.js';
import { type PackedRows, packRows, unpackRows } from '../io/packed-rows.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';

/**
 * What loading learnt from one page file, kept in the cache folder between runs so that a file
 * whose path, size and times are unchanged is neither read nor parsed again: at 5,000 pages
 * reading and parsing every page's frontmatter was seconds of each rebuild and of `quire dev`'s
 * first page, though one page had changed.
 */
export interface PageHead {
  /** Parsed frontmatter (after docs.json `variables`), and its diagnostics. */
  data: Record<string, unknown>;
  diagnostics: Diagnostic[];
  /** `JSON.stringify` of the docs.json `variables` the frontmatter was parsed with. */
  variables: string;
  /** Hash of the whole file (src/io/hash.ts); absent when only its head was read (the dev server). */
  sourceHash?: string;
  /** Digest of `data` and `variables` (nav-memo.ts `frontmatterDigest`): the navigation memo's key is made of these. */
  digest: string;
}

/** A file's size and times (a `Stats` has them), which tell whether it is the file recorded. */
export interface FileTimes {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

interface Entry extends PageHead {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

export interface PageHeadStore {
  /** The file's head as recorded, when the file is the one recorded (same size and times). */
  get(file: string, stat: FileTimes): PageHead | undefined;
  set(file: string, stat: FileTimes, head: PageHead): void;
  /** The file's head as recorded, without looking at the file (see `changed`). */
  recorded(file: string): PageHead | undefined;
  /** Of `files`, those that no longer match their record (changed, replaced or gone): one stat each. */
  changed(files: readonly string[], root: string): string[];
  /** Only the files listed stay (pages that were deleted go); writes the store if a head changed, or more than a few bodies. */
  save(files: readonly string[]): void;
}

/**
 * A store whose only changes are at most this many files edited below their frontmatter is not
 * written again: on a large site the write costs far more than reading those files again next
 * time, as their stale records make a build do (bench/RESULTS.md, "Figures behind code
 * comments"). Their recorded heads stay right (`quire dev` takes heads as recorded). A new head,
 * a changed frontmatter or a page gone is always written.
 */
const FEW_CHANGES = 32;

/** Bumped when PageHead or the record's layout changes (3: entries by column, digests made from the values). */
const FORMAT = 3;

/** The record: file paths, and their entries in the same order by column (src/io/packed-rows.ts; read back in about half the time of a Map of objects). */
interface StoredHeads {
  files: string[];
  entries: PackedRows;
}

function readHeads(file: string, key: string): Map<string, Entry> {
  const stored = readKeyedRecord<StoredHeads>(file, key);
  try {
    if (stored && Array.isArray(stored.files)) {
      const entries = unpackRows<Entry>(stored.entries);
      if (entries.length === stored.files.length) return new Map(stored.files.map((path, i) => [path, entries[i] as Entry]));
    }
  } catch {
    // A record of another shape under this key (never written so): read as none.
  }
  return new Map();
}

function writeHeads(file: string, key: string, entries: ReadonlyMap<string, Entry>): boolean {
  return writeKeyedRecord(file, key, { files: [...entries.keys()], entries: packRows([...entries.values()]) } satisfies StoredHeads);
}

/**
 * A file changed twice within the timestamp resolution of its file system, keeping its size,
 * would look unchanged: a file modified this close to the moment it was read is not recorded
 * (it is read again next time), as git does with its index. (Only the modification time counts:
 * a later write sets it to the time of that write, whatever it was before.)
 */
const RACY_MS = 2000;

/** Where a site's page-head record is (docs-listing.ts looks at its size). */
export function pageHeadsFile(cacheDir: string): string {
  return join(cacheDir, 'page-heads.bin');
}

/**
 * Opens the store for a site's cache folder. `code` names the Quire code that made the records
 * (its fingerprint): frontmatter diagnostics depend on it, so another version starts afresh.
 * Stored with V8's serializer, which keeps YAML's dates as dates (JSON would make them strings).
 */
export function openPageHeads(cacheDir: string, code: string): PageHeadStore {
  const file = pageHeadsFile(cacheDir);
  const key = `${FORMAT}:${code}`;
  // None yet, or unreadable (cut short, another Node's format): every page is read.
  const entries = readHeads(file, key);
  /** Changes a reader of the record would see (new or changed heads, pages gone), and files edited below their head only. */
  let changed = 0;
  let bodiesOnly = 0;
  const now = Date.now();
  return {
    get(path, stat) {
      const e = entries.get(path);
      return e && e.size === stat.size && e.mtimeMs === stat.mtimeMs && e.ctimeMs === stat.ctimeMs ? e : undefined;
    },
    recorded(path) {
      return entries.get(path);
    },
    changed(files, root) {
      return files.filter((path) => {
        const stat = statSync(join(root, path), { throwIfNoEntry: false });
        return !stat || !this.get(path, stat);
      });
    },
    set(path, stat, head) {
      const before = entries.get(path);
      if (before && before.digest === head.digest && before.variables === head.variables) bodiesOnly++;
      else changed++;
      if (now - stat.mtimeMs < RACY_MS) entries.delete(path);
      else entries.set(path, { ...head, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs });
    },
    save(files) {
      const keep = new Set(files);
      for (const path of entries.keys()) {
        if (!keep.has(path)) {
          entries.delete(path);
          changed++;
        }
      }
      if (changed === 0 && bodiesOnly <= FEW_CHANGES) return;
      if (writeHeads(file, key, entries)) changed = bodiesOnly = 0;
    },
  };
}
