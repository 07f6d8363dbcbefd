import type { Switcher, SwitcherItem } from '../../../src/render/theme-types.js';
import { htmlLang } from '../../../src/shared/language-names.js';
import { ChromeIcon, ExternalMark, externalAttrs, navColorAttrs } from './chrome-icon.js';

/** One entry of a menu: icon, name, description; external ones open in a new tab. */
export function MenuEntry({ item, language = false }: { item: SwitcherItem; language?: boolean }) {
  return (
    <li>
      <a href={item.href} {...navColorAttrs(item.color, 'menu-entry')} aria-current={item.current ? 'page' : undefined} lang={language ? htmlLang(item.code) : undefined} {...externalAttrs(item.external)}>
        <ChromeIcon name={item.icon} />
        <span class="menu-entry-text">
          <span class="menu-entry-title">
            {item.title}
            {item.tag && <span class="badge">{item.tag}</span>}
            {item.external && <ExternalMark />}
          </span>
          {item.description && <span class="menu-entry-description">{item.description}</span>}
        </span>
      </a>
    </li>
  );
}

/**
 * A menu that works without JavaScript: a <details> whose summary shows the current choice and
 * whose list holds links (menus.ts adds outside-click, Escape and arrow keys).
 */
export function SwitcherMenu({ switcher, label }: { switcher: Switcher; label: string }) {
  const current = switcher.items.find((i) => i.current) ?? switcher.items[0];
  return (
    <details class={`switcher switcher-${switcher.type}`} data-menu>
      <summary {...(current?.color && navColorAttrs(current.color, 'switcher-summary'))}>
        <span class="sr-only">{label}: </span>
        <ChromeIcon name={current?.icon} />
        <span class="switcher-current">{current?.title}</span>
      </summary>
      <ul class="menu-list">
        {switcher.items.map((item) => (
          <MenuEntry item={item} language={switcher.type === 'language'} />
        ))}
      </ul>
    </details>
  );
}
