import type { LayoutProps } from '../../../src/render/theme-types.js';
import { HeadSlot } from '../../../src/shared/head-slot.js';
import { brandCss } from './colors.js';
import { siteStyleCss } from './site-style.js';

export const THEME_STORAGE_KEY = 'quire-theme';
export const BANNER_STORAGE_KEY = 'quire-banner';

/** A site path or URL from docs.json as an href (`images/x.svg` → `/images/x.svg`). */
export function assetUrl(src: string): string {
  return /^([a-z]+:)?\/\//i.test(src) || src.startsWith('/') || src.startsWith('data:') ? src : `/${src}`;
}

/** Short stable key of the banner text, so dismissing one banner does not hide the next. */
export function bannerKey(content: string): string {
  let h = 5381;
  for (let i = 0; i < content.length; i++) h = ((h << 5) + h + content.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/**
 * Runs before first paint: marks `<html class="js">`, applies the stored (or default) colour
 * scheme as `data-theme` so there is no flash, and hides a banner the reader dismissed. Dark
 * pages also get Mintlify's `class="dark"`, which sites' own stylesheets select (`.dark img`).
 */
function themeScript(def: string, strict: boolean, banner: string | undefined): string {
  const args = [JSON.stringify(THEME_STORAGE_KEY), JSON.stringify(def), String(strict), JSON.stringify(banner ?? ''), JSON.stringify(BANNER_STORAGE_KEY)];
  return (
    `(function(k,def,strict,bk,bs){var d=document.documentElement,t;d.classList.add('js');` +
    `try{t=strict?null:localStorage.getItem(k);if(bk&&localStorage.getItem(bs)===bk)d.classList.add('banner-dismissed')}catch(e){}` +
    `t=t||def;if(t==='system')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';` +
    `d.setAttribute('data-theme',t);d.classList.toggle('dark',t==='dark')})(${args.join(',')})`
  );
}

export function SiteHead({ props, title }: { props: LayoutProps; title: string }) {
  const { route, site, assets } = props;
  const { page } = route;
  const appearance = site.appearance;
  const favicon = site.favicon;
  const banner = site.banner?.dismissible ? bannerKey(site.banner.content) : undefined;
  const fonts = site.fontHead;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <script dangerouslySetInnerHTML={{ __html: themeScript(appearance.default, appearance.strict, banner) }} />
      {page.description && <meta name="description" content={page.description} />}
      {page.hidden && <meta name="robots" content="noindex" />}
      {typeof favicon === 'string' && <link rel="icon" href={assetUrl(favicon)} />}
      {favicon && typeof favicon !== 'string' && (
        <>
          <link rel="icon" href={assetUrl(favicon.light)} media={favicon.dark ? '(prefers-color-scheme: light)' : undefined} />
          {favicon.dark && <link rel="icon" href={assetUrl(favicon.dark)} media="(prefers-color-scheme: dark)" />}
        </>
      )}
      <meta name="color-scheme" content={appearance.strict && appearance.default !== 'system' ? appearance.default : 'light dark'} />
      {fonts.preload.map((href) => (
        <link rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      {fonts.stylesheets.length > 0 && <link rel="preconnect" href="https://fonts.gstatic.com" crossOrigin="anonymous" />}
      {fonts.stylesheets.map((href) => (
        <link rel="stylesheet" href={href} />
      ))}
      {assets.css.map((href) => (
        <link rel="stylesheet" href={href} />
      ))}
      <style dangerouslySetInnerHTML={{ __html: brandCss(site.colors) + siteStyleCss(site) + fonts.css }} />
      <HeadSlot />
    </head>
  );
}
