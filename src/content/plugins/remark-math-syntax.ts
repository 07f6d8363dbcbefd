import type { Root, Text } from 'mdast';
import remarkMath from 'remark-math';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { QUIRE_MESSAGE_SOURCE } from '../mdx-diagnostic.js';
import { singleDollarMathText } from './dollar-math-text.js';
import { forEachNode } from './walk-tree.js';

/**
 * Math syntax, as on Mintlify: `$…$` inline, `$$…$$` inline or as a block. It is parsed
 * within micromark, before MDX's expressions, so the braces of `$\frac{a}{b}$` never reach
 * the JavaScript parser. remark-math parses `$$`; a single `$` goes through
 * dollar-math-text.ts, which leaves prices and variables (`$5 and $10`, `$ref/$defs`) as text.
 * Where Mintlify would still render such a pair as math, a warning says so (the text differs
 * between the two), with the way to make the page mean the same everywhere.
 */
export function remarkMathSyntax(this: Processor) {
  remarkMath.call(this, { singleDollarTextMath: false });
  // Added after remark-math, so micromark tries it first for `$` (later extensions go first).
  (this.data().micromarkExtensions ??= []).push({ text: { 36: singleDollarMathText } });
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    if (!source.includes('$')) return;
    forEachNode<Text>(tree, 'text', (node) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      const pair = mintlifyMathPair(source.slice(start, end));
      if (!pair) return;
      const message = file.message(`\`${pair.text}\` is shown as text: dollar signs around a space, a digit or a word are read as prices or variables, not math (Mintlify renders the text between them as a formula)`, {
        place: pointAt(source, start + pair.index),
        ruleId: 'dollar-text',
        source: QUIRE_MESSAGE_SOURCE,
      });
      message.note = 'Escape the dollar signs (`\\$5`) so every renderer shows them as text. For a formula, put no space inside the dollar signs: `$x + y$`.';
    });
  };
}

/**
 * The first `$…$` that micromark's math (Mintlify) would read in `raw` (a text node's source):
 * an unescaped single `$` up to the next single `$`, and where it starts.
 */
export function mintlifyMathPair(raw: string): { text: string; index: number } | undefined {
  let open: number | undefined;
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '\\') {
      i++;
      continue;
    }
    if (raw[i] !== '$') continue;
    let j = i;
    while (raw[j + 1] === '$') j++;
    if (j === i) {
      if (open === undefined) open = i;
      else return { text: raw.slice(open, i + 1).replace(/\s+/g, ' '), index: open };
    }
    i = j;
  }
  return undefined;
}

/** Line and column (1-based) of an offset in `source`. */
function pointAt(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
