import type { LayoutProps } from '../../../src/render/theme-types.js';
import { HeadSlot } from '../../../src/render/render-document.js';
import type { Switcher } from '../../../src/navigation/route-data.js';
import { AnchorList, SidebarTree, SwitcherMenu } from '../components/sidebar.js';

const HEADER_TYPES = new Set(['version', 'language', 'tab']);

function logoOf(config: LayoutProps['config']): { src?: string; href: string } {
  const logo = config.logo;
  if (!logo) return { href: '/' };
  if (typeof logo === 'string') return { src: logo, href: '/' };
  return { src: logo.light, href: logo.href ?? '/' };
}

function asset(src: string): string {
  return /^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `/${src}`;
}

function TabBar({ switcher }: { switcher: Switcher }) {
  return (
    <nav class="tab-bar" aria-label="Tabs">
      <ul>
        {switcher.items.map((item) => (
          <li>
            <a
              href={item.href}
              class="tab-link"
              aria-current={item.current ? 'page' : undefined}
              {...(item.external && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {item.title}
              {item.external && <span class="external-mark" aria-label="(external link)">↗</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PageLayout(props: LayoutProps) {
  const { route, config, contentHtml, toc, eyebrows, assets } = props;
  const { page } = route;
  const logo = logoOf(config);
  const header = route.switchers.filter((s) => HEADER_TYPES.has(s.type));
  const tabs = header.filter((s) => s.type === 'tab');
  const selectors = header.filter((s) => s.type !== 'tab');
  const sideSwitchers = route.switchers.filter((s) => !HEADER_TYPES.has(s.type));
  const eyebrow = eyebrows === 'breadcrumbs' ? page.breadcrumbs : page.breadcrumbs.slice(-1);
  const title = page.path === '/' && page.title === route.siteName ? page.title : `${page.title} - ${route.siteName}`;
  const colors = config.colors;
  const style = `:root{--primary:${colors.primary};--primary-light:${colors.light ?? colors.primary};--primary-dark:${colors.dark ?? colors.primary}}`;
  const favicon = typeof config.favicon === 'string' ? config.favicon : config.favicon?.light;
  return (
    <html lang={route.lang} dir={route.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {page.description && <meta name="description" content={page.description} />}
        {page.hidden && <meta name="robots" content="noindex" />}
        {favicon && <link rel="icon" href={asset(favicon)} />}
        {assets.css.map((href) => (
          <link rel="stylesheet" href={href} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: style }} />
        <HeadSlot />
      </head>
      <body>
        <a class="skip-link" href="#content">
          Skip to content
        </a>
        <header class="site-header">
          <div class="header-row">
            <a class="site-logo" href={logo.href}>
              {logo.src ? <img src={asset(logo.src)} alt={route.siteName} /> : <span>{route.siteName}</span>}
            </a>
            {selectors.map((s) => (
              <SwitcherMenu switcher={s} label={s.type === 'version' ? 'Version' : 'Language'} />
            ))}
            {route.globalAnchors.length > 0 && (
              <ul class="global-anchors">
                {route.globalAnchors.map((a) => (
                  <li>
                    <a href={a.href} target="_blank" rel="noopener noreferrer">
                      {a.title}
                      <span class="external-mark" aria-label="(external link)">↗</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {tabs.map((s) => (
            <TabBar switcher={s} />
          ))}
        </header>
        <div class="layout">
          <nav class="sidebar" aria-label="Sidebar">
            {sideSwitchers.map((s) =>
              s.type === 'anchor' ? <AnchorList switcher={s} /> : <SwitcherMenu switcher={s} label={s.type} />,
            )}
            <SidebarTree nodes={route.sidebar} current={page.path} />
          </nav>
          <main id="content" class="content">
            {eyebrow.length > 0 &&
              (eyebrows === 'breadcrumbs' ? (
                <nav aria-label="Breadcrumb" class="breadcrumbs">
                  <ol>
                    {eyebrow.map((c) => (
                      <li>{c}</li>
                    ))}
                  </ol>
                </nav>
              ) : (
                <p class="eyebrow">{eyebrow[0]}</p>
              ))}
            <h1 class="page-title">
              {page.title}
              {page.deprecated && <span class="badge badge-deprecated">Deprecated</span>}
            </h1>
            {props.descriptionHtml ? (
              <div class="page-description" dangerouslySetInnerHTML={{ __html: props.descriptionHtml }} />
            ) : (
              page.description && <p class="page-description">{page.description}</p>
            )}
            <div class="prose" dangerouslySetInnerHTML={{ __html: contentHtml }} />
            {(route.prev || route.next) && (
              <nav class="pager" aria-label="Previous and next pages">
                {route.prev && (
                  <a class="pager-prev" href={route.prev.path} rel="prev">
                    <span>Previous</span>
                    {route.prev.title}
                  </a>
                )}
                {route.next && (
                  <a class="pager-next" href={route.next.path} rel="next">
                    <span>Next</span>
                    {route.next.title}
                  </a>
                )}
              </nav>
            )}
          </main>
          {toc.length > 0 && (
            <aside class="toc" aria-label="On this page">
              <p class="toc-title">On this page</p>
              <ul>
                {toc.map((h) => (
                  <li class={`toc-depth-${h.depth}`}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
        {assets.js.map((src) => (
          <script type="module" src={src} />
        ))}
        {props.bodyEnd && <div hidden dangerouslySetInnerHTML={{ __html: props.bodyEnd }} />}
      </body>
    </html>
  );
}
