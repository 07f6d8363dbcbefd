import type { ComponentType } from 'preact';
import type { LayoutProps } from '../../../src/render/theme-types.js';
import { PageShell, pageSetup } from '../../mint/components/page-shell.js';
import { LayoutBody } from '../../mint/components/layout-body.js';
import { HeaderSelectors, NavbarLinks, NavToggleLabel, SiteLogo, ThemeToggle } from '../../mint/components/site-header.js';
import { TabBar } from '../../mint/components/tab-bar.js';
import { SearchBox } from '../../shared/search-box.js';

/**
 * maple: airy. One slim header row (logo, tabs as pills, selectors, navbar), a borderless
 * sidebar, a narrow centred reading column and a quiet table of contents.
 */
export function createMapleLayout(theme = 'maple'): ComponentType<LayoutProps> {
  return function MapleLayout(props: LayoutProps) {
    const { route, site } = props;
    const setup = pageSetup(props);
    return (
      <PageShell props={props} theme={theme} setup={setup}>
        <header class="site-header">
          <div class="header-row">
            {setup.sidebar && <NavToggleLabel />}
            <SiteLogo site={site} siteName={route.siteName} home="/" />
            {setup.tabs && <TabBar switcher={setup.tabs} icons />}
            <span class="header-spacer" />
            <SearchBox placeholder={props.site.searchPrompt} />
            <HeaderSelectors switchers={route.switchers} />
            <NavbarLinks site={site} />
            <ThemeToggle site={site} />
          </div>
        </header>
        <LayoutBody props={props} setup={setup} />
      </PageShell>
    );
  };
}
