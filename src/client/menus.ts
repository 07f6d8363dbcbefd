/**
 * Menus are server-rendered <details data-menu> with links (tab menus, versions, languages,
 * dropdowns, products). Here they gain: one open at a time, close on outside click, Escape
 * closes and returns focus to the summary, arrow keys move between the entries.
 */
export function enhanceMenus(doc: Document): void {
  const all = () => Array.from(doc.querySelectorAll<HTMLDetailsElement>('details[data-menu]'));
  const close = (menu: HTMLDetailsElement, focus: boolean) => {
    menu.open = false;
    if (focus) menu.querySelector('summary')?.focus();
  };
  for (const menu of all()) {
    menu.addEventListener('toggle', () => {
      if (!menu.open) return;
      for (const other of all()) if (other !== menu && other.open) other.open = false;
    });
  }
  doc.addEventListener('click', (event) => {
    for (const menu of all()) if (menu.open && !menu.contains(event.target as Node)) close(menu, false);
  });
  doc.addEventListener('keydown', (event) => {
    const menu = (event.target as Element | null)?.closest?.('details[data-menu]') as HTMLDetailsElement | null;
    if (event.key === 'Escape') {
      const open = menu?.open ? menu : all().find((m) => m.open);
      if (open) close(open, true);
      return;
    }
    if (!menu || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const links = Array.from(menu.querySelectorAll<HTMLAnchorElement>('.menu-list a'));
    if (!links.length) return;
    event.preventDefault();
    if (!menu.open) menu.open = true;
    const at = links.indexOf(doc.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % links.length : at <= 0 ? links.length - 1 : at - 1;
    links[next].focus();
  });
}
