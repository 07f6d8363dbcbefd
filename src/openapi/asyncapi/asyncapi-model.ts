import { deref } from '../resolve-ref.js';

/** One message a channel carries. */
export interface MessageView {
  name: string;
  title?: string;
  summary?: string;
  description?: string;
  contentType?: string;
  payload?: unknown;
  headers?: unknown;
  examples: unknown[];
}

/** An operation on a channel: the application sends (publishes) or receives (subscribes). */
export interface ChannelOperationView {
  id: string;
  action: 'send' | 'receive';
  summary?: string;
  description?: string;
  messages: MessageView[];
}

/** What a channel page shows. */
export interface ChannelView {
  /** The key in `channels`. */
  id: string;
  /** The address (3.x `address`, 2.x the key). */
  address: string;
  title?: string;
  /** Names of the channel's tags (3.x), in order: the first groups its generated page. */
  tags: string[];
  /** 3.x `summary`: a short line, the generated page's subtitle. */
  summary?: string;
  description?: string;
  parameters: { name: string; description?: string; schema?: unknown }[];
  operations: ChannelOperationView[];
  /** Messages of the channel that no operation names (3.x). */
  messages: MessageView[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const entries = (v: unknown): [string, unknown][] => (v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v) : []);

function messageView(doc: any, name: string, raw: unknown): MessageView[] {
  const m = deref<any>(doc, raw);
  if (!m || typeof m !== 'object') return [];
  // 2.x: `message: { oneOf: [...] }` lists alternatives.
  if (Array.isArray(m.oneOf)) return m.oneOf.flatMap((alt: unknown, i: number) => messageView(doc, `${name} ${i + 1}`, alt));
  const examples = Array.isArray(m.examples) ? m.examples.map((e: any) => (e && typeof e === 'object' && 'payload' in e ? e.payload : e)) : [];
  return [{
    name: str(m.name) ?? name,
    ...(str(m.title) && { title: str(m.title) }),
    ...(str(m.summary) && { summary: str(m.summary) }),
    ...(str(m.description) && { description: str(m.description) }),
    ...(str(m.contentType ?? doc.defaultContentType) && { contentType: str(m.contentType ?? doc.defaultContentType) }),
    ...(m.payload !== undefined && { payload: m.payload }),
    ...(m.headers !== undefined && { headers: m.headers }),
    examples,
  }];
}

/** The ref name (last pointer segment) of a `{ $ref }`, for 3.x operations naming their channel and messages. */
const refTarget = (v: unknown) => (v && typeof v === 'object' && typeof (v as { $ref?: unknown }).$ref === 'string' ? (v as { $ref: string }).$ref : undefined);

/** Every channel of an AsyncAPI 2.x or 3.x document, in document order. Pure. */
export function asyncApiChannels(doc: any): ChannelView[] {
  const v3 = String(doc?.asyncapi ?? '').startsWith('3.');
  return entries(doc?.channels).map(([id, raw]) => {
    const ch = deref<any>(doc, raw) ?? {};
    const parameters = entries(ch.parameters).map(([name, p]) => {
      const param = deref<any>(doc, p) ?? {};
      const schema = param.schema ?? (v3 && (param.enum || param.default !== undefined) ? { type: 'string', ...(param.enum && { enum: param.enum }), ...(param.default !== undefined && { default: param.default }) } : undefined);
      return { name, ...(str(param.description) && { description: str(param.description) }), ...(schema !== undefined && { schema }) };
    });
    const operations: ChannelOperationView[] = [];
    const channelMessages = v3 ? entries(ch.messages).flatMap(([name, m]) => messageView(doc, name, m)) : [];
    const used = new Set<string>();
    if (v3) {
      const ownRef = `#/channels/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      for (const [opId, rawOp] of entries(doc.operations)) {
        const op = deref<any>(doc, rawOp) ?? {};
        if (refTarget(op.channel) !== ownRef) continue;
        const refs = Array.isArray(op.messages) && op.messages.length ? op.messages.map(refTarget).filter(Boolean) : undefined;
        const messages = refs
          ? refs.flatMap((ref: string) => {
              const name = decodeURIComponent(ref.split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~'));
              used.add(name);
              return messageView(doc, name, { $ref: ref });
            })
          : channelMessages;
        if (!refs) for (const m of channelMessages) used.add(m.name);
        operations.push({ id: opId, action: op.action === 'receive' ? 'receive' : 'send', ...(str(op.summary) && { summary: str(op.summary) }), ...(str(op.description) && { description: str(op.description) }), messages });
      }
    } else {
      // 2.x names operations from the client's side: `subscribe` = the application sends.
      for (const [key, action] of [['subscribe', 'send'], ['publish', 'receive']] as const) {
        const op = deref<any>(doc, ch[key]);
        if (!op) continue;
        operations.push({ id: str(op.operationId) ?? `${key} ${id}`, action, ...(str(op.summary) && { summary: str(op.summary) }), ...(str(op.description) && { description: str(op.description) }), messages: messageView(doc, str(op.operationId) ?? key, op.message) });
      }
    }
    return {
      id,
      address: v3 ? (str(ch.address) ?? id) : id,
      ...(str(ch.title) && { title: str(ch.title) }),
      tags: (Array.isArray(ch.tags) ? ch.tags : []).map((t: unknown) => str(deref<any>(doc, t)?.name)).filter((n: string | undefined): n is string => Boolean(n)),
      ...(str(ch.summary) && { summary: str(ch.summary) }),
      ...(str(ch.description) && { description: str(ch.description) }),
      parameters,
      operations,
      messages: channelMessages.filter((m) => !used.has(m.name)),
    };
  });
}

/** The channel a page names: its key, or (3.x) its address. */
export function findChannel(doc: any, name: string): ChannelView | undefined {
  const channels = asyncApiChannels(doc);
  return channels.find((c) => c.id === name) ?? channels.find((c) => c.address === name);
}

/** docs.json `api.asyncapi` (a path or URL, a list, or `{ source }`) as document sources. */
export function configuredAsyncApiSources(value: unknown): string[] {
  const one = (v: unknown) => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { source?: unknown }).source === 'string' ? (v as { source: string }).source : undefined);
  return (Array.isArray(value) ? value.map(one) : [one(value)]).filter((s): s is string => s !== undefined && s.trim() !== '');
}

/** A page's frontmatter `asyncapi: "[file] channel"`, split; undefined when it is not a string. */
export function parseAsyncApiFrontmatter(value: unknown): { file?: string; channel: string } | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const tokens = value.trim().split(/\s+/);
  return tokens.length > 1 ? { file: tokens[0]!, channel: tokens.slice(1).join(' ') } : { channel: tokens[0]! };
}
