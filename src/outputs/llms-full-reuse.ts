import { closeSync, fstatSync, openSync } from 'node:fs';
import type { Page } from '../shared/site-model.js';
import { isFileRange } from '../io/file-range.js';
import type { LlmsFullPieces } from './llms-txt.js';

/** Where each page's text lies in llms-full.txt (byte offset and length), and the file's size. */
export interface LlmsFullSpans {
  size: number;
  pages: Record<string, [number, number]>;
}

export interface LlmsFullReuse {
  pieces: LlmsFullPieces;
  /** The spans of the file written, for the next build; undefined when none was. */
  spans(): LlmsFullSpans | undefined;
  close(): void;
}

/**
 * llms-full.txt again from the previous one: a page whose Markdown is unchanged is copied from
 * where the previous file had it (a range of the open file, which the writer copies; runs of
 * such pages as one) instead of its `.md` file being opened and read — at 25,000 pages, 25,000
 * opens were most of the file's second.
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
  return {
    pieces: {
      previous(page) {
        if (fd === undefined) return undefined;
        const span = opts.previous?.pages[page.path];
        // A span past the recorded size is not the file's (a manifest from elsewhere): the page is read.
        if (!span || span[0] + span[1] > opts.previous!.size || !opts.unchanged(page)) return undefined;
        return { fd, start: span[0], length: span[1] };
      },
      record(page, piece) {
        const length = typeof piece === 'string' ? Buffer.byteLength(piece) : isFileRange(piece) ? piece.length : piece.byteLength;
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
