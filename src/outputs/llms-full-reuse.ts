import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { Page } from '../shared/site-model.js';
import type { LlmsFullPieces } from './llms-txt.js';

/** Where each page's text lies in llms-full.txt (byte offset and length), and the file's size. */
export interface LlmsFullSpans {
  size: number;
  pages: Record<string, [number, number]>;
}

/** Bytes read from the previous file at a time: its unchanged pages follow each other. */
const WINDOW = 4 << 20;

export interface LlmsFullReuse {
  pieces: LlmsFullPieces;
  /** The spans of the file written, for the next build; undefined when none was. */
  spans(): LlmsFullSpans | undefined;
  close(): void;
}

/**
 * llms-full.txt again from the previous one: a page whose Markdown is unchanged is copied from
 * where the previous file had it (read a few megabytes at a time) instead of its `.md` file
 * being opened and read — at 25,000 pages, 25,000 opens were most of the file's second.
 * `previousFile` is given only when the file's outline is the same (same site model, URLs and
 * docs.json); a file whose size is not the one recorded is not used at all.
 */
export function llmsFullReuse(opts: { previousFile?: string; previous?: LlmsFullSpans; unchanged(page: Page): boolean }): LlmsFullReuse {
  const spans: LlmsFullSpans = { size: 0, pages: {} };
  let recorded = false;
  let fd: number | undefined;
  if (opts.previousFile && opts.previous) {
    try {
      fd = openSync(opts.previousFile, 'r');
      if (fstatSync(fd).size !== opts.previous.size) {
        closeSync(fd);
        fd = undefined;
      }
    } catch {
      fd = undefined;
    }
  }
  let store = Buffer.alloc(0);
  let windowStart = 0;
  let windowLength = 0;
  // Bytes as they are: decoding 175 MB at 25,000 pages to text and encoding it again for the
  // write was a second of a rebuild. A window is never reused (the writer may still hold slices
  // of it), so each read gets a new one.
  const bytesAt = (start: number, length: number): Uint8Array | undefined => {
    if (fd === undefined) return undefined;
    if (start < windowStart || start + length > windowStart + windowLength) {
      store = Buffer.allocUnsafe(Math.max(WINDOW, length));
      windowStart = start;
      windowLength = 0;
      while (windowLength < store.length) {
        const n = readSync(fd, store, windowLength, store.length - windowLength, start + windowLength);
        if (n === 0) break;
        windowLength += n;
      }
      if (windowLength < length) return undefined;
    }
    return store.subarray(start - windowStart, start - windowStart + length);
  };
  return {
    pieces: {
      previous(page) {
        const span = opts.previous?.pages[page.path];
        return span && opts.unchanged(page) ? bytesAt(span[0], span[1]) : undefined;
      },
      record(page, piece) {
        const length = typeof piece === 'string' ? Buffer.byteLength(piece) : piece.byteLength;
        if (page) spans.pages[page.path] = [spans.size, length];
        spans.size += length;
        recorded = true;
      },
    },
    spans: () => (recorded ? spans : undefined),
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
