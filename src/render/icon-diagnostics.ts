import type { Diagnostic } from '../diagnostics/quire-error.js';
import { findIcon, suggestIcons } from '../icons/icon-sets.js';
import { isIconName, UNKNOWN_ICON, unknownIconDiagnostic } from '../icons/unknown-icon.js';
import type { IconLibrary, UnknownIcon } from '../shared/icons.js';
import { lineColumnAt, lineStarts } from '../shared/line-positions.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `content/unknown-icon` warnings for the icons a page's render could not draw, once per name,
 * placed at the element that names it (`<Card icon="…">`, `<Icon icon="…">`) when the page's
 * own text has it; a name that came from a snippet or an expression is placed in the page only.
 */
export function pageIconDiagnostics(misses: readonly UnknownIcon[], file: string, source: string | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  let starts: number[] | undefined;
  for (const miss of misses) {
    if (seen.has(miss.name)) continue;
    seen.add(miss.name);
    const at = source === undefined ? -1 : source.search(new RegExp(`\\b(?:icon|name)\\s*=\\s*\\{?\\s*(["'\`])${escapeRegExp(miss.name)}\\1`));
    let place: { line: number; column: number } | undefined;
    if (at >= 0 && source !== undefined) {
      starts ??= lineStarts(source);
      const element = source.lastIndexOf('<', at);
      place = lineColumnAt(starts, element >= 0 ? element : at);
    }
    out.push(unknownIconDiagnostic('content', miss.name, miss.library, miss.suggestions, { file, ...place }));
  }
  return out;
}

/**
 * The warning for a page's frontmatter `icon:` (shown beside the page in the navigation) that no
 * set draws, placed on its line; none when the content already reported the same name.
 */
export function frontmatterIconDiagnostic(
  frontmatter: Record<string, unknown>,
  file: string,
  source: string | undefined,
  library: IconLibrary,
  reported: readonly Diagnostic[],
): Diagnostic | undefined {
  const { icon, iconType } = frontmatter;
  if (typeof icon !== 'string' || !isIconName(icon)) return undefined;
  const name = icon.trim();
  if (findIcon(name, library, typeof iconType === 'string' ? iconType : undefined)) return undefined;
  if (reported.some((d) => d.code === UNKNOWN_ICON.content && d.file === file && d.message.includes(`"${name}"`))) return undefined;
  const at = source === undefined ? -1 : source.search(/^icon\s*:/m);
  const place = at >= 0 && source !== undefined ? lineColumnAt(lineStarts(source), at) : undefined;
  return unknownIconDiagnostic('content', name, library, suggestIcons(name, library), { file, ...place });
}
