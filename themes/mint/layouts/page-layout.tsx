import type { ComponentType } from 'preact';
import type { LayoutProps } from '../../../src/render/theme-types.js';
import { PageShell, pageSetup } from '../components/page-shell.js';
import { LayoutBody } from '../components/layout-body.js';
import { HeaderSelectors, NavbarLinks, NavToggleLabel, SiteLogo, ThemeToggle } from '../components/site-header.js';
import { TabBar } from '../components/tab-bar.js';
import { SearchBox } from '../../shared/search-box.js';

/**
 * mint: the classic layout. A full-width header (logo, selectors, navbar, tabs underneath),
 * the sidebar on the left, the content, and "On this page" on the right.
 */
export function createMintLayout(): ComponentType<LayoutProps> {
  return function MintLayout(props: LayoutProps) {
    const { route, site } = props;
    const setup = pageSetup(props);
    return (
      <PageShell props={props} theme="mint" setup={setup}>
        <header class="site-header">
          <div class="header-row">
            {setup.sidebar && <NavToggleLabel />}
            <SiteLogo site={site} siteName={route.siteName} home="/" />
            <HeaderSelectors switchers={route.switchers} />
            <span class="header-spacer" />
            <SearchBox placeholder={props.site.searchPrompt} />
            <NavbarLinks site={site} />
            <ThemeToggle site={site} />
          </div>
          {setup.tabs && <TabBar switcher={setup.tabs} />}
        </header>
        <LayoutBody props={props} setup={setup} />
      </PageShell>
    );
  };
}
