import { formatMessage } from '../../shared/ui-messages/en.js';
import { messages } from '../messages.js';
import { loadPagefind, searchDocs, type SearchHit } from './pagefind.js';

/**
 * The search dialog and the /search page's result list. Excerpts come from Pagefind as text
 * with <mark> around hits; they are parsed in an inert document and rebuilt from text nodes
 * and <mark> elements only, never assigned as HTML.
 */

const STYLE = `
.quire-search-dialog{width:min(40rem,calc(100vw - 2rem));max-height:min(36rem,80vh);padding:0;border:1px solid var(--border,#d4d4d8);border-radius:.75rem;background:var(--bg,#fff);color:inherit;box-shadow:0 20px 50px rgb(0 0 0/.25)}
.quire-search-dialog::backdrop{background:rgb(0 0 0/.35)}
.quire-search-dialog input{box-sizing:border-box;width:100%;padding:.9rem 1rem;border:0;border-bottom:1px solid var(--border,#d4d4d8);font:inherit;font-size:1rem;background:transparent;color:inherit;outline:none}
.quire-search-results{list-style:none;margin:0;padding:.25rem;overflow:auto;max-height:calc(min(36rem,80vh) - 3.5rem)}
.quire-search-results a{display:block;padding:.6rem .75rem;border-radius:.5rem;color:inherit;text-decoration:none}
.quire-search-results a[aria-selected="true"],.quire-search-results a:hover{background:var(--primary-light-bg,rgb(13 147 115/.1))}
.quire-search-hit-title{font-weight:600}.quire-search-hit-section{opacity:.75}
.quire-search-hit-excerpt{display:block;font-size:.875rem;opacity:.85;margin-top:.2rem}
.quire-search-hit-excerpt mark{background:var(--primary-light,#07C983);color:inherit;border-radius:2px}
.quire-search-status{padding:.75rem 1rem;opacity:.75;margin:0}`;

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Pagefind's excerpt ("text <mark>hit</mark> text") as safe DOM nodes. */
export function excerptNodes(doc: Document, excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html');
  const out: Node[] = [];
  parsed.body.childNodes.forEach((n) => {
    if (n.nodeName === 'MARK') out.push(el(doc, 'mark', {}, n.textContent ?? ''));
    else out.push(doc.createTextNode(n.textContent ?? ''));
  });
  return out;
}

function hitLink(doc: Document, hit: SearchHit, id: string): HTMLAnchorElement {
  const title = el(doc, 'span', { className: 'quire-search-hit-title' }, hit.title);
  const parts: (Node | string)[] = [title];
  if (hit.section) parts.push(el(doc, 'span', { className: 'quire-search-hit-section' }, ` › ${hit.section}`));
  parts.push(el(doc, 'span', { className: 'quire-search-hit-excerpt' }, ...excerptNodes(doc, hit.excerpt)));
  const a = el(doc, 'a', { href: hit.url, id }, ...parts);
  a.setAttribute('role', 'option');
  return a;
}

function renderHits(doc: Document, list: HTMLElement, hits: SearchHit[]): HTMLAnchorElement[] {
  const links = hits.map((h, i) => hitLink(doc, h, `quire-search-hit-${i}`));
  list.replaceChildren(...links.map((a) => el(doc, 'li', {}, a)));
  return links;
}

let dialog: HTMLDialogElement | undefined;

/** Opens (creating once) the search dialog, pre-filled with `query`. */
export function openSearchDialog(doc: Document, query: string): void {
  if (!dialog) dialog = createDialog(doc);
  // Fetch the index while the reader types (`quire dev` builds it on this first request).
  void loadPagefind(doc).catch(() => undefined);
  const input = dialog.querySelector('input')!;
  if (query) input.value = query;
  if (!dialog.open) dialog.showModal();
  input.focus();
  input.select();
  input.dispatchEvent(new Event('input'));
}

function createDialog(doc: Document): HTMLDialogElement {
  const t = messages(doc);
  doc.head.append(el(doc, 'style', { textContent: STYLE }));
  // docs.json `search.prompt`, carried by the header's search box, wins over the interface text.
  const prompt = doc.querySelector('[data-quire-search][data-prompt]')?.getAttribute('data-prompt');
  const input = el(doc, 'input', { type: 'search', placeholder: prompt || t.searchTheDocsPlaceholder, autocomplete: 'off' });
  input.setAttribute('aria-label', t.searchTheDocs);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', 'quire-search-results');
  input.setAttribute('aria-expanded', 'true');
  const list = el(doc, 'ul', { className: 'quire-search-results', id: 'quire-search-results' });
  list.setAttribute('role', 'listbox');
  const status = el(doc, 'p', { className: 'quire-search-status' });
  status.setAttribute('role', 'status');
  const d = el(doc, 'dialog', { className: 'quire-search-dialog' }, input, status, list);
  d.setAttribute('aria-label', t.search);
  doc.body.append(d);
  d.addEventListener('click', (event) => {
    if (event.target === d) d.close(); // a click on the backdrop
  });

  let links: HTMLAnchorElement[] = [];
  let active = -1;
  let generation = 0;
  const select = (i: number) => {
    links[active]?.setAttribute('aria-selected', 'false');
    active = links.length ? (i + links.length) % links.length : -1;
    const link = links[active];
    if (!link) return input.removeAttribute('aria-activedescendant');
    link.setAttribute('aria-selected', 'true');
    link.scrollIntoView({ block: 'nearest' });
    input.setAttribute('aria-activedescendant', link.id);
  };
  input.addEventListener('input', async () => {
    const query = input.value.trim();
    const mine = ++generation;
    if (!query) {
      links = renderHits(doc, list, []);
      status.textContent = t.typeToSearch;
      status.hidden = false;
      return;
    }
    // Only a slow answer (the first query, or an index still being built) says it is working.
    const slow = setTimeout(() => {
      if (mine !== generation) return;
      status.textContent = t.searching;
      status.hidden = false;
    }, 300);
    try {
      const hits = await searchDocs(doc, query);
      clearTimeout(slow);
      if (mine !== generation) return;
      links = renderHits(doc, list, hits);
      status.textContent = hits.length ? '' : formatMessage(t.noResults, { query });
      status.hidden = hits.length > 0;
      active = -1;
      select(0);
    } catch {
      clearTimeout(slow);
      if (mine === generation) status.textContent = t.searchUnavailable;
      status.hidden = false;
    }
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') select(active + 1);
    else if (event.key === 'ArrowUp') select(active - 1);
    else if (event.key === 'Enter' && links[active]) links[active].click();
    else return;
    event.preventDefault();
  });
  return d;
}

/** The /search page: runs `?q=` and lists the hits where the no-JavaScript page has its note. */
export async function runSearchPage(doc: Document, container: HTMLElement): Promise<void> {
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? '';
  const input = doc.querySelector<HTMLInputElement>('#search-page-input');
  if (input) input.value = query;
  if (!query) return;
  const t = messages(doc);
  const status = el(doc, 'p', { className: 'quire-search-status' }, t.searching);
  status.setAttribute('role', 'status');
  const list = el(doc, 'ul', { className: 'quire-search-results' });
  container.replaceChildren(status, list);
  if (!doc.querySelector('style[data-quire-search]')) doc.head.append(el(doc, 'style', { textContent: STYLE }));
  try {
    const hits = await searchDocs(doc, query, 30);
    renderHits(doc, list, hits);
    status.textContent = formatMessage(hits.length === 0 ? t.noResults : hits.length === 1 ? t.oneResult : t.manyResults, { count: hits.length, query });
  } catch {
    status.textContent = t.searchUnavailable;
  }
}
