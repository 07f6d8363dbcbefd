import type { SendResult } from './send-request.js';

/** Shows a response: status, time, headers and the body (JSON pretty-printed and highlighted). */
export function renderResponse(box: HTMLElement, result: SendResult): void {
  const doc = box.ownerDocument;
  box.replaceChildren();
  box.hidden = false;
  const el = (tag: string, className?: string, text?: string) => {
    const e = doc.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const title = el('h3', undefined, 'Response');
  if (!result.ok) {
    const error = el('p', 'pg-error', result.message);
    error.setAttribute('role', 'alert');
    box.append(title, error);
    return;
  }
  const line = el('div', 'pg-status-line');
  const status = el('span', `pg-http-status pg-http-${String(result.status).charAt(0)}xx`, `${result.status}${result.statusText ? ` ${result.statusText}` : ''}`);
  status.setAttribute('data-status', String(result.status));
  line.append(status, el('span', 'pg-time', `${result.ms} ms`), el('span', 'pg-via', result.via === 'proxy' ? 'via local proxy' : 'direct'));
  const headers = el('details', 'pg-headers');
  headers.append(el('summary', undefined, `Headers (${result.headers.length})`));
  const dl = el('dl');
  for (const [k, v] of result.headers) dl.append(el('dt', undefined, k), el('dd', undefined, v));
  headers.append(dl);
  const pre = el('pre', 'pg-body');
  const code = el('code');
  pre.append(code);
  let parsed: unknown;
  let isJson = false;
  try {
    parsed = JSON.parse(result.body);
    isJson = result.body.trim() !== '';
  } catch {
    // not JSON: shown as text
  }
  if (isJson) highlightJson(code, parsed, 0);
  else code.textContent = result.body || '(empty body)';
  box.append(title, line, headers, pre);
}

/** Appends `value` as indented JSON with one span per token; text nodes only, never HTML. */
export function highlightJson(parent: HTMLElement, value: unknown, depth: number): void {
  const doc = parent.ownerDocument;
  const token = (className: string, text: string) => {
    const span = doc.createElement('span');
    span.className = className;
    span.textContent = text;
    parent.append(span);
  };
  const text = (t: string) => parent.append(doc.createTextNode(t));
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  if (value === null) return token('pg-j-null', 'null');
  if (typeof value === 'string') return token('pg-j-str', JSON.stringify(value));
  if (typeof value === 'number') return token('pg-j-num', String(value));
  if (typeof value === 'boolean') return token('pg-j-bool', String(value));
  if (Array.isArray(value)) {
    if (!value.length) return text('[]');
    text('[\n');
    value.forEach((v, i) => {
      text(pad);
      highlightJson(parent, v, depth + 1);
      text(i < value.length - 1 ? ',\n' : '\n');
    });
    return text(`${end}]`);
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return text('{}');
  text('{\n');
  entries.forEach(([k, v], i) => {
    text(pad);
    token('pg-j-key', JSON.stringify(k));
    text(': ');
    highlightJson(parent, v, depth + 1);
    text(i < entries.length - 1 ? ',\n' : '\n');
  });
  text(`${end}}`);
}
