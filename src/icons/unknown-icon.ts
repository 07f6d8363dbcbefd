import type { Diagnostic } from '../diagnostics/quire-error.js';
import { isImageSource } from '../shared/icons.js';
import type { IconLibrary } from '../shared/icons.js';

/** Diagnostic codes of an icon name no set draws: written in docs.json, or in a page. */
export const UNKNOWN_ICON = { config: 'config/unknown-icon', content: 'content/unknown-icon' } as const;

/**
 * The warning for an icon name that no set has (and no Pro fallback names): the icon is left
 * out, so the page still builds, but never silently.
 */
export function unknownIconDiagnostic(
  where: keyof typeof UNKNOWN_ICON,
  name: string,
  library: IconLibrary,
  suggestions: readonly string[],
  place: Pick<Diagnostic, 'file' | 'line' | 'column' | 'jsonPath'>,
): Diagnostic {
  const sets = library === 'fontawesome' ? 'Font Awesome (free), Lucide or Tabler' : `${library === 'lucide' ? 'Lucide' : 'Tabler'}, Font Awesome (free) or the other set`;
  const guess = suggestions.length ? `did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}? ` : '';
  return {
    severity: 'warning',
    code: UNKNOWN_ICON[where],
    message: `unknown icon "${name}": no icon set has it, so it is not shown`,
    ...place,
    hint: `${guess}Icon names come from ${sets}; an image URL or path works too.`,
  };
}

/** Whether a value written where an icon goes is a name to look up (not an image, not inline SVG). */
export function isIconName(value: string): boolean {
  const v = value.trim();
  return v !== '' && !v.startsWith('<svg') && !isImageSource(v);
}
