import { highlightJson } from './render-response.js';

/** What a log line records: a message each way, or a change of the connection's state. */
export type WsLogKind = 'sent' | 'received' | 'state' | 'error';

/** `14:03:27.412`: messages often arrive within the same second. */
export function logTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/**
 * Appends one line to the playground's log: time, what happened, and the message (JSON
 * pretty-printed and highlighted, other text as it came). Built with textContent only: a message
 * is whatever the server sent.
 */
export function appendLog(list: HTMLElement, kind: WsLogKind, label: string, body?: string, now = new Date()): HTMLElement {
  const doc = list.ownerDocument;
  const item = doc.createElement('li');
  item.className = `ws-entry ws-entry-${kind}`;
  item.dataset.kind = kind;
  const head = doc.createElement('div');
  head.className = 'ws-entry-head';
  const time = doc.createElement('time');
  time.className = 'pg-time';
  time.dateTime = now.toISOString();
  time.textContent = logTime(now);
  const what = doc.createElement('span');
  what.className = 'ws-entry-label';
  what.textContent = label;
  head.append(time, what);
  item.append(head);
  if (body !== undefined) {
    const pre = doc.createElement('pre');
    pre.className = 'pg-body ws-entry-body';
    const code = doc.createElement('code');
    pre.append(code);
    let parsed: unknown;
    let json = false;
    try {
      parsed = JSON.parse(body);
      json = typeof parsed === 'object' && parsed !== null;
    } catch {
      // not JSON: shown as text
    }
    if (json) highlightJson(code, parsed, 0);
    else code.textContent = body;
    item.append(pre);
  }
  list.append(item);
  // The log scrolls itself (max-height in playground.css), never the page.
  list.scrollTop = list.scrollHeight;
  return item;
}
