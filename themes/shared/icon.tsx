import { findIcon, suggestIcons } from '../../src/icons/icon-sets.js';
import { createIcon } from './icon-view.js';

export { findIcon, suggestIcons };
export { IconLibraryContext, isImageSource, iconKey, type IconData, type IconLibrary, type IconProps, type IconStyle } from './icon-view.js';

/**
 * Renders an icon as inline SVG at build time (no icon font, no CDN) from the Iconify sets
 * (src/icons): Font Awesome free icons by their Mintlify names, Lucide and Tabler icons, the
 * closest free icon for a Font Awesome Pro name, an `<img>` for a URL or path. A name no set
 * has renders nothing and is reported to the page's renderer (UnknownIconContext).
 */
export const Icon = createIcon(findIcon, suggestIcons);
