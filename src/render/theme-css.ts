import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transform } from 'lightningcss';
import { packageRoot } from './package-root.js';
import type { CssFeature } from './css-features.js';
import type { ThemeDefinition } from './theme-types.js';

/** Where every page links the theme's stylesheets, served as one file. */
export const THEME_CSS_URL = '/_quire/theme.css';

/** What API reference pages link instead of theme.css: the theme's stylesheets with the API ones. */
export const API_CSS_URL = '/_quire/theme-api.css';

/** Absolute paths of a theme's stylesheets (the theme names them relative to Quire's package). */
export function themeStylesheetFiles(theme: Pick<ThemeDefinition, 'stylesheets' | 'apiStylesheets' | 'featureStylesheets'>): string[] {
  const features = Object.values(theme.featureStylesheets ?? {}).flat();
  return [...new Set([...theme.stylesheets, ...features, ...(theme.apiStylesheets ?? [])])].map((f) => join(packageRoot(), f));
}

/** The theme's stylesheets as one minified file (one request per page). */
export async function themeCss(theme: Pick<ThemeDefinition, 'stylesheets'>): Promise<string> {
  return minifiedSheets(theme.stylesheets, 'theme.css');
}

/** A feature's stylesheets as one minified file, which pages using the feature link after theme.css. */
export async function featureCss(theme: Pick<ThemeDefinition, 'featureStylesheets'>, feature: CssFeature): Promise<string> {
  return minifiedSheets(theme.featureStylesheets?.[feature] ?? [], `theme-${feature}.css`);
}

/** The stylesheets API reference pages link, as one minified file (the theme's own when it has no API list). */
export async function apiCss(theme: Pick<ThemeDefinition, 'stylesheets' | 'apiStylesheets'>): Promise<string> {
  return minifiedSheets(theme.apiStylesheets ?? theme.stylesheets, 'theme-api.css');
}

async function minifiedSheets(files: readonly string[], name: string): Promise<string> {
  const parts = await Promise.all(files.map((f) => readFile(join(packageRoot(), f), 'utf8')));
  return minifyCss(parts.join('\n'), name);
}

/**
 * Minified with lightningcss (the minifier Vite uses): without browser targets it only drops
 * whitespace, comments and redundancies, so modern syntax (color-mix, :is, nesting) passes as
 * written. Lighthouse counts every byte of a render-blocking stylesheet on slow 4G.
 */
export function minifyCss(css: string, filename: string): string {
  const { code } = transform({ filename, code: Buffer.from(css), minify: true });
  return code.toString();
}
