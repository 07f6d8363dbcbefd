/**
 * The narrow-screen sidebar is opened by a checkbox (#nav-toggle) and its labels, which work
 * without JavaScript. Here: Escape closes it, following a link closes it, the page behind does
 * not scroll while it is open, and the toggle reports its state.
 */
export function enhanceMobileNav(doc: Document): void {
  const toggle = doc.getElementById('nav-toggle') as HTMLInputElement | null;
  if (!toggle) return;
  const sync = () => {
    toggle.setAttribute('aria-expanded', String(toggle.checked));
    doc.body.classList.toggle('nav-open', toggle.checked);
  };
  sync();
  toggle.addEventListener('change', () => {
    sync();
    if (toggle.checked) doc.querySelector<HTMLElement>('#sidebar a, #sidebar summary')?.focus({ preventScroll: true });
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !toggle.checked || doc.querySelector('details[data-menu][open]')) return;
    toggle.checked = false;
    sync();
    toggle.focus();
  });
  doc.getElementById('sidebar')?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a') && toggle.checked) {
      toggle.checked = false;
      sync();
    }
  });
}
