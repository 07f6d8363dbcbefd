import { constants } from 'node:fs';
import { access, copyFile, cp, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { inputChanged } from '../site/input-changed.js';
import { isStaticAsset } from '../site/page-files.js';
import { packageRoot } from '../render/package-root.js';
import { THEME_CSS_URL } from '../render/theme-css.js';
import { mapLimit } from '../shared/map-limit.js';
import type { OutputDir } from './output-dir.js';

/** Size and modification time (ms) of each static file the output holds, by docs-relative path (the output manifest keeps them). */
export type StaticFileStamps = Record<string, [number, number]>;

/**
 * Copies the docs folder's static files into the output. A file whose size and modification
 * time are those `previous` recorded is taken from the previous output instead (the quick check
 * rsync makes): a rebuild of a large site rewrote hundreds of unchanged images, and its commit
 * moved each one over its old copy. A file that vanished (or became unreadable) since the
 * folder was scanned is an error naming it, not a crash: the build then fails and leaves the
 * previous output as it was. Failures to write the output are thrown.
 */
export async function copyStaticFiles(root: string, output: Pick<OutputDir, 'dir' | 'adoptSync'>, files: readonly string[], previous?: { out: string; stamps: StaticFileStamps }): Promise<{ diagnostics: Diagnostic[]; stamps: StaticFileStamps; missing: number }> {
  const diagnostics: Diagnostic[] = [];
  const stamps: StaticFileStamps = {};
  // Unchanged files the previous output no longer had (deleted by hand).
  let missing = 0;
  await mapLimit(files.filter(isStaticAsset), 16, async (file) => {
    const source = join(root, file);
    const info = await stat(source).catch(() => undefined);
    const stamp: [number, number] | undefined = info && [info.size, Math.round(info.mtimeMs)];
    const before = previous?.stamps[file];
    const unchanged = stamp !== undefined && before !== undefined && before[0] === stamp[0] && before[1] === stamp[1];
    if (unchanged && output.adoptSync(file, join(previous!.out, file))) {
      stamps[file] = stamp;
      return;
    }
    if (unchanged) missing++;
    const target = join(output.dir, file);
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(source, target);
      if (stamp) stamps[file] = stamp;
    } catch (err) {
      if (!(await sourceFailed(source, dirname(target), err as NodeJS.ErrnoException))) throw err;
      diagnostics.push(inputChanged(file, err, 'before it could be copied to the output'));
    }
  });
  // Sorted: the manifest that keeps them is the same for the same files, whatever order the copies ended in.
  const sorted: StaticFileStamps = {};
  for (const file of Object.keys(stamps).sort()) sorted[file] = stamps[file]!;
  return { diagnostics: diagnostics.sort((a, b) => (a.file! < b.file! ? -1 : 1)), stamps: sorted, missing };
}

/**
 * Whether a failed copy failed on the docs side (Node names the source whichever side failed).
 * A missing file or folder is the source's when the target folder is there (it was just made);
 * other errors are the source's when the source cannot be read.
 */
async function sourceFailed(source: string, targetDir: string, err: NodeJS.ErrnoException): Promise<boolean> {
  if (err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR') {
    return stat(targetDir).then((s) => s.isDirectory(), () => false);
  }
  return access(source, constants.R_OK).then(() => false, () => true);
}

/**
 * The client scripts under `/_quire/`, and the asset URLs every page links (the theme's
 * stylesheet is one of the site files, written with the others). `previousOut`: an output this
 * same Quire wrote (its manifest is in this version's cache), whose copies are kept as they are.
 */
export async function writeQuireAssets(output: Pick<OutputDir, 'dir' | 'adoptSync'>, previousOut?: string): Promise<{ css: string[]; js: string[] }> {
  const dir = join(output.dir, '_quire');
  await mkdir(dir, { recursive: true });
  const js: string[] = [];
  const clientDir = join(packageRoot(), 'client-dist');
  let clientFiles: string[] = [];
  try {
    // Only top-level files: large third-party chunks sit in vendor/ (see copyClientVendor).
    clientFiles = (await readdir(clientDir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    // client bundle not built (e.g. running from sources in unit tests): pages work without it
  }
  for (const f of clientFiles) {
    if (!(previousOut && output.adoptSync(`_quire/${f}`, join(previousOut, '_quire', f)))) await copyFile(join(clientDir, f), join(dir, f));
    if (f === 'quire.js') js.push('/_quire/quire.js');
  }
  return { css: [THEME_CSS_URL], js };
}

/**
 * Third-party chunks (mermaid and its renderers, megabytes) are copied only into sites that
 * need them, so a site without diagrams stays small. `previousOut` as for writeQuireAssets.
 */
export async function copyClientVendor(output: Pick<OutputDir, 'dir' | 'adopt'>, previousOut?: string): Promise<void> {
  if (previousOut && (await output.adopt('_quire/vendor', join(previousOut, '_quire', 'vendor')))) return;
  const from = join(packageRoot(), 'client-dist', 'vendor');
  await cp(from, join(output.dir, '_quire', 'vendor'), { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
