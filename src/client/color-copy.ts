import { messages } from './messages.js';

/**
 * Colour swatches (`<Color.Item>`, themes/shared/mdx/color.tsx) are disabled buttons until this
 * runs: clicking one copies its value and says so in its label for a moment.
 */
export function enhanceColors(doc: Document): void {
  const t = messages(doc);
  for (const swatch of Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-copy-color]'))) {
    if (!swatch.disabled) continue; // enhanced already (dev swaps content in place)
    const value = swatch.dataset.copyColor ?? '';
    const item = swatch.closest('.color-item');
    swatch.disabled = false;
    swatch.addEventListener('click', async () => {
      let said = t.copied;
      try {
        await navigator.clipboard.writeText(value);
      } catch {
        said = t.copyFailed;
      }
      item?.setAttribute('data-copied', said);
      setTimeout(() => item?.removeAttribute('data-copied'), 1500);
    });
  }
}
