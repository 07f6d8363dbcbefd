/**
 * The message catalogue: interface strings for every language code docs.json allows
 * (`navigation.languages[].language`), chosen by the page's language. English (./en.ts) is the
 * source of truth; every language has every key (the `UiMessages` type makes sure).
 */
import { EN, type UiMessages } from './en.js';
import { ar, ca, cs, de, es, fi, fr, he, hi, hu, id, it, ja, ko, lv, nl, no, pl, pt, ro, ru, sv, tr, uk, uz, vi, zh, zhHant } from './languages.js';

export { EN, formatMessage, type UiMessages } from './en.js';
export { CLIENT_MESSAGES_ID, clientMessages, type ClientMessages } from './client-messages.js';

/** By docs.json language code; codes that are aliases or regional variants share a language's strings. */
export const CATALOGUE: Readonly<Record<string, UiMessages>> = {
  en: EN,
  ar, ca, cs, de, es, fi, fr, he, hi, hu, id, it, ja, ko, lv, nl, no, pl, pt, ro, ru, sv, tr, uk, uz, vi, zh,
  // Mintlify's non-BCP 47 codes.
  cn: zh,
  jp: ja,
  // Canadian French and Brazilian Portuguese use the same short UI terms as fr / pt here.
  'fr-CA': fr,
  'pt-BR': pt,
  'zh-Hans': zh,
  'zh-Hant': zhHant,
};

/** The interface strings for a language code (docs.json code or BCP 47 tag); English when unknown or absent. */
export function uiMessages(code: string | undefined): UiMessages {
  if (!code) return EN;
  return CATALOGUE[code] ?? CATALOGUE[code.split('-')[0]!] ?? EN;
}
