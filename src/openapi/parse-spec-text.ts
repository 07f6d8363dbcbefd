import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import type { Diagnostic } from '../diagnostics/quire-error.js';

/** How far YAML aliases may expand (uses × size); real specs stay far below it. */
const MAX_ALIAS_EXPANSION = 100_000;

/** A parsed document or the first syntax error, located. */
export type ParseResult = { value: unknown } | { diagnostic: Diagnostic };

/**
 * Parses JSON or YAML text. JSON goes through `JSON.parse` (much faster on multi-megabyte
 * specs); everything else, and JSON that fails, goes through `yaml` for located errors.
 */
export function parseSpecText(text: string, file: string): ParseResult {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{') || /\.json$/i.test(file)) {
    try {
      return { value: JSON.parse(trimmed) };
    } catch (err) {
      const message = (err as Error).message;
      const at = /at position (\d+)/.exec(message);
      const pos = at ? lineCol(text, Number(at[1])) : undefined;
      return {
        diagnostic: {
          severity: 'error',
          code: 'openapi/parse',
          message: `Invalid JSON in ${file}: ${message.replace(/ in JSON at position \d+.*$/, '')}`,
          file,
          ...pos,
          hint: 'Fix the syntax error; a JSON linter or `node -e "JSON.parse(...)"` shows the exact spot.',
        },
      };
    }
  }
  const lineCounter = new LineCounter();
  // logLevel: the library would print its warnings to the process's stderr, outside our diagnostics.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false, logLevel: 'error' });
  const error = doc.errors[0];
  if (error) {
    const pos = lineCounter.linePos(error.pos[0]);
    return {
      diagnostic: {
        severity: 'error',
        code: 'openapi/parse',
        message: `Invalid YAML in ${file}: ${error.message.split('\n')[0]}`,
        file,
        line: pos.line,
        column: pos.col,
        hint: 'Check the indentation and quoting around this line.',
      },
    };
  }
  try {
    // Bounded: nested anchors (`b: [*a, *a, …]`, "billion laughs") would otherwise expand forever.
    return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION }) };
  } catch (err) {
    return {
      diagnostic: {
        severity: 'error',
        code: 'openapi/parse',
        message: `Invalid YAML in ${file}: ${(err as Error).message} (anchors and aliases expand to more than ${MAX_ALIAS_EXPANSION} nodes)`,
        file,
        hint: 'Use $ref instead of deeply nested YAML aliases, or fix the alias that refers to a missing anchor.',
      },
    };
  }
}

/**
 * The line and column of the node at `segments` in the source text (JSON or YAML), or of the
 * deepest existing ancestor when the node itself is missing (e.g. a required key).
 */
export function locatePointer(text: string, segments: readonly string[]): { line: number; column: number } | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, logLevel: 'error' });
  if (doc.errors.length) return undefined;
  let node: YamlNode | null | undefined = doc.contents as YamlNode | null;
  let offset = node?.range?.[0];
  for (const seg of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === seg);
      if (!pair) break;
      const key = pair.key as YamlNode | null;
      offset = key?.range?.[0] ?? offset;
      node = pair.value as YamlNode | null;
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)] as YamlNode | undefined;
      if (!item) break;
      node = item;
      offset = item.range?.[0] ?? offset;
    } else break;
  }
  if (offset === undefined) return undefined;
  const pos = lineCounter.linePos(offset);
  return { line: pos.line, column: pos.col };
}

function lineCol(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
