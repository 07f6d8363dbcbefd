/** Where Vite's own routes live in the dev server, away from every docs URL. */
export const VITE_BASE = '/_quire/vite/';

/** Custom events sent over Vite's HMR websocket. */
export const RELOAD_EVENT = 'quire:reload';
export const CSS_EVENT = 'quire:css';

/** Payload of {@link RELOAD_EVENT}: the URL paths to reload, or null for every open page. */
export interface ReloadPayload {
  paths: string[] | null;
}

/**
 * The live-reload client, the only difference between a page in `quire dev` and in the build.
 * It rides on Vite's client (same websocket, reconnect and reload when the server restarts),
 * reloads when its page changed, swaps the theme stylesheet in place, and keeps the scroll
 * position across reloads.
 */
export const LIVE_CLIENT = `<script type="module" data-quire-live>
import { createHotContext } from ${JSON.stringify(`${VITE_BASE}@vite/client`)};
const hot = createHotContext('/@quire/live');
const here = () => location.pathname.replace(/\\/+$/, '') || '/';
const KEY = 'quire:scroll';
try { const s = JSON.parse(sessionStorage.getItem(KEY) || 'null'); sessionStorage.removeItem(KEY); if (s && s[0] === here()) scrollTo(0, s[1]); } catch {}
hot.on(${JSON.stringify(RELOAD_EVENT)}, ({ paths }) => {
  if (paths && !paths.includes(here())) return;
  try { sessionStorage.setItem(KEY, JSON.stringify([here(), scrollY])); } catch {}
  location.reload();
});
// An error page also checks by itself: a fix saved while this page was still connecting
// (its reload event lost) must not leave the overlay up.
if (document.getElementById('quire-error-' + 'overlay')) { // (split: pages are tested for the overlay's id)
  setInterval(async () => {
    try { if ((await fetch(location.href, { method: 'HEAD', cache: 'no-store' })).ok) location.reload(); } catch {}
  }, 1000);
}
hot.on(${JSON.stringify(CSS_EVENT)}, () => {
  for (const link of document.querySelectorAll('link[rel="stylesheet"][href^="/_quire/theme.css"]')) {
    link.href = '/_quire/theme.css?t=' + Date.now();
  }
});
</script>`;
