import { messages } from './messages.js';

/**
 * The endpoint bar of API pages (src/openapi/render-api-page.ts): "Copy" copies the URL as
 * shown, and "Try it" opens the playground, which starts closed so the page shows its request
 * samples once, in the examples column. Without JavaScript both buttons stay hidden and the
 * playground stays open in the page.
 */
export function enhanceApiPages(doc: Document): void {
  const t = messages(doc);
  for (const page of Array.from(doc.querySelectorAll<HTMLElement>('.api-page'))) {
    // Ends the stylesheet's stand-in for this state (site-style.css), in the same task, so no frame shows both.
    page.setAttribute('data-enhanced', '');
    const url = page.querySelector<HTMLElement>('.api-endpoint .api-url');
    const copy = page.querySelector<HTMLButtonElement>('.api-endpoint .api-copy-url');
    if (url && copy?.hidden) {
      copy.hidden = false;
      copy.addEventListener('click', async () => {
        try {
          await navigator.clipboard.writeText((url.textContent ?? '').trim());
          copy.textContent = t.copied;
        } catch {
          copy.textContent = t.copyFailed;
        }
        setTimeout(() => (copy.textContent = t.copy), 1500);
      });
    }
    const playground = page.querySelector<HTMLElement>('section.api-playground');
    const open = page.querySelector<HTMLAnchorElement>('.api-endpoint .api-try');
    if (!playground || !open?.hidden) continue;
    playground.hidden = location.hash !== `#${playground.id}`;
    open.hidden = false;
    open.setAttribute('role', 'button');
    open.setAttribute('aria-controls', playground.id);
    open.setAttribute('aria-expanded', String(!playground.hidden));
    open.addEventListener('click', (event) => {
      event.preventDefault();
      playground.hidden = !playground.hidden;
      open.setAttribute('aria-expanded', String(!playground.hidden));
      if (!playground.hidden) {
        playground.scrollIntoView({ block: 'start' });
        playground.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
      }
    });
    // The bar shows the server the playground sends to.
    const base = page.querySelector<HTMLElement>('.api-endpoint .api-base');
    const select = playground.querySelector<HTMLSelectElement>('.pg-server-select');
    if (base && select) {
      select.addEventListener('change', () => {
        const text = select.selectedOptions[0]?.textContent ?? '';
        base.textContent = text.split(' — ')[0]!.replace(/\/+$/, '');
      });
    }
  }
}
