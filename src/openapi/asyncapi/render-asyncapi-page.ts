import { EN, type UiMessages } from '../../shared/ui-messages/en.js';
import { attrs, esc, join, jsonBlock } from '../html.js';
import { renderMarkdown } from '../markdown.js';
import { renderSchemaBlock, schemaContext } from '../render-schema.js';
import type { PlaygroundOptions } from '../playground/playground-data.js';
import { renderWsPlayground } from '../playground/render-ws-playground.js';
import { wsChannelData } from '../playground/ws-channel-data.js';
import type { AsyncApiDocument } from './load-asyncapi.js';
import type { ChannelView, MessageView } from './asyncapi-model.js';

/**
 * A channel's reference (AsyncAPI): its address, parameters, then each operation (send /
 * receive) with its messages' headers and payload drawn by the OpenAPI schema renderer (AsyncAPI
 * schemas are JSON Schema too) and their examples, with the WebSocket playground after the
 * description. Pure.
 */
export function renderChannel(api: AsyncApiDocument, channel: ChannelView, t: UiMessages = EN, playground: PlaygroundOptions = {}): string {
  const ctx = schemaContext(api.document, { messages: t });
  // The WebSocket playground, after the description as on endpoint pages (display none: absent).
  const ws = wsChannelData(api.document, channel, playground);
  const message = (m: MessageView) =>
    join([
      `<div${attrs({ class: 'asyncapi-message', 'data-message': m.name })}>`,
      `<h4>${esc(m.title ?? m.name)}${m.contentType ? ` <code class="api-media-type">${esc(m.contentType)}</code>` : ''}</h4>`,
      (m.summary || m.description) && `<div class="api-description">${renderMarkdown(m.description ?? m.summary ?? '')}</div>`,
      m.headers !== undefined && `<div class="asyncapi-headers"><h5>${esc(t.headers)}</h5>${renderSchemaBlock(ctx, m.headers)}</div>`,
      m.payload !== undefined && `<div class="asyncapi-payload"><h5>Payload</h5>${renderSchemaBlock(ctx, m.payload)}</div>`,
      m.examples.length > 0 && `<div class="asyncapi-examples"><h5>${esc(t.example)}</h5>${m.examples.map((e) => jsonBlock(e)).join('')}</div>`,
      '</div>',
    ]);
  return join([
    `<div${attrs({ class: 'api-page asyncapi-channel', 'data-asyncapi': api.id, 'data-channel': channel.id })}>`,
    `<div class="api-endpoint"><span class="api-method api-method-channel">CHANNEL</span> <code class="api-url"><span class="api-path">${esc(channel.address)}</span></code></div>`,
    channel.description && `<div class="api-description">${renderMarkdown(channel.description)}</div>`,
    ws && renderWsPlayground(ws, t),
    channel.parameters.length > 0 &&
      `<section class="api-params" data-in="channel"><h2>${esc(t.pathParameters)}</h2>${channel.parameters
        .map((p) => `<div class="api-field" data-name="${esc(p.name)}"><div class="api-field-head"><code class="api-field-name">${esc(p.name)}</code></div>${p.description ? `<div class="api-description">${renderMarkdown(p.description)}</div>` : ''}${p.schema !== undefined ? renderSchemaBlock(ctx, p.schema) : ''}</div>`)
        .join('')}</section>`,
    ...channel.operations.map((op) =>
      join([
        `<section${attrs({ class: 'asyncapi-operation', 'data-action': op.action, 'data-operation': op.id })}>`,
        `<h2><span class="api-method api-method-${op.action}">${op.action === 'send' ? 'SEND' : 'RECEIVE'}</span> ${esc(op.summary ?? op.id)}</h2>`,
        op.description && `<div class="api-description">${renderMarkdown(op.description)}</div>`,
        ...op.messages.map(message),
        '</section>',
      ]),
    ),
    channel.messages.length > 0 && `<section class="asyncapi-operation" data-action="messages"><h2>Messages</h2>${channel.messages.map(message).join('')}</section>`,
    '</div>',
  ]);
}
