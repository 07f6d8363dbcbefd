import { useMessages } from '../../../src/shared/ui-messages/context.js';
import type { ComponentChildren } from 'preact';
import { Icon } from '../icon.js';
import { attrText, hasContent, isIcon, nodeOf, textOf } from './prop-values.js';

export interface PromptProps {
  /** The prompt itself, as Markdown. */
  children?: ComponentChildren;
  /** Shown above the prompt. */
  description?: unknown;
  icon?: unknown;
  iconType?: string;
  /** `copy` (default) and/or `cursor` (a link that opens the prompt in Cursor); `[]` shows none. */
  actions?: unknown;
  [unknown: string]: unknown;
}

/**
 * Mintlify's `<Prompt>`: a ready-made AI prompt readers copy (src/client/copy-code.ts enhances
 * the Copy button, hidden without JavaScript) or open in Cursor (a plain link, no script).
 */
export function Prompt({ children, description, icon, iconType, actions }: PromptProps) {
  const list = Array.isArray(actions) ? actions.filter((a): a is string => typeof a === 'string') : ['copy'];
  const text = textOf(children).trim();
  const t = useMessages();
  return (
    <figure class="prompt" aria-label={attrText(description) ?? t.prompt}>
      <figcaption class="prompt-header">
        {isIcon(icon) ? <Icon name={icon} style={iconType} /> : <Icon name="sparkles" style="solid" />}
        {hasContent(description) ? <span class="prompt-description">{nodeOf(description)}</span> : <span class="prompt-description">{t.prompt}</span>}
        <span class="prompt-actions">
          {list.includes('copy') && (
            <button type="button" class="prompt-copy" data-copy-prompt hidden>
              Copy prompt
            </button>
          )}
          {list.includes('cursor') && text && (
            <a class="prompt-cursor" href={`https://cursor.com/link/prompt?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
              Open in Cursor
            </a>
          )}
        </span>
      </figcaption>
      <div class="prompt-body">{children}</div>
    </figure>
  );
}
