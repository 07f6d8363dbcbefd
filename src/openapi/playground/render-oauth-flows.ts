import type { UiMessages } from '../../shared/ui-messages/en.js';
import { attrs, esc } from '../html.js';
import type { AuthSpec, OAuthFlowView } from './playground-data.js';
import type { FieldContext } from './render-form-fields.js';

/** The path of the page an authorization server sends the sign-in window back to (src/outputs/oauth-callback.ts). */
export const OAUTH_CALLBACK_PATH = '/_quire/oauth-callback.html';

const isHttp = (url: string | undefined): url is string => url !== undefined && /^https?:\/\//i.test(url);

/** True when the page can run the flow: its token or authorization URL is one a browser can call. */
export function runnableFlow(f: OAuthFlowView): boolean {
  switch (f.flow) {
    case 'clientCredentials':
    case 'password':
      return isHttp(f.tokenUrl);
    case 'authorizationCode':
      return isHttp(f.authorizationUrl) && isHttp(f.tokenUrl);
    case 'implicit':
      return isHttp(f.authorizationUrl);
    default:
      return false;
  }
}

/**
 * Where an OAuth 2.0 or OpenID Connect token comes from: each flow's URLs and scopes (those the
 * operation requires marked), or the discovery URL, and for each flow a browser can run, a form
 * that runs it and fills the token field (script only; hidden without it).
 */
export function renderTokenSources(ctx: FieldContext, a: AuthSpec, t: UiMessages): string {
  const link = (url: string) => (isHttp(url) ? `<a${attrs({ href: url, rel: 'noopener' })}>${esc(url)}</a>` : `<code>${esc(url)}</code>`);
  const row = (label: string, url: string | undefined) => (url ? `<dt>${esc(label)}</dt><dd>${link(url)}</dd>` : '');
  const required = new Set(a.scopes ?? []);
  const flows = (a.flows ?? []).map((f) => {
    const scopes = f.scopes.length
      ? `<dt>${esc(t.oauthScopes)}</dt><dd><ul class="pg-oauth-scopes">${f.scopes
          .map(([name, description]) => `<li${attrs({ 'data-scope': name, 'data-required': required.has(name) ? 'true' : undefined })}><code>${esc(name)}</code>${required.has(name) ? ` <span class="pg-required">${esc(t.required)}</span>` : ''}${description ? ` — ${esc(description)}` : ''}</li>`)
          .join('')}</ul></dd>`
      : '';
    const run = runnableFlow(f) ? renderFlowForm(ctx, a, f, required, t) : '';
    return `<div${attrs({ class: 'pg-oauth-flow', 'data-flow': f.flow })}><div class="pg-oauth-flow-name"><code>${esc(f.flow)}</code></div><dl class="pg-oauth-urls">${row(t.oauthAuthorizationUrl, f.authorizationUrl)}${row(t.oauthTokenUrl, f.tokenUrl)}${row(t.oauthRefreshUrl, f.refreshUrl)}${scopes}</dl>${run}</div>`;
  });
  const discovery = a.openIdConnectUrl ? `<dl class="pg-oauth-urls">${row(t.openIdConnectUrl, a.openIdConnectUrl)}</dl>` : '';
  if (!flows.length && !discovery) return '';
  return `<div class="pg-oauth">${flows.join('')}${discovery}<p class="pg-note">${esc(t.oauthPasteToken)}</p></div>`;
}

/**
 * The form that runs one flow from the page: client ID (and secret where the flow has one), the
 * user's name and password for `password`, how the client authenticates at the token endpoint
 * (HTTP Basic by default, as RFC 6749 §2.3.1 recommends), the scopes to ask for (the operation's
 * required ones ticked), and "Get token" or, for the flows that sign in through the
 * authorization server, "Authorize" with the redirect URI to register. Secrets are never stored.
 */
function renderFlowForm(ctx: FieldContext, a: AuthSpec, f: OAuthFlowView, required: ReadonlySet<string>, t: UiMessages): string {
  const field = (cls: string, label: string, type: string, autocomplete = 'off') => {
    const id = `${ctx.prefix}-${ctx.next++}`;
    return `<div class="pg-field pg-leaf"><label for="${id}"><span class="pg-name">${esc(label)}</span></label><div class="pg-control-row"><input${attrs({ id, class: `pg-control ${cls}`, type, autocomplete, spellcheck: 'false' })}></div></div>`;
  };
  const signsIn = f.flow === 'authorizationCode' || f.flow === 'implicit';
  const hasTokenCall = f.flow !== 'implicit';
  const clientAuth = () => {
    const id = `${ctx.prefix}-${ctx.next++}`;
    return `<div class="pg-field pg-leaf"><label for="${id}"><span class="pg-name">${esc(t.oauthClientAuth)}</span></label><div class="pg-control-row"><select${attrs({ id, class: 'pg-control pg-oauth-client-auth' })}><option value="basic">${esc(t.oauthClientAuthBasic)}</option><option value="body">${esc(t.oauthClientAuthBody)}</option></select></div></div>`;
  };
  const boxes = f.scopes.length
    ? `<fieldset class="pg-oauth-scope-choice"><legend>${esc(t.oauthScopes)}</legend>${f.scopes
        .map(([name]) => `<label><input${attrs({ type: 'checkbox', class: 'pg-oauth-scope', value: name, checked: required.has(name) })}> <code>${esc(name)}</code></label>`)
        .join('')}</fieldset>`
    : '';
  const redirect = signsIn ? `<p class="pg-note pg-oauth-redirect-note">${esc(t.oauthRedirectUri)} <code class="pg-oauth-redirect">${esc(OAUTH_CALLBACK_PATH)}</code></p>` : '';
  const parts = [
    f.flow === 'password' ? field('pg-oauth-username', t.username, 'text') + field('pg-oauth-password', t.password, 'password') : '',
    field('pg-oauth-client-id', t.oauthClientId, 'text'),
    hasTokenCall ? field('pg-oauth-client-secret', t.oauthClientSecret, 'password') : '',
    hasTokenCall ? clientAuth() : '',
    boxes,
    redirect,
    `<div class="pg-actions"><button type="button" class="pg-oauth-get-token">${esc(signsIn ? t.oauthAuthorize : t.oauthGetToken)}</button><span class="pg-oauth-status" role="status"></span></div>`,
  ];
  return `<div${attrs({ class: 'pg-oauth-get', 'data-scheme': a.scheme, 'data-flow': f.flow, 'data-token-url': f.tokenUrl, 'data-authorization-url': signsIn ? f.authorizationUrl : undefined })}>${parts.join('')}</div>`;
}
