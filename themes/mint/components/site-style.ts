import type { SiteSettings } from '../../../src/render/theme-types.js';
import { textOn } from './colors.js';
import { assetUrl } from './site-head.js';

/** Selectors of the light and dark scheme, as theme.css and brandCss write them. */
const LIGHT = ':root';
const DARK = ['@media (prefers-color-scheme: dark){:root:not([data-theme="light"]){', '}}', ':root[data-theme="dark"]{', '}'] as const;

/** `{light}` rules for the light scheme and `{dark}` for both ways a page turns dark. */
function schemes(light: string, dark: string): string {
  return (light ? `${LIGHT}{${light}}` : '') + (dark ? `${DARK[0]}${dark}${DARK[1]}${DARK[2]}${dark}${DARK[3]}` : '');
}


/** A URL as a CSS `url("…")`, with nothing that could end the string or the rule. */
const cssUrl = (src: string) => `url("${assetUrl(src).replace(/["\\\n\r<>]/g, encodeURIComponent)}")`;

/**
 * The docs.json settings that are CSS values rather than markup: `background.color` (the page
 * background per scheme), `background.image`, `banner.color`. Written into the page's <style>
 * after the theme's stylesheet, with the same selectors, so these win. Pure.
 */
export function siteStyleCss(site: Pick<SiteSettings, 'background' | 'banner'>): string {
  let light = '';
  let dark = '';
  const color = site.background?.color;
  if (color?.light) light += `--bg:${color.light};`;
  if (color?.dark) dark += `--bg:${color.dark};`;
  const image = site.background?.image;
  if (image) {
    light += `--bg-image:${cssUrl(image.light)};`;
    if (image.dark) dark += `--bg-image:${cssUrl(image.dark)};`;
  }
  const banner = site.banner?.color;
  if (banner?.light) light += `--banner-bg:${banner.light};--banner-fg:${textOn(banner.light)};`;
  if (banner?.dark) dark += `--banner-bg:${banner.dark};--banner-fg:${textOn(banner.dark)};`;
  return schemes(light, dark);
}
