import type { BuiltRequest } from '../../openapi/playground/build-request.js';

/** How the client authenticates at the token endpoint (RFC 6749 §2.3.1). */
export type ClientAuth = 'basic' | 'body';

export interface OAuthClient {
  id: string;
  secret: string;
  auth: ClientAuth;
}

/**
 * `client_id:client_secret` for HTTP Basic, each form-urlencoded first as RFC 6749 §2.3.1 asks
 * (so a `:` or non-ASCII character in either survives), then base64.
 */
export function basicCredentials(id: string, secret: string): string {
  const enc = (v: string) => new URLSearchParams({ v }).toString().slice(2);
  return btoa(`${enc(id)}:${enc(secret)}`);
}

/**
 * A token request (RFC 6749 §4.1.3, §4.3.2, §4.4.2) as a playground request, so it goes the way
 * every playground request goes (the dev/preview proxy when there is one, else straight to the
 * token URL). A client with a secret authenticates with HTTP Basic (`client_secret_basic`, the
 * default servers must support) or, when chosen, both in the body (`client_secret_post`); a
 * public client (no secret) names itself with `client_id` in the body.
 */
export function tokenRequest(tokenUrl: string, grant: Record<string, string>, client: OAuthClient, scopes: readonly string[]): BuiltRequest {
  const form = new URLSearchParams(grant);
  const headers: [string, string][] = [['Content-Type', 'application/x-www-form-urlencoded'], ['Accept', 'application/json']];
  if (client.secret && client.auth === 'basic') headers.push(['Authorization', `Basic ${basicCredentials(client.id, client.secret)}`]);
  else if (client.id) form.set('client_id', client.id);
  if (client.secret && client.auth === 'body') form.set('client_secret', client.secret);
  if (scopes.length) form.set('scope', scopes.join(' '));
  return {
    method: 'POST',
    url: tokenUrl,
    baseUrl: tokenUrl,
    query: [],
    headers,
    cookies: [],
    body: { kind: 'urlencoded', mediaType: 'application/x-www-form-urlencoded', text: form.toString() },
    missing: [],
  };
}

/** The access token of a token endpoint's answer, or why there is none (RFC 6749 §5.2 errors included). */
export function readTokenResponse(status: number, body: string): { token: string } | { error: string } {
  let json: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    // not JSON: said below
  }
  if (status >= 200 && status < 300 && typeof json?.access_token === 'string' && json.access_token) return { token: json.access_token };
  if (typeof json?.error === 'string') return { error: `${json.error}${typeof json.error_description === 'string' ? ` (${json.error_description})` : ''}` };
  return { error: `HTTP ${status}${body.trim() ? `: ${body.trim().slice(0, 200)}` : ''}` };
}
