import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

/** The two Shiki themes every code block is rendered with (CSS picks one; see components.css). */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

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
  highlighter ??= createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [] });
  return highlighter;
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

async function resolveLanguage(requested: string): Promise<string> {
  const id = LANGUAGE_ALIASES[requested] ?? requested;
  if (PLAIN.has(id) || !Object.hasOwn(bundledLanguages, id)) return 'text';
  try {
    await (await getHighlighter()).loadLanguage(id as BundledLanguage);
    return id;
  } catch {
    return 'text';
  }
}
