import type { LayoutProps } from '../../../src/render/theme-types.js';
import { PageArticle, TableOfContents } from './page-article.js';
import type { PageSetup } from './page-shell.js';
import { Sidebar } from './sidebar.js';
import { NavBackdrop, NavbarLinks } from './site-header.js';
import { TabBar } from './tab-bar.js';

/**
 * The part below the header that mint and maple share: the sidebar (with the navbar links
 * for narrow screens), the page, and "On this page".
 */
export function LayoutBody({ props, setup }: { props: LayoutProps; setup: PageSetup }) {
  const { route, site } = props;
  return (
    <div class="layout">
      {setup.sidebar && (
        <Sidebar switchers={route.switchers} nodes={route.sidebar} full={route.fullSidebar} globals={route.globalAnchors} opts={{ current: route.page.path, drilldown: setup.drilldown }}>
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
      <main id="content" class="content">
        <PageArticle props={props} bare={setup.bare} />
      </main>
      {setup.toc && <TableOfContents props={props} />}
    </div>
  );
}
