import type { TargetId } from '@readme/httpsnippet/targets';

/** A request-sample language: how it is labelled, highlighted and generated. */
export interface SampleLanguage {
  /** Mintlify's name for it in docs.json `api.examples.languages` (canonical form). */
  id: string;
  label: string;
  /** The Shiki language its code is highlighted as. */
  highlight: string;
  /** httpsnippet target and client; absent: no generator (only `x-codeSamples` can provide it). */
  target?: TargetId;
  client?: string;
}

/*
 * Mintlify's languages, in its order. The httpsnippet clients are the plain ones readers can
 * paste without installing anything, where the language has one. Rust's (reqwest) comes from
 * Kong's httpsnippet (rust-target.ts): @readme/httpsnippet has none.
 */
const LANGUAGES: SampleLanguage[] = [
  { id: 'curl', label: 'cURL', highlight: 'bash', target: 'shell', client: 'curl' },
  { id: 'python', label: 'Python', highlight: 'python', target: 'python', client: 'requests' },
  { id: 'javascript', label: 'JavaScript', highlight: 'javascript', target: 'javascript', client: 'fetch' },
  { id: 'node', label: 'Node.js', highlight: 'javascript', target: 'node', client: 'axios' },
  { id: 'go', label: 'Go', highlight: 'go', target: 'go', client: 'native' },
  { id: 'java', label: 'Java', highlight: 'java', target: 'java', client: 'okhttp' },
  { id: 'ruby', label: 'Ruby', highlight: 'ruby', target: 'ruby', client: 'native' },
  { id: 'php', label: 'PHP', highlight: 'php', target: 'php', client: 'curl' },
  { id: 'csharp', label: 'C#', highlight: 'csharp', target: 'csharp', client: 'httpclient' },
  { id: 'swift', label: 'Swift', highlight: 'swift', target: 'swift', client: 'urlsession' },
  { id: 'kotlin', label: 'Kotlin', highlight: 'kotlin', target: 'kotlin', client: 'okhttp' },
  { id: 'rust', label: 'Rust', highlight: 'rust', target: 'rust' as TargetId, client: 'reqwest' },
  { id: 'powershell', label: 'PowerShell', highlight: 'powershell', target: 'powershell', client: 'restmethod' },
  { id: 'http', label: 'HTTP', highlight: 'http', target: 'http', client: 'http1.1' },
];

const BY_ID = new Map(LANGUAGES.map((l) => [l.id, l]));

/** Other names docs.json and `x-codeSamples` use for the same languages. */
const ALIASES: Record<string, string> = {
  bash: 'curl', sh: 'curl', shell: 'curl', zsh: 'curl',
  js: 'javascript', fetch: 'javascript',
  nodejs: 'node', 'node.js': 'node',
  py: 'python', python3: 'python',
  golang: 'go',
  'c#': 'csharp', cs: 'csharp', dotnet: 'csharp', '.net': 'csharp',
  rb: 'ruby', kt: 'kotlin', rs: 'rust',
  ps: 'powershell', ps1: 'powershell', pwsh: 'powershell',
};

/**
 * Languages shown when docs.json does not choose: the ones most API readers reach for, kept
 * short so the tab bar fits the examples column without scrolling.
 */
export const DEFAULT_LANGUAGES = ['curl', 'python', 'javascript', 'go', 'java', 'ruby', 'php'] as const;

/** A language name as written (`Bash`, `node.js`, `C#`) → its canonical id, or the name lowercased. */
export function canonicalLanguage(name: string): string {
  const l = name.trim().toLowerCase();
  return ALIASES[l] ?? l;
}

/** The language of a canonical id, if Quire knows it. */
export function sampleLanguage(id: string): SampleLanguage | undefined {
  return BY_ID.get(id);
}

/**
 * docs.json `api.examples.languages` → the languages to show, in the order given, duplicates
 * (`bash` and `curl`) once; names Quire does not know are returned in `unknown` for a warning.
 * Not configured (or no usable name): {@link DEFAULT_LANGUAGES}.
 */
export function chooseLanguages(configured: readonly string[] | undefined): { languages: SampleLanguage[]; unknown: string[] } {
  const unknown: string[] = [];
  const chosen: SampleLanguage[] = [];
  for (const name of configured ?? []) {
    const lang = BY_ID.get(canonicalLanguage(name));
    if (!lang) unknown.push(name);
    else if (!chosen.includes(lang)) chosen.push(lang);
  }
  if (!chosen.length) return { languages: DEFAULT_LANGUAGES.map((id) => BY_ID.get(id)!), unknown };
  return { languages: chosen, unknown };
}

/** Every language id Quire knows, for hints. */
export function knownLanguageIds(): string[] {
  return LANGUAGES.map((l) => l.id);
}
