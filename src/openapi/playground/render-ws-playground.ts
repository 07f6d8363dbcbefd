import { EN, formatMessage, type UiMessages } from '../../shared/ui-messages/en.js';
import { attrs, esc } from '../html.js';
import { islandJson } from './render-playground.js';
import { wsUrl, type WsChannelData, type WsVariable } from './ws-channel-data.js';

/**
 * The WebSocket playground of a channel page, styled as the HTTP "Try it" panel: server and
 * its variables, channel parameters, query parameters (API keys among them), subprotocols, the
 * connection URL, a message composer starting at each message's example, and the log. Without
 * JavaScript it reads as what a connection takes (URL and example messages), Connect disabled;
 * the log appears only with the script (src/client/playground/ws-playground.ts). Pure.
 */
export function renderWsPlayground(data: WsChannelData, t: UiMessages = EN): string {
  let next = 0;
  const id = () => `ws-${next++}`;
  const simple = data.display === 'simple';
  const field = (cls: string, label: string, v: WsVariable & { value?: string }, extra: Record<string, string | undefined> = {}) => {
    const fieldId = id();
    const control = v.enum?.length
      ? `<select${attrs({ id: fieldId, class: `pg-control ${cls}`, 'data-name': v.name, ...extra })}>${v.enum.map((e) => `<option${attrs({ value: e, selected: e === v.default })}>${esc(e)}</option>`).join('')}</select>`
      : `<input${attrs({ id: fieldId, class: `pg-control ${cls}`, 'data-name': v.name, value: v.value ?? v.default, autocomplete: 'off', spellcheck: 'false', ...extra })}>`;
    const description = v.description ? `<p class="pg-note">${esc(v.description)}</p>` : '';
    return `<div class="pg-field pg-leaf"><label for="${fieldId}"><span class="pg-name">${esc(label)}</span></label><div class="pg-control-row">${control}</div>${description}</div>`;
  };
  const parts: string[] = [];
  if (data.servers.length) {
    const selectId = id();
    const choose =
      data.servers.length > 1
        ? `<label for="${selectId}">${esc(t.server)}</label><select id="${selectId}" class="pg-server-select ws-server-select">${data.servers
            .map((s, i) => `<option${attrs({ value: String(i) })}>${esc(s.name)} — ${esc(s.url)}${s.description ? ` — ${esc(s.description)}` : ''}</option>`)
            .join('')}</select>`
        : `<div class="pg-server-single"><span class="pg-name">${esc(data.servers[0]!.name)}</span> <code>${esc(data.servers[0]!.url)}</code></div>`;
    const vars = data.servers.map((s, i) =>
      s.variables.length ? `<div${attrs({ class: 'pg-server-vars', 'data-server': String(i), hidden: i > 0 })}>${s.variables.map((v) => field('ws-var', `{${v.name}}`, v)).join('')}</div>` : '',
    );
    parts.push(`<fieldset class="pg-group pg-servers"><legend>${esc(t.server)}</legend>${choose}${vars.join('')}</fieldset>`);
  }
  if (data.parameters.length) {
    parts.push(`<fieldset class="pg-group"><legend>${esc(t.wsChannelParameters)}</legend>${data.parameters.map((p) => field('ws-param', p.name, p)).join('')}</fieldset>`);
  }
  const query = data.query.map((q) =>
    field('ws-query', q.name, { name: q.name, ...(q.description && { description: q.description }), ...(q.value !== undefined && { value: q.value }) }, {
      ...(q.scheme && { 'data-scheme': q.scheme, type: 'password' }),
      ...(q.required && { 'aria-required': 'true' }),
    }),
  );
  const protocols = field('ws-protocols', t.wsSubprotocols, { name: 'subprotocols' });
  const unsent = data.unsent.length ? `<p class="pg-note ws-unsent">${esc(formatMessage(t.wsNotSent, { names: data.unsent.join(', ') }))}</p>` : '';
  parts.push(`<fieldset class="pg-group pg-auth"><legend>${esc(t.queryParameters)}</legend>${query.join('')}${protocols}${unsent}</fieldset>`);
  const url = wsUrl(data, { serverIndex: 0, variables: {}, parameters: {}, query: {} });
  parts.push(`<div class="ws-url-row"><span class="pg-name">${esc(t.wsConnectionUrl)}</span> <code class="ws-url">${esc(url)}</code></div>`);
  if (!simple) {
    parts.push(
      `<div class="pg-actions"><button type="submit" class="pg-send ws-connect" disabled>${esc(t.wsConnect)}</button><button type="button" class="pg-add ws-disconnect" hidden>${esc(t.wsDisconnect)}</button><span class="pg-status ws-state" role="status">${esc(t.wsNeedsJavaScript)}</span></div>`,
    );
  }
  const composerId = id();
  const select =
    data.messages.length > 1
      ? `<label for="${composerId}-select">${esc(t.wsMessage)}</label><select id="${composerId}-select" class="pg-media-select ws-message-select">${data.messages.map((m, i) => `<option value="${i}">${esc(m.title)}</option>`).join('')}</select>`
      : '';
  const areas = data.messages.length
    ? data.messages.map((m, i) => {
        const areaId = `${composerId}-${i}`;
        return `<div${attrs({ class: 'pg-raw ws-message', 'data-message': m.name, hidden: i > 0 })}><label for="${areaId}">${esc(m.title)}</label><textarea${attrs({ id: areaId, class: 'pg-raw-input ws-input', rows: 6, spellcheck: 'false' })}>${esc(m.example)}</textarea></div>`;
      })
    : [`<div class="pg-raw ws-message"><label for="${composerId}-0">${esc(t.wsMessage)}</label><textarea id="${composerId}-0" class="pg-raw-input ws-input" rows="6" spellcheck="false"></textarea></div>`];
  const sendButton = simple ? '' : `<div class="pg-actions"><button type="button" class="pg-send ws-send" disabled>${esc(t.send)}</button></div>`;
  return [
    `<section${attrs({ id: 'ws-playground', class: 'api-playground ws-playground', 'data-display': data.display, 'aria-labelledby': 'ws-playground-title', 'data-pagefind-ignore': true })}>`,
    `<h2 id="ws-playground-title">${esc(t.tryIt)}</h2>`,
    simple ? `<p class="pg-simple-note" role="note"><strong>${esc(t.simpleMode)}</strong> ${esc(data.reason)}</p>` : '',
    `<form class="pg-form ws-form" novalidate>${parts.join('')}</form>`,
    `<fieldset class="pg-group ws-composer"><legend>${esc(t.wsMessage)}</legend>${select}${areas.join('')}${sendButton}</fieldset>`,
    simple
      ? ''
      : `<div class="ws-log-box" hidden><div class="ws-log-head"><h3>${esc(t.wsMessages)}</h3><button type="button" class="pg-add ws-clear">${esc(t.wsClear)}</button></div><ol class="ws-log" aria-live="polite"></ol></div>`,
    `<script type="application/json" class="ws-data">${islandJson(data)}</script>`,
    '</section>',
  ].join('');
}
