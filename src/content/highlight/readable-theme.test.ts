import { bundledThemes } from 'shiki';
import { describe, expect, it } from 'vitest';
import { readableColor, readableTheme } from './readable-theme.js';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('readable code themes', () => {
  it('leaves a colour that reads alone and darkens one that does not', () => {
    expect(readableColor('#24292E', '#f6f8fa')).toBe('#24292E');
    const orange = readableColor('#E36209', '#f6f8fa');
    expect(orange).not.toBe('#E36209');
    expect(contrast(orange, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['github-light', '#f6f8fa'],
    ['github-dark', '#161b22'],
  ] as const)('every token colour of %s reaches 4.5:1 on %s', async (name, bg) => {
    const theme = readableTheme((await bundledThemes[name]()).default, bg);
    const colours = theme.tokenColors!.map((r) => r.settings?.foreground).filter((c): c is string => typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c));
    expect(colours.length).toBeGreaterThan(10);
    for (const c of colours) expect(contrast(c, bg), c).toBeGreaterThanOrEqual(4.5);
  });
});
