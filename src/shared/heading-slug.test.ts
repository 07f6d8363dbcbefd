import { describe, expect, it } from 'vitest';
import { cleanHeadingId, headingSlug, HeadingSlugger } from './heading-slug.js';

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
