/**
 * The part of the catalogue browser scripts print. A page ships these strings for its own
 * language as JSON; the scripts fall back to English, so the browser bundle never holds the
 * other languages.
 */
import type { UiMessages } from './en.js';

/** The keys browser scripts print (copy buttons, search dialog, playground status): the page ships only these. */
export const CLIENT_MESSAGE_KEYS = [
  'copy', 'copied', 'copyFailed', 'copyCode', 'copyPrompt', 'copyPage', 'feedbackThanks',
  'search', 'searchTheDocs', 'searchTheDocsPlaceholder', 'typeToSearch', 'searching', 'noResults', 'oneResult',
  'manyResults', 'searchUnavailable', 'sending', 'requestFailed',
  'invalidJson', 'downloadResponse', 'responseImage', 'jsonNotInForm', 'oauthTokenReceived', 'oauthTokenFailed',
  'filterByTag', 'allTags', 'zoomImage', 'closeImage', 'zoomIn', 'zoomOut', 'resetZoom', 'panUp', 'panDown', 'panLeft', 'panRight',
  'codeShowMore', 'codeShowLess',
  // WebSocket playground and OAuth 2.0 flows (src/client/playground/ws-*.ts, oauth-*.ts)
  'wsConnecting', 'wsOpen', 'wsClosed', 'wsError', 'wsSent', 'wsReceived', 'oauthWaiting', 'oauthPopupBlocked', 'oauthStateMismatch',
] as const satisfies readonly (keyof UiMessages)[];

export type ClientMessages = Pick<UiMessages, (typeof CLIENT_MESSAGE_KEYS)[number]>;

/** The strings a page's scripts need, for `<script type="application/json" id="quire-messages">`. */
export function clientMessages(messages: UiMessages): ClientMessages {
  return Object.fromEntries(CLIENT_MESSAGE_KEYS.map((k) => [k, messages[k]])) as ClientMessages;
}

/** The id of the JSON script holding a page's {@link ClientMessages}. */
export const CLIENT_MESSAGES_ID = 'quire-messages';

/** Parses a page's messages JSON; English for any key missing or not a string. */
export function parseClientMessages(json: string | null | undefined, english: ClientMessages): ClientMessages {
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(json) : undefined;
  } catch {
    parsed = undefined;
  }
  const given = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return Object.fromEntries(CLIENT_MESSAGE_KEYS.map((k) => [k, typeof given[k] === 'string' ? given[k] : english[k]])) as ClientMessages;
}
