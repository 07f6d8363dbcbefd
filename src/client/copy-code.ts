import { messages } from './messages.js';

/**
 * Adds a "Copy" button to each code block, and a "Show more" toggle to each long `expandable`
 * one. No copy button on blocks marked `nocopy`, nor on Mermaid's sources: Mermaid reads the
 * text of `pre.mermaid`, and a button inside it made every diagram a syntax error.
 */
export function enhanceCodeBlocks(doc: Document): void {
  const t = messages(doc);
  for (const pre of Array.from(doc.querySelectorAll<HTMLPreElement>('.prose pre.expandable:not(.is-collapsible)'))) collapse(doc, pre);
  for (const pre of Array.from(doc.querySelectorAll<HTMLPreElement>('.prose pre:not(.mermaid):not(.no-copy):not(.has-copy)'))) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = t.copy;
    button.setAttribute('aria-label', t.copyCode);
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(pre.querySelector('code')?.textContent ?? pre.textContent ?? '');
        button.textContent = t.copied;
      } catch {
        button.textContent = t.copyFailed;
      }
      setTimeout(() => (button.textContent = t.copy), 1500);
    });
    pre.classList.add('has-copy');
    pre.append(button);
  }
}

/*
 * The server marks only blocks long enough to collapse (render-code-block.ts), and collapsing is
 * done here: without JavaScript the whole block shows, as it cannot be opened.
 */
function collapse(doc: Document, pre: HTMLPreElement): void {
  const t = messages(doc);
  const toggle = doc.createElement('button');
  toggle.type = 'button';
  toggle.className = 'code-expand-toggle';
  const set = (collapsed: boolean) => {
    pre.classList.toggle('is-collapsed', collapsed);
    toggle.textContent = collapsed ? t.codeShowMore : t.codeShowLess;
    toggle.setAttribute('aria-expanded', String(!collapsed));
  };
  toggle.addEventListener('click', () => set(!pre.classList.contains('is-collapsed')));
  pre.classList.add('is-collapsible');
  set(true);
  pre.after(toggle);
}

/** Shows the Copy button of each `<Prompt>` (hidden without JavaScript) and copies the prompt's text. */
export function enhancePrompts(doc: Document): void {
  const t = messages(doc);
  for (const button of Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-copy-prompt]'))) {
    const body = button.closest('.prompt')?.querySelector<HTMLElement>('.prompt-body');
    if (!body || !button.hidden) continue;
    button.hidden = false;
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(body.innerText.trim());
        button.textContent = t.copied;
      } catch {
        button.textContent = t.copyFailed;
      }
      setTimeout(() => (button.textContent = t.copyPrompt), 1500);
    });
  }
}
