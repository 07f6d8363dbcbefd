import { renderToString } from 'preact-render-to-string';
import { HEAD_SLOT } from '../shared/head-slot.js';
import { spriteRepeatedSvgs } from './svg-sprite.js';
import type { LayoutProps, ThemeDefinition } from './theme-types.js';

/** Server-side render of one page into its theme layout: a complete HTML document. */
export function renderDocument(theme: ThemeDefinition, props: LayoutProps): string {
  const { Layout } = theme;
  const layout = <Layout {...props} />;
  const html = renderToString(theme.provide ? theme.provide(layout, props.site) : layout);
  // Repeated icons become one sprite symbol each; head tags go in after, untouched by it.
  return `<!doctype html>\n${spriteRepeatedSvgs(html).replace(HEAD_SLOT, props.headHtml ?? '')}`;
}
