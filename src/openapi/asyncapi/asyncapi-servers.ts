import { deref } from '../resolve-ref.js';

/** A server variable (`{region}` in a host or URL). */
export interface ServerVariableView {
  name: string;
  default?: string;
  enum?: string[];
  description?: string;
}

/** One server a channel is reachable on, as its page lists it. */
export interface ServerView {
  /** The key in `servers`. */
  name: string;
  /** As written: 2.x `url`, 3.x `host` + `pathname` (variables left as `{name}`). */
  url: string;
  protocol?: string;
  protocolVersion?: string;
  title?: string;
  description?: string;
  variables: ServerVariableView[];
  /** Names of the security schemes the server requires. */
  security: string[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
export const entries = (v: unknown): [string, any][] => (v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v) : []);

/** A server's variables: default (else the first enum value), enum, description. */
export function serverVariables(doc: any, raw: unknown): ServerVariableView[] {
  return entries(raw).map(([name, v]) => {
    const variable = deref<any>(doc, v) ?? {};
    const values = Array.isArray(variable.enum) ? variable.enum.map(String) : undefined;
    const def = variable.default !== undefined ? String(variable.default) : values?.[0];
    return { name, ...(def !== undefined && { default: def }), ...(values && { enum: values }), ...(str(variable.description) && { description: str(variable.description) }) };
  });
}

/** The names of the servers a channel is limited to (2.x names, 3.x `$ref`s); undefined: all. */
export function channelServerNames(raw: any): Set<string> | undefined {
  if (!Array.isArray(raw?.servers) || !raw.servers.length) return undefined;
  return new Set(raw.servers.map((s: unknown) => (typeof s === 'string' ? s : decodeURIComponent(String((s as { $ref?: string })?.$ref ?? '').split('/').pop() ?? ''))));
}

/** 2.x `[{ name: scopes }]`, 3.x `[scheme | { $ref }]` → [name, scheme object]. */
export function securityOf(doc: any, list: unknown): [string, any][] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: any): [string, any][] => {
    if (item && typeof item.$ref === 'string') return [[decodeURIComponent(item.$ref.split('/').pop()), deref<any>(doc, item) ?? {}]];
    if (item && typeof item.type === 'string') return [[str(item.name) ?? item.type, item]];
    return entries(item).map(([name]) => [name, deref<any>(doc, doc?.components?.securitySchemes?.[name]) ?? {}]);
  });
}

/**
 * The servers a channel's page lists (every server of the document unless the channel names
 * its own), whatever their protocol: the WebSocket playground connects only to ws/wss ones,
 * but readers of a Kafka or MQTT channel need its broker too. Pure.
 */
export function channelServers(doc: any, channelId: string): ServerView[] {
  const raw = deref<any>(doc, doc?.channels?.[channelId]) ?? {};
  const only = channelServerNames(raw);
  const servers: ServerView[] = [];
  for (const [name, rawServer] of entries(doc?.servers)) {
    if (only && !only.has(name)) continue;
    const s = deref<any>(doc, rawServer) ?? {};
    const url = str(s.url) ?? (str(s.host) !== undefined ? `${str(s.host)}${str(s.pathname) ?? ''}` : undefined);
    if (!url) continue;
    servers.push({
      name,
      url,
      ...(str(s.protocol) && { protocol: str(s.protocol) }),
      ...(s.protocolVersion !== undefined && { protocolVersion: String(s.protocolVersion) }),
      ...(str(s.title) && { title: str(s.title) }),
      ...(str(s.description) && { description: str(s.description) }),
      variables: serverVariables(doc, s.variables),
      security: securityOf(doc, s.security).map(([scheme]) => scheme),
    });
  }
  return servers;
}
