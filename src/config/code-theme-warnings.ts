import { formatJsonPath, type Diagnostic } from '../diagnostics/quire-error.js';
import { codeThemeNames, codeThemeProblems, DEFAULT_CODE_THEMES } from '../content/highlight/code-themes.js';
import { closest } from '../shared/did-you-mean.js';

type Locate = (path: (string | number)[], key?: boolean) => { line: number; column: number } | undefined;

/**
 * `styling.codeblocks.theme` names Shiki does not have: the block keeps Quire's theme for that
 * side, and the reader of the warning gets the nearest real name. Pure.
 */
export function codeThemeWarnings(raw: unknown, file: string, locate: Locate): Diagnostic[] {
  const codeblocks = (raw as { styling?: { codeblocks?: unknown } } | undefined)?.styling?.codeblocks;
  return codeThemeProblems(codeblocks).map(({ path, name }) => {
    const near = closest(name, codeThemeNames());
    const fallback = path.at(-1) === 'dark' ? DEFAULT_CODE_THEMES.dark : DEFAULT_CODE_THEMES.light;
    return {
      severity: 'warning',
      code: 'config/unknown-code-theme',
      message: `"${name}" is not a Shiki theme; code blocks use ${fallback} instead`,
      file,
      jsonPath: formatJsonPath(path),
      ...locate(path),
      hint: near ? `did you mean "${near}"? (themes: https://shiki.style/themes)` : 'see https://shiki.style/themes for the names',
    };
  });
}
