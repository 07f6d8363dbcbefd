import { useMessages } from '../../src/shared/ui-messages/context.js';
/**
 * The site search box. Without JavaScript it is a plain GET form to `/search?q=…` (a page
 * listing every page, which runs the search when scripts run); with JavaScript, focusing it
 * or pressing ⌘K / Ctrl K opens the search dialog (src/client/search). The base path is
 * applied to `action` by the build like every other root-relative URL.
 */
export function SearchBox({ placeholder }: { placeholder?: string }) {
  const t = useMessages();
  return (
    // data-prompt: the search dialog (src/client/search) shows the same placeholder docs.json set.
    <form class="search-box" role="search" action="/search" method="get" data-quire-search="" data-prompt={placeholder}>
      <label class="visually-hidden" for="quire-search-input">
        {t.searchTheDocs}
      </label>
      <input id="quire-search-input" class="search-input" type="search" name="q" placeholder={placeholder ?? t.searchPlaceholder} autocomplete="off" />
      <kbd class="search-shortcut" aria-hidden="true">
        ⌘K
      </kbd>
    </form>
  );
}
