import type { UiMessages } from '../shared/ui-messages/en.js';
import { deref } from '../openapi/resolve-ref.js';

/** True when some OpenAPI document has an OAuth 2.0 flow that signs in through a window (authorization code, implicit). */
export function hasSignInFlows(documents: Iterable<unknown>): boolean {
  for (const document of documents) {
    const schemes = (document as { components?: { securitySchemes?: Record<string, unknown> } })?.components?.securitySchemes ?? {};
    for (const raw of Object.values(schemes)) {
      const scheme = deref<{ type?: unknown; flows?: Record<string, unknown> }>(document, raw);
      if (scheme?.type === 'oauth2' && scheme.flows && ('authorizationCode' in scheme.flows || 'implicit' in scheme.flows)) return true;
    }
  }
  return false;
}

const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page an authorization server sends the playground's sign-in window back to. It hands the
 * answer (query and fragment parameters: `code`/`access_token`, `state`, `error`) to the page
 * that opened it, on this origin only, and closes. The opener checks `state`. Self-contained:
 * no stylesheet or script of the site, so nothing else runs while the code is in the URL.
 */
export function oauthCallbackPage(t: UiMessages, lang = 'en'): string {
  const script = [
    "var p={};",
    "new URLSearchParams(location.search).forEach(function(v,k){p[k]=v});",
    "new URLSearchParams(location.hash.slice(1)).forEach(function(v,k){p[k]=v});",
    "var m={type:'quire-oauth',params:p};",
    // The opener, if the authorization server's opener policy left it; a same-origin channel either way.
    "try{if(window.opener)window.opener.postMessage(m,location.origin)}catch(e){}",
    "try{var c=new BroadcastChannel('quire-oauth');c.postMessage(m);c.close()}catch(e){}",
    "history.replaceState(null,'',location.pathname);",
    "setTimeout(function(){window.close()},100);",
  ].join('');
  return `<!doctype html>
<html lang="${esc(lang)}">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t.oauthCallbackDone)}</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem"><p>${esc(t.oauthCallbackDone)}</p><script>${script}</script></body>
</html>
`;
}
