import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { hash } from '../io/hash.js';
import { writeFileAtomically } from '../io/write-file-atomically.js';

/**
 * The answers `quire dev` gave in its last session (pages and their generated stylesheets), kept
 * in the cache folder so that the next session can answer its first requests before the site has
 * loaded: resolving a 27,000-page site takes ~1.2 s (bench/RESULTS.md), while a stored answer is
 * one file read. Such an answer is provisional: the server renders it again once the site is up,
 * and a page that was answered from the store reloads when anything it got differs
 * (dev-server.ts, the live client's check).
 *
 * An entry is used only while docs.json and the page's own file have the size and modification
 * time they had when it was stored (a writer most often restarts after editing one of these),
 * under the same Quire code (the folder is keyed by the code fingerprint). Everything else a page
 * is made of (other pages' titles, snippets, OpenAPI documents) is left to the check.
 */
export interface ServedAnswers {
  /** The stored answer for a URL path, while its inputs are as they were; undefined otherwise. */
  lookup(url: string): StoredAnswer | undefined;
  /** Whether any answer is kept (a restart of a server that answered before). */
  hasAny(): boolean;
  /** Keeps an answer (`files`: docs-root-relative files it depends on beyond docs.json). */
  save(url: string, answer: StoredAnswer, files: readonly string[]): void;
  /** Notes how many pages were connected when the session ended (their Vite clients will ping the next one). */
  noteOpenPages(count: number): void;
  /** Pages were open when the last session ended: they reload once this one answers their ping. */
  pagesWereOpen(): boolean;
}

export interface StoredAnswer {
  /** The file name the build writes it as (its type follows from the extension). */
  file: string;
  body: string | Buffer;
  /**
   * A file of the docs folder served as it is (the site's own stylesheet): only where it is
   * is stored, and its text is read at each lookup, so it is never stale.
   */
  source?: string;
  /**
   * Made from what one session rendered (the utility CSS of the pages it served): given early,
   * but not compared with the loaded site's, whose first answer is made from fewer pages.
   */
  unchecked?: boolean;
}

/** [file, size, mtimeMs]: what a stored answer's inputs were. */
type Stamp = [string, number, number];

interface Entry {
  url: string;
  file: string;
  body?: string;
  source?: string;
  unchecked?: boolean;
  stamps: Stamp[];
}

/** Answers kept per code version; past it, the oldest half goes (a writer opens far fewer pages per restart). */
const MAX_ENTRIES = 256;

/** The store of `root`'s answers under `cacheDir` for Quire code `code`; other code versions' stores are removed. */
export function openServedAnswers(root: string, cacheDir: string, code: string): ServedAnswers {
  const parent = join(cacheDir, 'dev-answers');
  const name = code.slice(0, 16);
  const dir = join(parent, name);
  let prepared = false;
  // Once a session, before the first write: the folder made, older versions' folders and the oldest entries removed.
  const prepare = () => {
    if (prepared) return;
    prepared = true;
    mkdirSync(dir, { recursive: true });
    for (const other of readdirSync(parent)) if (other !== name) rmSync(join(parent, other), { recursive: true, force: true });
    pruneOldest(dir);
  };
  const entryFile = (url: string) => join(dir, `${hash(url).slice(0, 24)}.json`);
  // Not an entry (.json): neither counted, pruned nor looked up.
  const openPagesFile = join(dir, 'open-pages');
  return {
    hasAny() {
      try {
        return readdirSync(dir).some((n) => n.endsWith('.json'));
      } catch {
        return false;
      }
    },
    lookup(url) {
      let entry: Entry;
      try {
        entry = JSON.parse(readFileSync(entryFile(url), 'utf8')) as Entry;
      } catch {
        return undefined;
      }
      if (entry.url !== url || !Array.isArray(entry.stamps)) return undefined;
      for (const [file, size, mtimeMs] of entry.stamps) {
        const now = stamp(root, file);
        if (!now || now[1] !== size || now[2] !== mtimeMs) return undefined;
      }
      if (entry.source === undefined) return typeof entry.body === 'string' ? { file: entry.file, body: entry.body, ...(entry.unchecked && { unchecked: true }) } : undefined;
      // Only a file inside the docs folder, as the server's own static answers (serve-utils.ts safeJoin).
      if (typeof entry.source !== 'string' || isAbsolute(entry.source) || entry.source.split(/[\\/]/).some((s) => s === '..' || s.startsWith('.'))) return undefined;
      try {
        return { file: entry.file, body: readFileSync(join(root, entry.source)), source: entry.source };
      } catch {
        return undefined;
      }
    },
    noteOpenPages(count) {
      try {
        if (count > 0) {
          prepare();
          writeFileSync(openPagesFile, String(count));
        } else rmSync(openPagesFile, { force: true });
      } catch {
        // Only the next start's wait for the open pages' reload is lost.
      }
    },
    pagesWereOpen() {
      return existsSync(openPagesFile);
    },
    save(url, answer, files) {
      const stamps: Stamp[] = [];
      for (const file of ['docs.json', ...files]) {
        const s = stamp(root, file);
        if (!s) return;
        stamps.push(s);
      }
      try {
        prepare();
      } catch {
        return; // a cache folder that cannot be written only costs the next start its head start
      }
      const entry: Entry = { url, file: answer.file, stamps, ...(answer.source !== undefined ? { source: answer.source } : { body: answer.body.toString() }), ...(answer.unchecked && { unchecked: true }) };
      writeFileAtomically(entryFile(url), JSON.stringify(entry)).catch(() => undefined);
    },
  };
}

function stamp(root: string, file: string): Stamp | undefined {
  const s = statSync(join(root, file), { throwIfNoEntry: false });
  return s?.isFile() ? [file, s.size, s.mtimeMs] : undefined;
}

function pruneOldest(dir: string): void {
  const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  if (names.length <= MAX_ENTRIES) return;
  const aged = names.map((n) => ({ n, t: statSync(join(dir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0 })).sort((a, b) => a.t - b.t);
  for (const { n } of aged.slice(0, names.length - MAX_ENTRIES / 2)) rmSync(join(dir, n), { force: true });
}
