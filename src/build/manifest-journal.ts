import type { Diagnostic } from '../diagnostics/quire-error.js';
import type { ManifestBase } from './manifest-base.js';
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
