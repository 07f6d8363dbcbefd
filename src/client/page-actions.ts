import { messages } from './messages.js';

/**
 * Page extras: "Copy page" puts the page's Markdown twin on the clipboard; the feedback thumbs
 * dispatch `quire:feedback` ({ page, helpful }) on `window` for analytics to listen to.
 */
export function enhancePageActions(doc: Document): void {
  const t = messages(doc);
  for (const button of Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-copy-markdown]'))) {
    if (!navigator.clipboard) continue;
    button.hidden = false;
    const label = button.textContent ?? t.copyPage;
    button.addEventListener('click', async () => {
      try {
        const res = await fetch(button.dataset.copyMarkdown ?? '');
        if (!res.ok) throw new Error(String(res.status));
        await navigator.clipboard.writeText(await res.text());
        button.textContent = t.copied;
      } catch {
        button.textContent = t.copyFailed;
      }
      setTimeout(() => (button.textContent = label), 2000);
    });
  }
  for (const box of Array.from(doc.querySelectorAll<HTMLElement>('[data-feedback]'))) {
    box.hidden = false;
    box.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-feedback-value]');
      if (!button) return;
      const helpful = button.dataset.feedbackValue === 'yes';
      window.dispatchEvent(new CustomEvent('quire:feedback', { detail: { page: location.pathname, helpful } }));
      for (const b of Array.from(box.querySelectorAll('button'))) b.disabled = true;
      const thanks = box.querySelector('.page-feedback-thanks');
      if (thanks) thanks.textContent = t.feedbackThanks;
    });
  }
}
