import type { BuiltRequest } from '../../openapi/playground/build-request.js';

/**
 * The token request of OAuth 2.0's client credentials grant (RFC 6749 §4.4) as a playground
 * request, so it goes the way every playground request goes (the dev/preview proxy when there
 * is one, else straight to the token URL). The client authenticates with `client_id` and
 * `client_secret` in the body, the form the issue asks for; servers that accept only HTTP
 * Basic answer `invalid_client`, which is shown as it comes.
 */
export function tokenRequest(tokenUrl: string, clientId: string, clientSecret: string, scopes: readonly string[]): BuiltRequest {
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
  if (scopes.length) form.set('scope', scopes.join(' '));
  return {
    method: 'POST',
    url: tokenUrl,
    baseUrl: tokenUrl,
    query: [],
    headers: [['Content-Type', 'application/x-www-form-urlencoded'], ['Accept', 'application/json']],
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
