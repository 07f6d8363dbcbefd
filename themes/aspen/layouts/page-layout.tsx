import type { ComponentType } from 'preact';
import type { LayoutProps } from '../../../src/render/theme-types.js';
import { PageArticle, TableOfContents } from '../../mint/components/page-article.js';
import { PageShell, pageSetup } from '../../mint/components/page-shell.js';
import { Sidebar } from '../../mint/components/sidebar.js';
import { HeaderSelectors, NavBackdrop, NavbarLinks, NavToggleLabel, SiteLogo, ThemeToggle } from '../../mint/components/site-header.js';
import { TabBar } from '../../mint/components/tab-bar.js';
import { SearchBox } from '../../shared/search-box.js';

/**
 * aspen: dense and sidebar-first. A full-height sidebar carries the logo and the version and
 * language selectors above the navigation; the content column has a compact top bar with the
 * tabs, navbar links and the theme toggle.
 */
export function createAspenLayout(theme = 'aspen'): ComponentType<LayoutProps> {
  return function AspenLayout(props: LayoutProps) {
    const { route, site } = props;
    const setup = pageSetup(props);
    return (
      <PageShell props={props} theme={theme} setup={setup}>
        <div class="layout">
          {setup.sidebar && (
            <Sidebar switchers={route.switchers} nodes={route.sidebar} full={route.fullSidebar} globals={route.globalAnchors} opts={{ current: route.page.path, drilldown: setup.drilldown }}>
              <div class="sidebar-brand">
                <SiteLogo site={site} siteName={route.siteName} home="/" />
              </div>
              <div class="sidebar-selectors">
                <HeaderSelectors switchers={route.switchers} />
              </div>
              {setup.tabs && (
                <div class="sidebar-tabs">
                  <TabBar switcher={setup.tabs} landmark={false} />
                </div>
              )}
              <div class="sidebar-navbar">
                <NavbarLinks site={site} />
              </div>
            </Sidebar>
          )}
          {setup.sidebar && <NavBackdrop />}
          <div class="main-column">
            <header class="site-header">
              <div class="header-row">
                {setup.sidebar && <NavToggleLabel />}
                <span class={setup.sidebar ? 'header-logo-narrow' : undefined}>
                  <SiteLogo site={site} siteName={route.siteName} home="/" />
                </span>
                {!setup.sidebar && <HeaderSelectors switchers={route.switchers} />}
                {setup.tabs && <TabBar switcher={setup.tabs} icons />}
                <span class="header-spacer" />
            <SearchBox placeholder={props.site.searchPrompt} />
                <NavbarLinks site={site} />
                <ThemeToggle site={site} />
              </div>
            </header>
            <div class="main-row">
              <main id="content" class="content">
                <PageArticle props={props} bare={setup.bare} />
              </main>
              {setup.toc && <TableOfContents props={props} />}
            </div>
          </div>
        </div>
      </PageShell>
    );
  };
}
