import { spawn } from 'node:child_process';
import { copyFileSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { OUTPUT_MARKER } from './scan-docs.js';

export interface OutputDir {
  /** The temporary folder being written. */
  dir: string;
  write(relative: string, content: string | Uint8Array): Promise<void>;
  /**
   * Takes a file (or a whole folder) of the previous output unchanged: a hard link, else a
   * copy. False when it is not there (the caller then builds it).
   */
  adopt(relative: string, from: string): Promise<boolean>;
  /**
   * `adopt` for one file, synchronously: a rebuild adopts thousands of pages, and a link is a
   * few microseconds, far less than a round trip through libuv's thread pool.
   */
  adoptSync(relative: string, from: string): boolean;
  /**
   * Swaps the finished folder in for the previous output. With `background`, the previous
   * output (renamed aside) is deleted by a detached process, so the caller need not wait for
   * tens of thousands of unlinks; if that process dies, the next build removes what is left.
   */
  commit(opts?: { background?: boolean }): Promise<void>;
  /** Removes the temporary folder; the previous output stays as it was. */
  discard(): Promise<void>;
}

/**
 * A build writes into `.<name>.quire-tmp-<pid>` beside the output folder (same file system,
 * so the swap is a rename) and replaces the old output only on commit.
 */
export async function createOutputDir(out: string): Promise<OutputDir> {
  const parent = dirname(out);
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
  const adoptSync = (relative: string, from: string): boolean => {
    const file = join(dir, relative);
    if (!file.startsWith(`${dir}/`)) throw new Error(`refusing to write ${relative}: outside the output folder`);
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
  async function adoptTree(relative: string, from: string): Promise<boolean> {
    const info = await stat(from).catch(() => undefined);
    if (!info) return false;
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
    adopt: adoptTree,
    adoptSync,
    async commit(opts = {}) {
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
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
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
