import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGES, canonicalLanguage, chooseLanguages } from './languages.js';

const ids = (configured?: string[]) => chooseLanguages(configured).languages.map((l) => l.id);

describe('request sample languages', () => {
  it('defaults to a short set when docs.json does not choose', () => {
    expect(ids()).toEqual([...DEFAULT_LANGUAGES]);
    expect(ids([])).toEqual([...DEFAULT_LANGUAGES]);
  });

  it('keeps the configured order, folds aliases and duplicates, reports unknown names', () => {
    const chosen = chooseLanguages(['Kotlin', 'bash', 'curl', 'C#', 'nodejs', 'cobol', 'golang']);
    expect(chosen.languages.map((l) => l.id)).toEqual(['kotlin', 'curl', 'csharp', 'node', 'go']);
    expect(chosen.unknown).toEqual(['cobol']);
  });

  it('falls back to the defaults when no configured name is known', () => {
    expect(ids(['cobol'])).toEqual([...DEFAULT_LANGUAGES]);
  });

  it('knows Mintlify names and common spellings', () => {
    expect(['bash', 'sh', 'shell', 'curl'].map(canonicalLanguage)).toEqual(['curl', 'curl', 'curl', 'curl']);
    expect(['JS', 'py', 'pwsh', 'rs'].map(canonicalLanguage)).toEqual(['javascript', 'python', 'powershell', 'rust']);
  });

  it('generates Rust with reqwest (Kong httpsnippet\'s target)', () => {
    const rust = chooseLanguages(['rust']).languages[0]!;
    expect([rust.id, rust.label, rust.target, rust.client]).toEqual(['rust', 'Rust', 'rust', 'reqwest']);
  });
});
