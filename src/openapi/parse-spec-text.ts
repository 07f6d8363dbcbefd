import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { visit } from 'jsonc-parser';
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

/** A position in a document's text, 1-based. */
export interface TextPosition {
  line: number;
  column: number;
}

/**
 * The line and column of the node at `segments` in the source text (JSON or YAML), or of the
 * deepest existing ancestor when the node itself is missing (e.g. a required key).
 */
export function locatePointer(text: string, segments: readonly string[]): TextPosition | undefined {
  return locatePointers(text, [segments])[0];
}

/**
 * {@link locatePointer} for many pointers with one pass over the text: the loader locates every
 * warning of a document at once (parsing a 50 MB document with positions, once per warning,
 * took seconds each). JSON is scanned without building a tree; YAML is parsed once.
 */
export function locatePointers(text: string, pointers: readonly (readonly string[])[]): (TextPosition | undefined)[] {
  const root: TrieNode = { children: new Map() };
  for (const segments of pointers) {
    let node = root;
    for (const seg of segments) {
      let next = node.children.get(seg);
      if (!next) node.children.set(seg, (next = { children: new Map() }));
      node = next;
    }
  }
  if (looksLikeJson(text)) markJson(text, root);
  else markYaml(text, root);
  return pointers.map((segments) => {
    let node = root;
    let pos = root.pos;
    for (const seg of segments) {
      const next = node.children.get(seg);
      if (!next?.pos) break;
      node = next;
      pos = next.pos;
    }
    return pos;
  });
}

/** The wanted pointers as a tree; `pos` is filled where the text has the node. */
interface TrieNode {
  children: Map<string, TrieNode>;
  pos?: TextPosition;
}

function looksLikeJson(text: string): boolean {
  return text.replace(/^\uFEFF/, '').trimStart().startsWith('{');
}

/** Marks positions in JSON text: keys for members, value starts for array items; skips subtrees nobody asked about. */
function markJson(text: string, root: TrieNode): void {
  type Frame = { trie: TrieNode | undefined; array: boolean; index: number; member?: TrieNode };
  const stack: Frame[] = [];
  const valueTrie = (line: number, character: number): TrieNode | undefined => {
    const parent = stack[stack.length - 1];
    if (!parent) {
      root.pos ??= { line: line + 1, column: character + 1 };
      return root;
    }
    if (!parent.array) {
      const member = parent.member;
      parent.member = undefined;
      return member;
    }
    const item = parent.trie?.children.get(String(parent.index++));
    if (item) item.pos = { line: line + 1, column: character + 1 };
    return item;
  };
  const begin = (array: boolean) => (_offset: number, _length: number, line: number, character: number) => {
    const trie = valueTrie(line, character);
    stack.push({ trie, array, index: 0 });
    // Nothing wanted below: jsonc-parser skips the callbacks of the whole subtree.
    return trie !== undefined && trie.children.size > 0;
  };
  visit(text, {
    onObjectBegin: begin(false),
    onArrayBegin: begin(true),
    onObjectEnd: () => void stack.pop(),
    onArrayEnd: () => void stack.pop(),
    onObjectProperty: (name, _offset, _length, line, character) => {
      const parent = stack[stack.length - 1]!;
      const member = parent.trie?.children.get(name);
      if (member) member.pos = { line: line + 1, column: character + 1 };
      parent.member = member;
    },
    onLiteralValue: (_value, _offset, _length, line, character) => void valueTrie(line, character),
  });
}

/** Marks positions in YAML text (parsed once, with positions). */
function markYaml(text: string, root: TrieNode): void {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, logLevel: 'error' });
  if (doc.errors.length) return;
  const at = (offset: number | undefined): TextPosition | undefined => {
    if (offset === undefined) return undefined;
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  const walk = (node: YamlNode | null | undefined, trie: TrieNode): void => {
    for (const [seg, child] of trie.children) {
      if (isMap(node)) {
        const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === seg);
        if (!pair) continue;
        child.pos = at((pair.key as YamlNode | null)?.range?.[0]) ?? trie.pos;
        walk(pair.value as YamlNode | null, child);
      } else if (isSeq(node)) {
        const item = node.items[Number(seg)] as YamlNode | undefined;
        if (!item) continue;
        child.pos = at(item.range?.[0]) ?? trie.pos;
        walk(item, child);
      }
    }
  };
  const contents = doc.contents as YamlNode | null;
  root.pos = at(contents?.range?.[0]);
  if (root.pos) walk(contents, root);
}

function lineCol(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
