/**
 * Tabs and code groups (themes/shared/mdx/tabs.tsx): the server renders every panel with
 * its title and a hidden tab bar; this shows the bar, one panel at a time, and wires the
 * WAI-ARIA tabs pattern (arrow keys, Home/End). Choosing a tab selects the tab with the same
 * label in the page's other tabs and code groups (Python here → Python everywhere), as in
 * Mintlify, except in sets marked `data-tabs-nosync` (`sync={false}`). A code group marked
 * `data-tabs-dropdown` gets a `<select>` in place of its tab bar.
 */
interface TabSet {
  root: HTMLElement;
  buttons: HTMLButtonElement[];
  panels: HTMLElement[];
  /** The `<select>` of a dropdown code group, kept in step when another set selects for it. */
  menu?: HTMLSelectElement;
}

/**
 * A `<select>` before the (still hidden) tab bar, one option per tab; choosing one clicks that
 * tab, so selection, syncing and panels work as for tabs.
 */
function dropdown(doc: Document, list: HTMLElement, buttons: HTMLButtonElement[], initial: number): HTMLSelectElement {
  const menu = doc.createElement('select');
  menu.className = 'code-group-select';
  menu.setAttribute('aria-label', buttons.map(label).join(' / '));
  buttons.forEach((button, i) => {
    const option = doc.createElement('option');
    option.value = String(i);
    option.textContent = label(button);
    menu.append(option);
  });
  menu.selectedIndex = initial;
  menu.addEventListener('change', () => buttons[menu.selectedIndex]?.click());
  const bar = doc.createElement('div');
  bar.className = 'code-group-menu';
  bar.append(menu);
  list.before(bar);
  return menu;
}

export function enhanceTabs(doc: Document): void {
  const sets: TabSet[] = [];
  Array.from(doc.querySelectorAll<HTMLElement>('[data-tabs]')).forEach((root, n) => {
    const list = Array.from(root.children).find((el): el is HTMLElement => el.getAttribute('role') === 'tablist');
    const panels = Array.from(root.children).filter((el): el is HTMLElement => el.hasAttribute('data-tab-panel'));
    const buttons = list ? Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]')) : [];
    // Markup we do not recognise stays as the server rendered it: every panel visible.
    if (!list || buttons.length === 0 || buttons.length !== panels.length) return;
    const set: TabSet = { root, buttons, panels };
    buttons.forEach((button, i) => {
      const id = `quire-tabs-${n}-${i}`;
      button.id = `${id}-tab`;
      button.setAttribute('aria-controls', `${id}-panel`);
      panels[i].id = `${id}-panel`;
      panels[i].setAttribute('role', 'tabpanel');
      panels[i].setAttribute('aria-labelledby', button.id);
      panels[i].tabIndex = 0;
      button.addEventListener('click', () => {
        select(set, i);
        if (!root.hasAttribute('data-tabs-nosync')) syncTabs(sets, set, label(button));
      });
    });
    list.addEventListener('keydown', (event) => {
      const current = buttons.indexOf(event.target as HTMLButtonElement);
      if (current < 0) return;
      const last = buttons.length - 1;
      const next =
        event.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
        : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
        : event.key === 'Home' ? 0
        : event.key === 'End' ? last
        : -1;
      if (next < 0) return;
      event.preventDefault();
      buttons[next].focus();
      buttons[next].click();
    });
    const initial = Math.max(0, buttons.findIndex((b) => b.getAttribute('aria-selected') === 'true'));
    select(set, initial);
    if (root.hasAttribute('data-tabs-dropdown')) set.menu = dropdown(doc, list, buttons, initial);
    else list.hidden = false;
    root.setAttribute('data-enhanced', '');
    sets.push(set);
  });
}

function select(set: TabSet, index: number): void {
  set.buttons.forEach((button, i) => {
    const on = i === index;
    button.setAttribute('aria-selected', on ? 'true' : 'false');
    button.tabIndex = on ? 0 : -1;
    set.panels[i].hidden = !on;
  });
  if (set.menu) set.menu.selectedIndex = index;
}

function label(button: HTMLElement): string {
  return (button.textContent ?? '').trim();
}

function syncTabs(sets: TabSet[], from: TabSet, text: string): void {
  for (const set of sets) {
    if (set === from || set.root.hasAttribute('data-tabs-nosync')) continue;
    const i = set.buttons.findIndex((b) => label(b) === text);
    if (i >= 0) select(set, i);
  }
}
