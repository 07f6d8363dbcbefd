import type { DocsConfig } from './docs-config-schema.js';
import type { Language, NavFields } from './navigation-schema.js';
import { NAV_CONTAINERS } from '../shared/nav-kinds.js';

function findLanguage(level: NavFields, code: string): Language | undefined {
  for (const lang of level.languages ?? []) if (lang.language === code) return lang;
  for (const { key } of NAV_CONTAINERS) {
    if (key === 'languages') continue;
    for (const child of (level[key] ?? []) as NavFields[]) {
      const found = findLanguage(child, code);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The config a page of `language` is rendered with: a language may set its own navbar,
 * footer and banner (`navigation.languages[].navbar`…), which replace the site-wide ones.
 */
export function configForLanguage(config: DocsConfig, language: string | undefined): DocsConfig {
  if (!language) return config;
  const lang = findLanguage(config.navigation, language);
  if (!lang || (!lang.navbar && !lang.footer && !lang.banner)) return config;
  return {
    ...config,
    ...(lang.navbar && { navbar: lang.navbar }),
    ...(lang.footer && { footer: lang.footer }),
    ...(lang.banner && { banner: lang.banner }),
  };
}
