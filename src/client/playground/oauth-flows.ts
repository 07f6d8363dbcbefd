import type { BuiltRequest } from '../../openapi/playground/build-request.js';
import { messages } from '../messages.js';
import { authorizeUrl, pkceChallenge, randomToken, signIn } from './oauth-authorize.js';
import { readTokenResponse, tokenRequest, type ClientAuth, type OAuthClient } from './oauth-token.js';
import type { SendResult } from './send-request.js';

/** What running a flow needs from the playground: sending a request its way (proxy or direct). */
export type SendToken = (req: BuiltRequest) => Promise<SendResult>;

/** The callback page's URL: beside the playground's chunk in /_quire/, so under any base path. */
export function redirectUri(): string {
  return new URL(/* @vite-ignore */ 'oauth-callback.html', import.meta.url).href;
}

/**
 * Runs the OAuth 2.0 flow of one `.pg-oauth-get` block (rendered by
 * src/openapi/playground/render-oauth-flows.ts) and returns the access token, saying in the
 * block's status line what happened. Client credentials and password post to the token URL;
 * authorization code signs in through a window, checks `state`, and trades the code with its
 * PKCE verifier; implicit takes the token from the window's answer.
 */
export async function runFlow(block: HTMLElement, send: SendToken): Promise<string | undefined> {
  const t = messages(block.ownerDocument);
  const note = block.querySelector<HTMLElement>('.pg-oauth-status');
  const say = (text: string) => {
    if (note) note.textContent = text;
  };
  const value = (selector: string) => block.querySelector<HTMLInputElement>(selector)?.value.trim() ?? '';
  const scopes = Array.from(block.querySelectorAll<HTMLInputElement>('.pg-oauth-scope:checked')).map((box) => box.value);
  const client: OAuthClient = { id: value('.pg-oauth-client-id'), secret: value('.pg-oauth-client-secret'), auth: (value('.pg-oauth-client-auth') || 'basic') as ClientAuth };
  const tokenUrl = block.dataset.tokenUrl ?? '';
  const flow = block.dataset.flow;

  const exchange = async (grant: Record<string, string>, withScopes: readonly string[]) => {
    say(t.sending);
    const result = await send(tokenRequest(tokenUrl, grant, client, withScopes));
    const answer = result.ok ? readTokenResponse(result.status, result.body) : { error: result.message };
    say('token' in answer ? t.oauthTokenReceived : t.oauthTokenFailed.replace('{error}', answer.error));
    return 'token' in answer ? answer.token : undefined;
  };

  if (flow === 'clientCredentials') return exchange({ grant_type: 'client_credentials' }, scopes);
  if (flow === 'password') return exchange({ grant_type: 'password', username: value('.pg-oauth-username'), password: value('.pg-oauth-password') }, scopes);
  if (flow !== 'authorizationCode' && flow !== 'implicit') return undefined;

  const state = randomToken();
  const verifier = flow === 'authorizationCode' ? randomToken() : undefined;
  const redirect = redirectUri();
  let url: string;
  try {
    const challenge = verifier ? await pkceChallenge(verifier) : undefined;
    url = authorizeUrl(block.dataset.authorizationUrl ?? '', { responseType: verifier ? 'code' : 'token', clientId: client.id, redirectUri: redirect, scopes, state, ...(challenge && { challenge }) });
  } catch (err) {
    // crypto.subtle exists only in secure contexts (https, localhost).
    say(t.oauthTokenFailed.replace('{error}', err instanceof Error ? err.message : String(err)));
    return undefined;
  }
  say(t.oauthWaiting);
  const answer = await signIn(url);
  if ('error' in answer) {
    say(answer.error === 'blocked' ? t.oauthPopupBlocked : t.oauthTokenFailed.replace('{error}', 'the sign-in window was closed'));
    return undefined;
  }
  const p = answer.params;
  if (p.state !== state) {
    say(t.oauthStateMismatch);
    return undefined;
  }
  if (p.error) {
    say(t.oauthTokenFailed.replace('{error}', `${p.error}${p.error_description ? ` (${p.error_description})` : ''}`));
    return undefined;
  }
  if (!verifier) {
    say(p.access_token ? t.oauthTokenReceived : t.oauthTokenFailed.replace('{error}', 'no access_token in the answer'));
    return p.access_token || undefined;
  }
  if (!p.code) {
    say(t.oauthTokenFailed.replace('{error}', 'no code in the answer'));
    return undefined;
  }
  // The scope was asked for at the authorization endpoint; the token request does not repeat it.
  return exchange({ grant_type: 'authorization_code', code: p.code, redirect_uri: redirect, code_verifier: verifier }, []);
}

/** Shows the redirect URI to register in each block that signs in (the server rendered only its path). */
export function showRedirectUris(section: HTMLElement): void {
  for (const code of Array.from(section.querySelectorAll<HTMLElement>('.pg-oauth-redirect'))) code.textContent = redirectUri();
}
