import { rename, writeFile } from 'node:fs/promises';

/**
 * Writes `file` through a temporary name beside it and renames it into place, so a reader (or
 * a build killed half-way) never sees half a file. The temporary name is unique per call:
 * two writers of the same file, in one process or two, never share one.
 */
export async function writeFileAtomically(file: string, content: string | Uint8Array): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, content);
  await rename(tmp, file);
}
