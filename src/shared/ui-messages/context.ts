import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { EN, type UiMessages } from './en.js';

/**
 * The interface strings of the page being rendered. The page renderer provides them for the
 * page's language (layout and MDX content); without a provider (an island re-rendered in the
 * browser before it reads the page's strings) components print English.
 */
export const MessagesContext = createContext<UiMessages>(EN);

/** The current page's interface strings. */
export function useMessages(): UiMessages {
  return useContext(MessagesContext);
}
