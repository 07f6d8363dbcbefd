import type { NavColor } from '../shared/site-model.js';

/** A hex colour as Mintlify's schema accepts it: #rgb or #rrggbb. */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * docs.json `color` of an anchor, dropdown or product: a hex string (both schemes) or
 * `{ light, dark }`. Only hex colours are taken, since the value ends up in a style attribute.
 * `problem` says what is wrong with a value that cannot be used; nothing is drawn for it.
 */
export function navColor(value: unknown): { color?: NavColor; problem?: string } {
  if (value === undefined) return {};
  if (typeof value === 'string') return HEX.test(value.trim()) ? { color: { light: value.trim() } } : { problem: `"${value}" is not a hex colour` };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { light, dark } = value as { light?: unknown; dark?: unknown };
    const ok = (v: unknown): v is string => typeof v === 'string' && HEX.test(v.trim());
    if (ok(light) && (dark === undefined || ok(dark))) return { color: { light: light.trim(), ...(ok(dark) && { dark: dark.trim() }) } };
    if (light === undefined && ok(dark)) return { color: { light: dark.trim(), dark: dark.trim() } };
    return { problem: 'light and dark must be hex colours' };
  }
  return { problem: 'a colour is a hex string or { "light": "#…", "dark": "#…" }' };
}
