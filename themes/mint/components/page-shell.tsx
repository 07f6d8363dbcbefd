import type { ComponentChildren } from 'preact';
import type { LayoutProps } from '../../../src/render/theme-types.js';
import type { Switcher } from '../../../src/navigation/route-data.js';
import { IconLibraryContext } from '../../shared/icon.js';
import { NavToggleInput } from './site-header.js';
import { SiteBanner } from './site-banner.js';
import { SiteFooter } from './site-footer.js';
import { SiteHead, appearanceOf } from './site-head.js';

/** Page frontmatter `mode`: how much chrome surrounds the content. */
export type PageMode = 'default' | 'wide' | 'custom' | 'center' | 'frame';

/** Documented per-theme defaults, and what a layout decides from them and the config. */
export interface ThemeDefaults {
  eyebrows: 'section' | 'breadcrumbs';
  drilldown: boolean;
}

export interface PageSetup {
  mode: PageMode;
  drilldown: boolean;
  /** Sidebar shown (not for `custom` and `center`). */
  sidebar: boolean;
  /** TOC shown (only in the default mode, and only with headings). */
  toc: boolean;
  /** Content without title, description and pager (`custom`, `frame`). */
  bare: boolean;
  tabs?: Switcher;
}

export function pageSetup(props: LayoutProps, defaults: ThemeDefaults): PageSetup {
  const raw = props.route.page.frontmatter.mode;
  const mode: PageMode = raw === 'wide' || raw === 'custom' || raw === 'center' || raw === 'frame' ? raw : 'default';
  return {
    mode,
    drilldown: props.config.interaction?.drilldown ?? defaults.drilldown,
    sidebar: mode !== 'custom' && mode !== 'center',
    toc: mode === 'default' && props.toc.length > 0,
    bare: mode === 'custom' || mode === 'frame',
    tabs: props.route.switchers.find((s) => s.type === 'tab'),
  };
}

function documentTitle(props: LayoutProps): string {
  const { page, siteName } = props.route;
  return page.path === '/' && page.title === siteName ? page.title : `${page.title} - ${siteName}`;
}

/**
 * <html> with head, skip link, the no-JS sidebar toggle, banner, the layout's body, footer and
 * scripts. `data-theme` is set on the server only when the appearance is fixed, so a page
 * without scripts still follows the reader's system preference.
 */
export function PageShell({ props, theme, setup, children }: { props: LayoutProps; theme: string; setup: PageSetup; children: ComponentChildren }) {
  const { route, config, assets } = props;
  const appearance = appearanceOf(config);
  const fixed = appearance.default !== 'system' ? appearance.default : undefined;
  return (
    <IconLibraryContext.Provider value={config.icons?.library ?? 'fontawesome'}>
    <html lang={route.lang} dir={route.dir} data-theme={fixed}>
      <SiteHead props={props} title={documentTitle(props)} />
      <body class={`theme-${theme} mode-${setup.mode}${setup.sidebar ? '' : ' no-sidebar'}`}>
        <a class="skip-link" href="#content">
          Skip to content
        </a>
        {setup.sidebar && <NavToggleInput />}
        <SiteBanner config={config} />
        {children}
        <SiteFooter config={config} siteName={route.siteName} />
        {assets.js.map((src) => (
          <script type="module" src={src} />
        ))}
        {props.bodyEnd && <div hidden dangerouslySetInnerHTML={{ __html: props.bodyEnd }} />}
      </body>
    </html>
    </IconLibraryContext.Provider>
  );
}
