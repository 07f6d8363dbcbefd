import { useMessages } from '../../src/shared/ui-messages/context.js';
/**
 * "Copy page" / "View as Markdown" (docs.json `contextual`) and the "Was this page helpful?"
 * thumbs. Without JavaScript the Markdown link still works and the thumbs stay hidden; the
 * client (src/client/page-actions.ts) copies the page and dispatches a `quire:feedback` event.
 */
export interface PageActionsProps {
  /** The page's URL (`route.page.path`); its Markdown twin is at `<path>.md`. */
  pagePath: string;
  /** docs.json `contextual.options`; copy and view are shown when it lists them or is absent. */
  contextual?: readonly unknown[];
  feedback?: boolean;
}

export function PageActions({ pagePath, contextual, feedback = true }: PageActionsProps) {
  const markdownUrl = pagePath === '/' ? '/index.md' : `${pagePath.replace(/\/+$/, '')}.md`;
  const wants = (name: string) => !contextual || contextual.includes(name);
  const t = useMessages();
  return (
    <div class="page-actions">
      {(wants('copy') || wants('view')) && (
        <div class="page-contextual">
          {wants('copy') && (
            <button type="button" class="page-copy-markdown" data-copy-markdown={markdownUrl} hidden>
              {t.copyPage}
            </button>
          )}
          {wants('view') && (
            <a class="page-view-markdown" href={markdownUrl}>
              {t.viewAsMarkdown}
            </a>
          )}
        </div>
      )}
      {feedback && (
        <div class="page-feedback" data-feedback="" hidden>
          <span>{t.wasThisPageHelpful}</span>
          <button type="button" data-feedback-value="yes" aria-label={t.feedbackYes}>
            👍
          </button>
          <button type="button" data-feedback-value="no" aria-label={t.feedbackNo}>
            👎
          </button>
          <span class="page-feedback-thanks" role="status"></span>
        </div>
      )}
    </div>
  );
}
