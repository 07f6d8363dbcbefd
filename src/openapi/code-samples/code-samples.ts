import type { OperationView } from '../operation-model.js';
import { generateSample } from './generate-sample.js';
import { canonicalLanguage, chooseLanguages, sampleLanguage } from './languages.js';
import { sampleRequest, type SampleParams } from './sample-request.js';

/** docs.json `api.examples` (Mintlify's keys that Quire honours). */
export interface SampleOptions {
  languages?: string[];
  defaults?: SampleParams;
  /** `false`: only the spec's own `x-codeSamples`. */
  autogenerate?: boolean;
}

/** One request sample: a tab of the request example. */
export interface CodeSample {
  /** Canonical language id (`curl`, `node`), or the spec's own name for a language Quire does not know. */
  lang: string;
  label: string;
  /** The Shiki language to highlight it as. */
  highlight: string;
  source: string;
  /** From the spec's `x-codeSamples`, not generated. */
  custom: boolean;
}

/**
 * The request samples of an operation: the spec's `x-codeSamples` (or `x-code-samples`) first,
 * as written, then generated ones in the configured languages the spec did not cover.
 */
export function codeSamples(document: unknown, view: OperationView, options: SampleOptions = {}): CodeSample[] {
  const custom: CodeSample[] = [];
  const raw = view.operation['x-codeSamples'] ?? view.operation['x-code-samples'];
  if (Array.isArray(raw)) {
    for (const s of raw) {
      if (!s || typeof s.source !== 'string') continue;
      const written = typeof s.lang === 'string' && s.lang.trim() ? s.lang : 'text';
      const known = sampleLanguage(canonicalLanguage(written));
      custom.push({
        lang: known?.id ?? written.toLowerCase(),
        label: typeof s.label === 'string' && s.label.trim() ? s.label : (known?.label ?? displayName(written)),
        highlight: known?.highlight ?? written.toLowerCase(),
        source: s.source.replace(/\s+$/, ''),
        custom: true,
      });
    }
  }
  if (options.autogenerate === false) return custom;
  const covered = new Set(custom.map((c) => c.lang));
  const req = sampleRequest(document, view, options.defaults);
  const generated: CodeSample[] = [];
  for (const lang of chooseLanguages(options.languages).languages) {
    if (covered.has(lang.id)) continue;
    const source = generateSample(req, lang);
    if (source !== undefined) generated.push({ lang: lang.id, label: lang.label, highlight: lang.highlight, source, custom: false });
  }
  return [...custom, ...generated];
}

const DISPLAY_NAMES: Record<string, string> = { typescript: 'TypeScript', ts: 'TypeScript', 'objective-c': 'Objective-C', objc: 'Objective-C' };

/** A tab label for a language Quire does not generate (`typescript` → `TypeScript`, `elixir` → `Elixir`). */
function displayName(lang: string): string {
  return DISPLAY_NAMES[lang.toLowerCase()] ?? lang.charAt(0).toUpperCase() + lang.slice(1);
}
