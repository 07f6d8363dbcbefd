/**
 * Writes a value into the server-rendered form: the inverse of read-form.ts, so the raw JSON
 * editor's text goes back into the form fields when the reader switches to the form.
 */
import { childNodes } from './read-form.js';

/** Adds one item to an array node (from its `<template>`) and returns the item's node. */
export type AddItem = (array: HTMLElement) => HTMLElement | undefined;

/**
 * Sets `el` and everything under it to `value`; returns the paths (`a.b[0].c`) of values the
 * form cannot hold — keys it has no field for, options its selects lack — so the caller can say
 * they were left out.
 */
export function writeNode(el: HTMLElement, value: unknown, addItem: AddItem, path = ''): string[] {
  const node = el.dataset.node;
  if (node === 'object') {
    const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const dropped: string[] = [];
    const known = new Set<string>();
    for (const child of childNodes(el)) {
      const key = child.dataset.key ?? '';
      known.add(key);
      dropped.push(...writeNode(child, object[key], addItem, join(path, key)));
    }
    for (const key of Object.keys(object)) if (!known.has(key)) dropped.push(join(path, key));
    if (value !== undefined && value !== null && object !== value) dropped.push(path || '(body)');
    return dropped;
  }
  if (node === 'array') {
    const box = el.querySelector<HTMLElement>(':scope > .pg-children');
    if (!box) return [];
    box.replaceChildren();
    if (!Array.isArray(value)) return value === undefined || value === null ? [] : [path || '(body)'];
    return value.flatMap((item, i) => {
      const child = addItem(el);
      return child ? writeNode(child, item, addItem, `${path}[${i}]`) : [`${path}[${i}]`];
    });
  }
  return writeLeaf(el, value, path);
}

function writeLeaf(el: HTMLElement, value: unknown, path: string): string[] {
  const control = el.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(':scope > .pg-control-row > .pg-control');
  if (!control || el.dataset.type === 'file') return [];
  const nullToggle = el.querySelector<HTMLInputElement>(':scope .pg-null-toggle');
  if (nullToggle) {
    nullToggle.checked = value === null;
    control.disabled = value === null;
  }
  const text = value === undefined || value === null ? '' : el.dataset.type === 'json' || typeof value === 'object' ? JSON.stringify(value) : String(value);
  control.value = text;
  // A select without the value keeps none; a null without a null toggle cannot be shown.
  return control.value !== text || (value === null && !nullToggle) ? [path || '(body)'] : [];
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

