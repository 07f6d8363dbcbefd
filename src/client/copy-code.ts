/**
 * Adds a "Copy" button to each code block. Not to Mermaid's sources: Mermaid reads the text of
 * `pre.mermaid`, and a button inside it made every diagram a syntax error.
 */
export function enhanceCodeBlocks(doc: Document): void {
  for (const pre of Array.from(doc.querySelectorAll<HTMLPreElement>('.prose pre:not(.mermaid)'))) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(pre.querySelector('code')?.textContent ?? pre.textContent ?? '');
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Copy failed';
      }
      setTimeout(() => (button.textContent = 'Copy'), 1500);
    });
    pre.classList.add('has-copy');
    pre.append(button);
  }
}

/** Shows the Copy button of each `<Prompt>` (hidden without JavaScript) and copies the prompt's text. */
export function enhancePrompts(doc: Document): void {
  for (const button of Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-copy-prompt]'))) {
    const body = button.closest('.prompt')?.querySelector<HTMLElement>('.prompt-body');
    if (!body || !button.hidden) continue;
    button.hidden = false;
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(body.innerText.trim());
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Copy failed';
      }
      setTimeout(() => (button.textContent = 'Copy prompt'), 1500);
    });
  }
}
