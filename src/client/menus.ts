/** <details> menus (versions, languages, dropdowns) close on outside click and on Escape. */
export function enhanceMenus(doc: Document): void {
  const menus = () => Array.from(doc.querySelectorAll<HTMLDetailsElement>('details.switcher[open]'));
  doc.addEventListener('click', (event) => {
    for (const menu of menus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
