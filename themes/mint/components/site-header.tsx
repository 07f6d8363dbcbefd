import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { SiteSettings, Switcher } from '../../../src/render/theme-types.js';
import { isExternal } from '../../../src/shared/is-external.js';
import { containerLabel } from '../../../src/shared/nav-kinds.js';
import { ChromeIcon, ExternalMark, externalAttrs } from './chrome-icon.js';
import { assetUrl } from './site-head.js';
import { SwitcherMenu } from './switcher-menu.js';

/** The logo (light and dark images when given) linking to `logo.href` or the home page. */
export function SiteLogo({ site, siteName, home }: { site: SiteSettings; siteName: string; home: string }) {
  const logo = site.logo;
  const light = typeof logo === 'string' ? logo : logo?.light;
  const dark = typeof logo === 'string' ? undefined : logo?.dark;
  const href = (typeof logo === 'object' && logo.href) || home;
  return (
    <a class="site-logo" href={href}>
      {light ? (
        <>
          <img class={dark ? 'logo-light' : undefined} src={assetUrl(light)} alt={siteName} {...site.logoSizes?.[light]} />
          {dark && <img class="logo-dark" src={assetUrl(dark)} alt={siteName} {...site.logoSizes?.[dark]} />}
        </>
      ) : (
        <span class="site-name">{siteName}</span>
      )}
    </a>
  );
}

/** Version and language selectors (the header ones). */
export function HeaderSelectors({ switchers }: { switchers: Switcher[] }) {
  return (
    <>
      {switchers
        .filter((s) => s.type === 'version' || s.type === 'language')
        .map((s) => (
          <SwitcherMenu switcher={s} label={containerLabel(s.type)} />
        ))}
    </>
  );
}

export function NavbarLinks({ site }: { site: SiteSettings }) {
  const t = useMessages();
  const links = site.navbar?.links ?? [];
  const primary = site.navbar?.primary;
  if (!links.length && !primary) return null;
  return (
    <ul class="navbar-links">
      {links.map((l) => {
        const external = isExternal(l.href);
        // `type: github | discord` draws the brand's icon when the link names none (Mintlify).
        const brand = l.type === 'github' || l.type === 'discord' ? l.type : undefined;
        const icon = (typeof l.icon === 'string' ? l.icon : l.icon?.name) ?? brand;
        return (
          <li>
            <a href={l.href} {...externalAttrs(external)}>
              <ChromeIcon name={icon} />
              {l.label ?? (brand === 'github' ? 'GitHub' : brand === 'discord' ? 'Discord' : l.href)}
              {external && <ExternalMark />}
            </a>
          </li>
        );
      })}
      {primary && (
        <li>
          <a class="navbar-primary" href={primary.href} {...externalAttrs(isExternal(primary.href))}>
            {primary.type !== 'button' && <ChromeIcon name={primary.type} />}
            {primary.label ?? (primary.type === 'github' ? 'GitHub' : primary.type === 'discord' ? 'Discord' : t.open)}
          </a>
        </li>
      )}
    </ul>
  );
}

/** Dark-mode toggle: shown only when scripts run (the inline head script adds `html.js`), never when strict. */
export function ThemeToggle({ site }: { site: SiteSettings }) {
  const t = useMessages();
  if (site.appearance.strict) return null;
  return (
    <button type="button" class="theme-toggle" aria-label={t.darkMode} aria-pressed="false" data-theme-toggle>
      <svg class="icon-sun" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg class="icon-moon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}

/**
 * Opens the sidebar on narrow screens. Without JavaScript it is a checkbox (`#nav-toggle`,
 * first in <body>) and this label; mobile-nav.ts adds Escape and closes it on navigation.
 */
export function NavToggleLabel() {
  const t = useMessages();
  return (
    <label for="nav-toggle" class="nav-toggle-label">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
      <span class="nav-toggle-text">{t.menu}</span>
    </label>
  );
}

/** Behind the open drawer on narrow screens: dims the page, and a tap on it closes the drawer. */
export function NavBackdrop() {
  const t = useMessages();
  // Hidden from assistive technology: the drawer's own close button (and Escape) close it there.
  return (
    <label for="nav-toggle" class="nav-backdrop" aria-hidden="true">
      <span class="sr-only">{t.close}</span>
    </label>
  );
}

export function NavToggleInput() {
  const t = useMessages();
  return <input type="checkbox" id="nav-toggle" class="nav-toggle sr-only" aria-label={t.navigationMenu} aria-controls="sidebar" />;
}
