import { isValidElement, type ComponentChildren, type VNode } from 'preact';

/*
 * MDX hands components whatever the page wrote: `title="A"`, `title={7}`,
 * `title={<b>A</b>}`, `defaultOpen="false"`, `cols="3"`, `{…}` objects, or nothing.
 * Built-in components read their props through these helpers so that no prop value
 * makes them throw, and none reaches the HTML as `undefined`, `NaN` or `[object Object]`.
 */

// Deep enough for any real title; stops a self-referencing array.
const MAX_DEPTH = 20;

/** The text a reader would see in a prop: `<><Icon/> <b>Launch</b></>` → `" Launch"`, `7` → `"7"`. */
export function textOf(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  if (depth > MAX_DEPTH) return '';
  if (Array.isArray(value)) return value.map((v) => textOf(v, depth + 1)).join('');
  if (isValidElement(value)) return textOf((value as VNode<{ children?: unknown }>).props?.children, depth + 1);
  return '';
}

/**
 * A prop as something to render: text, finite numbers, elements and arrays of them.
 * Anything else (plain objects, functions, `NaN`, booleans, null) renders nothing.
 */
export function nodeOf(value: unknown, depth = 0): ComponentChildren {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return String(value);
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((v) => nodeOf(v, depth + 1));
  if (isValidElement(value)) return value;
  return null;
}

/** True when {@link nodeOf} shows something: a title of `0` does, `""`, `"  "` and `{}` do not. */
export function hasContent(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'bigint') return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => hasContent(v, depth + 1));
  return isValidElement(value);
}

/** An attribute value (`aria-label`, `title`) from text or elements; undefined when there is no text. */
export function attrText(value: unknown): string | undefined {
  const text = textOf(value).replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/**
 * A boolean prop as pages write it: `defaultOpen`, `defaultOpen={true}`, `defaultOpen="true"`.
 * The strings `"false"`, `"0"`, `"no"`, `"off"` and `""` are false — Mintlify's Accordion
 * likewise opens only for `true` or `"true"`, where a plain truthiness test would open on `"false"`.
 */
export function flag(value: unknown): boolean {
  if (typeof value === 'string') return !/^\s*(?:false|0|no|off)?\s*$/i.test(value);
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return value === true;
}

/** A number from `3` or `"3"`; undefined for anything else (`"abc"`, `{}`, `NaN`, `Infinity`). */
export function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A URL prop (`href`, `img`): a non-empty string, else undefined (`href={5}` links nowhere). */
export function urlOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A CSS value from a prop (a colour): text that cannot end its declaration or the style attribute. */
export function cssValue(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text && !/[;{}<>"\\]/.test(text) ? text : undefined;
}

/** A class-name part (`mdx-badge-${color}`): lower-case letters, digits and dashes, else undefined. */
export function classToken(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const token = String(value)
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return token || undefined;
}

/** A class attribute a page passes through (`class`, `className`): strings only. */
export function classNames(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An `id` from a prop: its text with whitespace as dashes, since `#my id` cannot be linked to. */
export function idOf(value: unknown): string | undefined {
  const text = textOf(value).trim().replace(/\s+/g, '-');
  return text || undefined;
}

/** True for an icon prop `<Icon>` can show: a non-empty name, URL or SVG string, or an element. */
export function isIcon(value: unknown): boolean {
  return (typeof value === 'string' && value.trim() !== '') || isValidElement(value);
}
