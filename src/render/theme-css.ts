import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from './package-root.js';
import type { ThemeDefinition } from './theme-types.js';

/** Where every page links the theme's stylesheets, served as one file. */
export const THEME_CSS_URL = '/_quire/theme.css';

/** Absolute paths of a theme's stylesheets (the theme names them relative to Quire's package). */
export function themeStylesheetFiles(theme: Pick<ThemeDefinition, 'stylesheets'>): string[] {
  return theme.stylesheets.map((f) => join(packageRoot(), f));
}

/** The theme's stylesheets as one file (one request per page). */
export async function themeCss(theme: Pick<ThemeDefinition, 'stylesheets'>): Promise<string> {
  const parts = await Promise.all(themeStylesheetFiles(theme).map((f) => readFile(f, 'utf8')));
  return parts.join('\n');
}
