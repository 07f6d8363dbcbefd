/** The dismissible banner: hides it and remembers which banner text was dismissed. */
export function enhanceBanner(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-banner-close]');
  const key = button?.dataset.bannerClose;
  button?.addEventListener('click', () => {
    doc.documentElement.classList.add('banner-dismissed');
    try {
      if (key) localStorage.setItem('quire-banner', key);
    } catch {
      // storage disabled: dismissed for this page only
    }
  });
}
