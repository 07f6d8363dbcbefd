import { createIcon, iconKey, type IconData, type IconLibrary, type IconStyle } from '../../../themes/shared/icon-view.js';

export { IconLibraryContext } from '../../../themes/shared/icon-view.js';

/** The icons the server drew inside this page's islands (the manifest's `icons`), by key. */
let islandIcons: Record<string, IconData> = {};

/** Called with the page's manifest before its islands hydrate. */
export function setIslandIcons(icons: Record<string, IconData>): void {
  islandIcons = icons;
}

/**
 * `<Icon>` in the browser, which has no icon sets: it draws what the server recorded for the
 * same name, library and style. Theme components are bundled against this module instead of
 * the server's icon.tsx (vite.config.ts).
 */
export const Icon = createIcon((raw: string, library: IconLibrary, style?: IconStyle) => islandIcons[iconKey(raw, library, style)] ?? null);
