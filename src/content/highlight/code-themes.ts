import { bundledThemesInfo } from 'shiki';

/** The Shiki themes a site's code blocks are rendered with: light and dark (CSS picks one). */
// A type alias, not an interface: Shiki's `themes` option wants an index signature.
export type CodeThemes = { light: string; dark: string };

/** Quire's own pair, used unless docs.json `styling.codeblocks` names others. */
export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };

/**
 * Shiki's CSS-variables theme: every token colour is `var(--shiki-token-…)`, which the site's
 * own stylesheet defines (Mintlify accepts it; trigger.dev uses it). Not a bundled theme, so
 * the highlighter creates it (highlighter.ts).
 */
export const CSS_VARIABLES_THEME = 'css-variables';

/** How code blocks look, from docs.json `styling.codeblocks`. */
export interface CodeBlockStyle {
  /**
   * `system`: blocks follow the page's colour scheme; `dark`: always dark; `custom`: the named
   * Shiki themes, with their own backgrounds.
   */
  mode: 'system' | 'dark' | 'custom';
  themes: CodeThemes;
}

let known: Set<string> | undefined;
/** Whether Shiki can render with this theme name. */
export function isCodeTheme(name: string): boolean {
  known ??= new Set([...bundledThemesInfo.map((t) => t.id), CSS_VARIABLES_THEME]);
  return known.has(name);
}

/**
 * `styling.codeblocks` → the style and themes. Mintlify's values: `"system"` (the default),
 * `"dark"`, or `{ theme: "name" }` / `{ theme: { light, dark } }` with Shiki theme names. A name
 * Shiki does not know keeps Quire's theme for that side (config validation warns, with its place).
 * Pure.
 */
export function codeBlockStyle(codeblocks: unknown): CodeBlockStyle {
  if (codeblocks === 'dark') return { mode: 'dark', themes: { light: DEFAULT_CODE_THEMES.dark, dark: DEFAULT_CODE_THEMES.dark } };
  const theme = codeblocks && typeof codeblocks === 'object' ? (codeblocks as { theme?: unknown }).theme : undefined;
  const pick = (name: unknown, fallback: string) => (typeof name === 'string' && isCodeTheme(name) ? name : fallback);
  if (typeof theme === 'string' && isCodeTheme(theme)) return { mode: 'custom', themes: { light: theme, dark: theme } };
  if (theme && typeof theme === 'object') {
    const { light, dark } = theme as { light?: unknown; dark?: unknown };
    const themes = { light: pick(light, DEFAULT_CODE_THEMES.light), dark: pick(dark, DEFAULT_CODE_THEMES.dark) };
    if (themes.light !== DEFAULT_CODE_THEMES.light || themes.dark !== DEFAULT_CODE_THEMES.dark) return { mode: 'custom', themes };
  }
  return { mode: 'system', themes: DEFAULT_CODE_THEMES };
}

/** Located problems of `styling.codeblocks`: theme names Shiki does not have. Pure. */
export function codeThemeProblems(codeblocks: unknown): { path: (string | number)[]; name: string }[] {
  const theme = codeblocks && typeof codeblocks === 'object' ? (codeblocks as { theme?: unknown }).theme : undefined;
  const out: { path: (string | number)[]; name: string }[] = [];
  const check = (name: unknown, path: (string | number)[]) => {
    if (typeof name === 'string' && !isCodeTheme(name)) out.push({ path, name });
  };
  if (typeof theme === 'string') check(theme, ['styling', 'codeblocks', 'theme']);
  else if (theme && typeof theme === 'object') {
    const t = theme as { light?: unknown; dark?: unknown };
    check(t.light, ['styling', 'codeblocks', 'theme', 'light']);
    check(t.dark, ['styling', 'codeblocks', 'theme', 'dark']);
  }
  return out;
}

/** Every theme name Shiki knows (for "did you mean"). */
export function codeThemeNames(): string[] {
  return [...bundledThemesInfo.map((t) => t.id), CSS_VARIABLES_THEME];
}
