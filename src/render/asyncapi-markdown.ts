import type { ChannelView, MessageView } from '../openapi/asyncapi/asyncapi-model.js';
import { typeLabel } from '../openapi/schema-utils.js';
import { schemaMarkdownList } from './api-markdown.js';

const oneLine = (text: string | undefined) => (text ?? '').trim().replace(/\s*\n\s*/g, ' ');

/**
 * An AsyncAPI channel as Markdown (the page's `.md` twin and llms-full.txt): address,
 * parameters, then each operation's messages with their payload and header fields.
 * `schema: false` (docs.json `markdown.schema`) leaves the field lists out.
 */
export function channelMarkdown(document: unknown, channel: ChannelView, opts: { schema?: boolean } = {}): string {
  const withSchema = opts.schema !== false;
  const out: string[] = [`Channel: \`${channel.address}\``, ''];
  if (channel.description) out.push(channel.description.trim(), '');
  if (channel.parameters.length) {
    out.push('## Parameters', '');
    for (const p of channel.parameters) out.push(`- \`${p.name}\`${p.schema !== undefined ? ` (${typeLabel(document, p.schema)})` : ''}${p.description ? ` — ${oneLine(p.description)}` : ''}`);
    out.push('');
  }
  const message = (m: MessageView) => {
    out.push(`### Message: ${m.title ?? m.name}`, '');
    if (m.contentType) out.push(`Content type: \`${m.contentType}\``, '');
    if (m.summary || m.description) out.push(oneLine(m.description ?? m.summary), '');
    if (!withSchema) return;
    for (const [label, schema] of [['Headers', m.headers], ['Payload', m.payload]] as const) {
      if (schema === undefined) continue;
      const list = schemaMarkdownList(document, schema);
      out.push(list.length ? `${label}:\n\n${list.join('\n')}` : `${label}: ${typeLabel(document, schema)}`, '');
    }
  };
  for (const op of channel.operations) {
    out.push(`## ${op.action === 'send' ? 'Send' : 'Receive'}: ${op.summary ?? op.id}`, '');
    if (op.description) out.push(op.description.trim(), '');
    op.messages.forEach(message);
  }
  if (channel.messages.length) {
    out.push('## Messages', '');
    channel.messages.forEach(message);
  }
  return out.join('\n').trim();
}
