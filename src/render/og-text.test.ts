import { describe, expect, it } from 'vitest';
import type { OgCardInput } from './og-card.js';
import { textNeeds, withoutUndrawable } from './og-text.js';

const card: OgCardInput = { title: 'Начало работы', description: 'Quick start', siteName: 'Docs', appearance: 'light', accent: '#0D9373' };

describe('which text a social image can draw', () => {
  it('Latin, Latin Extended, Vietnamese, Greek and Cyrillic need nothing beyond the bundled Inter; emoji are left aside', () => {
    expect(textNeeds(['Zażółć gęślą jaźń', 'Tiếng Việt', 'Ελληνικά', 'Начало работы', 'Ship it 🚀 — “quotes”'])).toEqual({ fallback: [], unshaped: [] });
  });

  it('CJK, Hangul, Georgian need an installed font; Arabic, Hebrew and Devanagari cannot be laid out', () => {
    expect(textNeeds(['日本語', '한국', 'ქართ'])).toEqual({ fallback: [...'日本語한국ქართ'].sort(), unshaped: [] });
    expect(textNeeds(['مرحبا', 'שלום', 'नमस्ते'])).toEqual({ fallback: [], unshaped: ['Arabic', 'Devanagari', 'Hebrew'] });
  });

  it('leaves out only the fields with undrawable text, the title as an empty string', () => {
    const ja = { ...card, title: 'はじめに', eyebrow: 'Guides' };
    expect(withoutUndrawable(ja, new Set([...'はじめに']))).toEqual({ input: { ...ja, title: '' }, dropped: ['title'] });
    const ar = { ...card, siteName: 'توثيق', description: 'وصف' };
    expect(withoutUndrawable(ar, new Set())).toEqual({ input: { ...card, siteName: '', description: undefined }, dropped: ['siteName', 'description'] });
  });
});
