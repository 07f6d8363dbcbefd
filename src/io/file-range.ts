import { readSync, writeSync } from 'node:fs';

/**
 * Bytes of a file open for reading: its descriptor, where they start and how many. A piece of
 * text made of them (llms-full.txt's unchanged pages, taken from the previous file) is copied to
 * where it goes a few hundred kilobytes at a time through one buffer, instead of being read into
 * fresh buffers that are then copied together and written (bench/RESULTS.md, "Figures behind
 * code comments").
 */
export interface FileRange {
  fd: number;
  start: number;
  length: number;
}

/** A piece of text as it is written: a string, UTF-8 bytes, or a range of a file. */
export type TextPart = string | Uint8Array | FileRange;

export function isFileRange(part: TextPart): part is FileRange {
  return typeof part === 'object' && !(part instanceof Uint8Array);
}

/** Size of the buffer `copyFileRange` reads through when it is given none (it fits in a core's cache). */
export const COPY_CHUNK = 256 * 1024;

/**
 * Copies `range` to the file open at `out` (written where it is), through `buffer`. Throws when
 * the file holds less than the range: it changed since the range was taken.
 */
export function copyFileRange(range: FileRange, out: number, buffer: Uint8Array = Buffer.allocUnsafe(COPY_CHUNK)): void {
  for (let done = 0; done < range.length; ) {
    const n = readSync(range.fd, buffer, 0, Math.min(buffer.byteLength, range.length - done), range.start + done);
    if (n === 0) throw new Error(`a file ended ${range.length - done} bytes before the range copied from it (changed while it was read)`);
    for (let at = 0; at < n; ) at += writeSync(out, buffer, at, n - at);
    done += n;
  }
}

/** The bytes of `range`, read whole (for a reader that needs them in memory). */
export function readFileRange(range: FileRange): Buffer {
  const bytes = Buffer.allocUnsafe(range.length);
  for (let done = 0; done < range.length; ) {
    const n = readSync(range.fd, bytes, done, range.length - done, range.start + done);
    if (n === 0) throw new Error(`a file ended ${range.length - done} bytes before the range read from it (changed while it was read)`);
    done += n;
  }
  return bytes;
}
