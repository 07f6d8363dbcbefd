/** Listeners of the table of contents enhanced last: replaced content (`quire dev`) gets new ones. */
let previous: AbortController | undefined;

/** Marks the "On this page" entry of the section being read (`aria-current="true"`). */
export function enhanceTocHighlight(doc: Document): void {
  previous?.abort();
  previous = undefined;
  const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]'));
  const targets = links
    .map((link) => ({ link, heading: doc.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((t): t is { link: HTMLAnchorElement; heading: HTMLElement } => t.heading !== null);
  if (!targets.length) return;
  let current: HTMLAnchorElement | undefined;
  const update = () => {
    // The last heading above a line a fifth of the way down the viewport is the one being read.
    const line = window.innerHeight * 0.2;
    let active = targets[0];
    for (const t of targets) if (t.heading.getBoundingClientRect().top <= line) active = t;
    if (active.link === current) return;
    current?.removeAttribute('aria-current');
    active.link.setAttribute('aria-current', 'true');
    current = active.link;
  };
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  };
  previous = new AbortController();
  window.addEventListener('scroll', schedule, { passive: true, signal: previous.signal });
  window.addEventListener('resize', schedule, { signal: previous.signal });
  update();
}
