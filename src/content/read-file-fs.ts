import { readFile } from 'node:fs/promises';

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
