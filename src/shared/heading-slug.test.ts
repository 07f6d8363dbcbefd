import slugify from '@sindresorhus/slugify';
import { describe, expect, it } from 'vitest';
import { cleanHeadingId, headingSlug, HeadingSlugger, slugifyEncoded } from './heading-slug.js';

// Expected ids are what Mintlify renders for these headings (its slugify + cleanHeadingId).
describe('headingSlug', () => {
  it.each([
    ['Records on session.out', 'records-on-session-out'],
    ["What's new?", 'whats-new'],
    ['Step 1: Install', 'step-1-install'],
    ['v2.0 (beta)', 'v2-0-beta'],
    ['API_KEY setup', 'api_key-setup'],
    ['getStarted now', 'getstarted-now'],
    ['安装指南', '安装指南'],
    ['使用 Docker 部署', '使用-docker-部署'],
    ['Prérequis', 'prérequis'],
    ['C++ & Rust', 'c++-&-rust'],
    ['🚀 Launch', '-launch'],
  ])('%s → %s', (text, id) => {
    expect(headingSlug(text)).toBe(id);
  });
});

describe('cleanHeadingId', () => {
  it('decodes, drops punctuation and emoji, keeps a malformed escape', () => {
    expect(cleanHeadingId('whats-new%3F')).toBe('whats-new');
    expect(cleanHeadingId('100%1')).toBe('100%1');
    expect(cleanHeadingId('%E5%AE%89%E8%A3%85')).toBe('安装');
  });
});

describe('HeadingSlugger', () => {
  it('numbers repeats from 2 and skips reserved ids', () => {
    const s = new HeadingSlugger();
    s.reserve('faq-2');
    expect([s.slug('FAQ'), s.slug('FAQ'), s.slug('FAQ'), s.slug('')]).toEqual(['faq', 'faq-3', 'faq-4', 'heading']);
  });
});

describe('slugifyEncoded', () => {
  // Mintlify's own call of @sindresorhus/slugify, which slugifyEncoded replaces for speed.
  const mintlify = (encoded: string) =>
    /%[0-9A-F]{2}/.test(encoded)
      ? slugify(encoded, { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false })
      : slugify(encoded, { decamelize: false, preserveCharacters: ['_'] });
  const pool = [..."abcXYZ019 -_.!~*'()&%#?/:;,@$^`\\\"<>[]{}|+=", 'é', 'ß', 'Ł', '安', '装', '🦄', '♥', '👍🏽', 'ü', '\u0301', 'Ω', '\t'];

  it('gives the library\'s slug for every heading text, on 1,500 random texts', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 1_500; n++) {
      let text = '';
      const length = 1 + Math.floor(random() * 24);
      for (let i = 0; i < length; i++) text += pool[Math.floor(random() * pool.length)];
      const encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
      expect(slugifyEncoded(encoded, /%[0-9A-F]{2}/.test(encoded)), JSON.stringify(text)).toBe(mintlify(encoded));
    }
  });
});
