/**
 * Brand colours from docs.json, made safe to use as text. `colors.primary` is often too light
 * for small text on white (the default #0D9373 is 3.9:1), so text and buttons use the nearest
 * shade that reaches WCAG AA (4.5:1) against the page background; borders and tints keep the
 * brand colour as given.
 */
type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(parse(a)), luminance(parse(b))].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

/** `color` mixed step by step towards black or white until it reads on `background`. */
export function readableOn(color: string, background: string, min = 4.5): string {
  const towards: Rgb = luminance(parse(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const base = parse(color);
  for (let t = 0; t <= 1; t += 0.05) {
    const mixed = base.map((v, i) => v + (towards[i]! - v) * t) as Rgb;
    if (contrast(toHex(mixed), background) >= min) return toHex(mixed);
  }
  return toHex(towards);
}

/** `a` mixed with `b`, `t` of the way to `a` (the CSS `color-mix(a t, b)`). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parse(a), parse(b)];
  return toHex(x.map((v, i) => v * t + y[i]! * (1 - t)) as Rgb);
}

export const LIGHT_BG = '#ffffff';
export const DARK_BG = '#0f1117';

/** CSS custom properties for the brand colours, light and dark. */
export function brandCss(colors: { primary: string; light?: string; dark?: string }): string {
  const primary = colors.primary;
  const light = colors.light ?? primary;
  const dark = colors.dark ?? primary;
  // Accent text also sits on the current item's tint (up to 12% of the brand colour).
  const accentOn = (c: string, bg: string) => readableOn(c, mix(c, bg, 0.12));
  const lightVars = `--primary:${primary};--accent:${accentOn(primary, LIGHT_BG)};--button-bg:${readableOn(dark, '#ffffff')}`;
  const darkVars = `--primary:${light};--accent:${accentOn(light, DARK_BG)};--button-bg:${readableOn(dark, '#ffffff')}`;
  return (
    `:root{${lightVars}}` +
    `@media (prefers-color-scheme: dark){:root:not([data-theme="light"]){${darkVars}}}` +
    `:root[data-theme="dark"]{${darkVars}}`
  );
}

/** Black or white, whichever reads better on `bg`. */
export const textOn = (bg: string) => (contrast(bg, '#ffffff') >= contrast(bg, '#000000') ? '#fff' : '#000');
