/**
 * The dark-mode toggle. The inline script in <head> already applied the stored choice before
 * paint; this flips `data-theme` on <html> and remembers the choice in localStorage.
 */
const KEY = 'quire-theme';

export function enhanceThemeToggle(doc: Document): void {
  const root = doc.documentElement;
  for (const button of Array.from(doc.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]'))) {
    const sync = () => button.setAttribute('aria-pressed', String(root.getAttribute('data-theme') === 'dark'));
    sync();
    button.addEventListener('click', () => {
      const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      // Mintlify's dark-mode class, for sites' own stylesheets (`.dark img { … }`).
      root.classList.toggle('dark', next === 'dark');
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // storage disabled: the choice lasts for this page only
      }
      sync();
    });
  }
}
