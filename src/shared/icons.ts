import { createContext } from 'preact';

/*
 * What the icon sets (src/icons), the <Icon> component (themes/shared) and the renderers share
 * about icons. Node-free: the browser bundles it with the islands client.
 */

/** docs.json `icons.library` values: the set a bare icon name is looked up in first. */
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;
export type IconLibrary = (typeof ICON_LIBRARIES)[number];

export function isIconLibrary(value: unknown): value is IconLibrary {
  return (ICON_LIBRARIES as readonly unknown[]).includes(value);
}

/** Font Awesome styles Mintlify accepts (`iconType`); those without a free set fall back to solid. */
export type IconStyle = 'solid' | 'regular' | 'brands' | 'light' | 'thin' | 'duotone' | 'sharp-solid' | 'sharp-regular' | (string & {});

/** An icon found in a set, as the component draws it (and as islands send it to the browser). */
export interface IconData {
  kind: 'fontawesome' | 'lucide' | 'markup';
  /** Canonical name, e.g. `house` for `home`. */
  name: string;
  viewBox: string;
  /** How it is drawn: Font Awesome's one filled path (`body` = its data), Lucide's stroked markup
   * (the component sets the stroke), or markup that carries its own fill and stroke (Tabler). */
  body: string;
  /** Font Awesome: the path's `transform` that moves the drawing to the viewBox's 0 0 origin. */
  transform?: string;
}

/** An icon name that no set has, as the <Icon> component reports it. */
export interface UnknownIcon {
  /** The name as the page wrote it. */
  name: string;
  library: IconLibrary;
  /** The closest names the sets have (may be empty). */
  suggestions: string[];
}

/**
 * Where the server-side <Icon> reports a name it cannot draw. The content renderer provides
 * it for a page's MDX, so the miss becomes a warning placed in that page; elsewhere (layouts,
 * the browser) there is no reporter and the icon is simply left out.
 */
export const UnknownIconContext = createContext<((miss: UnknownIcon) => void) | null>(null);

/** True for values Mintlify treats as an image rather than an icon name. */
export function isImageSource(value: string): boolean {
  return /^(https?:)?\/\//.test(value) || value.startsWith('/') || value.startsWith('./') || /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(value);
}
