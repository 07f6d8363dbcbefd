/**
 * The API playground: behaviour over the server-rendered "Try it" form. Loaded lazily by
 * quire.ts only on pages that have one. Builds every element with createElement/textContent.
 */
import { messages } from '../messages.js';
import { buildRequest, type AuthValue, type BuiltRequest, type RequestInputs } from '../../openapi/playground/build-request.js';
import type { PlaygroundData } from '../../openapi/playground/playground-data.js';
import { previewSources } from '../../openapi/playground/sample-from-request.js';
import { loadAuth, saveAuth } from './auth-storage.js';
import { readNode, type FileRegistry } from './read-form.js';
import { writeNode } from './write-form.js';
import { renderResponse } from './render-response.js';
import { runFlow, showRedirectUris } from './oauth-flows.js';
import { proxyAvailable, sendRequest } from './send-request.js';

export function enhancePlaygrounds(doc: Document): void {
  for (const section of Array.from(doc.querySelectorAll<HTMLElement>('section.api-playground'))) {
    const island = section.querySelector('script.pg-data');
    if (!island?.textContent) continue;
    enhance(section, JSON.parse(island.textContent) as PlaygroundData);
  }
}

function enhance(section: HTMLElement, data: PlaygroundData): void {
  const form = section.querySelector<HTMLFormElement>('form.pg-form')!;
  const send = section.querySelector<HTMLButtonElement>('.pg-send');
  const status = section.querySelector<HTMLElement>('.pg-status');
  const responseBox = section.querySelector<HTMLElement>('.pg-response')!;
  const serverSelect = section.querySelector<HTMLSelectElement>('.pg-server-select');
  const mediaSelect = section.querySelector<HTMLSelectElement>('.pg-media-select');
  let idCounter = 0;

  section.classList.add('pg-enhanced');
  // Stored credentials, shared by the pages of the same API document (`data-api` of the page).
  const api = section.closest<HTMLElement>('[data-api]')?.dataset.api ?? location.pathname;
  for (const input of authInputs(section)) {
    const stored = loadAuth(api, input.dataset.scheme!)[input.dataset.part as keyof AuthValue];
    if (stored) input.value = stored;
  }

  const selectedServer = () => Number(serverSelect?.value ?? 0);
  const showServerVars = () => {
    for (const box of Array.from(section.querySelectorAll<HTMLElement>('.pg-server-vars'))) box.hidden = Number(box.dataset.server) !== selectedServer();
  };
  const activeMedia = () => {
    const panels = Array.from(section.querySelectorAll<HTMLElement>('.pg-media'));
    return panels[Number(mediaSelect?.value ?? 0)] ?? panels[0];
  };

  const files: FileRegistry = new Map();
  const collect = (forPreview: boolean): RequestInputs => {
    files.clear();
    const variables: Record<string, string> = {};
    const vars = section.querySelector<HTMLElement>(`.pg-server-vars[data-server="${selectedServer()}"]`);
    for (const leaf of Array.from(vars?.querySelectorAll<HTMLElement>('[data-node]') ?? [])) {
      const v = readNode(leaf, files);
      if (typeof v === 'string') variables[leaf.dataset.key!] = v;
    }
    const params: Record<string, unknown> = {};
    for (const el of Array.from(section.querySelectorAll<HTMLElement>('[data-param]'))) params[el.dataset.param!] = readNode(el, files);
    const auth: Record<string, AuthValue> = {};
    for (const input of authInputs(section)) {
      const scheme = input.dataset.scheme!;
      (auth[scheme] ??= {})[input.dataset.part as keyof AuthValue] = input.value;
    }
    const inputs: RequestInputs = { serverIndex: selectedServer(), variables, params, auth, base: location.href, authPlaceholders: forPreview };
    const panel = activeMedia();
    if (panel && data.body) {
      const kind = panel.dataset.kind as NonNullable<RequestInputs['body']>['kind'];
      const mediaType = panel.dataset.media!;
      if (kind === 'binary') {
        const file = panel.querySelector<HTMLInputElement>('.pg-binary-input')?.files?.[0];
        if (file) files.set(file.name, file);
        if (file || data.body.required) inputs.body = { mediaType, kind, value: file ? { file: file.name } : undefined };
      } else if (panel.dataset.mode === 'raw') {
        const raw = panel.querySelector<HTMLTextAreaElement>('.pg-raw-input')?.value ?? '';
        if (raw.trim() || data.body.required) inputs.body = { mediaType, kind, value: undefined, raw };
      } else {
        const root = panel.querySelector<HTMLElement>('[data-body-root]');
        const value = root ? readNode(root, files) : undefined;
        if (value !== undefined || data.body.required) inputs.body = { mediaType, kind, value: value ?? {} };
      }
    }
    return inputs;
  };

  const updatePreview = () => {
    const sources = previewSources(buildRequest(data, collect(true)));
    for (const pre of Array.from(section.querySelectorAll<HTMLElement>('.pg-code'))) {
      const code = pre.querySelector('code');
      if (code) code.textContent = sources[pre.dataset.lang as keyof typeof sources] ?? '';
    }
  };
  let scheduled = false;
  const schedulePreview = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      updatePreview();
    });
  };

  /**
   * The raw JSON editor says at once when its text does not parse (with the parser's words),
   * and Send refuses it: an API's "400 Bad Request" would say less.
   */
  const validateJson = (panel: HTMLElement | undefined): HTMLTextAreaElement | undefined => {
    if (panel?.dataset.kind !== 'json' || panel.dataset.mode !== 'raw') return undefined;
    const area = panel.querySelector<HTMLTextAreaElement>('.pg-raw-input');
    if (!area) return undefined;
    let error = '';
    if (area.value.trim()) {
      try {
        JSON.parse(area.value);
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
    }
    let note = panel.querySelector<HTMLElement>('.pg-json-error');
    if (!note && error) {
      note = document.createElement('p');
      note.className = 'pg-json-error';
      note.id = `${area.id}-error`;
      note.setAttribute('aria-live', 'polite');
      area.after(note);
      area.setAttribute('aria-describedby', note.id);
    }
    if (note) {
      note.hidden = !error;
      note.textContent = error ? messages(document).invalidJson.replace('{error}', error) : '';
    }
    area.setAttribute('aria-invalid', String(error !== ''));
    return error ? area : undefined;
  };

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLElement;
    if (target.classList.contains('pg-raw-input')) validateJson(target.closest<HTMLElement>('.pg-media') ?? undefined);
    if (target.classList.contains('pg-auth-input')) {
      const scheme = target.dataset.scheme!;
      const value: AuthValue = {};
      for (const input of authInputs(section)) if (input.dataset.scheme === scheme) value[input.dataset.part as keyof AuthValue] = input.value;
      saveAuth(api, scheme, value);
    }
    schedulePreview();
  });
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLElement;
    if (target === serverSelect) showServerVars();
    if (target === mediaSelect) {
      section.querySelectorAll<HTMLElement>('.pg-media').forEach((p, i) => (p.hidden = i !== Number(mediaSelect!.value)));
    }
    if (target.classList.contains('pg-null-toggle')) {
      const control = target.closest('.pg-field')?.querySelector<HTMLInputElement>('.pg-control');
      if (control) control.disabled = (target as HTMLInputElement).checked;
    }
    schedulePreview();
  });
  form.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest('button');
    if (!button || button.type === 'submit') return;
    if (button.classList.contains('pg-add')) {
      if (button.parentElement && addItem(button.parentElement)) button.parentElement.querySelector(':scope > .pg-children')?.lastElementChild?.querySelector<HTMLElement>('.pg-control')?.focus();
    } else if (button.classList.contains('pg-remove')) {
      button.closest('.pg-item')?.remove();
    } else if (button.classList.contains('pg-mode')) {
      switchMode(button);
    } else if (button.classList.contains('pg-oauth-get-token')) {
      const block = button.closest<HTMLElement>('.pg-oauth-get');
      if (block) void getToken(block, button);
      return;
    }
    schedulePreview();
  });

  /** Appends one item from an array node's template; returns the item's node. */
  const addItem = (array: HTMLElement): HTMLElement | undefined => {
    const template = array.querySelector<HTMLTemplateElement>(':scope > template');
    const list = array.querySelector(':scope > .pg-children');
    if (!template || !list) return undefined;
    const item = template.content.cloneNode(true) as DocumentFragment;
    renumberIds(item, () => `pg-added-${idCounter++}`);
    list.append(item);
    const added = list.lastElementChild as HTMLElement | null;
    return (added?.classList.contains('pg-item') ? added.querySelector<HTMLElement>(':scope > [data-node]') : added) ?? undefined;
  };

  const switchMode = (button: HTMLButtonElement) => {
    const panel = button.closest<HTMLElement>('.pg-media');
    if (!panel) return;
    const mode = button.dataset.mode!;
    if (mode === 'form' && panel.dataset.mode === 'raw' && !writeBack(panel)) return;
    if (mode === 'raw' && panel.dataset.mode !== 'raw') {
      // Carry the form's value over so the editor starts from what was typed.
      const root = panel.querySelector<HTMLElement>('[data-body-root]');
      const raw = panel.querySelector<HTMLTextAreaElement>('.pg-raw-input');
      const value = root ? readNode(root, new Map()) : undefined;
      if (raw && value !== undefined && Object.keys(value as object).length) raw.value = JSON.stringify(value, null, 2);
    }
    panel.dataset.mode = mode;
    for (const b of Array.from(panel.querySelectorAll<HTMLButtonElement>('.pg-mode'))) b.setAttribute('aria-pressed', String(b === button));
  };
  /**
   * The raw editor's JSON carried back into the form. Text that does not parse keeps the editor
   * open with its error; values the form has no field for are named in a note, as they are left out.
   */
  const writeBack = (panel: HTMLElement): boolean => {
    const area = panel.querySelector<HTMLTextAreaElement>('.pg-raw-input');
    const root = panel.querySelector<HTMLElement>('[data-body-root]');
    if (!area || !root || panel.dataset.kind !== 'json') return true;
    if (validateJson(panel)) {
      area.focus();
      return false;
    }
    const dropped = area.value.trim() ? writeNode(root, JSON.parse(area.value), addItem) : writeNode(root, undefined, addItem);
    let note = panel.querySelector<HTMLElement>('.pg-dropped');
    if (!note && dropped.length) {
      note = document.createElement('p');
      note.className = 'pg-note pg-dropped';
      note.setAttribute('role', 'status');
      panel.querySelector('.pg-form-body')?.before(note);
    }
    if (note) {
      note.hidden = !dropped.length;
      note.textContent = dropped.length ? messages(document).jsonNotInForm.replace('{fields}', dropped.join(', ')) : '';
    }
    return true;
  };
  for (const panel of Array.from(section.querySelectorAll<HTMLElement>('.pg-media'))) {
    const pressed = panel.querySelector<HTMLButtonElement>('.pg-mode[aria-pressed="true"]');
    if (pressed) switchMode(pressed);
  }

  // Preview language tabs.
  const tabs = Array.from(section.querySelectorAll<HTMLButtonElement>('.pg-tab'));
  for (const tab of tabs) {
    tab.addEventListener('click', () => {
      for (const t of tabs) t.setAttribute('aria-selected', String(t === tab));
      for (const pre of Array.from(section.querySelectorAll<HTMLElement>('.pg-code'))) pre.toggleAttribute('data-inactive', pre.dataset.lang !== tab.dataset.lang);
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!send || data.display !== 'interactive') return;
    const badJson = validateJson(activeMedia());
    if (badJson) {
      setStatus(badJson.parentElement?.querySelector('.pg-json-error')?.textContent ?? '');
      badJson.focus();
      return;
    }
    const req = buildRequest(data, collect(false));
    const missingParam = req.missing.find((m) => !m.startsWith('auth '));
    if (missingParam) {
      setStatus(`Fill in the required ${missingParam.replace(' ', ' parameter ')}.`);
      section.querySelector<HTMLElement>(`[data-param="${CSS.escape(missingParam)}"] .pg-control`)?.focus();
      return;
    }
    send.disabled = true;
    setStatus(messages(document).sending);
    const proxy = await proxyFor(req, data);
    const result = await sendRequest(req, files, proxy);
    send.disabled = false;
    setStatus(result.ok ? '' : messages(document).requestFailed);
    renderResponse(responseBox, result);
  });

  /** Runs the block's OAuth flow; its token goes into the scheme's token field (which then stores and previews it as if typed). */
  async function getToken(block: HTMLElement, button: HTMLButtonElement): Promise<void> {
    button.disabled = true;
    const token = await runFlow(block, async (req) => sendRequest(req, files, await proxyFor(req, data)));
    button.disabled = false;
    if (!token) return;
    const scheme = block.dataset.scheme!;
    const input = authInputs(section).find((i) => i.dataset.scheme === scheme && i.dataset.part === 'token');
    if (input) {
      input.value = token;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }

  function setStatus(text: string): void {
    if (status) status.textContent = text;
  }

  showServerVars();
  showRedirectUris(section);
  if (send) {
    send.disabled = false;
    setStatus('');
  }
  updatePreview();
}

/** The proxy URL when the request should go through it: another origin, and a proxy is there. */
async function proxyFor(req: BuiltRequest, data: PlaygroundData): Promise<string | undefined> {
  if (!data.proxy) return undefined;
  let target: URL;
  try {
    target = new URL(req.url);
  } catch {
    return undefined;
  }
  if (target.origin === location.origin) return undefined;
  const proxyUrl = new URL(/* @vite-ignore */ "proxy", import.meta.url).href;
  return (await proxyAvailable(proxyUrl)) ? proxyUrl : undefined;
}

function authInputs(section: HTMLElement): HTMLInputElement[] {
  return Array.from(section.querySelectorAll<HTMLInputElement>('.pg-auth-input'));
}

function renumberIds(root: DocumentFragment, next: () => string): void {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('[id]'))) {
    const id = next();
    root.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.setAttribute('for', id);
    el.id = id;
  }
}
