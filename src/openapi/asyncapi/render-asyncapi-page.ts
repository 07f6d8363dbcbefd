import { EN, type UiMessages } from '../../shared/ui-messages/en.js';
import { attrs, esc, join, jsonBlock } from '../html.js';
import { renderMarkdown } from '../markdown.js';
import { renderSchemaBlock, schemaContext } from '../render-schema.js';
import type { PlaygroundOptions } from '../playground/playground-data.js';
import { renderWsPlayground } from '../playground/render-ws-playground.js';
import { wsChannelData } from '../playground/ws-channel-data.js';
import type { AsyncApiDocument } from './load-asyncapi.js';
import type { ChannelView, MessageView } from './asyncapi-model.js';
import { channelServers, type ServerView } from './asyncapi-servers.js';

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
  const servers = channelServers(api.document, channel.id);
  return join([
    `<div${attrs({ class: 'api-page asyncapi-channel', 'data-asyncapi': api.id, 'data-channel': channel.id })}>`,
    `<div class="api-endpoint"><span class="api-method api-method-channel">CHANNEL</span> <code class="api-url"><span class="api-path">${esc(channel.address)}</span></code></div>`,
    channel.description && `<div class="api-description">${renderMarkdown(channel.description)}</div>`,
    ws && renderWsPlayground(ws, t),
    servers.length > 0 && `<section class="api-params asyncapi-servers"><h2>${esc(t.servers)}</h2>${servers.map((server) => renderServer(server, t)).join('')}</section>`,
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

/** A server: name, protocol, URL as written, description, variables and required security. */
function renderServer(server: ServerView, t: UiMessages): string {
  const protocol = [server.protocol, server.protocolVersion].filter(Boolean).join(' ');
  return join([
    `<div${attrs({ class: 'api-field asyncapi-server', 'data-name': server.name })}>`,
    `<div class="api-field-head"><code class="api-field-name">${esc(server.name)}</code>${protocol ? ` <span class="api-type">${esc(protocol)}</span>` : ''}</div>`,
    `<div><code class="api-url">${esc(server.url)}</code></div>`,
    (server.title || server.description) && `<div class="api-description">${renderMarkdown(server.description ?? server.title ?? '')}</div>`,
    server.variables.length > 0 &&
      `<ul class="asyncapi-server-variables">${server.variables
        .map((v) =>
          join([
            `<li><code>{${esc(v.name)}}</code>`,
            v.default !== undefined && ` ${esc(t.defaultValue)} <code>${esc(v.default)}</code>`,
            v.enum && v.enum.length > 1 && ` ${esc(t.allowedValues)} ${v.enum.map((value) => `<code>${esc(value)}</code>`).join(', ')}`,
            v.description && ` — ${esc(v.description)}`,
            '</li>',
          ]),
        )
        .join('')}</ul>`,
    server.security.length > 0 && `<div class="asyncapi-server-security">${esc(t.authorization)}: ${server.security.map((name) => `<code>${esc(name)}</code>`).join(', ')}</div>`,
    '</div>',
  ]);
}
