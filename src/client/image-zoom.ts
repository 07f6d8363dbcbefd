import { messages } from './messages.js';

/**
 * Click (or Enter on) an image in the content to see it full size in an overlay, as Mintlify
 * does; Esc, a click or the close button close it. Not for images inside links (the click
 * follows the link), nor for `noZoom` ones, nor icons in components.
 */
export function enhanceImageZoom(doc: Document): void {
  const t = messages(doc);
  const images = Array.from(doc.querySelectorAll<HTMLImageElement>('.prose img')).filter(zoomable);
  for (const img of images) {
    img.classList.add('zoomable');
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-label', `${t.zoomImage}${img.alt ? `: ${img.alt}` : ''}`);
    img.addEventListener('click', () => open(doc, img, t.closeImage));
    img.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      open(doc, img, t.closeImage);
    });
  }
}

function zoomable(img: HTMLImageElement): boolean {
  if (img.closest('a, button, .card, .tile, .tree, [data-no-zoom]')) return false;
  return !img.hasAttribute('nozoom') && !img.hasAttribute('data-nozoom') && !img.classList.contains('zoomable');
}

function open(doc: Document, img: HTMLImageElement, closeLabel: string): void {
  const dialog = doc.createElement('dialog');
  dialog.className = 'image-zoom';
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'image-zoom-close';
  close.setAttribute('aria-label', closeLabel);
  close.textContent = '×';
  const big = doc.createElement('img');
  big.src = img.currentSrc || img.src;
  big.alt = img.alt;
  dialog.append(close, big);
  // Any click closes: on the image, the backdrop or the button. Esc closes a modal dialog natively.
  dialog.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    img.focus();
  });
  doc.body.append(dialog);
  dialog.showModal();
  close.focus();
}
