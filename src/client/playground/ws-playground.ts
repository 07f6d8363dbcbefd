/**
 * The WebSocket playground of AsyncAPI channel pages: behaviour over the server-rendered form
 * (src/openapi/playground/render-ws-playground.ts). Loaded lazily by quire.ts only on pages that
 * have one. Connect opens a WebSocket to the URL the form shows; Send sends the composer's text;
 * the log records both directions and every change of the connection's state.
 */
import { formatMessage } from '../../shared/ui-messages/en.js';
import { messages } from '../messages.js';
import { wsUrl, type WsChannelData, type WsInputs } from '../../openapi/playground/ws-channel-data.js';
import { loadAuth, saveAuth } from './auth-storage.js';
import { appendLog } from './ws-log.js';

export function enhanceWsPlaygrounds(doc: Document): void {
  for (const section of Array.from(doc.querySelectorAll<HTMLElement>('section.ws-playground'))) {
    const island = section.querySelector('script.ws-data');
    if (!island?.textContent || section.classList.contains('pg-enhanced')) continue;
    enhance(section, JSON.parse(island.textContent) as WsChannelData);
  }
}

function enhance(section: HTMLElement, data: WsChannelData): void {
  const t = messages(section.ownerDocument);
  const q = <T extends HTMLElement>(selector: string) => section.querySelector<T>(selector);
  const all = <T extends HTMLElement>(selector: string) => Array.from(section.querySelectorAll<T>(selector));
  const form = q<HTMLFormElement>('form.ws-form')!;
  const urlBox = q('.ws-url');
  const connect = q<HTMLButtonElement>('.ws-connect');
  const disconnect = q<HTMLButtonElement>('.ws-disconnect');
  const state = q('.ws-state');
  const sendButton = q<HTMLButtonElement>('.ws-send');
  const serverSelect = q<HTMLSelectElement>('.ws-server-select');
  const messageSelect = q<HTMLSelectElement>('.ws-message-select');
  const logBox = q('.ws-log-box');
  const log = q('.ws-log');
  section.classList.add('pg-enhanced');
  // API keys share the HTTP playground's session storage, keyed by the AsyncAPI document.
  const api = section.closest<HTMLElement>('[data-asyncapi]')?.dataset.asyncapi ?? location.pathname;
  for (const input of all<HTMLInputElement>('.ws-query[data-scheme]')) {
    const stored = loadAuth(api, input.dataset.scheme!).token;
    if (stored) input.value = stored;
  }

  const values = (selector: string) => Object.fromEntries(all<HTMLInputElement>(selector).map((el) => [el.dataset.name!, el.value.trim()]));
  const inputs = (): WsInputs => {
    const serverIndex = Number(serverSelect?.value ?? 0);
    return { serverIndex, variables: values(`.pg-server-vars[data-server="${serverIndex}"] .ws-var`), parameters: values('.ws-param'), query: values('.ws-query') };
  };
  const update = () => {
    for (const box of all('.pg-server-vars')) box.hidden = box.dataset.server !== (serverSelect?.value ?? '0');
    if (urlBox) urlBox.textContent = wsUrl(data, inputs());
  };
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.dataset.scheme) saveAuth(api, target.dataset.scheme, { token: target.value });
    update();
  });
  form.addEventListener('change', update);
  messageSelect?.addEventListener('change', () => {
    all('.ws-message').forEach((box, i) => (box.hidden = i !== Number(messageSelect.value)));
  });

  let socket: WebSocket | undefined;
  const setState = (text: string, open: boolean) => {
    if (state) state.textContent = text;
    if (connect) connect.hidden = open;
    if (disconnect) disconnect.hidden = !open;
    if (sendButton) sendButton.disabled = !open;
  };
  const write = (kind: Parameters<typeof appendLog>[1], label: string, body?: string) => {
    if (!log || !logBox) return;
    logBox.hidden = false;
    appendLog(log, kind, label, body);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (data.display !== 'interactive' || socket) return;
    const url = wsUrl(data, inputs());
    const protocols = (q<HTMLInputElement>('.ws-protocols')?.value ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    let ws: WebSocket;
    try {
      ws = new WebSocket(url, protocols);
    } catch (err) {
      // An invalid URL, or ws:// from an https page (mixed content): the constructor throws.
      const reason = err instanceof Error ? err.message : String(err);
      write('error', formatMessage(t.wsError, { error: reason }));
      setState(formatMessage(t.wsError, { error: reason }), false);
      return;
    }
    socket = ws;
    ws.binaryType = 'arraybuffer';
    setState(t.wsConnecting, true);
    if (sendButton) sendButton.disabled = true;
    write('state', `${t.wsConnecting} ${url}`);
    ws.addEventListener('open', () => {
      const label = ws.protocol ? `${t.wsOpen} (${ws.protocol})` : t.wsOpen;
      setState(label, true);
      write('state', label);
    });
    ws.addEventListener('message', (event: MessageEvent) => {
      const body = typeof event.data === 'string' ? event.data : `<${(event.data as ArrayBuffer).byteLength} bytes>`;
      write('received', t.wsReceived, body);
    });
    ws.addEventListener('error', () => {
      // The browser keeps the cause to itself (a refused connection, a failed handshake, a TLS error).
      write('error', formatMessage(t.wsError, { error: url }));
    });
    ws.addEventListener('close', (event: CloseEvent) => {
      if (socket === ws) socket = undefined;
      const label = formatMessage(t.wsClosed, { code: event.code, reason: event.reason }).trim();
      setState(label, false);
      write('state', label);
      connect?.focus();
    });
  });
  disconnect?.addEventListener('click', () => {
    socket?.close(1000);
  });
  sendButton?.addEventListener('click', () => {
    const area = messageSelect ? all<HTMLTextAreaElement>('.ws-input')[Number(messageSelect.value)] : q<HTMLTextAreaElement>('.ws-input');
    if (!socket || socket.readyState !== WebSocket.OPEN || !area) return;
    socket.send(area.value);
    write('sent', t.wsSent, area.value);
  });
  q('.ws-clear')?.addEventListener('click', () => log?.replaceChildren());

  update();
  if (connect && data.display === 'interactive') {
    connect.disabled = false;
    if (state) state.textContent = '';
  }
}
