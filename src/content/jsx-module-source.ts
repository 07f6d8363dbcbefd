import type { Root } from 'mdast';

/**
 * Prepended (on line 1, so line numbers stay true) to make the file start with an
 * `export`, which is what makes MDX read the first line as ESM.
 */
export const JSX_SOURCE_PREFIX = 'export {};';

/** Safety net for the promote loop: one pass per top-level helper declaration. */
const MAX_PASSES = 64;

const PROMOTABLE = /^(?:const|let|var|function|class|async\s+function)\b/;
const DECLARED_NAME = /^(?:const|let|var|function\*?|class|async\s+function\*?)\s*([A-Za-z_$][\w$]*)/;

/** Result of {@link jsxModuleSource}. */
export interface JsxModuleSource {
  /** What to compile as MDX. */
  text: string;
  /** Helpers that were exported only to satisfy MDX; the linker hides them again. */
  promotedNames: string[];
}
const BLANK_LINE = /^[ \t]*\r?$/;

/**
 * Rewrites a `.jsx`/`.js` snippet so MDX parses the whole file as one ESM block
 * (MDX then parses the JSX with acorn and compiles it for us, no extra parser).
 * MDX alone would end an ESM block at a blank line between statements and read the
 * rest as Markdown, and it rejects top-level statements other than import/export.
 * So:
 * - blank lines become a form feed (JS whitespace, not a Markdown blank line), and
 *   afterwards those inside a statement (a template literal, JSX text) are restored:
 *   MDX keeps blank lines inside an unfinished statement in the block by itself;
 * - a top-level helper declaration (`const helper = …`) gets `export ` in front,
 *   which only adds a harmless named export.
 * Anything else is left for the real compile to report. Lines never move.
 */
export function jsxModuleSource(source: string, parse: (text: string) => Root): JsxModuleSource {
  const lines = (JSX_SOURCE_PREFIX + source).split('\n');
  const fused: number[] = [];
  // The last line is left alone: a trailing newline leaves an empty last "line".
  for (let i = 0; i < lines.length - 1; i++) {
    if (BLANK_LINE.test(lines[i]!)) {
      lines[i] = lines[i]!.endsWith('\r') ? '\f\r' : '\f';
      fused.push(i);
    }
  }
  let text = lines.join('\n');
  const promotedNames: string[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let tree: Root;
    try {
      tree = parse(text);
    } catch (error) {
      const offset = promotableOffset(text, error);
      if (offset === undefined) break;
      const name = DECLARED_NAME.exec(text.slice(offset, offset + 200))?.[1];
      if (name) promotedNames.push(name);
      text = `${text.slice(0, offset)}export ${text.slice(offset)}`;
      continue;
    }
    return { text: restoreBlankLinesInsideStatements(text, tree, fused), promotedNames };
  }
  return { text, promotedNames };
}

/** Offset of the top-level declaration MDX rejected as "non-esm", if `export ` can fix it. */
function promotableOffset(text: string, error: unknown): number | undefined {
  const e = error as { ruleId?: unknown; place?: { start?: { offset?: unknown } } };
  const offset = e.ruleId === 'non-esm' ? e.place?.start?.offset : undefined;
  return typeof offset === 'number' && PROMOTABLE.test(text.slice(offset, offset + 20)) ? offset : undefined;
}

/** Puts back the original blank lines that lie strictly inside one top-level statement. */
function restoreBlankLinesInsideStatements(text: string, tree: Root, fused: number[]): string {
  if (fused.length === 0) return text;
  const spans: Array<[number, number]> = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    for (const statement of node.data.estree.body) {
      if (statement.loc) spans.push([statement.loc.start.line, statement.loc.end.line]);
    }
  }
  const lines = text.split('\n');
  for (const index of fused) {
    const line = index + 1;
    if (spans.some(([start, end]) => start < line && line < end)) lines[index] = lines[index]!.replace('\f', '');
  }
  return lines.join('\n');
}
