/**
 * The browser side of the flows that sign in at the authorization server (RFC 6749 §4.1 and
 * §4.2): PKCE (RFC 7636, S256), the authorization URL, and the sign-in window, whose answer the
 * callback page (/_quire/oauth-callback.html, src/outputs/oauth-callback.ts) hands back.
 */

/** The message the callback page posts (to the opener, and on a BroadcastChannel of this name). */
export const CALLBACK_CHANNEL = 'quire-oauth';

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A random value for `state` and the PKCE verifier: 32 bytes, base64url (43 characters, within RFC 7636's 43–128). */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** `BASE64URL(SHA256(verifier))`: the S256 code challenge. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export interface AuthorizeParams {
  responseType: 'code' | 'token';
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  state: string;
  /** authorizationCode: the S256 challenge of the verifier. */
  challenge?: string;
}

/** The authorization URL with the request's parameters added to any it already has. */
export function authorizeUrl(authorizationUrl: string, p: AuthorizeParams): string {
  const url = new URL(authorizationUrl);
  url.searchParams.set('response_type', p.responseType);
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', p.redirectUri);
  if (p.scopes.length) url.searchParams.set('scope', p.scopes.join(' '));
  url.searchParams.set('state', p.state);
  if (p.challenge) {
    url.searchParams.set('code_challenge', p.challenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.href;
}

export type CallbackResult = { params: Record<string, string> } | { error: 'blocked' | 'closed' };

/**
 * Opens the sign-in window and resolves with the parameters the callback page got (query and
 * fragment), taking only messages from this origin. Resolves `closed` when the reader closes the
 * window first. The state is checked by the caller.
 */
export function signIn(url: string): Promise<CallbackResult> {
  const popup = window.open(url, 'quire-oauth', 'popup,width=520,height=680');
  if (!popup) return Promise.resolve({ error: 'blocked' });
  return new Promise((resolve) => {
    // Authorization servers that send Cross-Origin-Opener-Policy cut the window off from its
    // opener, so the callback page also speaks on a same-origin BroadcastChannel.
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CALLBACK_CHANNEL) : undefined;
    let finished = false;
    const done = (result: CallbackResult) => {
      if (finished) return;
      finished = true;
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(watch);
      resolve(result);
    };
    const take = (data: unknown) => {
      const d = data as { type?: unknown; params?: unknown } | null;
      if (d?.type === CALLBACK_CHANNEL && d.params && typeof d.params === 'object') done({ params: d.params as Record<string, string> });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin) take(event.data);
    };
    window.addEventListener('message', onMessage);
    channel?.addEventListener('message', (event) => take(event.data));
    const watch = setInterval(() => {
      // A closed window that sent nothing: the reader gave up.
      if (popup.closed) setTimeout(() => done({ error: 'closed' }), 300);
    }, 500);
  });
}
