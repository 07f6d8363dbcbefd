import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { lineColumnAt, lineStarts } from '../shared/line-positions.js';

/** A parsed JSON text that can map JSON paths back to line:column. */
export interface PositionedJson {
  value: unknown;
  errors: { message: string; line: number; column: number }[];
  locate(path: (string | number)[], key?: boolean): { line: number; column: number } | undefined;
}

const ERROR_WORDS: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes (is there a trailing comma?)',
  ValueExpected: 'expected a value (is there a trailing comma?)',
  ColonExpected: 'expected ":" after the property name',
  CommaExpected: 'expected "," between entries',
  CloseBraceExpected: 'expected "}" to close the object',
  CloseBracketExpected: 'expected "]" to close the array',
  EndOfFileExpected: 'unexpected content after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string',
};

/** Deeper than any real docs.json; the parsers recurse per level and would overflow the stack. */
export const MAX_JSON_DEPTH = 1000;

/** Offset where `text` first nests deeper than `max` arrays/objects (strings skipped), or -1. */
function tooDeepAt(text: string, max: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92 /* \ */) i++;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return i;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return -1;
}

/** Parses strict JSON (no comments, no trailing commas), keeping positions for messages. */
export function parsePositionedJson(text: string): PositionedJson {
  const starts = lineStarts(text);
  const deep = tooDeepAt(text, MAX_JSON_DEPTH);
  if (deep >= 0) {
    return {
      value: undefined,
      errors: [{ message: `nested more than ${MAX_JSON_DEPTH} levels deep`, ...lineColumnAt(starts, deep) }],
      locate: () => undefined,
    };
  }
  const parseErrors: ParseError[] = [];
  const tree: Node | undefined = parseTree(text, parseErrors, { allowTrailingComma: false, disallowComments: true });
  const errors = parseErrors.map((e) => {
    const code = printParseErrorCode(e.error);
    return { message: ERROR_WORDS[code] ?? code, ...lineColumnAt(starts, e.offset) };
  });
  let value: unknown;
  if (errors.length === 0) value = JSON.parse(text);
  return {
    value,
    errors,
    locate(path, key = false) {
      if (!tree) return undefined;
      // Walk up until a node exists (a missing key is reported at its parent).
      for (let len = path.length; len >= 0; len--) {
        const node = findNodeAtLocation(tree, path.slice(0, len));
        if (!node) continue;
        const target = key && len === path.length && node.parent?.type === 'property' ? node.parent : node;
        return lineColumnAt(starts, target.offset);
      }
      return undefined;
    },
  };
}
