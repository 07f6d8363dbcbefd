import { messages } from '../messages.js';
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
  if (result.blob) {
    box.append(title, line, headers, blobPreview(doc, result.blob, result.contentType));
    return;
  }
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

/** Objects URLs of the previous response, released when the next one is shown. */
let objectUrls: string[] = [];

/** An image, audio or video response previewed; every binary body also as a download link with its size. */
function blobPreview(doc: Document, blob: Blob, contentType: string): HTMLElement {
  for (const url of objectUrls) URL.revokeObjectURL(url);
  const url = URL.createObjectURL(blob);
  objectUrls = [url];
  const t = messages(doc);
  const box = doc.createElement('div');
  box.className = 'pg-body-preview';
  // SVG could carry script: an <img> never runs it, but it is offered as a download like other files.
  if (/^image\/(png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)\b/i.test(contentType)) {
    const img = doc.createElement('img');
    img.className = 'pg-image';
    img.alt = t.responseImage;
    img.src = url;
    box.append(img);
  } else if (/^(audio|video)\//i.test(contentType)) {
    // The browser's own player; a format it cannot play still gets the download link below.
    const media = doc.createElement(/^audio\//i.test(contentType) ? 'audio' : 'video');
    media.className = 'pg-media-preview';
    media.controls = true;
    media.src = url;
    box.append(media);
  }
  const link = doc.createElement('a');
  link.className = 'pg-download';
  link.href = url;
  link.download = `response${extension(contentType)}`;
  link.textContent = t.downloadResponse.replace('{size}', formatSize(blob.size));
  box.append(link);
  return box;
}

function extension(contentType: string): string {
  const sub = /^[\w.+-]+\/([\w.+-]+)/.exec(contentType)?.[1]?.toLowerCase();
  if (!sub || sub === 'octet-stream') return '.bin';
  return `.${sub === 'jpeg' ? 'jpg' : sub.replace(/^(x-|vnd\.)/, '').replace(/\+.*$/, '')}`;
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
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
