import { EncodedTokenMetadata, type IGrammar, type IToken, type StateStack } from 'shiki/textmate';

/*
 * Shiki highlights a block for two themes by tokenising it twice, once per theme
 * (`codeToTokensWithThemes`): the grammar's regexes run over every line again only because the
 * colours are baked into the binary tokens. The scopes a line is split into do not depend on
 * the theme. So while `tokenizingOnce` runs, a grammar's `tokenizeLine2` tokenises each line
 * once with scopes (`tokenizeLine`), remembers the result, and answers every theme's pass from
 * it by matching the scopes against that pass's theme, exactly as vscode-textmate does when it
 * pushes a scope (AttributedScopeStack: the metadata of each scope folded onto its parent's)
 * and merges neighbours whose metadata is equal (LineTokens). Same tokens, same HTML
 * (tokenize-once.test.ts compares with Shiki's own output); the regexes run once instead of twice.
 */

/** The grammar internals this relies on; absent after an upgrade that changed them, in which case nothing is patched. */
interface GrammarInternals extends IGrammar {
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  readonly themeProvider: { themeMatch(path: ScopePath): Style | null; getDefaults(): Style };
  _basicScopeAttributesProvider: { getDefaultAttributes(): { languageId: number; tokenType: number } };
}
interface Style {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}
/** vscode-textmate's ScopeStack, as its theme matching reads it. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}
/** A scope path in one theme: its metadata, and its extensions by one scope. */
interface PathNode {
  path: ScopePath | null;
  metadata: number;
  children: Map<string, PathNode>;
}
interface Tokenized {
  tokens: IToken[];
  ruleStack: StateStack;
  stoppedEarly: boolean;
}

/** Lines tokenised during the current `tokenizingOnce` call, by the state they started from. */
let memo: Map<StateStack, Map<string, Tokenized>> | undefined;
const patched = new WeakSet<IGrammar>();
/** Per grammar, per theme (its defaults object, which the theme keeps for its life): the root of its scope paths. */
const roots = new WeakMap<IGrammar, WeakMap<object, PathNode>>();

/** Runs `highlight` (one block, any number of themes) with each grammar tokenising every line once. */
export function tokenizingOnce<T>(highlight: () => T): T {
  if (memo) return highlight();
  memo = new Map();
  try {
    return highlight();
  } finally {
    memo = undefined;
  }
}

/** Makes the grammar answer repeated lines from one tokenisation inside `tokenizingOnce`. Idempotent. */
export function shareTokenization(grammar: IGrammar): void {
  if (patched.has(grammar)) return;
  patched.add(grammar);
  const g = grammar as GrammarInternals;
  if (typeof g.getMetadataForScope !== 'function' || typeof g.themeProvider?.themeMatch !== 'function' || typeof g._basicScopeAttributesProvider?.getDefaultAttributes !== 'function') return;
  const tokenizeLine2 = g.tokenizeLine2.bind(g);
  g.tokenizeLine2 = (lineText, prevState, timeLimit) => {
    if (!memo) return tokenizeLine2(lineText, prevState, timeLimit);
    let byLine = memo.get(prevState!);
    if (!byLine) memo.set(prevState!, (byLine = new Map()));
    let line = byLine.get(lineText);
    if (!line) byLine.set(lineText, (line = g.tokenizeLine(lineText, prevState, timeLimit)));
    return { tokens: encode(g, line.tokens), ruleStack: line.ruleStack, stoppedEarly: line.stoppedEarly };
  };
}

/** Binary tokens (start, metadata pairs) of scope tokens in the grammar's current theme, equal neighbours merged. */
function encode(g: GrammarInternals, tokens: IToken[]): Uint32Array {
  const root = rootNode(g);
  const out: number[] = [];
  for (const token of tokens) {
    let node = root;
    for (const scope of token.scopes) node = child(g, node, scope);
    if (out.length > 0 && out[out.length - 1] === node.metadata) continue;
    out.push(token.startIndex, node.metadata);
  }
  return Uint32Array.from(out);
}

function rootNode(g: GrammarInternals): PathNode {
  const defaults = g.themeProvider.getDefaults();
  let byTheme = roots.get(g);
  if (!byTheme) roots.set(g, (byTheme = new WeakMap()));
  let root = byTheme.get(defaults);
  if (!root) {
    // The metadata a line starts from (Grammar._tokenize on the first line).
    const attributes = g._basicScopeAttributesProvider.getDefaultAttributes();
    const metadata = EncodedTokenMetadata.set(0, attributes.languageId, attributes.tokenType, null, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId);
    byTheme.set(defaults, (root = { path: null, metadata, children: new Map() }));
  }
  return root;
}

/** The path one scope longer (AttributedScopeStack._pushAttributed and mergeAttributes). */
function child(g: GrammarInternals, parent: PathNode, scope: string): PathNode {
  let node = parent.children.get(scope);
  if (!node) {
    const path: ScopePath = { parent: parent.path, scopeName: scope };
    const attributes = g.getMetadataForScope(scope);
    const style = g.themeProvider.themeMatch(path);
    const metadata = EncodedTokenMetadata.set(parent.metadata, attributes.languageId, attributes.tokenType, null, style ? style.fontStyle : -1, style ? style.foregroundId : 0, style ? style.backgroundId : 0);
    parent.children.set(scope, (node = { path, metadata, children: new Map() }));
  }
  return node;
}
