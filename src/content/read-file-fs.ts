import { readFile, realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { relativeWithin } from '../io/relative-within.js';

/** Reads a file by absolute path; what the content compiler needs from the disk. */
export type ReadTextFile = (absolutePath: string) => Promise<string | undefined>;

/** Error codes meaning "there is no file here" rather than a real I/O failure. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** Default {@link ReadTextFile}: UTF-8 text, or `undefined` when the file does not exist. */
export const readTextFileIfExists: ReadTextFile = async (absolutePath) => {
  try {
    return await readFile(absolutePath, 'utf8');
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
};

/** Thrown by {@link readTextFileWithin} for a file that resolves (through a symlink) outside the root. */
export class OutsideRootError extends Error {}

/**
 * Like {@link readTextFileIfExists}, but refuses files whose real path (symlinks followed)
 * is outside `root`: a docs folder must not publish other files of the machine.
 */
export function readTextFileWithin(root: string): ReadTextFile {
  let rootReal: Promise<string> | undefined;
  return async (absolutePath) => {
    let real: string;
    try {
      real = await realpath(absolutePath);
    } catch (error) {
      if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
      throw error;
    }
    rootReal ??= realpath(root).catch(() => resolve(root));
    if (relativeWithin(await rootReal, real) === undefined) throw new OutsideRootError(`${absolutePath} resolves to ${real}, outside the docs folder`);
    return readTextFileIfExists(real);
  };
}
