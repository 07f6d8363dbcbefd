/** Adds a "Copy" button to each code block. */
export function enhanceCodeBlocks(doc: Document): void {
  for (const pre of Array.from(doc.querySelectorAll<HTMLPreElement>('.prose pre'))) {
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
