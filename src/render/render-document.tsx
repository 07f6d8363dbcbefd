import { renderToString } from 'preact-render-to-string';
import { HEAD_SLOT } from '../shared/head-slot.js';
import { CLIENT_MESSAGES_ID, clientMessages, EN, uiMessages } from '../shared/ui-messages/index.js';
import { MessagesContext } from '../shared/ui-messages/context.js';
import { spriteRepeatedSvgs } from './svg-sprite.js';
import type { LayoutProps, ThemeDefinition } from './theme-types.js';

/**
 * Server-side render of one page into its theme layout: a complete HTML document, its interface
 * strings in the page's language.
 */
export function renderDocument(theme: ThemeDefinition, props: LayoutProps): string {
  const { Layout } = theme;
  const messages = uiMessages(props.route.page.language);
  const layout = (
    <MessagesContext.Provider value={messages}>
      <Layout {...props} />
    </MessagesContext.Provider>
  );
  const html = renderToString(theme.provide ? theme.provide(layout, props.site) : layout);
  // Repeated icons become one sprite symbol each; head tags go in after, untouched by it.
  return `<!doctype html>\n${spriteRepeatedSvgs(html).replace(HEAD_SLOT, (props.headHtml ?? '') + clientMessagesScript(messages))}`;
}

/** The strings the page's scripts print, for a page not in English (the scripts fall back to English). */
function clientMessagesScript(messages: typeof EN): string {
  if (messages === EN) return '';
  const json = JSON.stringify(clientMessages(messages)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CLIENT_MESSAGES_ID}">${json}</script>`;
}
