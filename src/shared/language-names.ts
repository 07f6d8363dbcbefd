/**
 * Language codes (docs.json `languages[].language`) → the name a reader recognises, written in
 * that language. Codes Mintlify uses that are not BCP 47 (`cn`, `jp`) are mapped too.
 */
const NAMES: Record<string, string> = {
  ar: 'العربية',
  ca: 'Català',
  cn: '中文',
  cs: 'Čeština',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  he: 'עברית',
  hi: 'हिन्दी',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  jp: '日本語',
  ko: '한국어',
  lv: 'Latviešu',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ro: 'Română',
  ru: 'Русский',
  sv: 'Svenska',
  tr: 'Türkçe',
  uk: 'Українська',
  uz: 'Oʻzbekcha',
  vi: 'Tiếng Việt',
  zh: '中文',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

const HTML_LANG: Record<string, string> = { cn: 'zh-CN', jp: 'ja' };
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** Display name of a language code; unknown codes are shown as they are. */
export function languageName(code: string): string {
  return NAMES[code] ?? NAMES[code.split('-')[0] ?? ''] ?? code;
}

/** BCP 47 tag for `<html lang>`. */
export function htmlLang(code: string | undefined): string {
  return code ? (HTML_LANG[code] ?? code) : 'en';
}

export function textDirection(code: string | undefined): 'ltr' | 'rtl' {
  return code && RTL.has(code.split('-')[0]!) ? 'rtl' : 'ltr';
}
