import { askPrompt } from '../shared/contextual-options.js';

/** Page Markdown fetched once per page view (copy and `$page` options share it). */
function markdownOf(url: string): () => Promise<string> {
  let text: Promise<string> | undefined;
  return () =>
    (text ??= fetch(url).then((res) => {
      if (!res.ok) throw new Error(String(res.status));
      return res.text();
    }));
}
import { messages } from './messages.js';

/**
 * Page extras. The page menu: "Copy page" puts the page's Markdown twin on the clipboard, the
 * MCP options their server URL or install command,
 * "Download PDF" opens the print dialog, AI links built without the site's URL get the page's
 * own, custom options with `$page` get the page's Markdown on click. The feedback thumbs
 * dispatch `quire:feedback` ({ page, helpful }) on `window` for analytics to listen to.
 */
export function enhancePageActions(doc: Document): void {
  const t = messages(doc);
  for (const item of Array.from(doc.querySelectorAll<HTMLElement>('[data-contextual-js]'))) {
    const button = item.querySelector<HTMLButtonElement>('button');
    if ((button?.dataset.copyMarkdown !== undefined || button?.dataset.copyText !== undefined) && !navigator.clipboard) continue;
    item.hidden = false;
  }
  for (const button of Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-print-page]'))) {
    button.addEventListener('click', () => window.print());
  }
  for (const button of Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-copy-markdown]'))) {
    const title = button.querySelector('.contextual-title') ?? button;
    const label = title.textContent ?? t.copyPage;
    const markdown = markdownOf(button.dataset.copyMarkdown ?? '');
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(await markdown());
        title.textContent = t.copied;
      } catch {
        title.textContent = t.copyFailed;
      }
      setTimeout(() => (title.textContent = label), 2000);
    });
  }
  // The MCP options: the server's URL, or the command that installs it.
  for (const button of Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-copy-text]'))) {
    const title = button.querySelector('.contextual-title') ?? button;
    const label = title.textContent ?? '';
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copyText ?? '');
        title.textContent = t.copied;
      } catch {
        title.textContent = t.copyFailed;
      }
      setTimeout(() => (title.textContent = label), 2000);
    });
  }
  for (const link of Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[data-ask]'))) {
    const twin = new URL(link.dataset.markdown ?? '', location.href).href;
    link.href = link.dataset.ask + encodeURIComponent(askPrompt(twin));
  }
  for (const link of Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[data-page-template]'))) {
    const markdown = markdownOf(link.dataset.markdown ?? '');
    link.addEventListener('click', async (event) => {
      event.preventDefault();
      const template = link.dataset.pageTemplate ?? '';
      let href = link.href;
      try {
        const text = encodeURIComponent(await markdown());
        href = template.replace(/\$page|%24page/g, text);
      } catch {
        // The link's own href (the page's Markdown URL in place of its text) still works.
      }
      window.open(href, '_blank', 'noopener');
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
