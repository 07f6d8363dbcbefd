import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { parseInChunks, type ParseMemo } from '../parse-chunks.js';

declare module 'vfile' {
  interface DataMap {
    /** Pieces of the page's last parse to reuse, and where this parse leaves its own (parse-chunks.ts). */
    parseMemo: ParseMemo;
  }
}

/**
 * Parses a long page in pieces when the compile brings a `parseMemo` (parse-chunks.ts), so that
 * a rebuild after an edit parses only the pieces that changed. Wraps the parser remark-parse set,
 * so it must be used after it (any remark plugin is): MDX's processor uses remark-parse first.
 */
export function remarkChunkedParse(this: Processor): void {
  const self = this as unknown as { parser?: (doc: string, file: VFile) => Root };
  const whole = self.parser;
  if (!whole) return;
  self.parser = (doc, file) => {
    const memo = file.data.parseMemo;
    return (memo && parseInChunks(doc, (piece) => whole(piece, file), memo)) || whole(doc, file);
  };
}
