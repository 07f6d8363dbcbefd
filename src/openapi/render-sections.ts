import { EN, type UiMessages } from '../shared/ui-messages/en.js';
import { attrs, esc, join, literal } from './html.js';
import { renderMarkdown } from './markdown.js';
import type { OperationView, ParameterView, SecuritySchemeUse } from './operation-model.js';
import { renderField, renderSchemaBlock, type SchemaContext } from './render-schema.js';

/** The catalogue key of each parameter location's heading. */
const PARAM_TITLES = { path: 'pathParameters', query: 'queryParameters', header: 'headers', cookie: 'cookies' } as const;

/** Base URLs (the most specific `servers` list: operation, else path, else document). */
export function renderServers(view: OperationView, t: UiMessages = EN): string {
  if (!view.servers.length) return '';
  const items = view.servers.map((s) => {
    const vars = s.variables.length
      ? `<ul class="api-server-vars">${s.variables
          .map((v) => `<li><code>${esc(v.name)}</code>${v.default !== undefined ? ` default ${literal(v.default)}` : ''}${v.enum ? ` (one of ${v.enum.map((e) => literal(e)).join(', ')})` : ''}${renderMarkdown(v.description)}</li>`)
          .join('')}</ul>`
      : '';
    return `<li${attrs({ class: 'api-server', 'data-url': s.url })}><code>${esc(s.url)}</code>${s.description ? ` <span class="api-server-description">${esc(s.description)}</span>` : ''}${vars}</li>`;
  });
  const title = esc(view.servers.length > 1 ? t.baseUrls : t.baseUrl);
  return `<section class="api-servers"><h2>${title}</h2><ul>${items.join('')}</ul></section>`;
}

/** Authentication: alternatives (any one works) of schemes (all required together). */
export function renderAuth(view: OperationView, t: UiMessages = EN): string {
  const sec = view.security;
  if (sec.declared === 'absent') return '';
  if (sec.none) {
    return `<section class="api-auth" data-auth="none"><h2>${esc(t.authorization)}</h2><p>${esc(t.noAuthentication)}</p></section>`;
  }
  const alternatives = sec.alternatives.map(
    (set) => `<li class="api-auth-option"><ul>${set.map((use) => `<li>${describeScheme(use)}</li>`).join('')}</ul></li>`,
  );
  const intro =
    sec.alternatives.length > 1 ? `<p>${esc(t.useOneOf)}</p>` : '';
  const optional = sec.optional ? `<p class="api-auth-optional">${esc(t.authenticationOptional)}</p>` : '';
  return `<section class="api-auth"><h2>${esc(t.authorization)}</h2>${intro}<ul class="api-auth-options">${alternatives.join('')}</ul>${optional}</section>`;
}

function describeScheme(use: SecuritySchemeUse): string {
  const s = use.scheme;
  let how: string;
  if (s.type === 'http' && String(s.scheme).toLowerCase() === 'basic') {
    how = `<code>Authorization: Basic &lt;base64(username:password)&gt;</code> header`;
  } else if (s.type === 'http') {
    const scheme = String(s.scheme ?? 'bearer');
    how = `<code>Authorization: ${esc(scheme.charAt(0).toUpperCase() + scheme.slice(1))} &lt;token&gt;</code> header${s.bearerFormat ? ` (${esc(s.bearerFormat)})` : ''}`;
  } else if (s.type === 'apiKey') {
    const where = s.in === 'query' ? 'query parameter' : s.in === 'cookie' ? 'cookie' : 'header';
    how = `API key in the <code>${esc(s.name)}</code> ${where}`;
  } else if (s.type === 'oauth2') {
    const flows = Object.entries<Record<string, any>>(s.flows ?? {}).map(
      ([flow, f]) =>
        `<li>${esc(flow)}${f.authorizationUrl ? ` — authorize at <code>${esc(f.authorizationUrl)}</code>` : ''}${f.tokenUrl ? `, token at <code>${esc(f.tokenUrl)}</code>` : ''}</li>`,
    );
    how = `OAuth 2.0 access token in the <code>Authorization: Bearer</code> header${flows.length ? `<ul class="api-oauth-flows">${flows.join('')}</ul>` : ''}`;
  } else if (s.type === 'openIdConnect') {
    how = `OpenID Connect token (discovery: <code>${esc(s.openIdConnectUrl)}</code>)`;
  } else if (s.type === 'mutualTLS') {
    how = 'Mutual TLS client certificate';
  } else {
    how = esc(s.type ?? 'unknown scheme');
  }
  const scopes = use.scopes.length ? `<div class="api-scopes">Scopes: ${use.scopes.map((x) => literal(x)).join(', ')}</div>` : '';
  return `<div${attrs({ class: 'api-auth-scheme', 'data-scheme': use.name, 'data-type': s.type })}><span class="api-auth-name">${esc(use.name)}</span>: ${how}${scopes}${renderMarkdown(s.description)}</div>`;
}

/** Parameters grouped path / query / header / cookie. */
export function renderParameters(ctx: SchemaContext, params: ParameterView[]): string {
  const out: string[] = [];
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const list = params.filter((p) => p.in === where);
    if (!list.length) continue;
    const fields = list.map((p) =>
      renderField(
        ctx,
        { name: p.name, schema: p.schema, required: p.required, description: p.description, deprecated: p.deprecated, example: p.example },
        [],
      ),
    );
    out.push(`<section class="api-params" data-in="${where}"><h2>${esc(ctx.t[PARAM_TITLES[where]])}</h2><ul class="api-fields">${fields.join('')}</ul></section>`);
  }
  return out.join('');
}

/** The request body (a webhook's payload), one block per media type. */
export function renderRequestBody(ctx: SchemaContext, view: OperationView): string {
  const body = view.requestBody;
  if (!body || !body.content.length) return '';
  const title = esc(view.kind === 'webhook' ? ctx.t.payload : ctx.t.body);
  const media = body.content.map(
    (m) =>
      `<div${attrs({ class: 'api-media', 'data-media-type': m.mediaType })}><h3><code>${esc(m.mediaType)}</code></h3>${m.media.schema !== undefined ? renderSchemaBlock(ctx, m.media.schema) : ''}</div>`,
  );
  return `<section class="api-body"><h2>${title}${body.required ? ` <span class="api-pill api-required">${esc(ctx.t.required)}</span>` : ''}</h2>${renderMarkdown(body.description)}${media.join('')}</section>`;
}

/** Responses per status code, with headers and a schema per media type. */
export function renderResponses(ctx: SchemaContext, view: OperationView): string {
  if (!view.responses.length) return '';
  const items = view.responses.map((r) => {
    const headers = r.headers.length
      ? `<div class="api-response-headers"><h4>${esc(ctx.t.headers)}</h4><ul class="api-fields">${r.headers
          .map((h) => renderField(ctx, { name: h.name, schema: h.schema, required: h.required, description: h.description }, []))
          .join('')}</ul></div>`
      : '';
    const media = r.content.map(
      (m) =>
        `<div${attrs({ class: 'api-media', 'data-media-type': m.mediaType })}><div class="api-media-type"><code>${esc(m.mediaType)}</code></div>${m.media.schema !== undefined ? renderSchemaBlock(ctx, m.media.schema) : ''}</div>`,
    );
    return join([
      `<div${attrs({ class: 'api-response', 'data-status': r.status })}>`,
      `<h3><span class="api-status api-status-${esc(r.status.charAt(0))}xx">${esc(r.status)}</span></h3>`,
      renderMarkdown(r.description),
      headers,
      media.join(''),
      '</div>',
    ]);
  });
  return `<section class="api-responses"><h2>${esc(ctx.t.responses)}</h2>${items.join('')}</section>`;
}
