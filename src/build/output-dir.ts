import { spawn } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, openSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { COPY_CHUNK, copyFileRange, isFileRange, type TextPart } from '../io/file-range.js';
import { OUTPUT_MARKER } from '../site/scan-docs.js';

export interface OutputDir {
  /** The temporary folder being written. */
  dir: string;
  write(relative: string, content: string | Uint8Array): Promise<void>;
  /**
   * `write` for text made piece by piece (strings, UTF-8 bytes, ranges of open files), which is
   * never held whole (llms-full.txt of a large site).
   */
  writeParts(relative: string, parts: Iterable<TextPart> | AsyncIterable<TextPart>): Promise<void>;
  /**
   * Takes a file (or a whole folder) of the previous output unchanged: a hard link, else a
   * copy. False when it is not there (the caller then builds it).
   */
  adopt(relative: string, from: string): Promise<boolean>;
  /**
   * `adopt` for one file, synchronously: a rebuild adopts thousands of pages, and a link is a
   * few microseconds, far less than a round trip through libuv's thread pool. `exists`: whether
   * `from` exists, when the caller checked many files at once (missing-files.ts); a file of the
   * previous output is then kept without a check of its own.
   */
  adoptSync(relative: string, from: string, exists?: boolean): boolean;
  /** `adoptSync` of the previous output's file at the same place (a rebuild's unchanged page files). */
  keepSync(relative: string, exists?: boolean): boolean;
  /**
   * Swaps the finished folder in for the previous output. With `background`, the previous
   * output (renamed aside) is deleted by a detached process, so the caller need not wait for
   * tens of thousands of unlinks; if that process dies, the next build removes what is left.
   */
  commit(opts?: CommitOptions): Promise<CommitResult>;
  /** Removes the temporary folder; the previous output stays as it was. */
  discard(): Promise<void>;
  /**
   * The text of a file of the new output: written this build, or (incremental) kept from the
   * previous output. Undefined when there is none.
   */
  readTextSync(relative: string): string | undefined;
  /** Whether a file of the previous output is kept as it is (adopted in place: incremental). */
  isKept(relative: string): boolean;
  /** True when the commit may update the previous output in place (see createOutputDir). */
  readonly incremental: boolean;
}

export interface CommitOptions {
  background?: boolean;
  /**
   * The file list an earlier update in place returned (`CommitResult.files`): when the output
   * is still the one it describes, an update in place deletes what the list has and the new
   * output does not, instead of listing every file of the folder (at 27,000 pages, 150,000
   * entries and a second).
   */
  previousFiles?: OutputFileList;
}

/** Every file of a committed output folder, and which commit made it (see `CommitOptions.previousFiles`). */
export interface OutputFileList {
  /** Identity (inode and time) of the output's marker file, which every commit writes anew. */
  commit: string;
  files: readonly string[];
}

export interface CommitResult {
  /**
   * An update in place: bytes the output gained (negative: lost) — the files written minus the
   * ones they replaced or that were deleted. Undefined when the new folder was swapped in whole.
   */
  bytesDelta?: number;
  /**
   * An update in place: the files the output now has, for the next one, and whether they differ
   * from the `previousFiles` given (always true without them).
   */
  files?: OutputFileList & { changed: boolean };
  /** A whole-folder swap: the bytes of the files the output now has (measured as they were listed). */
  bytes?: number;
}

/**
 * Total size of the files under `dir`, all synchronous: a promise per stat, or Node 20's
 * recursive `fs.promises.readdir`, took many times longer (bench/RESULTS.md, "Figures behind
 * code comments"). At 25,000 pages it is still ~0.5 s: a rebuild adds its commit's delta to the
 * last build's total instead.
 */
export function folderSize(dir: string): number {
  return listFiles(dir, true).bytes;
}

/** Bytes `writeParts` gathers before each write. */
const WRITE_BATCH = 1 << 20;
/** Files at least this large that a commit replaces are moved aside and deleted after it (see commitInPlace). */
const SET_ASIDE_BYTES = 16 << 20;

export interface OutputDirOptions {
  /**
   * Update the previous output in place when there is one (a rebuild with the render cache):
   * what the build adopts from it stays where it is instead of being linked into the new
   * folder, and the commit moves only the files written this time into it, then deletes what
   * the new output no longer has. At 10,000 pages that is 20,000 links and 10,000 folders less
   * for a rebuild, and no old folder to delete.
   */
  incremental?: boolean;
}

/**
 * A build writes into `.<name>.quire-tmp-<pid>` beside the output folder (same file system,
 * so the swap is a rename) and replaces the old output only on commit. Until the commit the
 * previous output is never touched, so a failed or killed build leaves it as it was; an
 * incremental commit changes it file by file (each a rename: a reader sees the old file or the
 * new one), in the few milliseconds a rebuild's handful of files take.
 */
export async function createOutputDir(out: string, opts: OutputDirOptions = {}): Promise<OutputDir> {
  const parent = dirname(out);
  // Only over a folder Quire built (its marker says so): anything else is replaced whole.
  const incremental = (opts.incremental ?? false) && existsSync(join(out, OUTPUT_MARKER));
  /** Files and folders of the previous output the new one keeps as they are (incremental). */
  const kept = new Set<string>();
  const isPrevious = (relative: string, from: string) => incremental && from === join(out, relative);
  const dir = join(parent, `.${basename(out)}.quire-tmp-${process.pid}`);
  await removeStaleFolders(parent, basename(out));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, OUTPUT_MARKER), 'Built by Quire. This folder is generated; edits are lost on the next build.\n');
  const made = new Set<string>();
  const target = async (relative: string) => {
    const file = join(dir, relative);
    // Last line of defence: the resolver refuses such URLs with a located error.
    if (!file.startsWith(`${dir}/`)) throw new Error(`refusing to write ${relative}: outside the output folder`);
    const folder = dirname(file);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    return file;
  };
  const adoptFile = async (file: string, from: string) => {
    try {
      await link(from, file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      if (code === 'EEXIST') await rm(file, { force: true });
      await copyFile(from, file); // another file system, or no hard links there
    }
    return true;
  };
  const adoptSync = (relative: string, from: string, exists?: boolean): boolean => {
    if (exists === false) return false;
    // A rebuild keeps tens of thousands of files where they are: told by plain string
    // comparison, without joining paths (a second at 27,000 pages, with the checks below).
    if (incremental && from === `${out}/${relative}` && isPlainRelative(relative)) return keepSync(relative, exists);
    const file = join(dir, relative);
    if (!file.startsWith(`${dir}/`)) throw new Error(`refusing to write ${relative}: outside the output folder`);
    if (isPrevious(relative, from)) {
      if (exists === undefined && !existsSync(from)) return false;
      kept.add(relative);
      return true;
    }
    const folder = dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    try {
      linkSync(from, file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      if (code === 'EEXIST') rmSync(file, { force: true });
      copyFileSync(from, file); // another file system, or no hard links there
    }
    return true;
  };
  // adoptSync's first case, given the relative name only: rebuilds call it for their unchanged
  // page files without making each previous path and comparing it (two strings of ~100
  // characters for each of 80,000 files at 27,000 pages).
  function keepSync(relative: string, exists?: boolean): boolean {
    if (exists === false) return false;
    if (incremental && isPlainRelative(relative)) {
      if (exists === undefined && !existsSync(`${out}/${relative}`)) return false;
      kept.add(relative);
      return true;
    }
    return adoptSync(relative, join(out, relative), exists);
  }
  async function adoptTree(relative: string, from: string): Promise<boolean> {
    const info = await stat(from).catch(() => undefined);
    if (!info) return false;
    if (isPrevious(relative, from)) {
      kept.add(relative);
      return true;
    }
    if (!info.isDirectory()) return adoptFile(await target(relative), from);
    for (const entry of await readdir(from)) {
      if (!(await adoptTree(join(relative, entry), join(from, entry)))) return false;
    }
    return true;
  }
  return {
    dir,
    async write(relative, content) {
      const file = await target(relative);
      // The name may hold a file adopted from the previous output (a hard link): replace it, never write through it.
      await rm(file, { force: true });
      await writeFile(file, content);
    },
    async writeParts(relative, parts) {
      const file = await target(relative);
      await rm(file, { force: true });
      // Written a megabyte at a time (one write per part would be thousands of system calls), and
      // synchronously: llms-full.txt's batches were written faster so than awaited (bench/RESULTS.md,
      // "Figures behind code comments").
      const fd = openSync(file, 'w');
      try {
        let batch: Uint8Array[] = [];
        let size = 0;
        const flush = () => {
          const bytes = batch.length === 1 ? batch[0]! : Buffer.concat(batch, size);
          for (let at = 0; at < bytes.byteLength; ) at += writeSync(fd, bytes, at);
          batch = [];
          size = 0;
        };
        let copyBuffer: Buffer | undefined;
        for await (const part of parts) {
          if (isFileRange(part)) {
            // Copied through one small buffer, after what came before it.
            if (size) flush();
            copyFileRange(part, fd, (copyBuffer ??= Buffer.allocUnsafe(COPY_CHUNK)));
            continue;
          }
          const bytes = typeof part === 'string' ? Buffer.from(part) : part;
          batch.push(bytes);
          size += bytes.byteLength;
          if (size >= WRITE_BATCH) flush();
        }
        if (size) flush();
      } finally {
        closeSync(fd);
      }
    },
    adopt: adoptTree,
    adoptSync,
    keepSync,
    incremental,
    isKept: (relative) => kept.has(relative),
    readTextSync(relative) {
      // Synchronous: llms-full.txt reads every page's Markdown twin, and awaited reads took ten
      // times as long as plain ones.
      const read = (file: string) => {
        try {
          return readFileSync(file, 'utf8');
        } catch {
          return undefined;
        }
      };
      return read(join(dir, relative)) ?? (kept.has(relative) ? read(join(out, relative)) : undefined);
    },
    async commit(opts = {}) {
      // Nothing kept (no manifest to trust, or every page changed): the swap is cheaper.
      if (incremental && kept.size > 0) {
        // A list made by the commit that wrote the output as it is now (not one before a build
        // without the cache, or an edit by hand): else the folder is listed.
        const listed = opts.previousFiles && opts.previousFiles.commit === commitIdentity(out) ? opts.previousFiles.files : undefined;
        const aside = join(parent, `.${basename(out)}.quire-old-${process.pid}`);
        const { delta, files, changed, setAside } = commitInPlace(dir, out, kept, listed, aside);
        // What is left is a few empty folders.
        rmSync(dir, { recursive: true, force: true });
        if (setAside && !(opts.background && removeInBackground(aside))) rmSync(aside, { recursive: true, force: true });
        const commit = commitIdentity(out);
        return { bytesDelta: delta, ...(commit && { files: { commit, files, changed } }) };
      }
      // The new folder's files, for the first update in place after this swap (else that one
      // lists the whole output), and their size, in the one walk the build would make for it.
      const { files, bytes } = listFiles(dir, true);
      const old = join(parent, `.${basename(out)}.quire-old-${process.pid}`);
      await rm(old, { recursive: true, force: true });
      let hadOld = true;
      try {
        await rename(out, old);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        hadOld = false;
      }
      await rename(dir, out);
      if (hadOld && !(opts.background && removeInBackground(old))) await rm(old, { recursive: true, force: true });
      const commit = commitIdentity(out);
      return { bytes, ...(commit && { files: { commit, files, changed: true } }) };
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A relative path `join` leaves as it is: no `.` or `..` segment, no empty one, not absolute. */
function isPlainRelative(relative: string): boolean {
  if (relative === '' || relative.startsWith('/') || relative.endsWith('/') || relative.includes('//')) return false;
  // A `.` or `..` segment starts the path or follows a slash: most paths have neither, and skip the pattern.
  return (!relative.startsWith('.') && !relative.includes('/.')) || !/(?:^|\/)\.\.?(?:\/|$)/.test(relative);
}

/** Which commit wrote the output folder: its marker file's inode and modification time (undefined: no marker). */
function commitIdentity(out: string): string | undefined {
  const info = statSync(join(out, OUTPUT_MARKER), { throwIfNoEntry: false, bigint: true });
  return info ? `${info.ino}:${info.mtimeNs}` : undefined;
}

/**
 * Moves every file of `staged` into `out` (renames, so each replaces its old version at once),
 * then deletes the files of `out` that are neither new nor `kept` (a kept folder keeps all it
 * holds), and the folders that leaves empty. `listed`: the files `out` has (else it is listed).
 * Returns the bytes gained, the files `out` now has and whether they are other than `listed`.
 * Synchronous: a rebuild moves a few files and scans the rest, and thousands of awaited calls
 * would cost more than the work.
 */
function commitInPlace(staged: string, out: string, kept: ReadonlySet<string>, listed: readonly string[] | undefined, aside: string): { delta: number; files: string[]; changed: boolean; setAside: boolean } {
  const written = new Set<string>();
  const made = new Set<string>();
  let delta = 0;
  let setAside = 0;
  let asideMade = false;
  for (const entry of readdirSync(staged, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) continue;
    const from = join(entry.parentPath, entry.name);
    const relative = from.slice(staged.length + 1);
    const to = join(out, relative);
    const folder = dirname(to);
    if (!made.has(folder)) {
      delta -= ensureFolder(out, folder);
      made.add(folder);
    }
    // A folder where a file now goes (or the reverse, below) is replaced.
    const old = statSync(to, { throwIfNoEntry: false });
    if (old?.isDirectory()) {
      delta -= folderSize(to);
      rmSync(to, { recursive: true, force: true });
    } else if (old) {
      delta -= old.size;
      // Renaming over a large file frees its blocks before the rename returns (~0.1 s for a
      // 175 MB llms-full.txt). A second link to it, set aside, keeps them until the commit is
      // done, and the rename stays atomic for readers of the output.
      if (old.size >= SET_ASIDE_BYTES) {
        try {
          mkdirSync(aside, { recursive: true });
          asideMade = true;
          linkSync(to, join(aside, String(setAside++)));
          // Renamed onto a free name: renaming over a file makes ext4 (auto_da_alloc) start
          // writing the new file's data to disk inside the rename, and with data=ordered a later
          // rename of the commit then waits for it (bench/RESULTS.md, "Figures behind code
          // comments"). The name is missing only between these two calls.
          unlinkSync(to);
        } catch {
          /* no hard links here: the rename frees it, as before */
        }
      }
    }
    delta += statSync(from).size;
    renameSync(from, to);
    written.add(relative);
  }
  // Whether a folder or one above it is kept whole, by folder: the files of a kept search
  // shard (70,000 at 27,000 pages) share a few hundred folders.
  const keptFolders = new Map<string, boolean>();
  const folderKept = (folder: string): boolean => {
    let known = keptFolders.get(folder);
    if (known === undefined) {
      const up = folder.lastIndexOf('/');
      known = kept.has(folder) || (up > 0 && folderKept(folder.slice(0, up)));
      keptFolders.set(folder, known);
    }
    return known;
  };
  const keeps = (relative: string) => {
    if (written.has(relative) || kept.has(relative)) return true;
    const at = relative.lastIndexOf('/');
    return at > 0 && folderKept(relative.slice(0, at));
  };
  // Folders that lost a file may now be empty, and so their parents.
  const emptied = new Set<string>();
  const files: string[] = [...written];
  // Listed files that are gone now: with none, the new list is the old one plus what was written.
  let gone = 0;
  for (const relative of listed ?? listFiles(out).files) {
    if (written.has(relative)) continue;
    if (keeps(relative)) {
      files.push(relative);
      continue;
    }
    const full = join(out, relative);
    let info;
    try {
      info = statSync(full, { throwIfNoEntry: false });
    } catch (err) {
      // A listed file whose folder is now a file (moved in above): gone already.
      if ((err as NodeJS.ErrnoException).code !== 'ENOTDIR') throw err;
    }
    gone++;
    // Gone, or now a folder of new files (a page moved below it).
    if (!info || info.isDirectory()) continue;
    delta -= info.size;
    rmSync(full, { force: true });
    for (let folder = dirname(full); folder.length > out.length; folder = dirname(folder)) emptied.add(folder);
  }
  // Deepest first, so a folder emptied of its subfolders goes too.
  for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(folder);
    } catch {
      /* not empty: still in use */
    }
  }
  // Nothing gone: the list is the same exactly when every written file was on it already.
  const changed = listed === undefined || gone > 0 || files.length !== listed.length;
  return { delta, files, changed, setAside: asideMade };
}

/** Every file under `dir`, relative to it, and with `sizes` the total size of the regular ones (0 without). */
function listFiles(dir: string, sizes = false): { files: string[]; bytes: number } {
  const files: string[] = [];
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) continue;
    const full = join(entry.parentPath, entry.name);
    files.push(full.slice(dir.length + 1));
    if (sizes && entry.isFile()) bytes += statSync(full, { throwIfNoEntry: false })?.size ?? 0;
  }
  return { files, bytes };
}

/** `mkdir -p` inside `out`, replacing a file that stands where a folder must be; the bytes of the file it removed. */
function ensureFolder(out: string, folder: string): number {
  let removed = 0;
  try {
    mkdirSync(folder, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST' && (err as NodeJS.ErrnoException).code !== 'ENOTDIR') throw err;
    // Some ancestor is a file (the old output had a page file where a folder now goes): remove it.
    let at = out;
    for (const part of folder.slice(out.length + 1).split('/')) {
      at = join(at, part);
      const info = statSync(at, { throwIfNoEntry: false });
      if (!info) break;
      if (info.isFile()) {
        removed = info.size;
        unlinkSync(at);
        break;
      }
    }
    mkdirSync(folder, { recursive: true });
  }
  return removed;
}

/** Deletes a folder from a detached Node process that outlives this one; false if it cannot start. */
function removeInBackground(folder: string): boolean {
  try {
    const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })';
    const child = spawn(process.execPath, ['-e', script, folder], { detached: true, stdio: 'ignore' });
    child.on('error', () => undefined);
    child.unref();
    return child.pid !== undefined;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Temp and old folders of builds that were killed (their process is gone) are removed. */
async function removeStaleFolders(parent: string, name: string): Promise<void> {
  const entries = await readdir(parent).catch(() => [] as string[]);
  const prefix = `.${name}.quire-`;
  for (const entry of entries) {
    const m = entry.startsWith(prefix) ? /^(?:tmp|old)-(\d+)$/.exec(entry.slice(prefix.length)) : null;
    if (m && Number(m[1]) !== process.pid && !isAlive(Number(m[1]))) await rm(join(parent, entry), { recursive: true, force: true });
  }
}
