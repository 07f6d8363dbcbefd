import { EN } from '../shared/ui-messages/en.js';
import { CLIENT_MESSAGES_ID, clientMessages, parseClientMessages, type ClientMessages } from '../shared/ui-messages/client-messages.js';

const ENGLISH = clientMessages(EN);
const read = new WeakMap<Document, ClientMessages>();

/**
 * The interface strings scripts print, in the page's language: the page ships them as JSON
 * (`#quire-messages`, src/render/render-document.tsx); an English page ships none and gets
 * English, so the bundle carries no other language.
 */
export function messages(doc: Document): ClientMessages {
  let found = read.get(doc);
  if (!found) {
    found = parseClientMessages(doc.getElementById(CLIENT_MESSAGES_ID)?.textContent, ENGLISH);
    read.set(doc, found);
  }
  return found;
}
