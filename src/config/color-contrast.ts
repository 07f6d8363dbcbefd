import type { Diagnostic } from '../diagnostics/quire-error.js';

/** The WCAG contrast ratio (1–21) of two hex colours (`#rgb`, `#rrggbb`, alpha ignored). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function luminance(hex: string): number {
  let h = hex.replace(/^#/, '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The themes' page backgrounds when docs.json sets none. */
export const DEFAULT_BACKGROUNDS = { light: '#ffffff', dark: '#0f1117' } as const;
/** WCAG's floor for large text and interface parts (links, buttons, active tabs are drawn in the brand colour). */
const MIN_RATIO = 3;

interface ColorConfig {
  colors?: { primary?: string; light?: string; dark?: string };
  background?: unknown;
}

/**
 * Warnings for a brand colour that is hard to see on the page background: `colors.primary` on
 * the light background, `colors.light` (else primary) on the dark one. Backgrounds come from
 * `background.color.light/dark` when set. Each warning names the docs.json key (jsonPath).
 */
export function checkColorContrast(config: ColorConfig, file = 'docs.json'): Diagnostic[] {
  const colors = config.colors;
  if (!colors?.primary) return [];
  const bg = (config.background as { color?: { light?: unknown; dark?: unknown } } | undefined)?.color;
  const isHex = (v: unknown): v is string => typeof v === 'string' && /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v);
  const pairs: { key: string; fg: string; bg: string; mode: string; bgKey: string }[] = [
    {
      key: 'colors.primary',
      fg: colors.primary,
      bg: isHex(bg?.light) ? bg.light : DEFAULT_BACKGROUNDS.light,
      mode: 'light',
      bgKey: isHex(bg?.light) ? 'background.color.light' : 'the default white background',
    },
    {
      key: colors.light ? 'colors.light' : 'colors.primary',
      fg: colors.light ?? colors.primary,
      bg: isHex(bg?.dark) ? bg.dark : DEFAULT_BACKGROUNDS.dark,
      mode: 'dark',
      bgKey: isHex(bg?.dark) ? 'background.color.dark' : `the default dark background ${DEFAULT_BACKGROUNDS.dark}`,
    },
  ];
  const out: Diagnostic[] = [];
  for (const p of pairs) {
    if (!isHex(p.fg)) continue;
    const ratio = contrastRatio(p.fg, p.bg);
    if (ratio >= MIN_RATIO) continue;
    out.push({
      severity: 'warning',
      code: 'a11y/contrast',
      message: `${p.key} ${p.fg} has a contrast of ${ratio.toFixed(2)}:1 against ${p.bgKey} (${p.bg}) in ${p.mode} mode; links and buttons drawn in it are hard to read`,
      file,
      jsonPath: p.key,
      hint:
        p.mode === 'dark' && !colors.light
          ? `set colors.light to a lighter variant for dark mode (at least ${MIN_RATIO}:1; 4.5:1 for text)`
          : `choose a ${p.mode === 'light' ? 'darker' : 'lighter'} shade (at least ${MIN_RATIO}:1; 4.5:1 for text)`,
    });
  }
  return out;
}
