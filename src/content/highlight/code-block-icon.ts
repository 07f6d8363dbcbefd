import { findIcon } from '../../icons/icon-sets.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { isImageSource } from '../../shared/icons.js';

/**
 * The icon of a code block's `icon="…"` option as HTML for its title bar: inline SVG drawn
 * from the icon sets (Font Awesome first, then Lucide and Tabler, as Mintlify's default
 * library), or an `<img>` for a URL or path. A block's HTML is a pure function of
 * (code, lang, meta) — it is cached on that — so the site's `icons.library` is not consulted.
 * Undefined for a name no set has: the title is shown without it.
 */
export function codeBlockIconHtml(raw: string): string | undefined {
  const name = raw.trim();
  if (!name) return undefined;
  if (isImageSource(name)) return `<img class="icon code-block-icon" src="${escapeHtml(name)}" alt="" aria-hidden="true">`;
  const icon = findIcon(name);
  if (!icon) return undefined;
  const common = `class="icon code-block-icon icon-${escapeHtml(icon.name)}" viewBox="${escapeHtml(icon.viewBox)}" focusable="false" aria-hidden="true"`;
  if (icon.kind === 'lucide') {
    return `<svg ${common} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icon.body}</svg>`;
  }
  if (icon.kind === 'markup') return `<svg ${common}>${icon.body}</svg>`;
  const transform = icon.transform ? ` transform="${escapeHtml(icon.transform)}"` : '';
  return `<svg ${common} fill="currentColor"><path d="${escapeHtml(icon.body)}"${transform}></path></svg>`;
}
