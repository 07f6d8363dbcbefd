import { exampleFromSchema } from '../example-from-schema.js';
import { deref } from '../resolve-ref.js';
import type { ChannelView, MessageView } from '../asyncapi/asyncapi-model.js';
import { channelServerNames, entries, securityOf, serverVariables, type ServerVariableView } from '../asyncapi/asyncapi-servers.js';
import type { PlaygroundOptions } from './playground-data.js';

/**
 * What the WebSocket playground of an AsyncAPI channel page needs: the channel's ws/wss servers,
 * the query parameters a browser can put on the URL (ws bindings, `httpApiKey` in query), what it
 * cannot send (headers, cookies, other credentials), and the messages a client sends, each with
 * an example. Pure and DOM-free: the server renders from it and the browser chunk reads it as JSON.
 */

export type WsVariable = ServerVariableView;

export interface WsServer {
  /** The key in `servers`. */
  name: string;
  /** `ws://host/path` with `{variable}` placeholders. */
  url: string;
  description?: string;
  variables: WsVariable[];
}

/** A query parameter on the connection URL: a ws binding's, or an API key the server takes in the query. */
export interface WsQueryParam {
  name: string;
  required: boolean;
  description?: string;
  /** The security scheme it carries (stored like the HTTP playground's credentials). */
  scheme?: string;
  /** Prefilled value (the binding schema's default/example). */
  value?: string;
}

export interface WsMessage {
  name: string;
  title: string;
  /** The first example, else one generated from the payload schema; text as the composer shows it. */
  example: string;
}

export interface WsChannelData {
  display: 'interactive' | 'simple';
  reason?: string;
  servers: WsServer[];
  /** The channel address with `{parameter}` placeholders. */
  address: string;
  parameters: WsVariable[];
  query: WsQueryParam[];
  /** Headers, cookies and credentials the spec asks for that a browser cannot put on a WebSocket. */
  unsent: string[];
  messages: WsMessage[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const WS_PROTOCOLS = new Set(['ws', 'wss']);

/** A server's URL as the browser opens it: 2.x `url` (scheme optional), 3.x `host` + `pathname`. */
function serverUrl(s: any): string | undefined {
  const protocol = str(s.protocol)?.toLowerCase();
  const raw = str(s.url) ?? (str(s.host) !== undefined ? `${str(s.host)}${str(s.pathname) ?? ''}` : undefined);
  if (!raw) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw)?.[1]?.toLowerCase();
  if (scheme) return WS_PROTOCOLS.has(scheme) ? raw : undefined;
  return protocol && WS_PROTOCOLS.has(protocol) ? `${protocol}://${raw}` : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

function wsMessage(doc: any, m: MessageView): WsMessage | undefined {
  const value = m.examples.length ? m.examples[0] : m.payload !== undefined ? exampleFromSchema(doc, m.payload, 'request') : undefined;
  return { name: m.name, title: m.title ?? m.name, example: value === undefined ? '' : text(value) };
}

/** The WebSocket playground's data for a channel; undefined when `api.playground.display` is `none`. */
export function wsChannelData(doc: any, channel: ChannelView, opts: PlaygroundOptions = {}): WsChannelData | undefined {
  const display = opts.display ?? 'interactive';
  if (display === 'none') return undefined;
  const raw = deref<any>(doc, doc?.channels?.[channel.id]) ?? {};
  const only = channelServerNames(raw);
  const servers: WsServer[] = [];
  const query: WsQueryParam[] = [];
  const unsent = new Set<string>();
  for (const [name, rawServer] of entries(doc?.servers)) {
    if (only && !only.has(name)) continue;
    const s = deref<any>(doc, rawServer) ?? {};
    const url = serverUrl(s);
    if (!url) continue;
    servers.push({ name, url, ...(str(s.description) && { description: str(s.description) }), variables: serverVariables(doc, s.variables) });
    for (const [scheme, sec] of securityOf(doc, s.security)) {
      if (query.some((q) => q.scheme === scheme)) continue;
      if (sec.type === 'httpApiKey' && sec.in === 'query' && str(sec.name)) query.push({ name: sec.name, required: true, scheme, ...(str(sec.description) && { description: str(sec.description) }) });
      else if (sec.type === 'httpApiKey') unsent.add(`${sec.name ?? scheme} (${sec.in ?? 'header'})`);
      else unsent.add(`${scheme} (${[sec.type, sec.scheme].filter(Boolean).join(' ')})`);
    }
  }
  // ws bindings: `query` and `headers` are JSON Schema objects.
  const binding = deref<any>(doc, deref<any>(doc, raw.bindings)?.ws) ?? {};
  const querySchema = deref<any>(doc, binding.query) ?? {};
  const requiredQuery = new Set(Array.isArray(querySchema.required) ? querySchema.required : []);
  for (const [name, rawProp] of entries(querySchema.properties)) {
    const prop = deref<any>(doc, rawProp) ?? {};
    const value = prop.default ?? prop.example ?? (Array.isArray(prop.enum) ? prop.enum[0] : undefined);
    query.push({ name, required: requiredQuery.has(name), ...(str(prop.description) && { description: str(prop.description) }), ...(value !== undefined && { value: String(value) }) });
  }
  for (const [name] of entries(deref<any>(doc, binding.headers)?.properties)) unsent.add(`${name} (header)`);
  // The messages a client sends first: the application's `receive` operations.
  const ordered = [...channel.operations.filter((o) => o.action === 'receive'), ...channel.operations.filter((o) => o.action === 'send')].flatMap((o) => o.messages);
  const seen = new Set<string>();
  const messages = [...ordered, ...channel.messages].flatMap((m) => {
    if (seen.has(m.name)) return [];
    seen.add(m.name);
    return [wsMessage(doc, m)].filter((x): x is WsMessage => x !== undefined);
  });
  // Nothing a browser can connect to (no ws/wss server, e.g. a Kafka or MQTT channel): no
  // panel; the page's Servers section says where the channel lives.
  if (!servers.length) return undefined;
  const reason = display === 'simple' ? 'This site shows the connection without opening it (api.playground.display is "simple").' : undefined;
  return {
    display: reason ? 'simple' : 'interactive',
    ...(reason && { reason }),
    servers,
    address: channel.address,
    parameters: channel.parameters.map((p) => {
      const schema = deref<any>(doc, p.schema) ?? {};
      const values = Array.isArray(schema.enum) ? schema.enum.map(String) : undefined;
      const def = schema.default !== undefined ? String(schema.default) : schema.examples?.[0] !== undefined ? String(schema.examples[0]) : values?.[0];
      return { name: p.name, ...(def !== undefined && { default: def }), ...(values && { enum: values }), ...(p.description && { description: p.description }) };
    }),
    query,
    unsent: [...unsent],
    messages,
  };
}

/** The values the reader chose, by name; empty or missing ones use their default. */
export interface WsInputs {
  serverIndex: number;
  variables: Record<string, string>;
  parameters: Record<string, string>;
  query: Record<string, string>;
}

const fill = (template: string, vars: readonly WsVariable[], values: Record<string, string>) =>
  template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const v = values[name] || vars.find((x) => x.name === name)?.default;
    return v === undefined ? whole : encodeURIComponent(v);
  });

/** The URL the playground connects to: server (variables filled) + channel address (parameters filled) + query. */
export function wsUrl(data: WsChannelData, inputs: WsInputs): string {
  const server = data.servers[inputs.serverIndex] ?? data.servers[0];
  if (!server) return '';
  // Server variables fill host names and ports, which must not be percent-encoded.
  const base = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => inputs.variables[name] || server.variables.find((v) => v.name === name)?.default || whole);
  const address = fill(data.address, data.parameters, inputs.parameters);
  const joined = !address || address === '/' ? base + (address === '/' && !base.endsWith('/') ? '/' : '') : `${base.replace(/\/+$/, '')}/${address.replace(/^\/+/, '')}`;
  const pairs = data.query.map((q) => [q.name, inputs.query[q.name] ?? q.value ?? ''] as const).filter(([, v]) => v !== '');
  if (!pairs.length) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}
