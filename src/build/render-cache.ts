import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, renameSync, statSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { packageRoot } from '../render/package-root.js';
import { writeFileAtomicallySync } from '../io/write-file-atomically.js';
import { hash, hashOf } from '../io/hash.js';
import type { MdxContent } from '../render/render-page.js';
import type { LlmsFullSpans } from '../outputs/llms-full-reuse.js';
import type { StaticFileStamps } from './site-assets.js';
import { baseIdOf, decodeBase, encodeBase } from './manifest-base.js';
import { applyJournal, journalFor, type BaseState, type ManifestJournal } from './manifest-journal.js';

/**
 * The build's content-hash cache, in `<cache dir>/render/<code>/` (site/cache-dir.ts).
 *
 * Two kinds of entries (besides generated API references and social images, by what they are
 * made of), both content-addressed (a key names everything its value depends on,
 * so an entry is never stale, only unused):
 * - `content/<key>.json`: an MDX page compiled and rendered to HTML, plus its Markdown. The key
 *   covers the page's text, the docs.json settings content reads (not the navigation), the
 *   theme and Quire's own code; the snippets it imports are checked by hash on every use.
 * - `page/<key>.json`: what the build needs to know about a finished page without rendering it
 *   again (its search HTML, links and ids for the link check, its diagnostics). The key adds
 *   everything the layout shows (the page's route data, head tags, the whole docs.json,
 *   OpenAPI documents, base path, asset names).
 * A manifest per output folder records which page key each output file was built from (and the
 * page's links, ids and diagnostics), so a page whose key has not changed is linked from the
 * previous output instead of rendered, without reading any of its entries. It is kept as a base
 * and a journal of the entries changed since (manifest-journal.ts), and the output's file list
 * beside it.
 */
export interface RenderCache {
  dir: string;
  readContent(key: string): Promise<CachedContent | undefined>;
  writeContent(key: string, entry: CachedContent): Promise<void>;
  readPage(key: string): Promise<PageRecord | undefined>;
  writePage(key: string, record: PageRecord): Promise<void>;
  readManifest(out: string): Promise<OutputManifest | undefined>;
  /**
   * Saves the manifest of `out` and, when given, the output's file list (`files`: unchanged
   * since the list on disk was written, it is not written again).
   */
  writeManifest(out: string, manifest: OutputManifest, files?: { files: readonly string[]; changed: boolean }): Promise<void>;
  /**
   * Takes the manifest of `out` out of use before the output changes (a build cut short must
   * not find it); the next `writeManifest` puts it back with its journal, or writes a new one.
   */
  removeManifest(out: string): Promise<void>;
  /** The output's file list as the last `writeManifest` left it (undefined: none). */
  readFileList(out: string): string[] | undefined;
  /** A generated API reference's HTML by the hash of what it is made of (render-page.ts `ApiReferenceCache`). */
  readApiHtml(key: string): Promise<string | undefined>;
  writeApiHtml(key: string, html: string): Promise<void>;
  /** A generated social image (PNG) by the hash of its card's inputs. */
  readImage(key: string): Promise<Uint8Array | undefined>;
  writeImage(key: string, png: Uint8Array): Promise<void>;
  /** A long page's parse, in pieces (content/parse-chunks.ts), by the key of the content compiled from it. */
  readParse(key: string): Promise<Uint8Array | undefined>;
  writeParse(key: string, bytes: Uint8Array): Promise<void>;
}

export interface CachedContent extends MdxContent {
  /** Hash of the snippet files in `dependencies` when the entry was made. */
  dependenciesHash: string;
}

/** What a finished page contributes to the rest of the build. */
export interface PageRecord {
  /** Its content HTML as the search index reads it (searchableHtml: no code token spans). */
  searchHtml: string;
  /** The links the link check must see (link-check.ts `linksToCheck`: not external ones, not those to its own ids). */
  links: string[];
  ids: string[];
  diagnostics: Diagnostic[];
  /** The page has a Mermaid diagram (the site then needs the diagram renderer). */
  mermaid: boolean;
  /** The page has rendered math (the site then needs the KaTeX stylesheet and fonts). */
  math?: boolean;
  /** Tailwind utility classes the page writes (the site's utility CSS is made from every page's). */
  utilities?: string[];
  /** Output file of the page's generated social image (`_quire/og/guides/intro.png`), if it has one. */
  ogImage?: string;
}

/** What the rest of the build needs of a finished page besides its content HTML. */
export type PageSummary = Omit<PageRecord, 'searchHtml'>;

/** A page of the output folder, as its manifest records it. */
export interface ManifestPage extends PageSummary {
  /** Page key of the files the output folder holds for it. */
  key: string;
  /**
   * Its content key, and the snippet files the content read with their hash: with these an
   * unchanged page's key is known without reading its cached content.
   */
  content?: string;
  dependencies?: string[];
  dependenciesHash?: string;
  /** Its layout key (see `OutputManifest.site`). */
  layout?: string;
  /** Hash of its MDX text when it was rendered (see `OutputManifest.contentSettings`). */
  source?: string;
}

export interface OutputManifest {
  /**
   * Key of everything page layouts are computed from (the whole page model and the site-wide
   * settings). When a rebuild's is the same, every page's layout key is the one recorded: an
   * edit of a page's body changes no layout, and 10,000 keys are not computed again.
   */
  site?: string;
  /**
   * Key of the settings content keys are made of (page-job.ts `contentSettingsKey`). When a
   * rebuild's is the same, a page whose text has the recorded `source` hash has the recorded
   * content and page keys: 27,000 unchanged pages are not hashed again.
   */
  contentSettings?: string;
  /** Page URL → what the output folder holds for it (one file read tells a rebuild what it may keep). */
  pages: Record<string, ManifestPage>;
  /** Key of each search index shard in the output folder (see search-shards.ts). */
  searchShards?: Record<string, string>;
  /** The docs folder's static files in the output, with the size and time they had when copied (site-assets.ts). */
  staticFiles?: StaticFileStamps;
  /** Bytes of the files in the output folder: a rebuild adds what its commit changed instead of measuring 25,000 files. */
  bytes?: number;
  /**
   * Key of everything the site files that do not read pages' content are made from (see
   * `SiteFile.fromPages`): when a rebuild's is the same, it keeps those files as they are.
   */
  siteFiles?: string;
  /** Key of each site file made from pages' content that has one (`SiteFile.key`), by its path in the output. */
  siteFileKeys?: Record<string, string>;
  /** Where each page's text lies in the output's llms-full.txt (see llms-full-reuse.ts). */
  llmsFull?: LlmsFullSpans;
  /**
   * The link check's findings by page and its "did you mean" by missing path, and the key of the
   * targets it checked against (link-check.ts `linkTargetsKey`).
   */
  linkCheck?: { targets: string; findings: Record<string, Diagnostic[]>; suggestions?: Record<string, string | null> };
  /**
   * Which commit the output's file list beside the manifest describes (output-dir.ts
   * `OutputFileList.commit`), for the next update in place (`CommitOptions.previousFiles`).
   */
  filesCommit?: string;
}

export { hash };

/** Quire's own code, so a new version (or an edited checkout) never reads an older version's entries. */
let fingerprint: Promise<string> | undefined;
export function codeFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    // Sources (tests), compiled lib/ and the bundle the CLI runs: whichever this process runs
    // from, and the CSS and client files the output takes, change the fingerprint.
    const pkg = packageRoot();
    const parts: string[] = [];
    const dirs = ['src', 'themes', 'client-dist', 'lib/src', 'lib/themes', 'lib/bundle'];
    for (const d of dirs) statTree(join(pkg, d), pkg, parts);
    parts.push(...dependencyVersions(pkg));
    parts.sort();
    return hashOf(parts);
  })();
  return fingerprint;
}

/**
 * The installed versions of Quire's runtime dependencies (icon sets, Shiki, KaTeX…): the bundle
 * holds the others, but these are read from node_modules, so upgrading one alone changes what a
 * page or docs.json's validation gives (an icon set with new names, a grammar).
 */
export function dependencyVersions(pkg: string): string[] {
  let names: string[];
  try {
    names = Object.keys(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).dependencies ?? {});
  } catch {
    return [];
  }
  return names.map((name) => {
    // Installed beside Quire (hoisted into the project's node_modules) or inside its own.
    for (let dir = pkg; ; dir = dirname(dir)) {
      try {
        return `${name}@${JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version}`;
      } catch {
        // Not here: one folder up.
      }
      if (dirname(dir) === dir) return `${name}@missing`;
    }
  });
}

/** Synchronous: ~1,500 files in one pass, where a promise per stat took a tenth of a second. */
function statTree(dir: string, pkg: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) statTree(full, pkg, out);
    else if (/\.(js|ts|tsx|css|json)$/.test(e.name) && !/\.test\./.test(e.name)) {
      const s = statSync(full);
      out.push(`${relative(pkg, full)}:${s.size}:${Math.round(s.mtimeMs)}`);
    }
  }
}

/** Hash of a set of files under `root` (a missing file hashes as missing). */
export async function hashFiles(root: string, files: readonly string[], memo?: Map<string, Promise<string>>): Promise<string> {
  const one = (file: string) => {
    let h = memo?.get(file);
    if (!h) {
      h = readFile(join(root, file)).then(
        (b) => createHash('sha256').update(b).digest('hex'),
        () => 'missing',
      );
      memo?.set(file, h);
    }
    return h;
  };
  const hashes = await Promise.all(files.map(one));
  return hashOf(files.flatMap((f, i) => [f, hashes[i] ?? '']));
}

/** The render cache's folder in a site's cache folder, for Quire code `code`. */
function renderCacheDir(cacheDir: string, code: string): string {
  return join(cacheDir, 'render', code.slice(0, 16));
}

/**
 * The file list (NUL-separated paths) of the output folder `out` as its last build with the
 * cache left it, beside that build's manifest: read without the manifest, by the check of which
 * files are still there (missing-files.ts), which starts before anything else is loaded.
 */
export function outputFilesListPath(cacheDir: string, code: string, out: string): string {
  return join(renderCacheDir(cacheDir, code), 'manifest', `${hash(out)}.files`);
}

/**
 * `prune: false` leaves other Quire versions' entries for the next build to delete: `quire dev`
 * opens the cache on the way to its first page, and deleting a large site's old render cache
 * (gigabytes) there would hold that page up.
 */
export async function createRenderCache(cacheDir: string, opts: { prune?: boolean } = {}): Promise<RenderCache> {
  const code = await codeFingerprint();
  const base = join(cacheDir, 'render');
  const dir = renderCacheDir(cacheDir, code);
  // Entries of other Quire versions can never be read again.
  for (const old of opts.prune === false ? [] : await readdir(base).catch(() => [] as string[])) {
    if (old !== code.slice(0, 16)) await rm(join(base, old), { recursive: true, force: true }).catch(() => undefined);
  }
  const made = new Set<string>();
  const file = (kind: string, key: string) => join(dir, kind, key.slice(0, 2), `${key}.json`);
  const parseFile = (key: string) => join(dir, 'parse', key.slice(0, 2), `${key}.bin`);

  /**
   * A binary cache file's bytes, undefined when it is absent. Blocking, and a miss costs one
   * `stat`: a cold build misses every social card, API reference and long page's pieces, and a
   * rejected read through the thread pool cost each one an error object and two hand-offs (~0.1 s
   * of each render process at 1,000 cards).
   */
  function readIfPresent(path: string): Buffer | undefined {
    if (!statSync(path, { throwIfNoEntry: false })) return undefined;
    try {
      return readFileSync(path);
    } catch {
      return undefined;
    }
  }
  async function read<T>(path: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as T;
    } catch {
      return undefined; // absent, or half-written by a killed build: a miss either way
    }
  }
  /**
   * Write-then-rename, so a reader never sees half an entry. A cache that cannot be written is no
   * cache, not an error. Blocking: entries are written by busy render processes, where a small
   * synchronous write costs a quarter of the CPU of one through the thread pool.
   */
  async function write(path: string, value: unknown): Promise<void> {
    await writeRaw(path, value instanceof Uint8Array ? value : JSON.stringify(value));
  }
  async function writeRaw(path: string, value: string | Uint8Array): Promise<void> {
    try {
      const folder = dirname(path);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileAtomicallySync(path, value);
    } catch {
      // read-only or full disk: the build still succeeds, only slower next time
    }
  }
  const manifestFile = (out: string) => join(dir, 'manifest', `${hash(out)}.base`);
  const journalFile = (out: string) => join(dir, 'manifest', `${hash(out)}.journal.json`);
  // A base set aside while the output changes (see removeManifest).
  const pendingFile = (out: string) => `${manifestFile(out)}.pending`;
  /** The base each output's manifest was read from, to write only what changed since. */
  const bases = new Map<string, BaseState>();
  return {
    dir,
    readContent: (key) => read<CachedContent>(file('content', key)),
    writeContent: (key, entry) => write(file('content', key), entry),
    readPage: (key) => read<PageRecord>(file('page', key)),
    writePage: (key, record) => write(file('page', key), record),
    async readManifest(out) {
      const base = decodeBase(await readFile(manifestFile(out)).catch(() => undefined));
      if (!base) return undefined;
      const { manifest, state } = applyJournal(base, await read<ManifestJournal>(journalFile(out)));
      bases.set(out, state);
      return manifest;
    },
    async writeManifest(out, manifest, files) {
      const list = outputFilesListPath(cacheDir, code, out);
      if (!files) await rm(list, { force: true });
      else if (files.changed || !statSync(list, { throwIfNoEntry: false })) await writeRaw(list, files.files.join('\0'));
      const state = bases.get(out);
      // The journal goes on the base it was made against, which must be the one set aside.
      const journal = state && readBaseId(pendingFile(out)) === state.id ? journalFor(state, manifest) : undefined;
      if (journal) {
        await write(journalFile(out), journal);
        renameSync(pendingFile(out), manifestFile(out));
        return;
      }
      const id = hash(String(Date.now()), String(Math.random()), out);
      await write(manifestFile(out), encodeBase({ id, ...manifest }));
      await rm(journalFile(out), { force: true });
      await rm(pendingFile(out), { force: true });
    },
    async removeManifest(out) {
      await rm(journalFile(out), { force: true });
      try {
        renameSync(manifestFile(out), pendingFile(out));
      } catch {
        await rm(pendingFile(out), { force: true });
      }
    },
    readFileList(out) {
      try {
        const text = readFileSync(outputFilesListPath(cacheDir, code, out), 'utf8');
        return text ? text.split('\0') : [];
      } catch {
        return undefined;
      }
    },
    readApiHtml: (key) => Promise.resolve(readIfPresent(join(dir, 'api', key.slice(0, 2), `${key}.html`))?.toString('utf8')),
    writeApiHtml: (key, html) => writeRaw(join(dir, 'api', key.slice(0, 2), `${key}.html`), html),
    readImage: (key) => Promise.resolve(readIfPresent(join(dir, 'og', key.slice(0, 2), `${key}.png`))),
    writeImage: (key, png) => write(join(dir, 'og', key.slice(0, 2), `${key}.png`), png),
    readParse: (key) => Promise.resolve(readIfPresent(parseFile(key))),
    writeParse: (key, bytes) => write(parseFile(key), bytes),
  };
}

/** The id of the manifest base in `file`, from its first bytes; undefined when there is none. */
function readBaseId(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(128);
    const n = readSync(fd, head, 0, head.length, 0);
    return baseIdOf(head.subarray(0, n));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
