import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { relativeWithin } from '../../io/relative-within.js';

export interface PageToWrite {
  /** Posix path relative to `base`. */
  path: string;
  content: string;
}

export type WriteResult = { ok: true } | { ok: false; existing: string[] } | { ok: false; outside: string[] };

/**
 * Writes every page or none: refuses when a target exists (unless `overwrite`) or would land
 * outside `base`, then stages each page in a temporary file beside its target and renames
 * them into place, so a reader never sees a half-written page and a failure leaves no debris.
 */
export async function writePagesAtomically(base: string, pages: PageToWrite[], overwrite: boolean): Promise<WriteResult> {
  const targets = pages.map((p) => ({ ...p, absolute: path.resolve(base, p.path) }));
  const outside = targets.filter((t) => !relativeWithin(base, t.absolute));
  if (outside.length) return { ok: false, outside: outside.map((t) => t.path) };
  if (!overwrite) {
    const existing: string[] = [];
    for (const t of targets) if (await exists(t.absolute)) existing.push(t.path);
    if (existing.length) return { ok: false, existing };
  }
  const suffix = `.quire-tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const staged: string[] = [];
  try {
    for (const t of targets) {
      await mkdir(path.dirname(t.absolute), { recursive: true });
      await writeFile(t.absolute + suffix, t.content, 'utf8');
      staged.push(t.absolute);
    }
    for (const t of targets) await rename(t.absolute + suffix, t.absolute);
  } catch (err) {
    await Promise.all(staged.map((file) => rm(file + suffix, { force: true })));
    throw err;
  }
  return { ok: true };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
