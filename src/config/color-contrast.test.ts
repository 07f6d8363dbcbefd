import { describe, expect, it } from 'vitest';
import { checkColorContrast, contrastRatio } from './color-contrast.js';

describe('contrastRatio', () => {
  it('matches WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // Mintlify's default green on white: usable for UI, short of 4.5:1 for text.
    expect(contrastRatio('#0D9373', '#ffffff')).toBeCloseTo(3.86, 2);
  });
});

describe('checkColorContrast', () => {
  it('accepts the default green and a dark blue', () => {
    expect(checkColorContrast({ colors: { primary: '#0D9373' } })).toEqual([]);
    expect(checkColorContrast({ colors: { primary: '#1e3a8a', light: '#93c5fd' } })).toEqual([]);
  });

  it('warns on a pale primary in light mode and a dark one in dark mode, naming the key', () => {
    const [light] = checkColorContrast({ colors: { primary: '#FFD700', light: '#FFD700' } });
    expect(light).toMatchObject({ code: 'a11y/contrast', jsonPath: 'colors.primary', file: 'docs.json' });
    expect(light?.message).toContain('contrast of 1.40:1 against the default white background');
    const dark = checkColorContrast({ colors: { primary: '#1e3a8a' } });
    expect(dark).toHaveLength(1);
    expect(dark[0]?.message).toContain('in dark mode');
    expect(dark[0]?.hint).toContain('set colors.light');
  });

  it('uses background.color when docs.json sets it', () => {
    const diags = checkColorContrast({ colors: { primary: '#FFD700' }, background: { color: { light: '#111111', dark: '#000000' } } });
    expect(diags).toEqual([]);
    const [d] = checkColorContrast({ colors: { primary: '#0D9373', light: '#0D9373' }, background: { color: { light: '#0D9373' } } });
    expect(d?.message).toContain('against background.color.light (#0D9373)');
  });
});
