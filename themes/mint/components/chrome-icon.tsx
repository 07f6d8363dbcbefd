import { useMessages } from '../../../src/shared/ui-messages/context.js';
import { Icon } from '../../shared/icon.js';
import type { NavColor } from '../../../src/shared/site-model.js';
import { textOn } from './colors.js';

/** The icon beside a tab, anchor, group or menu item: inline SVG, decorative. */
export function ChromeIcon({ name }: { name?: string }) {
  if (!name) return null;
  return <Icon name={name} class="chrome-icon" />;
}

/** The "opens elsewhere" mark after external links; its text is read by screen readers. */
export function ExternalMark() {
  const t = useMessages();
  return (
    <span class="external-mark">
      <span aria-hidden="true">↗</span>
      <span class="sr-only"> {t.opensInNewTab}</span>
    </span>
  );
}

/** Attributes of a link that leaves the site. */
export function externalAttrs(external: boolean) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/**
 * docs.json `color` of an anchor, dropdown or product as attributes of its link: the colours as
 * variables site-style.css reads for the icon (the class switches the rules on).
 */
export function navColorAttrs(color: NavColor | undefined, cls: string): { class: string; style?: string } {
  if (!color) return { class: cls };
  const dark = color.dark ?? color.light;
  // The -fg values: black or white, for the icon drawn on a box filled with the colour.
  return { class: `${cls} nav-coloured`, style: `--nav-color:${color.light};--nav-color-fg:${textOn(color.light)};--nav-color-dark:${dark};--nav-color-dark-fg:${textOn(dark)}` };
}
