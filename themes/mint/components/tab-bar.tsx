import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { Switcher } from '../../../src/render/theme-types.js';
import { ChromeIcon, ExternalMark, externalAttrs } from './chrome-icon.js';
import { MenuEntry } from './switcher-menu.js';

/**
 * The horizontal tab bar. `href` tabs are external links (new tab, marked); a tab with a `menu`
 * is a <details> dropdown listing its items, each with its own sidebar.
 */
export function TabBar({ switcher, icons = false, landmark = true }: { switcher: Switcher; icons?: boolean; landmark?: boolean }) {
  const t = useMessages();
  // In the mobile drawer the tabs are part of the sidebar's navigation landmark, not one of their own.
  const Wrap = landmark ? 'nav' : 'div';
  return (
    <Wrap class="tab-bar" aria-label={landmark ? t.tabs : undefined}>
      <ul>
        {switcher.items.map((item) =>
          item.menu ? (
            <li>
              <details class="tab-menu" data-menu>
                <summary class="tab-link" aria-current={item.current ? 'page' : undefined}>
                  {icons && <ChromeIcon name={item.icon} />}
                  {item.title}
                </summary>
                <ul class="menu-list">
                  {item.menu.map((m) => (
                    <MenuEntry item={m} />
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li>
              <a href={item.href} class="tab-link" aria-current={item.current ? 'page' : undefined} {...externalAttrs(item.external)}>
                {icons && <ChromeIcon name={item.icon} />}
                {item.title}
                {item.external && <ExternalMark />}
              </a>
            </li>
          ),
        )}
      </ul>
    </Wrap>
  );
}
