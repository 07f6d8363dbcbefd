import type { ContextualItem, ContextualMenu } from '../../src/render/theme-types.js';
import { Icon } from './icon.js';
import { useMessages } from '../../src/shared/ui-messages/context.js';

/**
 * The page menu (docs.json `contextual`) and the "Was this page helpful?" thumbs. The menu is a
 * <details> of links, so "View as Markdown", the AI tools, the spec download and custom options
 * work without JavaScript; "Copy page", the MCP copy options and "Download PDF" need it and
 * stay hidden until the client (src/client/page-actions.ts) shows them.
 */

function MenuItem({ item, markdownUrl }: { item: ContextualItem; markdownUrl: string }) {
  const body = (
    <>
      {item.icon && <Icon name={item.icon} {...(item.id !== 'custom' && { library: 'fontawesome' as const })} {...(item.iconType && { iconType: item.iconType as 'regular' })} />}
      <span class="contextual-text">
        <span class="contextual-title">{item.title}</span>
        {item.description && <span class="contextual-description">{item.description}</span>}
      </span>
    </>
  );
  if (item.id === 'copy') {
    return (
      <li hidden data-contextual-js="">
        <button type="button" class="contextual-item page-copy-markdown" data-copy-markdown={markdownUrl}>
          {body}
        </button>
      </li>
    );
  }
  if (item.copyText !== undefined) {
    // `mcp` / `add-mcp`: the text is in the page too (the title attribute), for readers without a clipboard.
    return (
      <li hidden data-contextual-js="">
        <button type="button" class="contextual-item" data-contextual={item.id} data-copy-text={item.copyText} title={item.copyText}>
          {body}
        </button>
      </li>
    );
  }
  if (item.id === 'download-pdf') {
    return (
      <li hidden data-contextual-js="">
        <button type="button" class="contextual-item" data-print-page="">
          {body}
        </button>
      </li>
    );
  }
  return (
    <li>
      <a
        class={`contextual-item${item.id === 'view' ? ' page-view-markdown' : ''}`}
        href={item.href}
        data-contextual={item.id}
        {...(item.external && { target: '_blank', rel: 'noopener noreferrer' })}
        {...(item.id === 'download-spec' && !item.external && { download: '' })}
        {...(item.ask && { 'data-ask': item.ask, 'data-markdown': markdownUrl })}
        {...(item.pageTemplate && { 'data-page-template': item.pageTemplate, 'data-markdown': markdownUrl })}
      >
        {body}
      </a>
    </li>
  );
}

/** The page menu, in the page header or the table-of-contents column (`contextual.display`). */
export function ContextualMenuView({ menu }: { menu: ContextualMenu }) {
  const t = useMessages();
  return (
    <details class={`page-contextual contextual-${menu.display}`} data-menu>
      <summary>
        <Icon name="copy" library="fontawesome" />
        <span>{t.pageOptions}</span>
      </summary>
      <ul class="menu-list contextual-list">
        {menu.items.map((item) => (
          <MenuItem item={item} markdownUrl={menu.markdownUrl} />
        ))}
      </ul>
    </details>
  );
}

export interface PageActionsProps {
  feedback?: boolean;
}

/** Under the content: the feedback thumbs (dispatching `quire:feedback`), shown by the client. */
export function PageActions({ feedback = true }: PageActionsProps) {
  const t = useMessages();
  if (!feedback) return null;
  return (
    <div class="page-actions">
      <div class="page-feedback" data-feedback="" hidden>
        <span>{t.wasThisPageHelpful}</span>
        <button type="button" data-feedback-value="yes" aria-label={t.feedbackYes}>
          <ThumbIcon />
        </button>
        <button type="button" data-feedback-value="no" aria-label={t.feedbackNo}>
          <ThumbIcon down />
        </button>
        <span class="page-feedback-thanks" role="status"></span>
      </div>
    </div>
  );
}

/** A thumb outline (drawn, not an emoji: emoji fonts are missing on many systems and ignore the text colour). */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg class="feedback-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" style={down ? 'transform:scaleY(-1)' : undefined}>
      <path d="M7 10v12M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z" />
    </svg>
  );
}
