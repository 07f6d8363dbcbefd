import { isValidElement, createContext, type JSX } from 'preact';
import { useContext } from 'preact/hooks';
import { isIconLibrary, isImageSource, UnknownIconContext, type IconData, type IconLibrary, type IconStyle } from '../../src/shared/icons.js';
import { IslandIconsContext } from '../../src/shared/islands.js';
import { attrText, classNames, cssValue, numberOf } from './mdx/prop-values.js';

/*
 * The icon component without a source of icons: the server draws from the icon packages
 * (icon.tsx), the browser, for islands, from the icons the server recorded for the page
 * (src/client/islands/client-icon.ts). Node-free, so the browser can bundle it.
 * A name the source cannot draw renders nothing and goes to UnknownIconContext, when provided.
 */

export { isImageSource, type IconData, type IconLibrary, type IconStyle };

/**
 * The site's default icon library for `<Icon>`s that do not name one. Whoever renders
 * content or layouts provides it from docs.json `icons.library` (default Font Awesome).
 */
export const IconLibraryContext = createContext<IconLibrary>('fontawesome');

export interface IconProps {
  /**
   * `book-open`, `fa-solid fa-rocket`, `github`, a lucide name, an image URL/path, inline `<svg>`,
   * or an element (rendered as it is). Other values (a number, an object) render nothing.
   */
  name?: unknown;
  /** Mintlify's MDX spelling of `name`. */
  icon?: unknown;
  library?: IconLibrary;
  /** Font Awesome style (`iconType` in Mintlify MDX). Without one: regular, then solid, then brands. */
  style?: IconStyle;
  iconType?: IconStyle;
  /** Pixel size (width and height); CSS sizes it to 1em otherwise. */
  size?: number | string;
  color?: string;
  class?: string;
  className?: string;
  /** Accessible name; without it the icon is decorative (`aria-hidden`). An element gives its text. */
  label?: unknown;
}

/** Looks an icon up by the name a page wrote (`rocket`, `fa-solid fa-house`), its library and style. */
export type FindIcon = (raw: string, library: IconLibrary, style?: IconStyle) => IconData | null;

/** Where islands find an icon the server drew: by the name, library and style it was asked for. */
export function iconKey(raw: string, library: IconLibrary, style?: IconStyle): string {
  return `${library}|${style ?? ''}|${raw}`;
}

/**
 * The `<Icon>` component drawing from `find`: inline SVG, an `<img>` for a URL or path, inline
 * `<svg>` markup as given; an unknown name renders nothing and is reported with `suggest`'s names.
 */
export function createIcon(find: FindIcon, suggest?: (raw: string, library: IconLibrary) => string[]) {
  return function Icon(props: IconProps): JSX.Element | null {
    const contextLibrary = useContext(IconLibraryContext);
    const recordForIsland = useContext(IslandIconsContext);
    const reportUnknown = useContext(UnknownIconContext);
    const given: unknown = props.name ?? props.icon;
    // Pages may pass an element (`icon={<svg …/>}`): render it as it is.
    if (given !== null && typeof given === 'object') return isValidElement(given) ? (given as JSX.Element) : null;
    const raw = typeof given === 'string' ? given.trim() : '';
    if (!raw) return null;
    // Props come from pages as written (`size={{}}`, `label={<b>x</b>}`): only usable values reach attributes.
    const cls = ['icon', classNames(props.class) ?? classNames(props.className)].filter(Boolean).join(' ');
    const pixels = numberOf(props.size);
    const size = pixels === undefined || pixels <= 0 ? undefined : String(pixels);
    const label = attrText(props.label);
    const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': 'true' as const };
    const color = cssValue(props.color);
    const style = color ? { color } : undefined;
    const library = isIconLibrary(props.library) ? props.library : contextLibrary;
    const iconStyle = [props.style, props.iconType].find((s): s is IconStyle => typeof s === 'string' && s.trim() !== '');

    if (isImageSource(raw)) {
      return <img src={raw} alt={label ?? ''} class={cls} width={size} height={size} loading="lazy" style={style} />;
    }
    if (raw.startsWith('<svg')) {
      return <span class={cls} {...a11y} style={style} dangerouslySetInnerHTML={{ __html: raw }} />;
    }
    const found = find(raw, library, iconStyle);
    if (!found) {
      reportUnknown?.({ name: raw, library, suggestions: suggest?.(raw, library) ?? [] });
      return null;
    }
    // Inside an island the browser redraws the icon, and it has no icon packages: it gets this one.
    recordForIsland?.(iconKey(raw, library, iconStyle), found);
    const common = { class: `${cls} icon-${found.name}`, viewBox: found.viewBox, width: size, height: size, style, focusable: 'false', ...a11y };
    if (found.kind === 'lucide') {
      return (
        <svg {...common} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" dangerouslySetInnerHTML={{ __html: found.body }} />
      );
    }
    // Tabler's markup carries its own fill and stroke per element.
    if (found.kind === 'markup') return <svg {...common} dangerouslySetInnerHTML={{ __html: found.body }} />;
    return (
      <svg {...common} fill="currentColor">
        <path d={found.body} transform={found.transform} />
      </svg>
    );
  };
}
