/**
 * Wires the search box and ⌘K / Ctrl K to the search dialog, which (with Pagefind's client)
 * loads only on first use. On the /search page, a `?q=` query runs at once.
 */
type SearchUi = typeof import('./search-ui.js');

let loading: Promise<SearchUi> | undefined;
const load = () => (loading ??= import('./search-ui.js'));

export function enhanceSearch(doc: Document): void {
  const forms = Array.from(doc.querySelectorAll<HTMLFormElement>('form[data-quire-search]'));
  const open = async (query = '') => (await load()).openSearchDialog(doc, query);
  for (const form of forms) {
    const input = form.querySelector<HTMLInputElement>('input[name="q"]');
    const shortcut = form.querySelector('.search-shortcut');
    if (shortcut && !/Mac|iPhone|iPad/.test(navigator.platform)) shortcut.textContent = 'Ctrl K';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void open(input?.value ?? '');
    });
    input?.addEventListener('focus', () => {
      input.blur();
      void open(input.value);
    });
  }
  doc.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
      event.preventDefault();
      void open();
    }
  });
  const results = doc.querySelector<HTMLElement>('[data-search-results]');
  if (results) void load().then((ui) => ui.runSearchPage(doc, results));
}
