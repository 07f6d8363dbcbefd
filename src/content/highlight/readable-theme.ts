import type { ThemeRegistration } from 'shiki';

type Rgb = [number, number, number];

const parse = (hex: string): Rgb | undefined => {
  const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  return m ? ([0, 2, 4].map((i) => Number.parseInt(m[1]!.slice(i, i + 2), 16)) as Rgb) : undefined;
};
const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

/** `color` moved towards black or white in small steps until it reaches `min` contrast on `background`. */
export function readableColor(color: string, background: string, min = 4.6): string {
  const fg = parse(color);
  const bg = parse(background);
  if (!fg || !bg || contrast(fg, bg) >= min) return color;
  const towards: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0.05; t <= 1; t += 0.05) {
    const mixed = fg.map((v, i) => v + (towards[i]! - v) * t) as Rgb;
    if (contrast(mixed, bg) >= min) return toHex(mixed);
  }
  return toHex(towards);
}

/**
 * A copy of a Shiki theme whose token colours all read on `background` (WCAG AA, 4.5:1, with a
 * little margin). github-light's orange and green are 3.3–4.3:1 on a code block's grey, which
 * Lighthouse and axe report on every page with code. Only Quire's default pair is adjusted: a
 * theme a site names in `styling.codeblocks` is shown as its authors made it. Pure.
 */
export function readableTheme(theme: ThemeRegistration, background: string): ThemeRegistration {
  const fix = (c: unknown) => (typeof c === 'string' ? readableColor(c, background) : c);
  return {
    ...theme,
    ...(theme.fg && { fg: readableColor(theme.fg, background) }),
    tokenColors: (theme.tokenColors ?? []).map((rule) =>
      rule.settings?.foreground ? { ...rule, settings: { ...rule.settings, foreground: fix(rule.settings.foreground) as string } } : rule,
    ),
    ...(theme.colors && { colors: { ...theme.colors, ...(theme.colors['editor.foreground'] && { 'editor.foreground': fix(theme.colors['editor.foreground']) as string }) } }),
  };
}
