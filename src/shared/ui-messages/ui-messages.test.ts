import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../config/navigation-schema.js';
import { CATALOGUE, EN, formatMessage, uiMessages } from './index.js';
import { CLIENT_MESSAGE_KEYS, clientMessages, parseClientMessages } from './client-messages.js';

/** Words that are the same in English and the language (Norwegian "Send" is its own imperative). */
const SAME_AS_ENGLISH: Record<string, string[]> = { no: ['send'] };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the interface message catalogue', () => {
  it('has an entry for every language code docs.json allows', () => {
    const missing = LANGUAGE_CODES.filter((code) => !(code in CATALOGUE));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s: every key, translated, same placeholders as English', (code) => {
    const messages = uiMessages(code);
    expect(messages).not.toBe(EN);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, english] of Object.entries(EN)) {
      const text = messages[key as keyof typeof EN];
      expect(text.trim(), `${code}.${key}`).not.toBe('');
      expect(placeholders(text), `${code}.${key}`).toEqual(placeholders(english));
    }
    // The page chrome strings users see most are translated, not English left behind.
    for (const key of ['onThisPage', 'previous', 'next', 'copy', 'copied', 'wasThisPageHelpful', 'lastUpdated', 'editThisPage', 'send', 'tryIt'] as const) {
      if (!SAME_AS_ENGLISH[code]?.includes(key)) expect(messages[key], `${code}.${key}`).not.toBe(EN[key]);
    }
  });

  it('resolves aliases, regional variants and unknown codes', () => {
    expect(uiMessages('fr').onThisPage).toBe('Sur cette page');
    expect(uiMessages('fr-CA')).toBe(uiMessages('fr'));
    expect(uiMessages('cn')).toBe(uiMessages('zh'));
    expect(uiMessages('jp')).toBe(uiMessages('ja'));
    expect(uiMessages('zh-CN')).toBe(uiMessages('zh'));
    expect(uiMessages('zh-Hant').onThisPage).toBe('本頁內容');
    expect(uiMessages('xx')).toBe(EN);
    expect(uiMessages(undefined)).toBe(EN);
  });

  it('formats placeholders', () => {
    expect(formatMessage(uiMessages('de').manyResults, { count: 3, query: 'api' })).toBe('3 Ergebnisse für „api“');
    expect(formatMessage('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('ships only the client keys to the browser and falls back to English', () => {
    const ar = clientMessages(uiMessages('ar'));
    expect(Object.keys(ar).sort()).toEqual([...CLIENT_MESSAGE_KEYS].sort());
    expect(parseClientMessages(JSON.stringify(ar), clientMessages(EN)).copied).toBe('تم النسخ');
    expect(parseClientMessages('{"copied": 3}', clientMessages(EN)).copied).toBe('Copied');
    expect(parseClientMessages('not json', clientMessages(EN)).copy).toBe('Copy');
    expect(parseClientMessages(null, clientMessages(EN)).search).toBe('Search');
  });
});
