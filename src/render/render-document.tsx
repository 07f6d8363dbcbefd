import { renderToString } from 'preact-render-to-string';
import type { LayoutProps, ThemeDefinition } from './theme-types.js';

/** Server-side render of one page into its theme layout: a complete HTML document. */
export function renderDocument(theme: ThemeDefinition, props: LayoutProps): string {
  const { Layout } = theme;
  return `<!doctype html>\n${renderToString(<Layout {...props} />)}`;
}
