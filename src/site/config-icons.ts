import type { Diagnostic } from '../diagnostics/quire-error.js';
import { formatJsonPath } from '../diagnostics/quire-error.js';
import { findIcon, suggestIcons } from '../icons/icon-sets.js';
import { isIconName, unknownIconDiagnostic } from '../icons/unknown-icon.js';
import { isIconLibrary, type IconLibrary } from '../shared/icons.js';

type Path = (string | number)[];
type Locate = (path: Path, key?: boolean) => { line: number; column: number; file?: string } | undefined;

/**
 * `config/unknown-icon` warnings for docs.json `icon` values no icon set draws, wherever they
 * are (groups, pages, tabs, anchors, dropdowns, products, navbar…): each placed by its JSON path,
 * once per name (the first place it is written).
 */
export function configIconDiagnostics(config: unknown, locate: Locate): Diagnostic[] {
  const own = (config as { icons?: { library?: unknown } } | null)?.icons?.library;
  const siteLibrary: IconLibrary = isIconLibrary(own) ? own : 'fontawesome';
  const out: Diagnostic[] = [];
  const reported = new Set<string>();
  const check = (path: Path, name: unknown, library: IconLibrary, style: unknown) => {
    if (typeof name !== 'string' || !isIconName(name) || reported.has(name)) return;
    if (findIcon(name, library, typeof style === 'string' ? style : undefined)) return;
    reported.add(name);
    const at = locate(path);
    out.push(unknownIconDiagnostic('config', name, library, suggestIcons(name, library), { file: at?.file ?? 'docs.json', jsonPath: formatJsonPath(path), ...(at && { line: at.line, column: at.column }) }));
  };
  const walk = (value: unknown, path: Path) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, [...path, i]));
    if (!value || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (key !== 'icon') walk(v, [...path, key]);
      else if (typeof v === 'string') check([...path, key], v, siteLibrary, undefined);
      else if (v && typeof v === 'object') {
        const { name, style, library } = v as { name?: unknown; style?: unknown; library?: unknown };
        check([...path, key, 'name'], name, isIconLibrary(library) ? library : siteLibrary, style);
      }
    }
  };
  walk(config, []);
  return out;
}
