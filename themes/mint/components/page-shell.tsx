import type { ComponentChildren } from 'preact';
import type { LayoutProps, Switcher } from '../../../src/render/theme-types.js';
import { pageApi } from '../../../src/shared/site-model.js';
import { useMessages } from '../../../src/shared/ui-messages/context.js';
import { IconLibraryContext } from '../../shared/icon.js';
import { NavToggleInput } from './site-header.js';
import { SiteBanner } from './site-banner.js';
import { SiteFooter } from './site-footer.js';
import { SiteHead } from './site-head.js';

/** Page frontmatter `mode`: how much chrome surrounds the content. */
export type PageMode = 'default' | 'wide' | 'custom' | 'center' | 'frame';

/** What a layout decides from the page and the site's settings. */
export interface PageSetup {
  mode: PageMode;
  drilldown: boolean;
  /** Sidebar shown (not for `custom` and `center`). */
  sidebar: boolean;
  /** TOC shown (only in the default mode, only with headings, and not on API pages). */
  toc: boolean;
  /**
   * An endpoint page (generated, or MDX with `openapi:` frontmatter): as on Mintlify, its examples
   * column takes the place of "On this page".
   */
  api: boolean;
  /** Content without title, description and pager (`custom`, `frame`). */
  bare: boolean;
  tabs?: Switcher;
}

export function pageSetup(props: LayoutProps): PageSetup {
  const raw = props.route.page.frontmatter.mode;
  const mode: PageMode = raw === 'wide' || raw === 'custom' || raw === 'center' || raw === 'frame' ? raw : 'default';
  const source = pageApi(props.route.page);
  const api = source !== undefined && source.kind !== 'schema' && source.kind !== 'spec-unavailable';
  return {
    api,
    mode,
    drilldown: props.site.drilldown,
    sidebar: mode !== 'custom' && mode !== 'center',
    toc: mode === 'default' && props.toc.length > 0 && !api,
    bare: mode === 'custom' || mode === 'frame',
    tabs: props.route.switchers.find((s) => s.type === 'tab'),
  };
}

function documentTitle(props: LayoutProps): string {
  const { page, siteName } = props.route;
  return page.path === '/' && page.title === siteName ? page.title : `${page.title} - ${siteName}`;
}

/** `background.decoration` and `background.image`: a fixed layer behind the page (site-style.css). */
function PageBackground({ background }: { background: NonNullable<LayoutProps['site']['background']> }) {
  if (!background.decoration && !background.image) return null;
  const cls = ['page-background', background.decoration && `decoration-${background.decoration}`, background.image && 'has-image'].filter(Boolean).join(' ');
  return <div class={cls} aria-hidden="true" />;
}

/**
 * <html> with head, skip link, the no-JS sidebar toggle, banner, the layout's body, footer and
 * scripts. `data-theme` is set on the server only when the appearance is fixed, so a page
 * without scripts still follows the reader's system preference.
 */
export function PageShell({ props, theme, setup, children }: { props: LayoutProps; theme: string; setup: PageSetup; children: ComponentChildren }) {
  const { route, site, assets } = props;
  const t = useMessages();
  const appearance = site.appearance;
  const fixed = appearance.default !== 'system' ? appearance.default : undefined;
  return (
    <IconLibraryContext.Provider value={site.iconLibrary}>
    <html lang={route.lang} dir={route.dir} data-theme={fixed} data-codeblocks={site.codeblocks === 'system' ? undefined : site.codeblocks}>
      <SiteHead props={props} title={documentTitle(props)} />
      <body class={`theme-${theme} mode-${setup.mode}${setup.sidebar ? '' : ' no-sidebar'}${setup.api ? ' api-reference' : ''}`}>
        <a class="skip-link" href="#content">
          {t.skipToContent}
        </a>
        {setup.sidebar && <NavToggleInput />}
        {site.background && <PageBackground background={site.background} />}
        <SiteBanner site={site} />
        {children}
        <SiteFooter site={site} siteName={route.siteName} />
        {assets.js.map((src) => (
          <script type="module" src={src} />
        ))}
      </body>
    </html>
    </IconLibraryContext.Provider>
  );
}
