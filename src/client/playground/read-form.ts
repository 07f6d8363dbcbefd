import type { FilePart } from '../../openapi/playground/build-request.js';

/**
 * Reads values back from the server-rendered form. Each field wrapper says what it is
 * (`data-node` object | array | leaf, `data-key`, `data-type`), so reading is a walk.
 */

/** Files chosen in multipart forms, by the placeholder name used in the built request. */
export type FileRegistry = Map<string, File>;

export function readNode(el: HTMLElement, files: FileRegistry): unknown {
  const node = el.dataset.node;
  if (node === 'object') {
    const out: Record<string, unknown> = {};
    for (const child of childNodes(el)) {
      const v = readNode(child, files);
      if (v !== undefined) out[child.dataset.key ?? ''] = v;
    }
    return Object.keys(out).length || el.hasAttribute('data-required') ? out : undefined;
  }
  if (node === 'array') {
    const items = childNodes(el).map((c) => readNode(c, files)).filter((v) => v !== undefined);
    return items.length || el.hasAttribute('data-required') ? items : undefined;
  }
  return readLeaf(el, files);
}

/** The node children of an object or array node (also used by write-form.ts, its inverse). */
export function childNodes(el: HTMLElement): HTMLElement[] {
  const box = el.querySelector<HTMLElement>(':scope > .pg-children');
  if (!box) return [];
  // Array items sit inside `.pg-item` wrappers beside their remove button.
  return Array.from(box.children).flatMap((c) =>
    c.classList.contains('pg-item') ? Array.from(c.children).filter(isNode) : isNode(c) ? [c] : [],
  ) as HTMLElement[];
}

function isNode(e: Element): e is HTMLElement {
  return e instanceof HTMLElement && e.dataset.node !== undefined;
}

function readLeaf(el: HTMLElement, files: FileRegistry): unknown {
  const nullToggle = el.querySelector<HTMLInputElement>(':scope .pg-null-toggle');
  if (nullToggle?.checked) return null;
  const control = el.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(':scope > .pg-control-row > .pg-control');
  if (!control) return undefined;
  const type = el.dataset.type;
  if (type === 'file') {
    const file = (control as HTMLInputElement).files?.[0];
    if (!file) return undefined;
    const part: FilePart = { file: file.name };
    files.set(file.name, file);
    return part;
  }
  const raw = control.value;
  if (raw === '') return el.hasAttribute('data-required') && type === 'string' && el.dataset.param === undefined ? '' : undefined;
  if (type === 'integer' || type === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : raw;
  }
  if (type === 'boolean') return raw === 'true';
  if (type === 'json') {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}
