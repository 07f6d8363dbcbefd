import { constants } from 'node:fs';
import { access, copyFile, cp, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { inputChanged } from '../site/input-changed.js';
import { isStaticAsset } from '../site/page-files.js';
import { packageRoot } from '../render/package-root.js';
import { THEME_CSS_URL } from '../render/theme-css.js';
import { mapLimit } from '../shared/map-limit.js';

/**
 * Copies the docs folder's static files into the output. A file that vanished (or became
 * unreadable) since the folder was scanned is an error naming it, not a crash: the build then
 * fails and leaves the previous output as it was. Failures to write the output are thrown.
 */
export async function copyStaticFiles(root: string, outDir: string, files: readonly string[]): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  await mapLimit(files.filter(isStaticAsset), 16, async (file) => {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(join(root, file), target);
    } catch (err) {
      if (!(await sourceFailed(join(root, file), dirname(target), err as NodeJS.ErrnoException))) throw err;
      diagnostics.push(inputChanged(file, err, 'before it could be copied to the output'));
    }
  });
  return diagnostics.sort((a, b) => (a.file! < b.file! ? -1 : 1));
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
 * stylesheet is one of the site files, written with the others).
 */
export async function writeQuireAssets(outDir: string): Promise<{ css: string[]; js: string[] }> {
  const dir = join(outDir, '_quire');
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
    await copyFile(join(clientDir, f), join(dir, f));
    if (f === 'quire.js') js.push('/_quire/quire.js');
  }
  return { css: [THEME_CSS_URL], js };
}

/**
 * Third-party chunks (mermaid and its renderers, megabytes) are copied only into sites that
 * need them, so a site without diagrams stays small.
 */
export async function copyClientVendor(outDir: string): Promise<void> {
  const from = join(packageRoot(), 'client-dist', 'vendor');
  await cp(from, join(outDir, '_quire', 'vendor'), { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
