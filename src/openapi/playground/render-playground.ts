import { EN, type UiMessages } from '../../shared/ui-messages/en.js';
import { exampleFromSchema, mediaExamples } from '../example-from-schema.js';
import { attrs, esc } from '../html.js';
import type { OperationView } from '../operation-model.js';
import { buildRequest, paramKey, type RequestInputs } from './build-request.js';
import { bodyKind, playgroundData, type AuthSpec, type PlaygroundData, type PlaygroundOptions } from './playground-data.js';
import { MAX_FORM_FIELDS, renderFormField, type FieldContext } from './render-form-fields.js';
import { renderTokenSources } from './render-oauth-flows.js';
import { PREVIEW_LANGUAGES, previewSources } from './sample-from-request.js';

/** The catalogue key of each parameter location's legend. */
const IN_TITLES = { path: 'pathParameters', query: 'queryParameters', header: 'headers', cookie: 'cookies' } as const;

/**
 * The "Try it" panel of an operation page: a complete server-rendered form (servers,
 * credentials, parameters, body), a request preview, and a JSON island with the data the
 * browser chunk needs to build and send the request. Without JavaScript it reads as a form
 * showing what the request takes, with Send disabled.
 */
export function renderPlayground(document: any, view: OperationView, opts: PlaygroundOptions = {}, t: UiMessages = EN): string {
  const data = playgroundData(document, view, opts);
  if (!data) return '';
  const ctx: FieldContext = { document, prefix: 'pg', next: 0, files: false, budget: { fields: MAX_FORM_FIELDS }, t };
  const parts: string[] = [];
  parts.push(renderServers(ctx, data));
  parts.push(renderAuthFields(ctx, data));
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const list = view.parameters.filter((p) => p.in === where);
    if (!list.length) continue;
    const fields = list.map((p) =>
      renderFormField(ctx, {
        key: p.name,
        label: p.name,
        schema: p.schema,
        required: p.required,
        example: p.example,
        // Path parameters start at their example, so the request the playground opens with is
        // the page's request sample (`/agent/acme/job/…`, not `{domain}`).
        // `api.examples.prefill` starts every parameter there.
        ...((p.in === 'path' || opts.prefill) && p.example !== undefined && { value: p.example }),
        extraAttrs: { 'data-param': paramKey(p) },
      }),
    );
    const note =
      where === 'cookie'
        ? '<p class="pg-note">Browsers do not let pages set cookies on other sites; cookies are sent only through the local proxy of <code>quire dev</code> / <code>quire preview</code>.</p>'
        : '';
    parts.push(
      `<fieldset${attrs({ class: 'pg-group pg-params', 'data-in': where })}><legend>${esc(t[IN_TITLES[where]])}</legend>${note}${fields.join('')}</fieldset>`,
    );
  }
  parts.push(renderBody(ctx, view, opts.prefill === true));
  const simple = data.display === 'simple';
  const actions = simple
    ? ''
    : `<div class="pg-actions"><button type="submit" class="pg-send" disabled>${esc(t.send)}</button><span class="pg-status" role="status">${esc(t.sendingNeedsJavaScript)}</span></div>`;
  return [
    `<section${attrs({ id: 'api-playground', class: 'api-playground', 'data-display': data.display, 'aria-labelledby': 'api-playground-title', 'data-pagefind-ignore': true })}>`,
    `<h2 id="api-playground-title">${esc(t.tryIt)}</h2>`,
    simple ? `<p class="pg-simple-note" role="note"><strong>${esc(t.simpleMode)}</strong> ${esc(data.reason)}</p>` : '',
    `<form class="pg-form" novalidate>${parts.join('')}${actions}</form>`,
    renderPreview(document, view, data, t),
    `<div class="pg-response" aria-live="polite" hidden></div>`,
    `<script type="application/json" class="pg-data">${islandJson(data)}</script>`,
    '</section>',
  ].join('');
}

function renderServers(ctx: FieldContext, data: PlaygroundData): string {
  const t = ctx.t ?? EN;
  if (!data.servers.length) return '';
  const id = `${ctx.prefix}-server`;
  const choose =
    data.servers.length > 1
      ? `<label for="${id}">${esc(t.baseUrl)}</label><select id="${id}" class="pg-server-select">${data.servers
          .map((s, i) => `<option${attrs({ value: String(i) })}>${esc(s.url)}${s.description ? ` — ${esc(s.description)}` : ''}</option>`)
          .join('')}</select>`
      : `<div class="pg-server-single"><span class="pg-name">${esc(t.baseUrl)}</span> <code>${esc(data.servers[0]!.url)}</code></div>`;
  const vars = data.servers.map((s, i) => {
    if (!s.variables.length) return '';
    const fields = s.variables.map((v) =>
      renderFormField(ctx, {
        key: v.name,
        label: `{${v.name}}`,
        schema: { type: 'string', ...(v.enum && { enum: v.enum }), description: v.description },
        required: true,
        value: v.default,
      }),
    );
    return `<div${attrs({ class: 'pg-server-vars', 'data-server': String(i), hidden: i > 0 })}>${fields.join('')}</div>`;
  });
  return `<fieldset class="pg-group pg-servers"><legend>${esc(t.server)}</legend>${choose}${vars.join('')}</fieldset>`;
}

function renderAuthFields(ctx: FieldContext, data: PlaygroundData): string {
  const t = ctx.t ?? EN;
  const schemes = new Map<string, AuthSpec>();
  for (const set of data.security) for (const a of set) if (!schemes.has(a.scheme)) schemes.set(a.scheme, a);
  if (!schemes.size) return '';
  const input = (a: AuthSpec, part: string, label: string, type: string, placeholder: string) => {
    const id = `${ctx.prefix}-${ctx.next++}`;
    return `<div class="pg-field pg-leaf"><label for="${id}"><span class="pg-name">${esc(label)}</span></label><div class="pg-control-row"><input${attrs({ id, class: 'pg-control pg-auth-input', type, 'data-scheme': a.scheme, 'data-part': part, placeholder, autocomplete: 'off', spellcheck: 'false' })}></div></div>`;
  };
  const blocks = [...schemes.values()].map((a) => {
    const fields =
      a.kind === 'basic'
        ? input(a, 'username', t.username, 'text', 'username') + input(a, 'password', t.password, 'password', 'password')
        : input(a, 'token', a.kind === 'apiKey' ? a.name! : `${a.prefix} token`, 'password', a.kind === 'apiKey' ? 'API key' : 'token');
    return `<div${attrs({ class: 'pg-auth-scheme', 'data-scheme': a.scheme })}><div class="pg-auth-title">${esc(a.scheme)} <span class="pg-type">${esc(a.label)}</span></div>${renderTokenSources(ctx, a, t)}${fields}</div>`;
  });
  const intro = data.security.length > 1 ? `<p class="pg-note">${esc(t.fillOneOption)}</p>` : '';
  const optional = data.securityOptional ? `<p class="pg-note">${esc(t.authenticationOptional)}</p>` : '';
  const storage = `<p class="pg-note">${esc(t.credentialsKept)}</p>`;
  return `<fieldset class="pg-group pg-auth"><legend>${esc(t.authorization)}</legend>${intro}${blocks.join('')}${optional}${storage}</fieldset>`;
}

function renderBody(ctx: FieldContext, view: OperationView, prefill: boolean): string {
  const t = ctx.t ?? EN;
  const body = view.requestBody;
  if (!body?.content.length) return '';
  const selectId = `${ctx.prefix}-media`;
  const select =
    body.content.length > 1
      ? `<label for="${selectId}">${esc(t.contentType)}</label><select id="${selectId}" class="pg-media-select">${body.content.map((m, i) => `<option value="${i}">${esc(m.mediaType)}</option>`).join('')}</select>`
      : `<div class="pg-media-single"><span class="pg-name">${esc(t.contentType)}</span> <code>${esc(body.content[0]!.mediaType)}</code></div>`;
  const panels = body.content.map((m, i) => {
    const kind = bodyKind(m.mediaType);
    if (kind === 'binary') {
      const id = `${ctx.prefix}-file-${i}`;
      const file = `<div class="pg-field pg-leaf"><label for="${id}"><span class="pg-name">${esc(t.bodyFile)}</span></label><div class="pg-control-row"><input${attrs({ id, class: 'pg-control pg-binary-input', type: 'file', ...(/^(image|audio|video)\//i.test(m.mediaType) && { accept: m.mediaType.split(';')[0] }) })}></div></div>`;
      return `<div${attrs({ class: 'pg-media', 'data-media': m.mediaType, 'data-kind': kind, 'data-mode': 'file', hidden: i > 0 })}>${file}</div>`;
    }
    const example = mediaExamples(ctx.document, m.media, 'request')[0]?.value;
    const fieldCtx = { ...ctx, files: kind === 'multipart' };
    let form = '';
    if (kind !== 'text' && m.media.schema !== undefined) {
      form = renderFormField(fieldCtx, {
        label: 'body',
        schema: m.media.schema,
        required: body.required,
        ...(prefill && example !== undefined && { value: example }),
        extraAttrs: { 'data-body-root': '' },
      });
      ctx.next = fieldCtx.next;
    }
    const rawId = `${ctx.prefix}-raw-${i}`;
    const rawText = example === undefined ? '' : typeof example === 'string' ? example : JSON.stringify(example, null, 2);
    const raw =
      kind === 'json' || kind === 'text' || !form
        ? `<div class="pg-raw"><label for="${rawId}">${esc(kind === 'json' ? t.rawJson : t.rawBody)}</label><textarea${attrs({ id: rawId, class: 'pg-raw-input', rows: 8, spellcheck: 'false' })}>${esc(rawText)}</textarea></div>`
        : '';
    const modes =
      form && raw
        ? `<div class="pg-modes" role="group" aria-label="${esc(t.bodyEditor)}"><button type="button" class="pg-mode" data-mode="form" aria-pressed="true">${esc(t.form)}</button><button type="button" class="pg-mode" data-mode="raw" aria-pressed="false">JSON</button></div>`
        : '';
    return `<div${attrs({ class: 'pg-media', 'data-media': m.mediaType, 'data-kind': kind, 'data-mode': form ? 'form' : 'raw', hidden: i > 0 })}>${modes}${form ? `<div class="pg-form-body">${form}</div>` : ''}${raw}</div>`;
  });
  return `<fieldset class="pg-group pg-body"><legend>${esc(t.body)}${body.required ? ` <span class="pg-required">${esc(t.required)}</span>` : ''}</legend>${select}${panels.join('')}</fieldset>`;
}

function renderPreview(document: any, view: OperationView, data: PlaygroundData, t: UiMessages): string {
  // The initial preview uses defaults (as the form shows them) and examples for the rest.
  const params: Record<string, unknown> = {};
  for (const p of view.parameters) {
    const v = p.example ?? (p.required ? exampleFromSchema(document, p.schema, 'request') : undefined);
    if (v !== undefined) params[paramKey(p)] = v;
  }
  const first = view.requestBody?.content[0];
  const inputs: RequestInputs = { serverIndex: 0, variables: {}, params, auth: {}, authPlaceholders: true };
  if (first && data.body) {
    inputs.body = { mediaType: first.mediaType, kind: data.body.media[0]!.kind, value: mediaExamples(document, first.media, 'request')[0]?.value ?? {} };
  }
  const req = buildRequest(data, inputs);
  const sources = previewSources(req);
  const tabs = PREVIEW_LANGUAGES.map(
    (l, i) => `<button type="button" class="pg-tab" role="tab" data-lang="${l.lang}" aria-selected="${i === 0}">${l.label}</button>`,
  ).join('');
  const panes = PREVIEW_LANGUAGES.map(
    (l, i) =>
      `<pre${attrs({ class: 'pg-code', 'data-lang': l.lang, 'aria-label': l.label })}${i > 0 ? ' data-inactive' : ''}><code class="${l.className}">${esc(sources[l.lang])}</code></pre>`,
  ).join('');
  return `<div class="pg-preview"><h3>${esc(t.request)}</h3><div class="pg-tabs" role="tablist" aria-label="${esc(t.requestLanguage)}">${tabs}</div>${panes}</div>`;
}

/** JSON safe inside `<script>`: no `</script>`, no `<!--`, no line separators. */
export function islandJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
