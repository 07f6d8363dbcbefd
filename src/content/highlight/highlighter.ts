import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { bundledLanguages, bundledLanguagesInfo, bundledThemes, createCssVariablesTheme, createHighlighter, createOnigurumaEngine, type BundledLanguage, type BundledTheme, type Highlighter } from 'shiki';
import { CSS_VARIABLES_THEME, DEFAULT_CODE_THEMES, isCodeTheme, type CodeThemes } from './code-themes.js';
import { readableTheme } from './readable-theme.js';
import { sharePatterns } from './shared-pattern-engine.js';

/** The two Shiki themes code blocks are rendered with unless docs.json names others (CSS picks one; see code.css). */
export const CODE_THEMES = DEFAULT_CODE_THEMES;

/** Language names Mintlify pages use that Shiki does not know under that name. */
const LANGUAGE_ALIASES: Record<string, string> = {
  curl: 'bash',
  node: 'javascript',
  'c#': 'csharp',
  'objective-c': 'objc',
  env: 'dotenv',
  golang: 'go',
};

const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'output', 'ansi']);

/*
 * One highlighter per process, created on the first code block: creating it costs
 * ~100 ms and each grammar ~5–50 ms, so a build pays that once per worker, and only
 * for the languages its pages use. A deliberate module-level singleton (the exception
 * to "no module-level caches"): it holds no site data, only grammars and themes.
 */
let highlighter: Promise<Highlighter> | undefined;
const languages = new Map<string, Promise<string>>();

export function getHighlighter(): Promise<Highlighter> {
  // Shiki's default engine (Oniguruma, VS Code's regexes), compiling each distinct pattern once.
  highlighter ??= createOnigurumaEngine(onigurumaBinary()).then((engine) =>
    defaultThemes().then((themes) => createHighlighter({ themes, langs: [], engine: sharePatterns(engine) })),
  );
  return highlighter;
}

/**
 * Quire's default pair, under their own names, with token colours made readable on the theme's
 * code block backgrounds (mint's --code-bg, light and dark; readable-theme.ts says why).
 */
async function defaultThemes() {
  const [light, dark] = await Promise.all([bundledThemes['github-light'](), bundledThemes['github-dark']()]);
  return [readableTheme(light.default, '#f6f8fa'), readableTheme(dark.default, '#161b22')];
}

const themes = new Map<string, Promise<void>>();
/** The highlighter, with these themes loaded (each once per process; the default pair is always there). */
export async function highlighterWith(pair: CodeThemes): Promise<Highlighter> {
  const h = await getHighlighter();
  await Promise.all([pair.light, pair.dark].map((name) => {
    if (name === CODE_THEMES.light || name === CODE_THEMES.dark || !isCodeTheme(name)) return undefined;
    let pending = themes.get(name);
    if (!pending) {
      pending = h.loadTheme(name === CSS_VARIABLES_THEME ? createCssVariablesTheme({ name, variablePrefix: '--shiki-', fontStyle: true }) : (name as BundledTheme));
      themes.set(name, pending);
    }
    return pending;
  }));
  return h;
}

/**
 * The Oniguruma WebAssembly binary, read from the file Shiki ships (`shiki/onig.wasm`).
 * `shiki/wasm` holds the same bytes gzipped in base64, decoded a character at a time and
 * gunzipped through web streams (which loads Node's fetch stack): ~50 ms more for every
 * process that highlights, on the path to `quire dev`'s first page and each render process.
 */
async function onigurumaBinary(): Promise<ArrayBufferView | Awaited<typeof import('shiki/wasm')>> {
  try {
    return await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
  } catch {
    return import('shiki/wasm');
  }
}

/**
 * Loads the grammar for a fence's language on first use and returns the id to
 * highlight with: `text` for no language, an unknown one, or a grammar that failed to load.
 */
export function loadLanguage(lang: string | null | undefined): Promise<string> {
  const requested = (lang ?? '').trim().toLowerCase();
  let pending = languages.get(requested);
  if (!pending) {
    pending = resolveLanguage(requested);
    languages.set(requested, pending);
  }
  return pending;
}

/**
 * Grammars that are one grammar under another name. Shiki's JavaScript and JSX grammars are its
 * TSX grammar with `.tsx` renamed in every scope (VS Code generates them from
 * TypeScriptReact.tmLanguage), and the code themes colour no scope by its language suffix, so
 * highlighting `js` or `jsx` with the TSX grammar gives the same HTML (same-grammar.test.ts checks
 * both facts for the installed Shiki). It is the largest grammar a render process holds, and docs
 * mix `js` with `tsx` blocks all the time: one grammar is loaded, its rules built and its theme
 * lookups cached (tokenize-once.ts) once instead of three times. (Its compiled regexes would now be
 * shared anyway, by shared-pattern-engine.ts; before that, this took Oniguruma's memory on the
 * bench from 87 to 72.5 MB.)
 */
const SAME_GRAMMAR: Record<string, string> = { javascript: 'tsx', jsx: 'tsx' };

/** A language name or alias (`js`, `JavaScript`) → the id of the grammar that highlights it. */
export function grammarId(name: string): string {
  const id = aliasToId().get(name) ?? name;
  return SAME_GRAMMAR[id] ?? id;
}

async function resolveLanguage(requested: string): Promise<string> {
  const named = LANGUAGE_ALIASES[requested] ?? requested;
  if (PLAIN.has(named) || !Object.hasOwn(bundledLanguages, named)) return 'text';
  const id = grammarId(named);
  return (await loadGrammar(id)) ? id : 'text';
}

const grammars = new Map<string, Promise<boolean>>();
/** Loads exactly this grammar (by Shiki id) once per process; false if it failed to load. */
function loadGrammar(id: string): Promise<boolean> {
  let pending = grammars.get(id);
  if (!pending) {
    pending = getHighlighter()
      .then((h) => h.loadLanguage(id as BundledLanguage))
      .then(
        () => true,
        () => false,
      );
    grammars.set(id, pending);
  }
  return pending;
}

/**
 * Grammars like Markdown, MDX, Ruby or Vue colour embedded code (frontmatter, fenced blocks, HTML,
 * heredocs) only with grammars that happen to be loaded already (Shiki's "lazy" embeds). Loading
 * all of them costs ~1.4 s per process; leaving it to chance made a block's colours depend on
 * which blocks the process had highlighted before, so the same page came out differently from
 * build to build. Instead, before a block is highlighted, the lazy embeds it can use are loaded:
 * those it names (a fence's ```js, a heredoc's SQL), YAML or TOML for frontmatter, and HTML when
 * it has tags.
 */
export async function loadEmbeddedLanguages(grammar: string, code: string): Promise<void> {
  const lazy = await lazyEmbeds(grammar);
  if (!lazy.size) return;
  const wanted = new Set<string>();
  for (const [, word] of code.toLowerCase().matchAll(/([a-z][\w#+-]*)/g)) {
    const id = aliasToId().get(word!);
    if (id && lazy.has(id)) wanted.add(id);
  }
  if (/^---\r?\n/.test(code) && lazy.has('yaml')) wanted.add('yaml');
  if (/^\+\+\+\r?\n/.test(code) && lazy.has('toml')) wanted.add('toml');
  if (/<[a-z]/i.test(code) && lazy.has('html')) wanted.add('html');
  // The embedding grammar includes them by scope name (`source.js`), so these are the grammars
  // themselves, not the one that highlights a fence of that language (SAME_GRAMMAR).
  await Promise.all([...wanted].map((id) => loadGrammar(id)));
}

const lazyByGrammar = new Map<string, Promise<Set<string>>>();
function lazyEmbeds(grammar: string): Promise<Set<string>> {
  let pending = lazyByGrammar.get(grammar);
  if (!pending) {
    const load = Object.hasOwn(bundledLanguages, grammar) ? bundledLanguages[grammar as BundledLanguage] : undefined;
    pending = load
      ? load().then(
          (m) => new Set(m.default.flatMap((g) => g.embeddedLangsLazy ?? []).map((name) => aliasToId().get(name) ?? name)),
          () => new Set<string>(),
        )
      : Promise.resolve(new Set<string>());
    lazyByGrammar.set(grammar, pending);
  }
  return pending;
}

let aliases: Map<string, string> | undefined;
/** Every name Shiki knows a grammar by (`js`, `javascript`) → its id. */
function aliasToId(): Map<string, string> {
  if (!aliases) {
    aliases = new Map();
    for (const info of bundledLanguagesInfo) for (const name of [info.id, info.name, ...(info.aliases ?? [])]) aliases.set(name.toLowerCase(), info.id);
  }
  return aliases;
}
