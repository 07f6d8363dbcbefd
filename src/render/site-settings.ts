import type { DocsConfig } from '../config/docs-config-schema.js';
import { configForLanguage } from '../config/language-chrome.js';
import { codeBlockStyle } from '../content/highlight/code-themes.js';
import { renderMarkdown } from '../openapi/markdown.js';
import { FONT_DIR, fontHead, INTER_FILES } from './font-settings.js';
import type { SiteSettings, ThemeDefinition } from './theme-types.js';

/**
 * What a theme is given of docs.json (see `SiteSettings`): the settings for one language, with
 * every default resolved here rather than in each layout.
 */
export function siteSettings(config: DocsConfig, theme: Pick<ThemeDefinition, 'defaults'>, language?: string, logoSizes?: SiteSettings['logoSizes']): SiteSettings {
  const c = configForLanguage(config, language);
  const banner = c.banner && {
    content: c.banner.content,
    html: c.banner.content ? renderMarkdown(c.banner.content) : '',
    dismissible: c.banner.dismissible === true,
    ...(c.banner.color && { color: c.banner.color }),
  };
  const background = backgroundSettings(c);
  return {
    ...(c.logo !== undefined && { logo: c.logo }),
    ...(logoSizes && Object.keys(logoSizes).length > 0 && { logoSizes }),
    ...(c.favicon !== undefined && { favicon: c.favicon }),
    ...(c.navbar !== undefined && { navbar: c.navbar }),
    ...(c.footer !== undefined && { footer: c.footer }),
    colors: c.colors,
    ...(c.fonts !== undefined && { fonts: c.fonts }),
    fontHead: fontHead(c.fonts, `/${FONT_DIR}/${INTER_FILES[0]}`),
    ...(c.contextual?.options !== undefined && { contextual: c.contextual.options }),
    // Thumbs show unless telemetry is off or docs.json `feedback.thumbsRating` is false.
    feedback: (c.integrations?.telemetry as { enabled?: unknown } | undefined)?.enabled !== false && c.feedback?.thumbsRating !== false,
    ...(c.search?.prompt && { searchPrompt: c.search.prompt }),
    appearance: { default: c.appearance?.default ?? 'system', strict: c.appearance?.strict === true },
    ...(banner && { banner }),
    ...(background && { background }),
    codeblocks: codeBlockStyle(c.styling?.codeblocks).mode,
    iconLibrary: c.icons?.library ?? 'fontawesome',
    drilldown: c.interaction?.drilldown ?? theme.defaults.drilldown,
    eyebrows: c.styling?.eyebrows ?? theme.defaults.eyebrows,
  };
}

function backgroundSettings(c: DocsConfig): SiteSettings['background'] {
  const bg = c.background;
  const color = bg?.color ?? c.colors.background;
  const image = typeof bg?.image === 'string' ? { light: bg.image } : bg?.image;
  if (!color && !bg?.decoration && !image) return undefined;
  return { ...(color && { color }), ...(bg?.decoration && { decoration: bg.decoration }), ...(image && { image }) };
}

/** Settings by language, resolved once per renderer (every page of a language shares them). */
export function siteSettingsCache(config: DocsConfig, theme: Pick<ThemeDefinition, 'defaults'>, logoSizes?: SiteSettings['logoSizes']): (language?: string) => SiteSettings {
  const byLanguage = new Map<string, SiteSettings>();
  return (language) => {
    const key = language ?? '';
    let settings = byLanguage.get(key);
    if (!settings) byLanguage.set(key, (settings = siteSettings(config, theme, language, logoSizes)));
    return settings;
  };
}
