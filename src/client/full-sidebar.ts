/**
 * Large sections (src/navigation/compact-sidebar.ts): the page carries a compact sidebar (the
 * path to it open, other groups as one-row links to their first page) and its section's full
 * sidebar is one static fragment, the same for every page of the section and cached by the
 * browser. It is fetched when the reader reaches for the sidebar (pointer, focus, touch, the
 * narrow-screen toggle) rather than on every page view, then swapped in with this page marked
 * current and its groups open, without moving what the reader is looking at. A click on a
 * collapsed group opens it in place; if the fragment cannot be had, the click is the plain link
 * it always was.
 */
const STUB = 'a.nav-stub, a.nav-more';

export function enhanceFullSidebar(doc: Document): void {
  const tree = doc.querySelector<HTMLElement>('.nav-tree[data-nav-src]');
  if (!tree) return;
  let loading: Promise<boolean> | undefined;
  const load = (): Promise<boolean> =>
    (loading ??= swapIn(doc, tree).then(
      () => true,
      (err: unknown) => {
        console.warn('Quire: the full sidebar could not load; collapsed groups stay links', err);
        return false;
      },
    ));
  const sidebar = tree.closest('nav') ?? tree;
  for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) sidebar.addEventListener(type, () => void load(), { once: true, passive: true });
  doc.getElementById('nav-toggle')?.addEventListener('change', () => void load(), { once: true });

  tree.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(STUB);
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Not a navigation: the narrow-screen drawer (mobile-nav.ts) stays open.
    event.stopPropagation();
    const target = targetOf(link);
    void load().then((ok) => {
      if (!ok) window.location.assign(link.href);
      else reveal(tree, target);
    });
  });
  // Until this script has run, a collapsed group is a plain link (a click goes to its first page).
  tree.setAttribute('data-enhanced', '');
}

/** What a stub or "N more" link stands for: a group (by key) or a page (by href). */
interface Target {
  key?: string;
  href: string;
  /** A stub: open the group; a "more" link: only bring it into view. */
  open: boolean;
}

function targetOf(link: HTMLAnchorElement): Target {
  const open = link.classList.contains('nav-stub');
  const key = (open ? link.parentElement?.getAttribute('data-g') : link.getAttribute('data-more')) || undefined;
  return { ...(key && { key }), href: link.getAttribute('href') ?? '', open };
}

/** The row that stands for a target in the full tree: the group's summary (or title link), else the page link. */
function rowOf(tree: HTMLElement, target: Target): HTMLElement | null {
  if (target.key) {
    const group = tree.querySelector<HTMLElement>(`li[data-g="${CSS.escape(target.key)}"]`);
    if (group) {
      const details = group.querySelector<HTMLDetailsElement>(':scope > details');
      if (target.open && details) openUp(details);
      return group.querySelector<HTMLElement>(':scope > a.nav-group-link') ?? group.querySelector<HTMLElement>(':scope > details > summary');
    }
  }
  return tree.querySelector<HTMLElement>(`a[href="${CSS.escape(target.href)}"]`);
}

function reveal(tree: HTMLElement, target: Target): void {
  const row = rowOf(tree, target);
  if (!row) return;
  for (let d = row.parentElement?.closest('details'); d && tree.contains(d); d = d.parentElement?.closest('details')) d.open = true;
  row.focus({ preventScroll: true });
  row.scrollIntoView({ block: 'nearest' });
}

/** Opens a group and every group around it. */
function openUp(details: HTMLDetailsElement): void {
  for (let d: HTMLDetailsElement | null = details; d; d = d.parentElement?.closest('details') ?? null) d.open = true;
}

/** A stable handle on an element of the compact tree, to find its twin in the full one. */
function targetFor(el: Element | null): Target | undefined {
  if (!el) return undefined;
  const stub = el.closest<HTMLAnchorElement>(STUB);
  if (stub) return { ...targetOf(stub), open: false };
  const group = el.closest('li[data-g]');
  if (el.matches('summary, a.nav-group-link') && group) return { key: group.getAttribute('data-g') ?? '', href: '', open: false };
  const link = el.closest('a');
  return link ? { href: link.getAttribute('href') ?? '', open: false } : undefined;
}

async function swapIn(doc: Document, tree: HTMLElement): Promise<void> {
  const base = doc.querySelector<HTMLMetaElement>('meta[name="quire:base"]')?.content ?? '';
  const src = `${base}${tree.dataset.navSrc ?? ''}`;
  tree.setAttribute('aria-busy', 'true');
  try {
    // Revalidated each time (a 304 when unchanged): after a deploy, the sidebar matches the pages.
    const res = await fetch(src, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
    // Parsed inert (no scripts run); it is our own server-rendered markup, not assembled here.
    const parsed = new DOMParser().parseFromString(await res.text(), 'text/html');
    const full = parsed.querySelector<HTMLElement>('.nav-tree');
    if (!full) throw new Error(`${src}: no .nav-tree in the fragment`);
    mergeSprite(doc, parsed);
    markCurrent(tree, full);

    // Keep still what the reader looks at: the focused row, else the current page's.
    const active = doc.activeElement && tree.contains(doc.activeElement) ? doc.activeElement : null;
    const anchorEl = active ?? tree.querySelector('[aria-current="page"]');
    const anchor = targetFor(anchorEl);
    const top = anchorEl?.getBoundingClientRect().top;
    tree.replaceChildren(...Array.from(full.childNodes, (n) => doc.importNode(n, true)));
    const twin = anchor ? rowOf(tree, anchor) : null;
    if (twin && top !== undefined) {
      const shift = twin.getBoundingClientRect().top - top;
      const scroller = scrollParent(tree);
      if (scroller) scroller.scrollTop += shift;
      else window.scrollBy(0, shift);
      if (active) twin.focus({ preventScroll: true });
    }
    tree.setAttribute('data-full', '');
  } finally {
    tree.removeAttribute('aria-busy');
  }
}

/** Marks this page current in the full tree, as the server marked it in the compact one, and opens its groups. */
function markCurrent(compact: HTMLElement, full: HTMLElement): void {
  for (const here of Array.from(compact.querySelectorAll('a[aria-current="page"]'))) {
    const href = here.getAttribute('href') ?? '';
    const cls = here.classList.contains('nav-group-link') ? 'a.nav-group-link' : 'a.nav-link';
    const twin = full.querySelector(`${cls}[href="${CSS.escape(href)}"]`);
    if (!twin) continue;
    twin.setAttribute('aria-current', 'page');
    for (let d = twin.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
  }
}

/** Symbols the fragment's icons use that the page's sprite does not have yet (render/svg-sprite.ts). */
function mergeSprite(doc: Document, parsed: Document): void {
  const theirs = parsed.getElementById('quire-sprite');
  if (!theirs) return;
  let ours = doc.getElementById('quire-sprite');
  if (!ours) {
    ours = doc.importNode(theirs, false);
    doc.body.prepend(ours);
  }
  for (const symbol of Array.from(theirs.children)) {
    if (!doc.getElementById(symbol.id)) ours.appendChild(doc.importNode(symbol, true));
  }
}

function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}
