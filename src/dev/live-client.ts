/** Where Vite's own routes live in the dev server, away from every docs URL. */
export const VITE_BASE = '/_quire/vite/';

/** Custom events sent over Vite's HMR websocket. */
export const RELOAD_EVENT = 'quire:reload';
export const CSS_EVENT = 'quire:css';

/**
 * Where a page answered from the last session's store (served-answers.ts) asks whether what it
 * got is what the loaded site gives now; the attribute its live client's script then carries.
 */
export const PROVISIONAL_PATH = '/_quire/provisional';
export const PROVISIONAL_MARK = 'data-quire-provisional';

/**
 * The attribute that carries the revision a page was rendered at (change-log.ts), and where its
 * live client asks, once connected, whether its page changed since.
 */
export const REVISION_MARK = 'data-quire-rev';
export const CHANGES_PATH = '/_quire/changes';

/** How the live client's script starts in every page. */
const LIVE_SCRIPT_TAG = '<script type="module" data-quire-live>';

/** `html` with these attributes on its live client's script (the page as this server answers it). */
export function markLiveScript(html: string, attributes: Record<string, string | number | true>): string {
  const marks = Object.entries(attributes).map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`));
  return html.replace(LIVE_SCRIPT_TAG, `${LIVE_SCRIPT_TAG.slice(0, -1)}${marks.join('')}>`);
}

/** Payload of {@link RELOAD_EVENT}: the URL paths to reload, or null for every open page. */
export interface ReloadPayload {
  paths: string[] | null;
  /** The change's number (change-log.ts). */
  revision: number;
  /**
   * Only content changed (a page's body or a snippet; no frontmatter, so not the navigation): an
   * open page may swap in its new content instead of reloading.
   */
  inPlace?: boolean;
}

/**
 * The live-reload client, the only difference between a page in `quire dev` and in the build.
 * It rides on Vite's client (same websocket, reconnect and reload when the server restarts),
 * reloads when its page changed (or, answered from the last session's store, when it was stale), swaps the theme stylesheet (and, with an edit, the utility CSS) in place, and keeps the scroll
 * position across reloads.
 *
 * An edit of a page's content or of a snippet is swapped in place: the page fetches its new HTML and
 * replaces what sits beside the sidebar in `.layout` (the article, the table of contents), then
 * tells Quire's client (`quire:content`) to enhance the new elements. That shows the edit as
 * soon as the HTML arrives, where a reload also waits for the stylesheet, scripts and first paint
 * (~150 ms on the 2-core bench), and keeps the sidebar's scroll and open menus. Anything it
 * cannot swap safely (an error overlay, a changed layout, scripts, a playground, menus in the
 * content other than the page menu, which page-actions.ts enhances again on `quire:content`) falls
 * back to a reload.
 */
export const LIVE_CLIENT = `<script type="module" data-quire-live>
import { createHotContext } from ${JSON.stringify(`${VITE_BASE}@vite/client`)};
const hot = createHotContext('/@quire/live');
const here = () => location.pathname.replace(/\\/+$/, '') || '/';
const KEY = 'quire:scroll';
try { const s = JSON.parse(sessionStorage.getItem(KEY) || 'null'); sessionStorage.removeItem(KEY); if (s && s[0] === here()) scrollTo(0, s[1]); } catch {}
let latest = 0;
async function swap(edit) {
  if (document.getElementById('quire-error-' + 'overlay')) return false;
  const res = await fetch(location.href, { cache: 'no-store' });
  if (!res.ok) return false;
  const next = new DOMParser().parseFromString(await res.text(), 'text/html');
  if (edit !== latest) return true; // a later edit's swap has it
  const now = document.querySelector('.layout'), then = next.querySelector('.layout');
  if (!now || !then || now.className !== then.className) return false;
  const side = now.querySelector(':scope > .sidebar'), sideNext = then.querySelector(':scope > .sidebar');
  if (!side !== !sideNext) return false;
  const parts = Array.from(then.children), at = parts.indexOf(sideNext);
  const fresh = parts.filter((el) => el !== sideNext);
  if (fresh.some((el) => el.matches('script') || el.querySelector('script, section.api-playground, details[data-menu]:not(.page-contextual)'))) return false;
  // The sidebar stays where it is (moving it would lose its scroll position).
  for (const el of Array.from(now.children)) if (el !== side) el.remove();
  if (side) { side.before(...parts.slice(0, at)); side.after(...parts.slice(at + 1)); } else now.append(...fresh);
  document.title = next.title;
  // The edit may use a Tailwind class the utility CSS lacked: load it again (or for the first time).
  const utilities = next.querySelector('link[rel="stylesheet"][href*="/_quire/utilities.css"]');
  if (utilities) {
    const href = utilities.getAttribute('href').split('?')[0] + '?t=' + Date.now();
    const link = document.querySelector('link[rel="stylesheet"][href*="/_quire/utilities.css"]');
    if (link) link.href = href; else document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  }
  document.dispatchEvent(new CustomEvent('quire:content'));
  return true;
}
// The revision this page was rendered at: changes after it are this page's to apply.
let revision = Number(document.querySelector('script[data-quire-live]')?.getAttribute(${JSON.stringify(REVISION_MARK)})) || 0;
async function changed(inPlace) {
  const edit = ++latest;
  if (inPlace && (await swap(edit).catch(() => false))) return;
  try { sessionStorage.setItem(KEY, JSON.stringify([here(), scrollY])); } catch {}
  location.reload();
}
hot.on(${JSON.stringify(RELOAD_EVENT)}, ({ paths, inPlace, revision: at }) => {
  if (at <= revision) return; // the check on connecting saw it already
  revision = at;
  if (!paths || paths.includes(here())) return changed(inPlace);
});
// Changes told before this page's websocket was up (its reload event lost) are asked for.
hot.on('vite:ws:connect', async () => {
  try {
    const since = revision;
    const r = await (await fetch(${JSON.stringify(CHANGES_PATH)} + '?since=' + since + '&path=' + encodeURIComponent(here()), { cache: 'no-store' })).json();
    if (r.revision <= revision) return;
    revision = r.revision;
    if (r.changed) changed(r.inPlace);
  } catch {}
});
// Answered from the last session's store before the site had loaded: a fresh render decides.
if (document.querySelector('script[${PROVISIONAL_MARK}]')) {
  fetch(${JSON.stringify(PROVISIONAL_PATH)}, { cache: 'no-store' }).then((r) => r.json()).then(({ fresh }) => {
    if (fresh) return;
    try { sessionStorage.setItem(KEY, JSON.stringify([here(), scrollY])); } catch {}
    location.reload();
  }).catch(() => {});
}
hot.on(${JSON.stringify(CSS_EVENT)}, () => {
  // theme.css and the feature sheets (theme-code.css…), or theme-api.css: each link reloads its own file.
  for (const link of document.querySelectorAll('link[rel="stylesheet"][href^="/_quire/theme"]')) {
    link.href = link.getAttribute('href').split('?')[0] + '?t=' + Date.now();
  }
});
</script>`;
